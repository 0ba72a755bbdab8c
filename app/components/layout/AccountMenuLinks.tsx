import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { localePath } from "~/utils/locale";
import { withSearch } from "~/utils/url";

/** The last two items of every user menu (marketing and workspace headers): settings, then log out. */
export function AccountMenuLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <>
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
    </>
  );
}
