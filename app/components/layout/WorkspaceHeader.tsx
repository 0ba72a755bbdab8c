import { Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { useAssetUrl } from "~/components/hooks/useAssetUrl";
import { useOpeningStationLink } from "~/components/hooks/useOpeningStation";
import { localePath } from "~/utils/locale";
import type { Theme } from "~/utils/theme";
import { AccountMenuLinks } from "./AccountMenuLinks";
import { CartLink } from "./CartLink";
import { LanguageMenu } from "./LanguageMenu";
import type { HeaderUser } from "./SiteHeader";
import { ThemeMenu } from "./ThemeMenu";
import { useHeaderMenus } from "./useHeaderMenus";

/** The signed-in merchant's pages, in the order of the workspace navigation (the cart is the header's icon). */
const WORKSPACE_PAGES = [
  { page: "my-order", label: "header.myOrders" },
  { page: "my-site", label: "header.mySite" },
  { page: "settlement", label: "header.settlement" },
  { page: "notices", label: "header.notices" },
  { page: "personal", label: "header.settings" },
] as const;

/**
 * The header of the merchant's workspace (every page that needs a login): the logo, "Open a site",
 * the cart with its count, language, theme and the account on one bar, and the workspace's own
 * navigation under it. On phones the navigation folds into a menu (`<details>`: no JavaScript needed).
 */
export function WorkspaceHeader({
  locale,
  theme,
  user,
  unreadNotices,
  cartCount,
}: {
  locale: Locale;
  theme: Theme;
  user: NonNullable<HeaderUser>;
  unreadNotices: number;
  cartCount: number;
}) {
  const { t } = useTranslation();
  const asset = useAssetUrl();
  const openingStation = useOpeningStationLink();
  useHeaderMenus();
  const name = user.nickname || user.account;

  const navigation = (
    <ul className="workspace-tabs">
      {WORKSPACE_PAGES.map((item) => (
        <li key={item.page}>
          <NavLink to={localePath(locale, item.page)} className="workspace-tab">
            <span className="workspace-tab-label">{t(item.label)}</span>
            {item.page === "notices" && unreadNotices > 0 ? (
              <span className="count-badge" aria-label={t("header.unread", { count: unreadNotices })}>
                {unreadNotices}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  const openSite = (
    <Link className="button primary small open-site" to={openingStation} preventScrollReset>
      {t("header.openingStation")}
    </Link>
  );

  return (
    <header className="workspace-header">
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="workspace-bar">
        <div className="workspace-row">
          <Link to={localePath(locale)} className="logo" aria-label={`${t("brand")} · ${t("header.home")}`}>
            <img src={asset("/favicon.svg")} alt="" width={28} height={28} />
            <span className="logo-text">{t("brand")}</span>
          </Link>
          <div className="workspace-actions">
            {openSite}
            <CartLink locale={locale} count={cartCount} />
            <LanguageMenu locale={locale} />
            <ThemeMenu locale={locale} theme={theme} />
            <details className="dropdown user-menu" data-menu>
              <summary title={name}>
                <img src={user.avatarUrl ?? (user.img || "/images/avatar.svg")} alt="" width={28} height={28} className="avatar" />
                <span className="username" dir="auto">
                  {name}
                </span>
              </summary>
              <ul className="dropdown-list">
                <li className="dropdown-caption">
                  <span dir="auto">{name}</span>
                  {user.nickname ? (
                    <span className="muted" dir="auto">
                      {user.account}
                    </span>
                  ) : null}
                </li>
                <AccountMenuLinks locale={locale} />
              </ul>
            </details>
            <details className="workspace-menu" data-menu>
              <summary aria-label={t("header.menu")}>
                <span className="burger" aria-hidden="true" />
              </summary>
              <div className="workspace-menu-panel">
                <nav aria-label={t("workspace:navigation")}>{navigation}</nav>
                {openSite}
              </div>
            </details>
          </div>
        </div>
      </div>
      <nav className="workspace-nav" aria-label={t("workspace:navigation")}>
        <div className="workspace-row">{navigation}</div>
      </nav>
    </header>
  );
}
