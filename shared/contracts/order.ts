import { z } from "zod";
import { count, int, LENGTH, list, rowId, str, timestamp } from "./bounds";
import { isOrderStatus, orderStatus, type OrderStatusName } from "../domain/order-status";
import { NICKNAME_MAX, OTHER_CONTACT_MAX, Product, SITE_NAME_MAX } from "./cart";
import { id, operationAccount, operationPassword, page, pageSize } from "./fields";
import { PaymentView } from "./pay";

/** A checkbox: JSON true, or a form's "on"/"true"/"1". Absent means not ticked. */
const ticked = z
  .union([z.boolean(), z.enum(["true", "false", "on", "1", "0", ""])], { error: "validation:termsRequired" })
  .optional()
  .transform((value) => value === true || value === "true" || value === "on" || value === "1");

const STATUS_DESCRIPTION = "0 pending payment, 1 purchased, 2 completed, 3 invalid, 4 timed out, 5 cancelled";

/** Statuses run from 0 (pending payment) to 5 (cancelled). */
const ORDER_STATUS_MAX = Math.max(...Object.values(orderStatus));

export const orderStatusField = z.coerce
  .number({ error: "validation:orderStatus" })
  .int("validation:orderStatus")
  .min(0, "validation:orderStatus")
  .max(ORDER_STATUS_MAX, "validation:orderStatus")
  .refine(isOrderStatus, "validation:orderStatus")
  .meta({ format: "int32" })
  .meta({ description: STATUS_DESCRIPTION });

export const OrderCreateBody = z
  .object({
    id: id.meta({ description: "The cart item to check out" }),
    account: operationAccount.meta({ description: "The site's operation account (back-office login)" }),
    password: operationPassword.meta({ description: "Its password; stored hashed, never returned" }),
    agreeTerms: ticked.meta({ description: "Must be true: the terms of service are accepted" }),
  })
  .meta({ id: "OrderCreateBody" });

const ORDER_PAGE_MAX = 100;

/** Absent or empty status means all orders. */
export const OrderListQuery = z.object({
  status: z.preprocess((value) => (value === "" ? undefined : value), orderStatusField.optional()),
  page,
  pageSize: pageSize(10, ORDER_PAGE_MAX),
});

export const OrderIdBody = z.object({ id }).meta({ id: "OrderIdBody" });

export const OrderEditBody = z
  .object({ id, status: orderStatusField.meta({ description: "Only 5 (cancel) is accepted, and only for a pending order" }) })
  .meta({ id: "OrderEditBody" });

export const Order = Product.extend({
  id: rowId,
  orderNo: str(LENGTH.orderNo),
  transactionOrderId: str(LENGTH.chain).nullable().meta({ description: "The chain transaction that paid the order" }),
  status: int(0, ORDER_STATUS_MAX).meta({ description: STATUS_DESCRIPTION }),
  statusName: z.enum(Object.keys(orderStatus) as [OrderStatusName, ...OrderStatusName[]]),
  siteName: str(SITE_NAME_MAX),
  nickname: str(NICKNAME_MAX),
  otherContact: str(OTHER_CONTACT_MAX),
  currency: str(LENGTH.key),
  setupFeeMinor: count,
  depositMinor: count,
  amountMinor: count.meta({ description: "Set-up fee plus prepaid deposit" }),
  paidMinor: count.meta({ description: "Actually paid (confirmed payments)" }),
  operationAccount: str(10),
  payTime: timestamp.nullable(),
  payChannel: str(LENGTH.reference).nullable(),
  expiresAt: timestamp.meta({ description: "End of the payment window" }),
  remainingSeconds: count.meta({ description: "Seconds left to pay; 0 unless pending" }),
  createdAt: timestamp,
  siteId: rowId.nullable(),
}).meta({ id: "Order" });

export const OrderDetail = Order.extend({ payments: list(PaymentView) }).meta({ id: "OrderDetail" });

export const OrderPage = z
  .object({ items: list(Order, ORDER_PAGE_MAX), total: count, page: count, pageSize: count })
  .meta({ id: "OrderPage" });

export type Order = z.infer<typeof Order>;
export type OrderDetail = z.infer<typeof OrderDetail>;
export type OrderPage = z.infer<typeof OrderPage>;
