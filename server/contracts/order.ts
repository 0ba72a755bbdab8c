import { z } from "zod";
import { isOrderStatus, orderStatus, type OrderStatusName } from "../domain/order-status";
import { Product } from "./cart";
import { id, operationAccount, operationPassword, page, pageSize } from "./fields";
import { PaymentView } from "./pay";

/** A checkbox: JSON true, or a form's "on"/"true"/"1". Absent means not ticked. */
const ticked = z
  .union([z.boolean(), z.enum(["true", "false", "on", "1", "0", ""])], { error: "validation:termsRequired" })
  .optional()
  .transform((value) => value === true || value === "true" || value === "on" || value === "1");

const STATUS_DESCRIPTION = "0 pending payment, 1 purchased, 2 completed, 3 invalid, 4 timed out, 5 cancelled";

export const orderStatusField = z.coerce
  .number({ error: "validation:orderStatus" })
  .int("validation:orderStatus")
  .refine(isOrderStatus, "validation:orderStatus")
  .meta({ description: STATUS_DESCRIPTION });

export const OrderCreateBody = z
  .object({
    id: id.meta({ description: "The cart item to check out" }),
    account: operationAccount.meta({ description: "The site's operation account (back-office login)" }),
    password: operationPassword.meta({ description: "Its password; stored hashed, never returned" }),
    agreeTerms: ticked.meta({ description: "Must be true: the terms of service are accepted" }),
  })
  .meta({ id: "OrderCreateBody" });

/** Absent or empty status means all orders. */
export const OrderListQuery = z.object({
  status: z.preprocess((value) => (value === "" ? undefined : value), orderStatusField.optional()),
  page,
  pageSize: pageSize(10, 100),
});

export const OrderIdBody = z.object({ id }).meta({ id: "OrderIdBody" });

export const OrderEditBody = z
  .object({ id, status: orderStatusField.meta({ description: "Only 5 (cancel) is accepted, and only for a pending order" }) })
  .meta({ id: "OrderEditBody" });

export const Order = Product.extend({
  id: z.number().int(),
  orderNo: z.string(),
  transactionOrderId: z.string().nullable().meta({ description: "The chain transaction that paid the order" }),
  status: z.number().int().meta({ description: STATUS_DESCRIPTION }),
  statusName: z.enum(Object.keys(orderStatus) as [OrderStatusName, ...OrderStatusName[]]),
  siteName: z.string(),
  nickname: z.string(),
  otherContact: z.string(),
  currency: z.string(),
  setupFeeMinor: z.number().int(),
  depositMinor: z.number().int(),
  amountMinor: z.number().int().meta({ description: "Set-up fee plus prepaid deposit" }),
  paidMinor: z.number().int().meta({ description: "Actually paid (confirmed payments)" }),
  operationAccount: z.string(),
  payTime: z.string().nullable(),
  payChannel: z.string().nullable(),
  expiresAt: z.string().meta({ description: "End of the payment window" }),
  remainingSeconds: z.number().int().meta({ description: "Seconds left to pay; 0 unless pending" }),
  createdAt: z.string(),
  siteId: z.number().int().nullable(),
}).meta({ id: "Order" });

export const OrderDetail = Order.extend({ payments: z.array(PaymentView) }).meta({ id: "OrderDetail" });

export const OrderPage = z
  .object({ items: z.array(Order), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "OrderPage" });

export type Order = z.infer<typeof Order>;
export type OrderDetail = z.infer<typeof OrderDetail>;
export type OrderPage = z.infer<typeof OrderPage>;
