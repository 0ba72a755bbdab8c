import { useTranslation } from "react-i18next";
import type { Toast } from "~/utils/session.server";

/** A back-office notice shown once (a sign-out, an ended session), rendered by the server: no JavaScript needed. */
export function BackofficeNotice({ toast }: { toast: Toast }) {
  const { t } = useTranslation("backoffice");
  return (
    <p className={`bo-notice bo-notice-${toast.type}`} role="status">
      {toast.key ? t(`notices.${toast.key}`) : toast.text}
    </p>
  );
}
