/**
 * The order state machine of point 4 of the specification. The numbers are the API's contract
 * (stored in Order.status and sent to clients); the names are how the code speaks of them.
 */
export const orderStatus = {
  pendingPayment: 0,
  purchased: 1,
  completed: 2,
  invalid: 3,
  timedOut: 4,
  cancelled: 5,
} as const;

export type OrderStatusName = keyof typeof orderStatus;
export type OrderStatus = (typeof orderStatus)[OrderStatusName];

export const ORDER_STATUSES = Object.values(orderStatus) as OrderStatus[];

export const orderStatusName = Object.fromEntries(
  Object.entries(orderStatus).map(([name, value]) => [value, name]),
) as Record<OrderStatus, OrderStatusName>;

export function isOrderStatus(value: number): value is OrderStatus {
  return (ORDER_STATUSES as number[]).includes(value);
}

/** Who asks for a change: the merchant through the API, or the system (payments, builds, the clock). */
export type OrderActor = "merchant" | "system";

/** Every allowed change; anything not listed is refused. */
const transitions: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; actor: OrderActor }> = [
  // payment confirmed
  { from: orderStatus.pendingPayment, to: orderStatus.purchased, actor: "system" },
  // site live
  { from: orderStatus.purchased, to: orderStatus.completed, actor: "system" },
  // payment window passed
  { from: orderStatus.pendingPayment, to: orderStatus.timedOut, actor: "system" },
  // cancelled by the merchant
  { from: orderStatus.pendingPayment, to: orderStatus.cancelled, actor: "merchant" },
  // a payment that cannot be accepted (wrong amount or network at expiry)
  { from: orderStatus.pendingPayment, to: orderStatus.invalid, actor: "system" },
];

export function canTransition(from: number, to: number, actor: OrderActor): boolean {
  return transitions.some((t) => t.from === from && t.to === to && t.actor === actor);
}
