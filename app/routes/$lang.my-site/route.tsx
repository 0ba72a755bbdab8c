import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { currentPassword, optionalPin, pin } from "@shared/contracts/fields";
import { SitePasswordBody, type Site } from "@shared/contracts/site";
import { useUser } from "~/components/hooks/useShell";
import { Dialog } from "~/components/dialogs/Dialog";
import { AccountPasswordField, CodeField, ErrorList, Field, SubmitButton, useFlashForm } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { CopyButton } from "~/components/ui/CopyButton";
import { HostName } from "~/components/ui/HostName";
import { Img } from "~/components/ui/Img";
import { EmptyWithOpenSite } from "~/components/ui/Features";
import { LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { readForm, submitForm } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import { formatMoney } from "~/utils/money";
import type { RouteHandle } from "~/utils/route-meta";
import { Pager } from "~/components/ui/Pager";
import { pageTitle } from "~/utils/title.server";
import { withSearch } from "~/utils/url";
import { DepositChart } from "~/components/ledger/DepositChart";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { SITE_STATUSES_IN_BUILD, siteStatus } from "@shared/contracts/statuses";
import { SitePicture } from "~/components/templates/TemplatePreview";

export const handle: RouteHandle = { i18n: ["commerce", "journey", "personal", "previews"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

// While a site builds, the page asks for fresh progress this often (JavaScript on).
const PROGRESS_POLL_MS = 1000;
const SITE_PAGE_SIZE = 10;

export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const result = await api.load("/site", { page, pageSize: SITE_PAGE_SIZE });
  return json(
    {
      title: await pageTitle(api.locale, "commerce", "sites.title"),
      sites: result.ok ? result.data.items : null,
      pages: result.ok ? { page: result.data.page, total: result.data.total, pageSize: result.data.pageSize } : null,
      error: result.ok ? null : result.msg,
    },
    { headers: await api.headers() },
  );
}

/**
 * Resetting a site's back-office password is a sensitive change: the merchant confirms it is them
 * with the account password, or a current authenticator code where one is bound.
 */
const SiteResetForm = SitePasswordBody.extend({ accountPassword: z.string().max(100).optional(), PIN: optionalPin });
const SiteResetWithPassword = SitePasswordBody.extend({ accountPassword: currentPassword });
const SiteResetWithCode = SitePasswordBody.extend({ PIN: pin });

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const url = new URL(request.url);
  return submitForm(api, await readForm(request), {
    form: "site-password",
    schema: SiteResetForm,
    hideFields: ["password", "accountPassword", "PIN"],
    backTo: url.pathname + url.search,
    call: ({ id, password, accountPassword, PIN }) =>
      api.withStepUp(PIN ? { PIN } : { password: accountPassword }, (options) => api.post("/site", { id, password }, options), { password: "accountPassword" }),
    successTo: withSearch(url, { reset: undefined }),
  });
}

export default function MySitePage() {
  const { sites, pages, error } = useLoaderData<typeof loader>();
  const { t } = useTranslation("commerce");
  const location = useLocation();
  const revalidator = useRevalidator();
  const params = new URLSearchParams(location.search);
  const building = sites?.some((site) => SITE_STATUSES_IN_BUILD.includes(site.status));
  const resetSite = sites?.find((site) => String(site.id) === params.get("reset"));

  useEffect(() => {
    if (!building) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") revalidator.revalidate();
    }, PROGRESS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [building, revalidator]);

  return (
    <div className="page">
      <h1>{t("sites.title")}</h1>
      {!sites ? (
        <LoadFailed message={error ?? undefined} />
      ) : sites.length === 0 ? (
        <EmptyWithOpenSite text={t("workspace:empty.sites")} />
      ) : (
        <ul className="site-list">
          {sites.map((site) => (
            <SiteCard key={site.id} site={site} highlighted={params.get("site") === String(site.id)} />
          ))}
        </ul>
      )}
      {pages ? <Pager page={pages.page} total={pages.total} pageSize={pages.pageSize} label={t("orders.pages")} /> : null}
      {building ? (
        <noscript>
          <p className="notice">
            {t("sites.refreshHint")} <a href={location.pathname + location.search}>{t("sites.refresh")}</a>
          </p>
        </noscript>
      ) : null}
      {resetSite ? <ResetPasswordDialog site={resetSite} /> : null}
    </div>
  );
}

function SiteCard({ site, highlighted }: { site: Site; highlighted: boolean }) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const location = useLocation();
  const live = site.status === siteStatus.live;
  const building = SITE_STATUSES_IN_BUILD.includes(site.status);
  // The build's remaining time, from its length and progress (whole minutes, at least one).
  const remainingMinutes =
    building && site.estimatedLiveAt && site.buildStartedAt
      ? Math.max(1, Math.ceil(((Date.parse(site.estimatedLiveAt) - Date.parse(site.buildStartedAt)) * (100 - site.progress)) / 100 / 60_000))
      : null;
  const money = (minor: number) => formatMoney(minor, site.settlementCurrency, locale);
  // As a merchant scans a site: its state and address, then the money (package, deposit, how long
  // it lasts, what is pending), the actions always in the same place, then the details and the chart.
  return (
    <li className={`site-card${highlighted ? " highlighted" : ""}`} id={`site-${site.id}`}>
      <header className="site-head">
        <div className="site-identity">
          <h2>
            <span className={`status-badge site-${site.status}`}>{t(`sites.status.${site.status}`)}</span> {site.siteName}
          </h2>
          <p className="site-address">
            {live ? (
              <a href={site.siteUrl} target="_blank" rel="noopener noreferrer" aria-label={`${t("sites.domain")}: ${site.domain}`}>
                <HostName value={site.domain} />
              </a>
            ) : (
              <HostName value={site.domain} />
            )}
            <CopyButton value={site.domain} />
          </p>
        </div>
        <p className="row-actions site-actions">
          <Link className="button small primary" to={`${localePath(locale, "settlement")}?site=${site.id}`}>
            {t("sites.topUp")}
          </Link>
          <Link className="button small" to={`${localePath(locale, "my-order")}?order=${site.orderId}`}>
            {t("sites.viewOrder")}
          </Link>
          <Link className="button small" to={withSearch(location, { reset: String(site.id) })} preventScrollReset>
            {t("sites.resetPassword")}
          </Link>
        </p>
      </header>
      <SiteState site={site} />
      {building ? (
        <div className="progress-block">
          <progress max={100} value={site.progress} aria-label={t("sites.progressLabel", { siteName: site.siteName })}>
            {site.progress}%
          </progress>
          <span>{t("sites.progress", { progress: site.progress })}</span>
        </div>
      ) : null}
      <dl className="site-figures">
        <div>
          <dt>{t("orders.package")}</dt>
          <dd>{site.package.name}</dd>
        </div>
        <div>
          <dt>{t("sites.deposit")}</dt>
          <dd>
            {money(site.depositBalanceMinor)}
            {site.topUpNotice ? <span className="status-badge warn">{t("sites.topUpNotice")}</span> : null}
          </dd>
        </div>
        {site.runwayDays !== null ? (
          <div>
            <dt>{t("sites.runway")}</dt>
            <dd>
              {site.runwayDays} <span className="muted">{t("sites.dailyCharge", { amount: money(site.dailyChargeMinor) })}</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t("sites.pending")}</dt>
          <dd>{money(site.pendingSettlementMinor)}</dd>
        </div>
      </dl>
      <div className="site-body">
        <SitePicture product={site} siteName={site.siteName} width={200} />
        <dl className="detail-list compact">
          <div>
            <dt>{t("orders.market")}</dt>
            <dd>
              <Img src={site.country.img} alt="" width={20} height={15} className="inline-flag" /> {site.country.countryNames}
            </dd>
          </div>
          <div>
            <dt>{t("sites.currency")}</dt>
            <dd>{site.currency}</dd>
          </div>
          <div>
            <dt>{t("orders.template")}</dt>
            <dd>
              {site.template.name}{" "}
              <span className="swatch-colors" aria-hidden="true">
                <span style={{ background: site.colorScheme.color1 }} />
                <span style={{ background: site.colorScheme.color2 }} />
                <span style={{ background: site.colorScheme.color3 }} />
              </span>
            </dd>
          </div>
          <div>
            <dt>{t("sites.backoffice")}</dt>
            <dd>
              {live ? (
                <a href={site.backofficeUrl} target="_blank" rel="noopener noreferrer">
                  <HostName value={site.backofficeUrl} />
                </a>
              ) : (
                "—"
              )}
            </dd>
          </div>
          <div>
            <dt>{t("orders.operationAccount")}</dt>
            <dd>{site.operationAccount}</dd>
          </div>
          <div>
            <dt>{t("sites.server")}</dt>
            <dd>{site.server}</dd>
          </div>
          <div>
            <dt>{t("sites.launched")}</dt>
            {/* The server's and the browser's clocks and languages may write the time differently: the server's text stays. */}
            <dd suppressHydrationWarning>
              {site.launchedAt
                ? new Date(site.launchedAt).toLocaleString(locale)
                : site.estimatedLiveAt
                  ? t("sites.expected", { time: new Date(site.estimatedLiveAt).toLocaleTimeString(locale) })
                  : "—"}
            </dd>
          </div>
          {remainingMinutes !== null ? (
            <div>
              <dt>{t("sites.remaining")}</dt>
              <dd>{remainingMinutes}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <DepositChart site={site} />
    </li>
  );
}

/** What the site's state means for the merchant, with the dates that matter: why, and until when. */
function SiteState({ site }: { site: Site }) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: "long", timeZone: "UTC" });
  const money = (minor: number) => formatMoney(minor, site.settlementCurrency, locale);
  let text: string | null = null;
  if (site.status === siteStatus.suspended) {
    text = t("sites.state.suspended", { since: site.atZeroSince ? date(site.atZeroSince) : "—", pending: money(site.pendingSettlementMinor) });
  } else if (site.status === siteStatus.held && site.holdUntil) {
    text = t("sites.state.held", { until: date(site.holdUntil), reason: site.holdReason ?? "" });
  } else if (site.status === siteStatus.released) {
    text = t("sites.state.released", { domain: site.domain });
  } else if (site.status === siteStatus.live && site.suspendFrom) {
    text = t("sites.state.atZero", { since: site.atZeroSince ? date(site.atZeroSince) : "—", from: date(site.suspendFrom) });
  }
  return text ? <p className={`site-state site-state-${site.status}`}>{text}</p> : null;
}

function ResetPasswordDialog({ site }: { site: Site }) {
  const { t } = useTranslation("commerce");
  const location = useLocation();
  const bound = useUser()?.authenticatorBound ?? false;
  const [form, fields] = useFlashForm("site-password", bound ? SiteResetWithCode : SiteResetWithPassword);
  return (
    <Dialog title={t("sites.resetTitle", { siteName: site.siteName })} size="sm" closeTo={withSearch(location, { reset: undefined })}>
      <Form method="post" {...getFormProps(form)} className="stack">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={site.id} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <p>
          {t("orders.operationAccount")}: <strong>{site.operationAccount}</strong>
        </p>
        <Field label={t("sites.newPassword")} field={fields.password} type="password" hint={t("cart.operationRule")} inputProps={{ autoComplete: "new-password" }} />
        {bound ? <CodeField field={fields.PIN} /> : <AccountPasswordField field={fields.accountPassword} />}
        <SubmitButton>{t("sites.resetPassword")}</SubmitButton>
      </Form>
    </Dialog>
  );
}
