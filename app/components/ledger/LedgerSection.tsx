import { getFormProps } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { DisputeBody, LEDGER_KINDS, type LedgerEntry, type LedgerKind } from "@shared/contracts/ledger";
import type { Site, SiteChoice } from "@shared/contracts/site";
import { Dialog } from "~/components/dialogs/Dialog";
import { ErrorList, Select, SubmitButton, TextareaField, useFlashForm } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { Pager } from "~/components/ui/Pager";
import { ledgerQuery } from "~/utils/ledger";
import { localePath } from "~/utils/locale";
import { formatUtcDateTime } from "~/utils/dates";
import { formatMoney } from "~/utils/money";
import { withSearch } from "~/utils/url";
import { DepositChart } from "./DepositChart";

type Ledger = { items: LedgerEntry[]; total: number; page: number; pageSize: number; currency: string };

/**
 * The deposit ledger as the merchant reads it: the balance chart of the chosen site (or the first),
 * the filters (a plain GET form), the entries newest first with the balance after each and the
 * dispute of a charge within 24 hours, pages, and the CSV of everything the filters select.
 */
export function LedgerSection({ sites, chartSite, ledger, filter }: { sites: SiteChoice[]; chartSite: Site; ledger: Ledger | null; filter: { siteId?: number; kind?: LedgerKind } }) {
  const { t } = useTranslation("settlement");
  const locale = useLocale();
  const location = useLocation();
  const csv = `${localePath(locale, "settlement/ledger.csv")}${ledgerQuery(filter)}`;
  const disputing = ledger?.items.find((e) => String(e.id) === new URLSearchParams(location.search).get("dispute") && e.disputableUntil !== null);
  const money = (minor: number) => formatMoney(minor, ledger?.currency ?? "USDT", locale);
  return (
    <section aria-labelledby="ledger-title" className="ledger">
      <h2 id="ledger-title">{t("ledger.title")}</h2>
      <p>{t("ledger.intro")}</p>
      <h3>{t("ledger.chartOf", { siteName: chartSite.siteName })}</h3>
      <DepositChart site={chartSite} />
      <Form method="get" className="ledger-filters">
        <div className="field">
          <label htmlFor="ledger-site">{t("site")}</label>
          <Select id="ledger-site" name="site" defaultValue={filter.siteId ?? ""}>
            <option value="">{t("ledger.allSites")}</option>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.siteName}
              </option>
            ))}
          </Select>
        </div>
        <div className="field">
          <label htmlFor="ledger-kind">{t("ledger.type")}</label>
          <Select id="ledger-kind" name="kind" defaultValue={filter.kind ?? ""}>
            <option value="">{t("ledger.allTypes")}</option>
            {LEDGER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`ledger.kind.${kind}`)}
              </option>
            ))}
          </Select>
        </div>
        <button type="submit" className="button">
          {t("ledger.filter")}
        </button>
        <a className="button" href={csv} download>
          {t("ledger.csv")}
        </a>
      </Form>
      {!ledger ? (
        <LoadFailed />
      ) : ledger.items.length === 0 && (filter.siteId || filter.kind) ? (
        <EmptyState text={t("workspace:empty.ledgerFiltered.text")}>
          <Link className="button" to={location.pathname}>
            {t("workspace:empty.ledgerFiltered.action")}
          </Link>
        </EmptyState>
      ) : ledger.items.length === 0 ? (
        <EmptyState text={t("workspace:empty.ledger")} />
      ) : (
        <>
          <div className="table-wrap">
            <table className="data-table ledger-table">
              <caption className="visually-hidden">{t("ledger.caption", { total: ledger.total })}</caption>
              <thead>
                <tr>
                  <th scope="col" className="col-date">{t("ledger.date")}</th>
                  <th scope="col" className="col-site">{t("site")}</th>
                  <th scope="col">{t("ledger.type")}</th>
                  <th scope="col">{t("ledger.reference")}</th>
                  <th scope="col" className="num col-amount">{t("ledger.amount")}</th>
                  <th scope="col" className="num col-amount">{t("ledger.balanceAfter")}</th>
                  <th scope="col">{t("ledger.dispute")}</th>
                </tr>
              </thead>
              <tbody>
                {ledger.items.map((entry) => (
                  <tr key={entry.id} data-kind={entry.kind}>
                    <td data-label={t("ledger.date")} className="nowrap">
                      <time dateTime={entry.occurredAt}>{formatUtcDateTime(entry.occurredAt, locale)}</time>
                    </td>
                    <td data-label={t("site")} className="cell-name">
                      {entry.siteName}
                    </td>
                    <td data-label={t("ledger.type")} className="nowrap">
                      {t(`ledger.kind.${entry.kind}`)}
                    </td>
                    <td data-label={t("ledger.reference")} className="cell-reference">
                      {entry.reference}
                    </td>
                    <td data-label={t("ledger.amount")} className={`num ${entry.amountMinor >= 0 ? "amount-in" : "amount-out"}`}>
                      {entry.amountMinor > 0 ? "+" : ""}
                      {money(entry.amountMinor)}
                    </td>
                    <td data-label={t("ledger.balanceAfter")} className="num">{money(entry.balanceAfterMinor)}</td>
                    <td data-label={t("ledger.dispute")}>
                      {entry.dispute ? (
                        <span title={entry.dispute.reason}>
                          {t(`ledger.disputeStatus.${entry.dispute.status}`, { date: new Date(entry.dispute.standsFrom).toLocaleDateString(locale, { timeZone: "UTC" }) })}
                        </span>
                      ) : entry.disputableUntil ? (
                        <Link to={withSearch(location, { dispute: String(entry.id) })} preventScrollReset>
                          {t("ledger.disputeAction")}
                        </Link>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={ledger.page} total={ledger.total} pageSize={ledger.pageSize} label={t("ledger.pages")} />
        </>
      )}
      {disputing ? <DisputeDialog entry={disputing} money={money} /> : null}
    </section>
  );
}

function DisputeDialog({ entry, money }: { entry: LedgerEntry; money: (minor: number) => string }) {
  const { t } = useTranslation("settlement");
  const locale = useLocale();
  const location = useLocation();
  const [form, fields] = useFlashForm("dispute", DisputeBody);
  const until = new Date(entry.disputableUntil!).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  return (
    <Dialog title={t("ledger.disputeTitle")} size="sm" closeTo={withSearch(location, { dispute: undefined })}>
      <Form method="post" {...getFormProps(form)} className="stack">
        <AuthenticityTokenInput />
        <input type="hidden" name="entryId" value={entry.id} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <p>
          {t("ledger.disputeOf", { kind: t(`ledger.kind.${entry.kind}`), amount: money(entry.amountMinor), siteName: entry.siteName, reference: entry.reference })}
        </p>
        <p className="muted">{t("ledger.disputeRule", { until: `${until} UTC` })}</p>
        <TextareaField label={t("ledger.disputeReason")} field={fields.reason} />
        <div className="dialog-actions">
          <SubmitButton name="intent" value="dispute">
            {t("ledger.disputeSubmit")}
          </SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
