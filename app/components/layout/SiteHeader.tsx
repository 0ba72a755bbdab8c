import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from "@contracts/locales";
import { useAssetUrl } from "~/components/hooks/useAssetUrl";
import { useOpeningStationLink } from "~/components/hooks/useOpeningStation";
import { MENU, pathInLocale } from "~/utils/links";
import { localePath } from "~/utils/locale";
import type { MenuKey } from "~/utils/route-meta";
import type { Theme } from "~/utils/theme";
import { withSearch } from "~/utils/url";
import { ThemeMenu } from "./ThemeMenu";

type HeaderUser = { account: string; nickname: string; img: string; avatarUrl?: string | null } | null;

// Numbers of the specification (point 9): the header changes look past 10 px of scroll, and
// mobile menu actions wait 150 ms so the closing animation is seen.
const SCROLL_THRESHOLD_PX = 10;
const MOBILE_MENU_DELAY_MS = 150;

export function SiteHeader({
  locale,
  theme,
  user,
  unreadNotices = 0,
  transparent,
  activeMenu,
}: {
  locale: Locale;
  theme: Theme;
  user: HeaderUser;
  unreadNotices?: number;
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

  // Close open menus on navigation, on Escape and on a click outside them. Not on the first
  // render: a menu opened before the page finished hydrating must stay open.
  const hydrated = useRef(false);
  useEffect(() => {
    const closeAll = (except?: EventTarget | null) => {
      document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]").forEach((details) => {
        if (!except || !details.contains(except as Node)) details.open = false;
      });
    };
    if (hydrated.current) closeAll();
    hydrated.current = true;
    const onClick = (event: MouseEvent) => closeAll(event.target);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && closeAll();
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [location.key]);

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

  const languages = (
    <details className="dropdown language-menu" data-menu>
      <summary aria-label={t("header.language")}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.3 8.3 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6ZM16.3 14a16.5 16.5 0 0 0 0-4h3.4a8.3 8.3 0 0 1 0 4h-3.4Z" />
        </svg>
        <span className="current-language">{LOCALE_NAMES[locale]}</span>
      </summary>
      <ul className="dropdown-list language-list">
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code} lang={code}>
            {code === locale ? (
              <span aria-current="true" className="dropdown-item active">
                {LOCALE_NAMES[code]}
              </span>
            ) : (
              <a
                className="dropdown-item"
                hrefLang={code}
                href={pathInLocale(location.pathname, location.search, locale, code)}
                // Specification, point 2: a language change announces the old and the new locale;
                // the page then loads under the new prefix (which saves the locale).
                onClick={() => window.dispatchEvent(new CustomEvent("languagechanged", { detail: { from: locale, to: code } }))}
              >
                {LOCALE_NAMES[code]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </details>
  );

  const account = user ? (
    <details className="dropdown user-menu" data-menu>
      <summary>
        <img src={user.avatarUrl ?? (user.img || "/images/avatar.svg")} alt="" width={28} height={28} className="avatar" />
        <span className="username">{user.nickname || user.account}</span>
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
        <li>
          <Link className="dropdown-item" to={localePath(locale, "personal")}>
            {t("header.settings")}
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to={withSearch(location, { dialog: "logout" })} preventScrollReset>
            {t("header.logout")}
          </Link>
        </li>
      </ul>
    </details>
  ) : (
    <Link className="login-link" to={withSearch(location, { showLogin: "1", tab: undefined })} preventScrollReset>
      {t("header.login")}
    </Link>
  );

  return (
    <header className={`site-header${transparent ? " transparent" : ""}${scrolled ? " scrolled" : ""}`}>
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
          {user ? (
            <Link className="icon-button" to={localePath(locale, "cart")} aria-label={t("header.cart")}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20l-2 8H7.4l.3 1.5H19v2H6L3.6 4H1V2h3.8l.4 2Z" />
              </svg>
            </Link>
          ) : null}
          {account}
          {languages}
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
