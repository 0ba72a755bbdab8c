import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@contracts/locales";
import { SubmitButton } from "~/components/forms";
import { TELEGRAM_SUPPORT } from "~/utils/links";
import { localePath } from "~/utils/locale";
import { withoutDialogs } from "~/utils/url";
import { Dialog } from "./Dialog";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/** Merchants bind Telegram for exclusive service. */
export function TelegramDialog() {
  const { t } = useTranslation();
  return (
    <Dialog title={t("telegram.title")} size="sm">
      <p>{t("telegram.text")}</p>
      <div className="dialog-actions">
        <a className="button primary" href={TELEGRAM_SUPPORT} target="_blank" rel="noopener noreferrer">
          {t("telegram.bindNow")}
        </a>
        <a className="button" href={TELEGRAM_SUPPORT} target="_blank" rel="noopener noreferrer">
          {t("telegram.support")}
        </a>
      </div>
    </Dialog>
  );
}

export function ComingSoonDialog() {
  const { t } = useTranslation();
  return (
    <Dialog title={t("comingSoon.title")} size="sm">
      <p>{t("comingSoon.text")}</p>
    </Dialog>
  );
}

/** Logging out asks first (specification, point 2). */
export function LogoutDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const action = localePath(locale, "auth/logout");
  return (
    <Dialog title={t("logout.title")} size="sm">
      <p>{t("logout.text")}</p>
      <Form method="post" action={action} className="dialog-actions">
        <AuthenticityTokenInput />
        <SubmitButton formAction={action}>{t("header.logout")}</SubmitButton>
        <Link className="button" to={withoutDialogs(location)} replace preventScrollReset>
          {t("actions.cancel")}
        </Link>
      </Form>
    </Dialog>
  );
}
