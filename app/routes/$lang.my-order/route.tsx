import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { OrderIdBody } from "@shared/contracts/order";
import { network } from "@shared/contracts/pay";
import { useLocale } from "~/components/hooks/useLocale";
import { EmptyState, LoadFailed } from "~/components/ui/LoadFailed";
import { EmptyWithOpenSite } from "~/components/ui/Features";
import { useShell } from "~/components/hooks/useShell";
import { requireLogin } from "~/utils/api.server";
import { chainInfo } from "~/utils/chain-info.server";
import { readForm, redirectWithToast, submitForm } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { titleFromLoader } from "~/utils/meta";
import { formatMoney } from "~/utils/money";
import { formatUtcDateTime } from "~/utils/dates";
import { isPaymentIntent, submitPaymentIntent } from "~/utils/payments.server";
import { qrDataUri } from "~/utils/qr.server";
import type { RouteHandle } from "~/utils/route-meta";
import { pageTitle } from "~/utils/title.server";
import { Pager } from "~/components/ui/Pager";
import { withSearch } from "~/utils/url";
import { CancelDialog, OrderDialog, PaymentDialog } from "./dialogs";
import { OrderStatusBadge, STATUS_FILTERS } from "./status";
import { orderStatus, paymentStatus } from "@shared/contracts/statuses";

export const handle: RouteHandle = { i18n: ["commerce", "payment", "journey"], meta: { requiresLogin: true } };

export const meta = titleFromLoader;

const PAGE_SIZE = 10;

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
    api.load("/order/list", { status, page, pageSize: PAGE_SIZE }),
    openId ? api.post("/order/info", { id: openId }) : Promise.resolve(null),
    params.get("pay") ? chainInfo() : Promise.resolve(null),
  ]);
  const order = detail?.ok ? detail.data : null;
  // The open payment, or once the order is paid the payment that paid it (the view says so).
  const payment = order?.payments.find((p) => p.status === paymentStatus.pending) ?? order?.payments.find((p) => p.status === paymentStatus.confirmed) ?? null;
  return json(
    {
      title: await pageTitle(api.locale, "commerce", "orders.title"),
      list: list.ok ? list.data : null,
      error: list.ok ? null : list.msg,
      status,
      order,
      payment,
      qr: payment?.status === paymentStatus.pending ? await qrDataUri(payment.walletUri) : null,
      chain,
    },
    { headers: await api.headers() },
  );
}

const OpenPaymentForm = z.object({ orderId: OrderIdBody.shape.id, network });

/** The page's buttons: open a payment, check or simulate it, cancel the order. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (isPaymentIntent(intent)) {
    // A confirmed order payment goes on to the site being built.
    return submitPaymentIntent(api, formData, here, ({ siteId }) => ({
      to: siteId ? `${localePath(api.locale, "my-site")}?site=${siteId}` : localePath(api.locale, "my-order"),
      key: "commerce:pay.confirmed",
    }));
  }
  if (intent === "cancel") {
    return submitForm(api, formData, {
      form: "cancel",
      schema: OrderIdBody,
      errorsAs: "toast",
      backTo: withSearch(url, { cancel: undefined }),
      call: ({ id }) => api.post("/order/edit", { id, status: orderStatus.cancelled }),
    });
  }
  return submitForm(api, formData, {
    form: "open-payment",
    schema: OpenPaymentForm,
    errorsAs: "toast",
    backTo: here,
    call: (payment) => api.post("/pay/unified-ordering", payment),
    onSuccess: () => redirectWithToast(api, here, { type: "info", key: "commerce:pay.opened" }),
  });
}

export default function MyOrderPage() {
  const { list, error, status, order, payment, qr, chain } = useLoaderData<typeof loader>();
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const cartCount = useShell()?.cartCount ?? 0;

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
      ) : list.items.length === 0 && status !== "all" && (STATUS_FILTERS as readonly string[]).includes(status) ? (
        <EmptyState text={t("workspace:empty.ordersFiltered.text", { status: t(`orders.status.${status}`) })}>
          <Link className="button" to={location.pathname}>
            {t("workspace:empty.ordersFiltered.action")}
          </Link>
        </EmptyState>
      ) : list.items.length === 0 ? (
        <EmptyWithOpenSite text={t("workspace:empty.orders")}>
          {cartCount > 0 ? (
            <Link className="button" to={localePath(locale, "cart")}>
              {t("workspace:empty.goToCart", { count: cartCount })}
            </Link>
          ) : null}
        </EmptyWithOpenSite>
      ) : (
        <>
          <div className="table-wrap">
            <table className="data-table orders-table">
              <caption className="visually-hidden">{t("orders.title")}</caption>
              <thead>
                <tr>
                  <th scope="col" className="col-order">{t("orders.orderNo")}</th>
                  <th scope="col" className="col-site">{t("orders.site")}</th>
                  <th scope="col" className="col-package">{t("orders.package")}</th>
                  <th scope="col" className="num col-amount">{t("orders.amount")}</th>
                  <th scope="col" className="col-status">{t("orders.statusLabel")}</th>
                  <th scope="col" className="col-date">{t("orders.created")}</th>
                  <th scope="col" className="col-actions">
                    <span className="visually-hidden">{t("orders.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((item) => (
                  <tr key={item.id}>
                    <td data-label={t("orders.orderNo")} className="nowrap">
                      <Link to={withSearch(location, { order: String(item.id), pay: undefined, cancel: undefined })} preventScrollReset>
                        {item.orderNo}
                      </Link>
                    </td>
                    <td data-label={t("orders.site")} className="cell-name">
                      {item.siteName}
                    </td>
                    <td data-label={t("orders.package")} className="nowrap cell-package">
                      {item.package.name}
                    </td>
                    <td data-label={t("orders.amount")} className="num">
                      {formatMoney(item.amountMinor, item.currency, locale)}
                    </td>
                    <td data-label={t("orders.statusLabel")} className="nowrap">
                      <OrderStatusBadge status={item.status} />
                    </td>
                    <td data-label={t("orders.created")} className="nowrap">
                      <time dateTime={item.createdAt}>{formatUtcDateTime(item.createdAt, locale)}</time>
                    </td>
                    <td className="cell-actions">
                      <div className="row-actions">
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
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={list.page} total={list.total} pageSize={list.pageSize} label={t("orders.pages")} />
        </>
      )}
      {order && params.get("order") ? <OrderDialog order={order} /> : null}
      {order && params.get("cancel") ? <CancelDialog order={order} /> : null}
      {order && params.get("pay") ? <PaymentDialog order={order} payment={payment} qr={qr} chain={chain} /> : null}
    </div>
  );
}
