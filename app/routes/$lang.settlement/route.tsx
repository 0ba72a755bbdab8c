import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { id } from "@shared/contracts/fields";
import { network, topUpAmount, type PaymentView } from "@shared/contracts/pay";
import { minorFromDecimal } from "@shared/domain/money";
import { ErrorList, Field, SelectField, SubmitButton, useFlashForm } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { NetworkChoice } from "~/components/payment/NetworkChoice";
import { PaymentBox } from "~/components/payment/PaymentBox";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin, type Api } from "~/utils/api.server";
import { chainInfo } from "~/utils/chain-info.server";
import { readForm, submitForm } from "~/utils/forms.server";
import { titleFromLoader } from "~/utils/meta";
import { formatUtcDateTime } from "~/utils/dates";
import { formatMoney } from "~/utils/money";
import { isPaymentIntent, submitPaymentIntent } from "~/utils/payments.server";
import { qrDataUri } from "~/utils/qr.server";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { translatedList } from "~/utils/translated-list";
import { withSearch } from "~/utils/url";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { paymentStatus } from "@shared/contracts/statuses";
import { DisputeBody } from "@shared/contracts/ledger";
import type { Site, SiteChoice } from "@shared/contracts/site";
import { ledgerFilter } from "~/utils/ledger";
import { LedgerSection } from "~/components/ledger/LedgerSection";
import { EmptyWithOpenSite } from "~/components/ui/Features";

