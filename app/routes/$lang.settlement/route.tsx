import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { id } from "@contracts/fields";
import { network, PaymentIdBody, topUpAmount, type PaymentView } from "@contracts/pay";
import type { Site } from "@contracts/site";
import { minorFromDecimal } from "../../../server/domain/money";
import { ErrorList, SubmitButton, useFlashForm } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { PaymentBox } from "~/components/payment/PaymentBox";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { apiErrors, backWithForm, readForm } from "~/utils/forms.server";
import { titleFromLoader } from "~/utils/meta";
import { formatMoney } from "~/utils/money";
import { runPaymentIntent } from "~/utils/payments.server";
import { qrDataUri } from "~/utils/qr.server";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { translatedList } from "~/utils/translated-list";
import { withSearch } from "~/utils/url";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { paymentStatus } from "@contracts/statuses";

export const handle: RouteHandle = { i18n: ["commerce", "settlement"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

/** A top-up in USDT as people type it ("500", "250.50"), kept as minor units from the start. */
const TopUpForm = z.object({
  intent: z.literal("topup"),
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

const SettlementAction = z.discriminatedUnion("intent", [
  TopUpForm,
  PaymentIdBody.extend({ intent: z.literal("check") }),
  PaymentIdBody.extend({ intent: z.literal("simulate") }),
]);

/**
 * Settlement and top-up: each site's deposit, a top-up paid in USDT (TRC20 or ERC20), what is
 * still pending settlement and what was actually paid.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const params = new URL(request.url).searchParams;
  const [sites, payments, chain] = await Promise.all([
    api.load<{ items: Site[] }>("/api/site"),
    api.load<{ items: PaymentView[] }>("/api/pay/list", { purpose: "topup" }),
    api.load<{ simulator: boolean; networks: string[]; mainNetwork: string }>("/api/pay"),
  ]);
  const open = payments.ok ? payments.data.items.find((p) => String(p.id) === params.get("payment") && p.status === paymentStatus.pending) : undefined;
  return json(
    {
      title: await pageTitle(api.locale, "settlement", "title"),
      sites: sites.ok ? sites.data.items.filter((site) => site.status !== "closed") : null,
      payments: payments.ok ? payments.data.items : null,
      chain: chain.ok ? chain.data : null,
      open: open ?? null,
      qr: open ? await qrDataUri(open.address) : null,
    },
    { headers: await api.headers() },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const submission = parseWithZod(await readForm(request), { schema: SettlementAction });
  if (submission.status !== "success") return backWithForm(api, "topup", submission.reply(), here);
  const value = submission.value;
  if (value.intent === "topup") {
    const result = await api.post<PaymentView>("/api/pay/unified-ordering", { siteId: value.siteId, amountMinor: value.amount, network: value.network });
    if (!result.ok) return backWithForm(api, "topup", submission.reply(apiErrors(result)), here);
    return backWithForm(api, "topup", submission.reply({ resetForm: true }), withSearch(url, { payment: String(result.data.id) }));
  }
  return runPaymentIntent(api, value.intent, value.paymentId, here, () => ({
    to: withSearch(url, { payment: undefined }),
    key: "settlement:topUpReceived",
  }));
}

export default function SettlementPage() {
  const { sites, payments, chain, open, qr } = useLoaderData<typeof loader>();
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
            <div className="empty-block">
              <p>{t("noSites")}</p>
              <Link className="button primary" to={withSearch(location, { dialog: "countries" })} preventScrollReset>
                {t("commerce:cart.openSite")}
              </Link>
            </div>
          ) : open ? (
            <>
              <p>{t("payFor", { siteName: siteName(open.siteId) })}</p>
              <PaymentBox payment={open} qr={qr} simulator={chain?.simulator ?? false} />
              <p>
                <Link to={withSearch(location, { payment: undefined })}>{t("newTopUp")}</Link>
              </p>
            </>
          ) : (
            <Form method="post" {...getFormProps(form)} className="stack">
              <AuthenticityTokenInput />
              <ErrorList id={form.errorId} errors={form.errors} />
              <div className="field">
                <label htmlFor={fields.siteId.id}>{t("site")}</label>
                <select {...getSelectProps(fields.siteId)} key={fields.siteId.key} defaultValue={String(fields.siteId.initialValue ?? preselected ?? sites[0].id)}>
                  {/* A required select starts with an empty choice (HTML); a site is preselected anyway. */}
                  <option value="" disabled>
                    —
                  </option>
                  {sites.map((site) => (
                    <option key={site.id} value={site.id}>
                      {site.siteName} · {formatMoney(site.depositBalanceMinor, site.settlementCurrency, locale)}
                      {site.topUpNotice ? ` · ${t("lowDeposit")}` : ""}
                    </option>
                  ))}
                </select>
                <ErrorList id={fields.siteId.errorId} errors={fields.siteId.errors} />
              </div>
              <div className="field">
                <label htmlFor={fields.amount.id}>{t("amount")}</label>
                <input {...getInputProps(fields.amount, { type: "text" })} key={fields.amount.key} inputMode="decimal" placeholder="500.00" />
                <p className="field-hint">{t("amountHint")}</p>
                <ErrorList id={fields.amount.errorId} errors={fields.amount.errors} />
              </div>
              <fieldset className="network-choice">
                <legend>{t("commerce:pay.network")}</legend>
                {(chain?.networks ?? ["TRC20", "ERC20"]).map((net) => (
                  <label key={net} className="swatch">
                    <input type="radio" name="network" value={net} defaultChecked={net === (chain?.mainNetwork ?? "TRC20")} />
                    <span>USDT · {net}</span>
                  </label>
                ))}
              </fieldset>
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
      <section aria-labelledby="pending-title">
        <h2 id="pending-title">{t("pending")}</h2>
        <PaymentTable payments={pending} siteName={siteName} />
      </section>
      <section aria-labelledby="paid-title">
        <h2 id="paid-title">{t("paid")}</h2>
        <PaymentTable payments={done} siteName={siteName} />
      </section>
    </div>
  );
}

function PaymentTable({ payments, siteName }: { payments: PaymentView[]; siteName: (id: number | null) => string }) {
  const { t } = useTranslation("settlement");
  const locale = useLocale();
  const location = useLocation();
  if (payments.length === 0) return <EmptyState />;
  return (
    <div className="table-wrap">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t("site")}</th>
            <th scope="col">{t("channel")}</th>
            <th scope="col">{t("amount")}</th>
            <th scope="col">{t("status")}</th>
            <th scope="col">{t("time")}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td data-label={t("site")}>{siteName(payment.siteId)}</td>
              <td data-label={t("channel")}>
                {payment.currency}-{payment.network}
              </td>
              <td data-label={t("amount")}>{formatMoney(payment.amountMinor, payment.currency, locale)}</td>
              <td data-label={t("status")}>
                {payment.status === paymentStatus.pending ? (
                  <Link to={withSearch(location, { payment: String(payment.id) })}>{t(`paymentStatus.${payment.status}`)}</Link>
                ) : (
                  t(`paymentStatus.${payment.status}`)
                )}
              </td>
              <td data-label={t("time")}>{new Date(payment.confirmedAt ?? payment.createdAt).toLocaleString(locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
