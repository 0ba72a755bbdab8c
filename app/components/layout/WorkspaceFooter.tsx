import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { localePath } from "~/utils/locale";
import { withSearch } from "~/utils/url";

/** The workspace's slim footer: the legal texts and the ways to reach support, on one line. */
export function WorkspaceFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const help = localePath(locale, "help-center");
  return (
    <footer className="workspace-footer">
      <div className="workspace-row">
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        <ul>
          <li>
            <Link to={`${help}#terms`}>{t("footer.terms")}</Link>
          </li>
          <li>
            <Link to={`${help}#privacy`}>{t("footer.privacy")}</Link>
          </li>
          <li>
            <Link to={help}>{t("footer.helpCenter")}</Link>
          </li>
          <li>
            <Link to={withSearch(location, { dialog: "telegram" })} preventScrollReset>
              {t("workspace:support")}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
