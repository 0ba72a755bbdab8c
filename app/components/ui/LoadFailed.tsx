import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A list that could not load: "Load failed", the reason when known, and a retry that loads the same page again. */
export function LoadFailed({ message }: { message?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="empty-state" role="alert">
      <p>{t("notices.loadFailed")}</p>
      {message && message !== t("notices.loadFailed") ? <p>{message}</p> : null}
      <Link className="button" to={location.pathname + location.search} replace>
        {t("actions.retry")}
      </Link>
    </div>
  );
}

export function EmptyState() {
  const { t } = useTranslation();
  return <p className="empty-state">{t("empty")}</p>;
}
