import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { useShell } from "~/components/hooks/useShell";
import { localePath } from "~/utils/locale";
import { withoutDialogs } from "~/utils/url";
import { Dialog } from "./Dialog";
import { ConfirmDialog } from "~/components/dialogs/ConfirmDialog";

/** Merchants bind Telegram for exclusive service; each button shows only when its address is set. */
export function TelegramDialog() {
  const { t } = useTranslation();
  const links = useShell()?.links;
  return (
    <Dialog title={t("telegram.title")} size="sm">
      <p>{t("telegram.text")}</p>
      {links?.telegramBind || links?.telegramSupport ? (
        <div className="dialog-actions">
          {links.telegramBind ? (
            <a className="button primary" href={links.telegramBind} target="_blank" rel="noopener noreferrer">
              {t("telegram.bindNow")}
            </a>
          ) : null}
          {links.telegramSupport ? (
            <a className="button" href={links.telegramSupport} target="_blank" rel="noopener noreferrer">
              {t("telegram.support")}
            </a>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/** What an opening-station button shows before self-service opening starts (SELF_SERVICE_FROM). */
export function ComingSoonDialog({ startsOn }: { startsOn: string }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t("comingSoon.title")} size="sm">
      <p>{t("comingSoon.text", { date: startsOn })}</p>
    </Dialog>
  );
}

/** Logging out asks first (specification, point 2). */
export function LogoutDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ConfirmDialog
      title={t("logout.title")}
      question={t("logout.text")}
      confirm={t("header.logout")}
      keep={t("actions.cancel")}
      closeTo={withoutDialogs(location)}
      action={localePath(locale, "auth/logout")}
    />
  );
}
