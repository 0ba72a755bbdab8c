import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { noticeValues, type NoticeView } from "@shared/contracts/notice";
import type { Locale } from "@shared/contracts/locales";
import { localePath } from "~/utils/locale";

/** Where an urgent notice sends the merchant to act on it. */
function actionOf(notice: NoticeView, locale: Locale): { to: string; label: string } {
  const site = notice.siteId === null ? "" : `?site=${notice.siteId}`;
  switch (notice.kind) {
    case "deposit-low":
    case "deposit-zero":
    case "suspended":
      return { to: `${localePath(locale, "settlement")}${site}`, label: "alerts.topUp" };
    case "restricted":
      return { to: localePath(locale, "notices"), label: "alerts.details" };
    default:
      return { to: `${localePath(locale, "my-site")}${site ? `${site}#site-${notice.siteId}` : ""}`, label: "alerts.details" };
  }
}

/**
 * The urgent notices still in force (deposit low or at zero, suspension, hold, restriction,
 * inactivity), on every page of a logged-in merchant until their condition clears: the newest
 * three the API sends, and how many there are in all, with the way to the notices (decision 030).
 */
export function NoticeBanner({ alerts, total, locale }: { alerts: NoticeView[]; total: number; locale: Locale }) {
  const { t } = useTranslation(["common", "notices"]);
  if (alerts.length === 0) return null;
  return (
    <section className="notice-banner" aria-label={t("alerts.label")}>
      <ul>
        {alerts.map((notice) => {
          const action = actionOf(notice, locale);
          const values = noticeValues(notice.params, locale);
          return (
            <li key={notice.id} data-kind={notice.kind}>
              <strong>{t(`notices:${notice.kind}.title`, values)}</strong> <span>{t(`notices:${notice.kind}.body`, values)}</span>{" "}
              <Link to={action.to}>{t(action.label)}</Link>
            </li>
          );
        })}
      </ul>
      {total > alerts.length ? (
        <p className="notice-more">
          <Link to={localePath(locale, "notices")}>{t("alerts.all", { count: total })}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** Shown while the testers' clock is moved away from real time: which "now" the stack lives in. */
export function TestClockMarker({ time, locale }: { time: string; locale: Locale }) {
  const { t } = useTranslation();
  const shown = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(time));
  return (
    <p className="test-clock" role="note">
      {t("testClock", { time: `${shown} UTC` })}
    </p>
  );
}
