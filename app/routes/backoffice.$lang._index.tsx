import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { BackofficeSite } from "@shared/contracts/backoffice";
import { siteStatus } from "@shared/domain/site-status";
import { ActivityChart } from "~/components/backoffice/ActivityChart";
import { BackofficeNotice } from "~/components/backoffice/BackofficeNotice";
import { SubmitButton } from "~/components/forms";
import { LoadFailed } from "~/components/ui/LoadFailed";
import { Backoffice } from "~/utils/backoffice.server";
import { backofficePath } from "~/utils/locale";
import { formatUtcDateTime } from "~/utils/dates";
import { formatMoney } from "~/utils/money";
import type { RouteHandle } from "~/utils/route-meta";

/** The ledger's kinds are named as the settlement page names them. */
export const handle: RouteHandle = { i18n: ["backoffice", "settlement"] };

/**
 * The back office's dashboard: the site's state and what to do about it, its players' days, its
 * prepaid balance and what it costs a day, its latest charges, its design and languages, and the
 * way back to the portal. An ended session (idle, expired, or a password reset from My sites) goes
 * back to the sign-in page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const backoffice = await Backoffice.from(request);
  await backoffice.requireToken();
  const result = await backoffice.api.get("/backoffice/site");
  if (!result.ok && result.status === 401) throw await backoffice.ended("ended");
  const { toast } = backoffice.flashed();
  const names = new Intl.DisplayNames([backoffice.locale], { type: "language" });
  const site = result.ok ? { ...result.data, languageNames: result.data.languages.map((code) => names.of(code) ?? code) } : null;
  return json({ locale: backoffice.locale, site, failure: result.ok ? null : result.msg, toast }, { headers: await backoffice.headers() });
}

export default function Dashboard() {
  const { locale, site, failure, toast } = useLoaderData<typeof loader>();
  const { t } = useTranslation("backoffice");
  const signOut = backofficePath(locale, "sign-out");
  return (
    <div className="bo-page">
      <div className="bo-head">
        <h1>{t("dashboard.title")}</h1>
        <Form method="post" action={signOut}>
          <AuthenticityTokenInput />
          <SubmitButton formAction={signOut} className="button secondary">
            {t("signOut")}
          </SubmitButton>
        </Form>
      </div>
      {toast ? <BackofficeNotice toast={toast} /> : null}
      {site ? <SiteDashboard site={site} locale={locale} /> : <LoadFailed message={failure ?? ""} />}
    </div>
  );
}

type Shown = BackofficeSite & { languageNames: string[] };

function SiteDashboard({ site, locale }: { site: Shown; locale: string }) {
  const { t } = useTranslation(["backoffice", "settlement"]);
  const money = (minor: number) => formatMoney(minor, site.settlementCurrency, locale);
  const when = (iso: string | null) => (iso ? formatUtcDateTime(iso, locale) : "");
  return (
    <>
      <StateBanner site={site} locale={locale} />

      <section className="bo-grid bo-figures" aria-labelledby="bo-money">
        <h2 id="bo-money" className="visually-hidden">
          {t("money.title")}
        </h2>
        <div className="bo-card bo-figure">
          <p className="bo-label">{t("money.balance")}</p>
          <p className="bo-value">{money(site.depositBalanceMinor)}</p>
          {site.topUpNotice ? <p className="bo-warn">{t("money.low")}</p> : null}
        </div>
        <div className="bo-card bo-figure">
          <p className="bo-label">{t("money.daily")}</p>
          <p className="bo-value">{site.runwayDays === null ? "—" : money(site.dailyChargeMinor)}</p>
          <p className="bo-muted bo-small">{t("money.dailyHint")}</p>
        </div>
        <div className="bo-card bo-figure">
          <p className="bo-label">{t("money.lasts")}</p>
          <p className="bo-value">{site.runwayDays === null ? "—" : site.runwayDays}</p>
          <p className="bo-small">
            <a href={site.portal.settlementUrl}>{t("links.topUp")}</a>
          </p>
        </div>
      </section>

      <section className="bo-card" aria-labelledby="bo-activity">
        <h2 id="bo-activity">{t("activity.title")}</h2>
        <p className="bo-muted bo-small">{t("activity.intro")}</p>
        <ActivityChart days={site.activity} currency={site.settlementCurrency} locale={locale} />
      </section>

      <div className="bo-grid bo-two">
        <section className="bo-card" aria-labelledby="bo-ledger">
          <h2 id="bo-ledger">{t("ledger.title")}</h2>
          {site.ledger.length === 0 ? (
            <p className="bo-empty">{t("ledger.empty")}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t("ledger.date")}</th>
                    <th scope="col">{t("ledger.kind")}</th>
                    <th scope="col" className="bo-num">
                      {t("ledger.amount")}
                    </th>
                    <th scope="col" className="bo-num">
                      {t("ledger.balanceAfter")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...site.ledger].reverse().map((entry) => (
                    <tr key={entry.id}>
                      <td>{when(entry.occurredAt)}</td>
                      <td>{t(`settlement:ledger.kind.${entry.kind}`)}</td>
                      <td className={`bo-num ${entry.amountMinor < 0 ? "bo-minus" : "bo-plus"}`}>{money(entry.amountMinor)}</td>
                      <td className="bo-num">{money(entry.balanceAfterMinor)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="bo-small">
            <a href={site.portal.settlementUrl}>{t("links.statement")}</a>
          </p>
        </section>

        <section className="bo-card" aria-labelledby="bo-site">
          <h2 id="bo-site">{t("site.title")}</h2>
          <dl className="bo-facts">
            <dt>{t("site.address")}</dt>
            <dd>
              <a href={site.storefrontUrl} dir="ltr">
                {site.domain}
              </a>
            </dd>
            <dt>{t("site.template")}</dt>
            <dd>{site.templateName}</dd>
            <dt>{t("site.scheme")}</dt>
            <dd>
              <span className="bo-swatches" aria-hidden="true">
                {[site.colorScheme.color1, site.colorScheme.color2, site.colorScheme.color3].map((colour) => (
                  <span key={colour} className="bo-swatch" style={{ background: colour }} />
                ))}
              </span>
              {site.colorScheme.name}
            </dd>
            <dt>{t("site.market")}</dt>
            <dd>{site.marketName}</dd>
            <dt>{t("site.languages")}</dt>
            <dd>{site.languageNames.join(", ")}</dd>
            <dt>{t("site.package")}</dt>
            <dd>{site.packageName}</dd>
            <dt>{t("site.currency")}</dt>
            <dd>{site.currency}</dd>
          </dl>
        </section>
      </div>

      <nav className="bo-card bo-links" aria-label={t("links.title")}>
        <a className="button primary" href={site.storefrontUrl}>
          {t("links.storefront")}
        </a>
        <a className="button secondary" href={site.portal.sitesUrl}>
          {t("links.mySites")}
        </a>
        <a className="button secondary" href={site.portal.settlementUrl}>
          {t("links.settlement")}
        </a>
      </nav>
    </>
  );
}

/** What state the site is in, why, and what to do about it. */
function StateBanner({ site, locale }: { site: Shown; locale: string }) {
  const { t } = useTranslation("backoffice");
  const when = (iso: string | null) => (iso ? formatUtcDateTime(iso, locale) : "");
  const building = site.status === siteStatus.queued || site.status === siteStatus.building;
  const tone = site.status === siteStatus.live ? "ok" : building ? "info" : "bad";
  return (
    <section className={`bo-state bo-state-${tone}`} aria-labelledby="bo-state-title">
      <p className="bo-badge">{t(`status.${site.status}`)}</p>
      <h2 id="bo-state-title">{t(`state.${site.status}.title`, { siteName: site.siteName })}</h2>
      {building ? (
        <>
          <p>{t("state.building.text", { when: when(site.estimatedLiveAt), domain: site.domain })}</p>
          <div className="bo-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={site.progress} aria-label={t("state.building.progress")}>
            <span style={{ width: `${site.progress}%` }} />
          </div>
        </>
      ) : site.status === siteStatus.live ? (
        <p>{t("state.live.text", { domain: site.domain })}</p>
      ) : site.status === siteStatus.suspended ? (
        <>
          <p>{t("state.suspended.text", { since: when(site.atZeroSince) })}</p>
          <p>
            <a className="button primary" href={site.portal.settlementUrl}>
              {t("links.topUp")}
            </a>
          </p>
        </>
      ) : site.status === siteStatus.held ? (
        <p>{t("state.held.text", { until: when(site.holdUntil), reason: site.holdReason ?? "—" })}</p>
      ) : (
        <p>{t(`state.${site.status}.text`)}</p>
      )}
    </section>
  );
}
