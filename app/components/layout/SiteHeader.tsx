import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { useAssetUrl } from "~/components/hooks/useAssetUrl";
import { useOpeningStationLink } from "~/components/hooks/useOpeningStation";
import { MENU } from "~/utils/links";
import { localePath } from "~/utils/locale";
import type { MenuKey } from "~/utils/route-meta";
import type { Theme } from "~/utils/theme";
import { withSearch } from "~/utils/url";
import { AccountMenuLinks } from "./AccountMenuLinks";
import { CartLink } from "./CartLink";
import { LanguageMenu } from "./LanguageMenu";
import { ThemeMenu } from "./ThemeMenu";
import { useHeaderMenus } from "./useHeaderMenus";
import { useMenuFit } from "./useMenuFit";

export type HeaderUser = { account: string; nickname: string; img: string; avatarUrl?: string | null } | null;

// Numbers of the specification (point 9): the header changes look past 10 px of scroll, and
// mobile menu actions wait 150 ms so the closing animation is seen.
const SCROLL_THRESHOLD_PX = 10;
const MOBILE_MENU_DELAY_MS = 150;

export function SiteHeader({
  locale,
  theme,
  user,
  unreadNotices = 0,
  cartCount = 0,
  transparent,
  activeMenu,
}: {
  locale: Locale;
  theme: Theme;
  user: HeaderUser;
  unreadNotices?: number;
  cartCount?: number;
  transparent: boolean;
  activeMenu?: MenuKey;
}) {
  const { t } = useTranslation();
  const asset = useAssetUrl();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const home = localePath(locale);
  const onHome = location.pathname === home || location.pathname === `/${locale}`;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useHeaderMenus();
  const header = useRef<HTMLElement>(null);
  useMenuFit(header, [locale, user?.nickname, user?.account, cartCount]);

  const openingStation = useOpeningStationLink();

  const menuItems = MENU.map((item) => (
    <li key={item.key}>
      <NavLink
        to={localePath(locale, item.page)}
        className={({ isActive }) => (isActive || activeMenu === item.key ? "menu-link active" : "menu-link")}
      >
        {t(`menu.${item.key}`)}
      </NavLink>
    </li>
  ));

  const account = user ? (
    <details className="dropdown user-menu" data-menu>
      <summary>
        <img src={user.avatarUrl ?? (user.img || "/images/avatar.svg")} alt="" width={28} height={28} className="avatar" />
        <span className="username" dir="auto" title={user.nickname || user.account}>
          {user.nickname || user.account}
        </span>
      </summary>
      <ul className="dropdown-list">
        <li>
          <Link className="dropdown-item" to={localePath(locale, "my-order")}>
            {t("header.myOrders")}
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to={localePath(locale, "my-site")}>
            {t("header.mySite")}
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to={localePath(locale, "settlement")}>
            {t("header.settlement")}
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to={localePath(locale, "notices")}>
            {t("header.notices")}
            {unreadNotices > 0 ? <span className="count-badge" aria-label={t("header.unread", { count: unreadNotices })}>{unreadNotices}</span> : null}
          </Link>
        </li>
        <AccountMenuLinks locale={locale} />
      </ul>
    </details>
  ) : (
    <Link className="login-link" to={withSearch(location, { showLogin: "1", tab: undefined })} preventScrollReset>
      {t("header.login")}
    </Link>
  );

  return (
    <header ref={header} className={`site-header${transparent ? " transparent" : ""}${scrolled ? " scrolled" : ""}`}>
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="header-inner">
        <Link
          to={home}
          className="logo"
          aria-label={`${t("brand")} · ${t("header.home")}`}
          onClick={(event) => {
            if (onHome) {
              event.preventDefault();
              window.scrollTo({ top: 0, behavior: "smooth" });
            }
          }}
        >
          <img src={asset("/favicon.svg")} alt="" width={32} height={32} />
          <span className="logo-text">{t("brand")}</span>
        </Link>
        <nav className="main-menu" aria-label={t("header.mainMenu")}>
          <ul>{menuItems}</ul>
        </nav>
        <div className="header-actions">
          <Link className="button accent small" to={openingStation} preventScrollReset>
            {t("header.openingStation")}
          </Link>
          {user ? <CartLink locale={locale} count={cartCount} /> : null}
          {account}
          <LanguageMenu locale={locale} />
          <ThemeMenu locale={locale} theme={theme} />
          <Link className="icon-button consult" to={withSearch(location, { dialog: "telegram" })} preventScrollReset aria-label={t("header.consult")}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path fill="currentColor" d="M12 2a10 10 0 0 0-8.7 15l-1.3 5 5.1-1.3A10 10 0 1 0 12 2Zm-4 9h8v2H8v-2Zm0-4h8v2H8V7Zm0 8h5v2H8v-2Z" />
            </svg>
          </Link>
        </div>
        <details
          className="mobile-menu"
          data-menu
          ref={mobileMenu}
          onToggle={(event) => document.body.classList.toggle("menu-open", (event.currentTarget as HTMLDetailsElement).open)}
        >
          <summary aria-label={t("header.menu")}>
            <span className="burger" aria-hidden="true" />
          </summary>
          <div className="mobile-menu-panel">
            <button
              type="button"
              className="mobile-menu-close"
              aria-label={t("actions.close")}
              onClick={() => {
                if (mobileMenu.current) mobileMenu.current.open = false;
              }}
            >
              ×
            </button>
            <nav aria-label={t("header.mainMenu")}>
              <ul
                onClickCapture={(event) => {
                  const link = (event.target as HTMLElement).closest("a");
                  if (!link || !mobileMenu.current?.open) return;
                  // Let the menu close before the page changes.
                  event.preventDefault();
                  mobileMenu.current.open = false;
                  window.setTimeout(() => link.click(), MOBILE_MENU_DELAY_MS);
                }}
              >
                {menuItems}
              </ul>
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
