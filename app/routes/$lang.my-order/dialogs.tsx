import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OrderDetail } from "@shared/contracts/order";
import type { PaymentView } from "@shared/contracts/pay";
import { Dialog } from "~/components/dialogs/Dialog";
import { SubmitButton } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { NetworkChoice } from "~/components/payment/NetworkChoice";
import { PaymentBox } from "~/components/payment/PaymentBox";
import { Countdown } from "~/components/ui/Countdown";
import { formatMoney } from "~/utils/money";
import { withSearch } from "~/utils/url";
import { OrderStatusBadge } from "./status";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { orderStatus, paymentStatus } from "@shared/contracts/statuses";
import { localePath } from "~/utils/locale";
import { ConfirmDialog } from "~/components/dialogs/ConfirmDialog";
import { LocalTime } from "~/components/ui/LocalTime";

function useClose(param: string) {
  const location = useLocation();
  return withSearch(location, { [param]: undefined });
}

export function OrderDialog({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const rows: [string, React.ReactNode][] = [
    [t("orders.orderNo"), order.orderNo],
    [t("orders.statusLabel"), <OrderStatusBadge key="s" status={order.status} />],
    [t("orders.site"), order.siteName],
    [t("orders.market"), order.country.countryNames],
    [t("orders.package"), order.package.name],
    [t("orders.template"), order.template.name],
    [t("journey:package.setupFee"), money(order.setupFeeMinor)],
    [t("journey:package.deposit"), money(order.depositMinor)],
    [t("orders.amount"), money(order.amountMinor)],
    [t("orders.paid"), money(order.paidMinor)],
    [t("orders.remaining"), money(Math.max(0, order.amountMinor - order.paidMinor))],
    [t("orders.payChannel"), order.payChannel ?? "—"],
    [t("orders.payTime"), order.payTime ? <LocalTime key="p" iso={order.payTime} locale={locale} /> : "—"],
    [t("orders.transaction"), order.transactionOrderId ?? "—"],
    [t("orders.operationAccount"), order.operationAccount],
    [t("orders.created"), <LocalTime key="c" iso={order.createdAt} locale={locale} />],
  ];
  return (
    <Dialog title={t("orders.detailTitle", { orderNo: order.orderNo })} closeTo={useClose("order")}>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}

export function CancelDialog({ order }: { order: OrderDetail }) {
  const { t } = useTranslation("commerce");
  const close = useClose("cancel");
  if (order.status !== orderStatus.pendingPayment) {
    return (
      <Dialog title={t("orders.cancelTitle")} size="sm" closeTo={close}>
        <p>{t("orders.notPending")}</p>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      title={t("orders.cancelTitle")}
      question={t("orders.cancelConfirm", { orderNo: order.orderNo })}
      confirm={t("orders.cancel")}
      keep={t("orders.keep")}
      closeTo={close}
      intent="cancel"
      fields={{ id: order.id }}
      danger
    />
  );
}

/**
 * Paying an order: choose the network, then send the exact amount to this payment's own address
 * before the window closes. "I have paid" asks the chain; with the simulator active, a button
 * makes the transfer for you. The view follows the payment by itself (PaymentBox): once it is
 * confirmed it says so and leads on to the site being built.
 */
export function PaymentDialog({
  order,
  payment,
  qr,
  chain,
}: {
  order: OrderDetail;
  payment: PaymentView | null;
  qr: string | null;
  chain: { simulator: boolean; networks: string[]; mainNetwork: string } | null;
}) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  const close = useClose("pay");
  const pending = order.status === orderStatus.pendingPayment;
  return (
    <Dialog title={t("pay.title", { orderNo: order.orderNo })} closeTo={close} className="payment-dialog">
      {payment && (pending || payment.status === paymentStatus.confirmed) ? (
        <PaymentBox
          payment={payment}
          qr={qr}
          simulator={chain?.simulator ?? false}
          confirmed={t("pay.confirmed")}
          next={
            order.siteId ? (
              <p className="dialog-actions">
                <Link className="button primary" to={`${localePath(locale, "my-site")}?site=${order.siteId}`}>
                  {t("orders.viewSite")}
                </Link>
              </p>
            ) : null
          }
        />
      ) : !pending ? (
        <p>
          <OrderStatusBadge status={order.status} /> {t("orders.notPending")}
        </p>
      ) : (
        <Form method="post" className="stack">
          <AuthenticityTokenInput />
          <input type="hidden" name="orderId" value={order.id} />
          <p className="pay-amount">
            <span>{t("pay.amount")}</span>
            <strong>{formatMoney(order.amountMinor, order.currency, locale)}</strong>
          </p>
          <p className="pay-expiry">
            {t("pay.windowCloses")} <Countdown seconds={order.remainingSeconds} deadline={order.expiresAt} expiredText={t("pay.expired")} />
          </p>
          <NetworkChoice networks={chain?.networks} main={chain?.mainNetwork} />
          <div className="dialog-actions">
            <SubmitButton name="intent" value="open-payment">
              {t("pay.getAddress")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
