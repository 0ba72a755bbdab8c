import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import type { PaymentView } from "@shared/contracts/pay";
import { paymentStatus } from "@shared/contracts/statuses";
import { decimalFromMinor } from "@shared/domain/money";
import { SubmitButton } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { CopyButton } from "~/components/ui/CopyButton";
import { Countdown } from "~/components/ui/Countdown";
import { formatMoney } from "~/utils/money";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { paymentState, type PaymentState } from "./payment-state";
import { usePaymentUpdates } from "./usePaymentUpdates";

/**
 * One payment: first where it stands (announced politely when it changes), then, while it is open,
 * what to send: the exact amount still due, the network, this payment's own address (text and QR
 * code of its wallet link) each with a copy button, the time left, and the actions: "I have paid"
 * and, while the chain simulator is active, "Simulate transfer" (the page's action handles the
 * intents `check` and `simulate`). With JavaScript the page's data is loaded again every few
 * seconds while it is open, so a transfer shows up without a click; without it, a refresh link.
 * `confirmed` is what a confirmed payment means on its page; `next` is shown once it is closed.
 */
export function PaymentBox({
  payment,
  qr,
  simulator,
  confirmed,
  next,
}: {
  payment: PaymentView;
  qr: string | null;
  simulator: boolean;
  confirmed: string;
  next?: ReactNode;
}) {
  const { t } = useTranslation(["payment", "commerce"]);
  const locale = useLocale();
  const location = useLocation();
  const hydrated = useHydrated();
  const open = payment.status === paymentStatus.pending;
  usePaymentUpdates(open);
  const state = paymentState(payment);
  const money = (minor: number) => formatMoney(minor, payment.currency, locale);
  // After a first part only the rest is to send.
  const toSend = payment.paidMinor > 0 && payment.dueMinor > 0 ? payment.dueMinor : payment.amountMinor;

  const statusText: Record<PaymentState, string> = {
    waiting: t("payment:status.waiting"),
    detected: t("commerce:pay.confirming", { seen: payment.confirmations, required: payment.confirmationsRequired }),
    partial: t("payment:status.partial", { paid: money(payment.paidMinor), amount: money(payment.amountMinor), due: money(payment.dueMinor) }),
    checking: t("payment:status.checking"),
    confirmed,
    expired: t("commerce:pay.status.expired"),
    invalid: t("commerce:pay.status.invalid"),
  };

  return (
    <div className="payment-box" data-state={state}>
      <div className={`payment-status ${state}`} aria-live="polite">
        {statusText[state]}
        {state === "detected" && payment.confirmationsRequired > 0 ? (
          <progress value={payment.confirmations ?? 0} max={payment.confirmationsRequired} aria-hidden="true" />
        ) : null}
      </div>
      {open && hydrated ? <p className="muted small payment-hint">{t("payment:updatesItself")}</p> : null}
      {open ? (
        <>
          <div className="payment-send">
            <dl className="payment-facts">
              <div>
                <dt>{toSend === payment.amountMinor ? t("commerce:pay.exactAmount") : t("commerce:pay.stillDue")}</dt>
                <dd>
                  <span className="payment-amount" dir="ltr" data-copyable>
                    {money(toSend)}
                  </span>
                  <CopyButton value={decimalFromMinor(toSend)} label={t("payment:copyAmount")} />
                </dd>
              </div>
              <div>
                <dt>{t("commerce:pay.network")}</dt>
                <dd>
                  {payment.currency} · {payment.network}
                </dd>
              </div>
              <div>
                <dt>{t("commerce:pay.address")}</dt>
                <dd className="address">
                  <code className="payment-address" dir="ltr" data-copyable>
                    {payment.address}
                  </code>
                  <CopyButton value={payment.address} label={t("payment:copyAddress")} />
                </dd>
              </div>
              <div>
                <dt>{t("commerce:pay.timeLeft")}</dt>
                <dd>
                  <Countdown seconds={payment.remainingSeconds} deadline={payment.expiresAt} expiredText={t("commerce:pay.expired")} />
                </dd>
              </div>
            </dl>
            {qr ? <img src={qr} alt={t("commerce:pay.qrAlt")} width={168} height={168} className="qr" /> : null}
          </div>
          <p className="notice">{t("commerce:pay.addressWarning")}</p>
          {simulator ? <p className="muted small">{t("commerce:pay.simulatorNote")}</p> : null}
          <Form method="post" className="dialog-actions">
            <AuthenticityTokenInput />
            <input type="hidden" name="paymentId" value={payment.id} />
            <SubmitButton name="intent" value="check">
              {t("commerce:pay.havePaid")}
            </SubmitButton>
            {simulator ? (
              <SubmitButton name="intent" value="simulate" className="button accent">
                {t("commerce:pay.simulate")}
              </SubmitButton>
            ) : null}
            {hydrated ? null : (
              <Link className="button" to={location.pathname + location.search} replace preventScrollReset>
                {t("payment:refresh")}
              </Link>
            )}
          </Form>
        </>
      ) : (
        next
      )}
    </div>
  );
}
