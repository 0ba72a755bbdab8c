import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
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

/**
 * A list with nothing in it: what this means (`text`), and the action that fills it (`children`,
 * links or buttons). Without a text it only says there is nothing.
 */
export function EmptyState({ text, children }: { text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state">
      <p>{text ?? t("empty")}</p>
      {children ? <p className="empty-actions">{children}</p> : null}
    </div>
  );
}
