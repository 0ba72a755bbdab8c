import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { localePath } from "~/utils/locale";

/** The header's cart: an icon with the number of items in it (the root loader's count). */
export function CartLink({ locale, count }: { locale: Locale; count: number }) {
  const { t } = useTranslation();
  return (
    <NavLink
      className="icon-button cart-link"
      to={localePath(locale, "cart")}
      aria-label={count > 0 ? t("workspace:cartWithCount", { count }) : t("header.cart")}
      title={t("header.cart")}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20l-2 8H7.4l.3 1.5H19v2H6L3.6 4H1V2h3.8l.4 2Z" />
      </svg>
      {count > 0 ? (
        <span className="cart-badge" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </NavLink>
  );
}
