import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { OrderIdBody, type Order, type OrderDetail } from "@contracts/order";
import { network, PaymentIdBody, type PaymentView } from "@contracts/pay";
import { useLocale } from "~/components/hooks/useLocale";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { requireLogin } from "~/utils/api.server";
import { readForm, redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import { formatMoney } from "~/utils/money";
import { runPaymentIntent } from "~/utils/payments.server";
import { qrDataUri } from "~/utils/qr.server";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { withSearch } from "~/utils/url";
import { CancelDialog, OrderDialog, PaymentDialog } from "./dialogs";
import { OrderStatusBadge, STATUS_FILTERS } from "./status";
import { orderStatus, paymentStatus } from "@contracts/statuses";

export const handle: RouteHandle = { i18n: ["commerce"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

const PAGE_SIZE = 10;

type ChainInfo = { simulator: boolean; networks: string[]; mainNetwork: string };

/**
 * The merchant's orders by status, with three URL-addressable views over the list: `?order=` (detail),
 * `?pay=` (the payment view) and `?cancel=` (cancel with confirmation).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const api = await requireLogin(request);
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const openId = params.get("pay") ?? params.get("order") ?? params.get("cancel");
  const [list, detail, chain] = await Promise.all([
    api.load<{ items: Order[]; total: number; page: number; pageSize: number }>("/api/order/list", { status, page, pageSize: PAGE_SIZE }),
    openId ? api.post<OrderDetail>("/api/order/info", { id: openId }) : Promise.resolve(null),
    params.get("pay") ? api.load<ChainInfo>("/api/pay") : Promise.resolve(null),
  ]);
  const order = detail?.ok ? detail.data : null;
  const payment = order?.payments.find((p) => p.status === paymentStatus.pending) ?? null;
  return json(
    {
      title: await pageTitle(api.locale, "commerce", "orders.title"),
      list: list.ok ? list.data : null,
      error: list.ok ? null : list.msg,
      status,
      order,
      payment,
      qr: payment ? await qrDataUri(payment.address) : null,
      chain: chain?.ok ? chain.data : null,
    },
    { headers: await api.headers() },
  );
}

const OrderAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open-payment"), orderId: OrderIdBody.shape.id, network }),
  PaymentIdBody.extend({ intent: z.literal("check") }),
  PaymentIdBody.extend({ intent: z.literal("simulate") }),
  OrderIdBody.extend({ intent: z.literal("cancel") }),
]);

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const url = new URL(request.url);
  const submission = parseWithZod(await readForm(request), { schema: OrderAction });
  const here = url.pathname + url.search;
  if (submission.status !== "success") return redirectWithToast(api, here, { type: "error", key: "notices.operationFailed" });
  const value = submission.value;
  const fail = (msg: string) => redirectWithToast(api, here, { type: "error", text: msg });

  switch (value.intent) {
    case "open-payment": {
      const result = await api.post<PaymentView>("/api/pay/unified-ordering", { orderId: value.orderId, network: value.network });
      return result.ok ? redirectWithToast(api, here, { type: "info", key: "commerce:pay.opened" }) : fail(result.msg);
    }
    case "simulate":
    case "check":
      // A confirmed order payment goes on to the site being built.
      return runPaymentIntent(api, value.intent, value.paymentId, here, ({ siteId }) => ({
        to: siteId ? `${localePath(api.locale, "my-site")}?site=${siteId}` : localePath(api.locale, "my-order"),
        key: "commerce:pay.confirmed",
      }));
    case "cancel": {
      const result = await api.post("/api/order/edit", { id: value.id, status: orderStatus.cancelled });
      const to = withSearch(url, { cancel: undefined });
      return result.ok ? redirectWithToast(api, to, { type: "success", text: result.msg }) : redirectWithToast(api, to, { type: "error", text: result.msg });
    }
  }
}

export default function MyOrderPage() {
  const { list, error, status, order, payment, qr, chain } = useLoaderData<typeof loader>();
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <div className="page">
      <h1>{t("orders.title")}</h1>
      <nav className="category-filter" aria-label={t("orders.filter")}>
        {STATUS_FILTERS.map((filter) => (
          <Link
            key={filter}
            to={withSearch({ pathname: location.pathname, search: "" }, { status: filter === "all" ? undefined : filter })}
            aria-current={(status || "all") === filter ? "page" : undefined}
          >
            {t(`orders.status.${filter}`)}
          </Link>
        ))}
      </nav>
      {!list ? (
        <LoadFailed message={error ?? undefined} />
      ) : list.items.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="visually-hidden">{t("orders.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("orders.orderNo")}</th>
                  <th scope="col">{t("orders.site")}</th>
                  <th scope="col">{t("orders.package")}</th>
                  <th scope="col">{t("orders.amount")}</th>
                  <th scope="col">{t("orders.statusLabel")}</th>
                  <th scope="col">{t("orders.created")}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t("orders.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((item) => (
                  <tr key={item.id}>
                    <td data-label={t("orders.orderNo")}>
                      <Link to={withSearch(location, { order: String(item.id), pay: undefined, cancel: undefined })} preventScrollReset>
                        {item.orderNo}
                      </Link>
                    </td>
                    <td data-label={t("orders.site")}>{item.siteName}</td>
                    <td data-label={t("orders.package")}>{item.package.name}</td>
                    <td data-label={t("orders.amount")}>{formatMoney(item.amountMinor, item.currency, locale)}</td>
                    <td data-label={t("orders.statusLabel")}>
                      <OrderStatusBadge status={item.status} />
                    </td>
                    <td data-label={t("orders.created")}>{new Date(item.createdAt).toLocaleString(locale)}</td>
                    <td className="row-actions">
                      {item.status === orderStatus.pendingPayment ? (
                        <>
                          <Link className="button small primary" to={withSearch(location, { pay: String(item.id), order: undefined, cancel: undefined })} preventScrollReset>
                            {t("orders.pay")}
                          </Link>
                          <Link className="button small" to={withSearch(location, { cancel: String(item.id), order: undefined, pay: undefined })} preventScrollReset>
                            {t("orders.cancel")}
                          </Link>
                        </>
                      ) : item.siteId ? (
                        <Link className="button small" to={`${localePath(locale, "my-site")}?site=${item.siteId}`}>
                          {t("orders.viewSite")}
                        </Link>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className="pager" aria-label={t("orders.pages")}>
              {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                <Link key={n} to={withSearch(location, { page: String(n) })} aria-current={list.page === n ? "page" : undefined}>
                  {n}
                </Link>
              ))}
            </nav>
          ) : null}
        </>
      )}
      {order && params.get("order") ? <OrderDialog order={order} /> : null}
      {order && params.get("cancel") ? <CancelDialog order={order} /> : null}
      {order && params.get("pay") ? <PaymentDialog order={order} payment={payment} qr={qr} chain={chain} /> : null}
    </div>
  );
}