export const handle: RouteHandle = { i18n: ["commerce", "settlement", "payment"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

/** A top-up in USDT as people type it ("500", "250.50"), kept as minor units from the start. */
const TopUpForm = z.object({
  siteId: id,
  amount: z
    .string({ error: "validation:topUpAmount" })
    .transform((text, ctx) => {
      const minor = minorFromDecimal(text);
      if (minor === undefined) {
        ctx.addIssue({ code: "custom", message: "validation:topUpAmount" });
        return z.NEVER;
      }
      return minor;
    })
    .pipe(topUpAmount as z.ZodType<number, number>),
  network,
});


/**
 * Settlement and top-up: each site's deposit, a top-up paid in USDT (TRC20 or ERC20), what is
 * still pending settlement and what was actually paid.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const params = new URL(request.url).searchParams;
  const filter = ledgerFilter(params);
  const preselected = Number(params.get("site")) || undefined;
  const [newest, chosen, payments, chain, ledger] = await Promise.all([
    // The top-up picker offers the 100 newest sites, and the one "Top up" was pressed on (My sites) wherever it is.
    api.load("/site/choices", { pageSize: 100 }),
    // The charted site whole: the one chosen, or else the newest.
    api.load("/site", preselected ? { id: preselected } : { pageSize: 1 }),
    api.load("/pay/list", { purpose: "topup" }),
    chainInfo(),
    api.load("/ledger", { ...filter, page: Math.max(1, Number(params.get("page")) || 1), pageSize: LEDGER_PAGE_SIZE }),
  ]);
  // The payment in view, whatever its status: the view follows it from waiting to received.
  const open = payments.ok ? payments.data.items.find((p) => String(p.id) === params.get("payment")) : undefined;
  return json(
    {
      title: await pageTitle(api.locale, "settlement", "title"),
      ...(await sitesInView(api, newest.ok ? newest.data.items : null, chosen.ok ? chosen.data.items[0] : undefined, filter.siteId)),
      payments: payments.ok ? payments.data.items : null,
      chain,
      open: open ?? null,
      qr: open?.status === paymentStatus.pending ? await qrDataUri(open.walletUri) : null,
      ledger: ledger.ok ? ledger.data : null,
      filter,
    },
    { headers: await api.headers() },
  );
}

/**
 * The pickers list the newest sites by name and balance (GET /api/site/choices), with the one "Top up"
 * was pressed on first when it is older; only the charted site (the filtered one, or the first) is
 * read whole, with its recent ledger: 100 whole sites weighed ~200 KB per view.
 */
async function sitesInView(api: Api, newest: SiteChoice[] | null, chosen: Site | undefined, chartedId: number | undefined): Promise<{ sites: SiteChoice[] | null; chartSite: Site | null }> {
  if (!newest) return { sites: null, chartSite: null };
  const sites = [...(chosen && !newest.some((s) => s.id === chosen.id) ? [chosen] : []), ...newest]
    .filter((site) => site.status !== "closed")
    .map(({ id, siteName, status, depositBalanceMinor, settlementCurrency, topUpNotice }) => ({ id, siteName, status, depositBalanceMinor, settlementCurrency, topUpNotice }));
  const chartId = sites.find((site) => site.id === chartedId)?.id ?? sites[0]?.id;
  if (chartId === undefined) return { sites, chartSite: null };
  if (chosen?.id === chartId) return { sites, chartSite: chosen };
  const charted = await api.load("/site", { id: chartId });
  return { sites, chartSite: charted.ok ? (charted.data.items[0] ?? null) : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const formData = await readForm(request);
  if (formData.get("intent") === "dispute") {
    return submitForm(api, formData, {
      form: "dispute",
      schema: DisputeBody,
      backTo: here,
      call: ({ entryId, reason }) => api.post("/ledger/dispute", { entryId, reason }),
      successTo: withSearch(url, { dispute: undefined }),
    });
  }
  if (isPaymentIntent(formData.get("intent"))) {
    return submitPaymentIntent(api, formData, here, () => ({ to: withSearch(url, { payment: undefined }), key: "settlement:topUpReceived" }));
  }
  return submitForm(api, formData, {
    form: "topup",
    schema: TopUpForm,
    backTo: here,
    call: ({ siteId, amount, network }) => api.post("/pay/unified-ordering", { siteId, amountMinor: amount, network }),
    // On to the payment: its address, amount and expiry.
    onSuccess: async (payment) => redirect(withSearch(url, { payment: String(payment.id) }), { headers: await api.headers() }),
  });
}

/** Rows of the ledger per page. */
const LEDGER_PAGE_SIZE = 20;

export default function SettlementPage() {
  const { sites, chartSite, payments, chain, open, qr, ledger, filter } = useLoaderData<typeof loader>();
  const { t } = useTranslation("settlement");
  const locale = useLocale();
  const location = useLocation();
  const [form, fields] = useFlashForm("topup", TopUpForm);
  const preselected = new URLSearchParams(location.search).get("site");
  const pending = payments?.filter((p) => p.status === paymentStatus.pending) ?? [];
  const done = payments?.filter((p) => p.status !== "pending") ?? [];
  const siteName = (siteId: number | null) => sites?.find((s) => s.id === siteId)?.siteName ?? "—";

  return (
    <div className="page">
      <h1>{t("title")}</h1>
      <div className="settlement-layout">
        <section className="card" aria-labelledby="topup-title">
          <h2 id="topup-title">{t("topUp")}</h2>
          {!sites ? (
            <LoadFailed />
          ) : sites.length === 0 ? (
            <EmptyWithOpenSite text={t("noSites")} />
          ) : open ? (
            <>
              <p>{t("payFor", { siteName: siteName(open.siteId) })}</p>
              <PaymentBox
                payment={open}
                qr={qr}
                simulator={chain?.simulator ?? false}
                confirmed={t("topUpReceived")}
                next={
                  <p>
                    <Link className="button primary" to={withSearch(location, { payment: undefined })}>
                      {t("newTopUp")}
                    </Link>
                  </p>
                }
              />
              {open.status === paymentStatus.pending ? (
                <p>
                  <Link to={withSearch(location, { payment: undefined })}>{t("newTopUp")}</Link>
                </p>
              ) : null}
            </>
          ) : (
            <Form method="post" {...getFormProps(form)} className="stack">
              <AuthenticityTokenInput />
              <ErrorList id={form.errorId} errors={form.errors} />
              <SelectField
                label={t("site")}
                field={fields.siteId}
                defaultValue={preselected ?? sites[0].id}
                options={sites.map((site) => ({
                  value: site.id,
                  label: `${site.siteName} · ${formatMoney(site.depositBalanceMinor, site.settlementCurrency, locale)}${site.topUpNotice ? ` · ${t("lowDeposit")}` : ""}`,
                }))}
              />
              <Field label={t("amount")} field={fields.amount} hint={t("amountHint")} inputProps={{ inputMode: "decimal", placeholder: "500.00" }} />
              <NetworkChoice networks={chain?.networks} main={chain?.mainNetwork} errors={fields.network.errors} />
              <SubmitButton name="intent" value="topup">
                {t("getAddress")}
              </SubmitButton>
            </Form>
          )}
        </section>
        <aside className="card instructions" aria-labelledby="instructions-title">
          <h2 id="instructions-title">{t("instructions.title")}</h2>
          <ol>
            {translatedList<string>(t("instructions.steps", { returnObjects: true })).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </aside>
      </div>
      {sites && chartSite ? <LedgerSection sites={sites} chartSite={chartSite} ledger={ledger} filter={filter} /> : null}
      <section aria-labelledby="pending-title">
        <h2 id="pending-title">{t("pending")}</h2>
        <PaymentTable payments={pending} siteName={siteName} empty={t("workspace:empty.topUpsPending")} />
      </section>
      <section aria-labelledby="paid-title">
        <h2 id="paid-title">{t("paid")}</h2>
        <PaymentTable payments={done} siteName={siteName} empty={t("workspace:empty.topUpsPaid")} />
      </section>
    </div>
  );
}

function PaymentTable({ payments, siteName, empty }: { payments: PaymentView[]; siteName: (id: number | null) => string; empty: string }) {
  const { t } = useTranslation("settlement");
  const locale = useLocale();
  const location = useLocation();
  if (payments.length === 0) return <EmptyState text={empty} />;
  return (
    <div className="table-wrap">
      <table className="data-table payments-table">
        <thead>
          <tr>
            <th scope="col" className="col-site">{t("site")}</th>
            <th scope="col">{t("channel")}</th>
            <th scope="col" className="num col-amount">{t("amount")}</th>
            <th scope="col" className="col-status">{t("status")}</th>
            <th scope="col" className="col-date">{t("time")}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label={t("site")} className="cell-name">
                {siteName(payment.siteId)}
              </td>
              <td data-label={t("channel")} className="nowrap">
                {payment.currency}-{payment.network}
              </td>
              <td data-label={t("amount")} className="num">
                {formatMoney(payment.amountMinor, payment.currency, locale)}
              </td>
              <td data-label={t("status")} className="nowrap">
                {payment.status === paymentStatus.pending ? (
                  <Link to={withSearch(location, { payment: String(payment.id) })}>{t(`paymentStatus.${payment.status}`)}</Link>
                ) : (
                  t(`paymentStatus.${payment.status}`)
                )}
              </td>
              <td data-label={t("time")} className="nowrap">
                <time dateTime={payment.confirmedAt ?? payment.createdAt}>{formatUtcDateTime(payment.confirmedAt ?? payment.createdAt, locale)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
