import type { PaymentView } from "@shared/contracts/pay";
import { paymentStatus } from "@shared/contracts/statuses";

/** Where a payment stands, as the merchant is told: the payment's status, refined while it is pending. */
export type PaymentState = "waiting" | "detected" | "partial" | "checking" | "confirmed" | "expired" | "invalid";

/**
 * A pending payment is "detected" once a transfer that pays it is seen and waits for its
 * confirmations, "partial" when only part of the amount has arrived, and "waiting" before that.
 * "checking" once its window has ended while it is still open: the chain has not yet been read past
 * the window's end (a node outage, TRON's confirmation lag), and a transfer made in time still pays it.
 */
export function paymentState(payment: Pick<PaymentView, "status" | "confirmations" | "paidMinor" | "dueMinor" | "remainingSeconds">): PaymentState {
  if (payment.status !== paymentStatus.pending) return payment.status;
  if (payment.confirmations !== null) return "detected";
  if (payment.remainingSeconds === 0) return "checking";
  if (payment.paidMinor > 0 && payment.dueMinor > 0) return "partial";
  return "waiting";
}
