import { useTranslation } from "react-i18next";
import type { SecurityEventView } from "@shared/contracts/security";
import { LocalTime } from "~/components/ui/LocalTime";
import { Pager } from "~/components/ui/Pager";
import { useLocale } from "~/components/hooks/useLocale";

export type SecurityLog = { items: SecurityEventView[]; total: number; page: number; pageSize: number };

// UTC, and marked with its zone: the server writes the page before it knows the browser's zone.
const WHEN: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone: "UTC", timeZoneName: "short" };

/** The merchant's security log (decision 035): newest first, a page at a time. */
export function SecurityLogSection({ log }: { log: SecurityLog | null }) {
  const { t } = useTranslation("security");
  const locale = useLocale();
  if (!log) return <p className="notice">{t("log.failed")}</p>;
  return (
    <>
      <p className="personal-intro">{t("log.intro")}</p>
      {log.items.length === 0 ? (
        <p>{t("log.empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table security-log-table">
            <caption className="visually-hidden">{t("log.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("log.when")}</th>
                <th scope="col">{t("log.event")}</th>
                <th scope="col">{t("log.address")}</th>
                <th scope="col">{t("log.device")}</th>
              </tr>
            </thead>
            <tbody>
              {log.items.map((event) => (
                <tr key={event.id} data-kind={event.kind}>
                  <td>
                    <LocalTime iso={event.at} locale={locale} options={WHEN} />
                  </td>
                  <td>{t(`kinds.${event.kind}`)}</td>
                  <td>{event.ip || t("log.unknown")}</td>
                  <td>
                    <DeviceName event={event} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={log.page} total={log.total} pageSize={log.pageSize} label={t("log.pages")} />
    </>
  );
}

function DeviceName({ event }: { event: SecurityEventView }) {
  const { t } = useTranslation("security");
  const name =
    event.browser && event.system
      ? t("log.browserOnSystem", { browser: event.browser, system: event.system })
      : event.browser || event.system || t("log.unknown");
  return (
    <>
      {name}
      {event.userAgent ? <span className="security-log-agent">{event.userAgent}</span> : null}
    </>
  );
}
