/** A payment's life: pending until the chain pays it exactly (confirmed) or its window closes. */
export const paymentStatus = { pending: "pending", confirmed: "confirmed", expired: "expired", invalid: "invalid" } as const;

export type PaymentStatus = (typeof paymentStatus)[keyof typeof paymentStatus];

const transitions: ReadonlyArray<readonly [PaymentStatus, PaymentStatus]> = [
  // an exact transfer seen in time
  [paymentStatus.pending, paymentStatus.confirmed],
  // the window closed with no transfer, or its order moved on (paid by another payment, cancelled, timed out)
  [paymentStatus.pending, paymentStatus.expired],
  // the window closed with only transfers that do not pay it
  [paymentStatus.pending, paymentStatus.invalid],
];

export function canPaymentTransition(from: string, to: string): boolean {
  return transitions.some(([f, t]) => f === from && t === to);
}
