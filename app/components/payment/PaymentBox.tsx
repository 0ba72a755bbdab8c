import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PaymentView } from "@contracts/pay";
import { SubmitButton } from "~/components/forms";
import { useLocale } from "~/components/hooks/useLocale";
import { CopyButton } from "~/components/ui/CopyButton";
import { Countdown } from "~/components/ui/Countdown";
import { formatMoney } from "~/utils/money";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/**
 * One open payment: the network, its own address (QR code and text with a copy button), the exact
 * amount, what has arrived and what is still due after a part, the confirmations of a transfer
 * detected on a real chain, the time left, and the actions: "I have paid" and, while the chain simulator is active,
 * "Simulate transfer". The page's action handles the intents `check` and `simulate`.
 */
export function PaymentBox({ payment, qr, simulator }: { payment: PaymentView; qr: string | null; simulator: boolean }) {
  const { t } = useTranslation("commerce");
  const locale = useLocale();
  return (
    <div className="payment-box">
      {qr ? <img src={qr} alt={t("pay.qrAlt")} width={180} height={180} className="qr" /> : null}
      <dl className="detail-list">
        <div>
          <dt>{t("pay.network")}</dt>
          <dd>
            {payment.currency} · {payment.network}
          </dd>
        </div>
        <div>
          <dt>{t("pay.address")}</dt>
          <dd className="address">
            <code data-copyable>{payment.address}</code> <CopyButton value={payment.address} />
          </dd>
        </div>
        <div>
          <dt>{t("pay.exactAmount")}</dt>
          <dd>{formatMoney(payment.amountMinor, payment.currency, locale)}</dd>
        </div>
        {payment.paidMinor > 0 && payment.dueMinor > 0 ? (
          <>
            <div>
              <dt>{t("pay.received")}</dt>
              <dd>{formatMoney(payment.paidMinor, payment.currency, locale)}</dd>
            </div>
            <div>
              <dt>{t("pay.stillDue")}</dt>
              <dd>
                <strong>{formatMoney(payment.dueMinor, payment.currency, locale)}</strong>
              </dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t("pay.timeLeft")}</dt>
          <dd>
            <Countdown seconds={payment.remainingSeconds} deadline={payment.expiresAt} expiredText={t("pay.expired")} />
          </dd>
        </div>
      </dl>
      {payment.confirmations !== null ? <p className="notice">{t("pay.confirming", { seen: payment.confirmations, required: payment.confirmationsRequired })}</p> : null}
      <p className="notice">{t("pay.addressWarning")}</p>
      <Form method="post" className="dialog-actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="paymentId" value={payment.id} />
        <SubmitButton name="intent" value="check">
          {t("pay.havePaid")}
        </SubmitButton>
        {simulator ? (
          <SubmitButton name="intent" value="simulate" className="button accent">
            {t("pay.simulate")}
          </SubmitButton>
        ) : null}
      </Form>
      {simulator ? <p className="muted small">{t("pay.simulatorNote")}</p> : null}
    </div>
  );
}
