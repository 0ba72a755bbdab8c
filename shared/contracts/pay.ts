import { z } from "zod";
import { count, int, LENGTH, list, rowId, str, timestamp } from "./bounds";
import { MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS } from "../domain/constants";
import { orderStatus } from "../domain/order-status";
import { id } from "./fields";

export const network = z
  .enum(PAYMENT_NETWORKS, { error: "validation:payNetwork" })
  .meta({ description: "USDT network: TRC20 (main) or ERC20" });

/** Top-ups from 1 USDT to 1,000,000 USDT, in minor units. */
export const topUpAmount = z.coerce
  .number({ error: "validation:topUpAmount" })
  .int("validation:topUpAmount")
  .min(100, "validation:topUpAmount")
  .max(100_000_000, "validation:topUpAmount")
  .meta({ format: "int32" });

export const PayChannelQuery = z.object({ type: z.string().trim().max(20).optional() });

export const PayType = z
  .object({ code: str(LENGTH.key), name: str(LENGTH.name), decimals: int(0, 18).meta({ description: "Minor units per unit: 10^decimals" }) })
  .meta({ id: "PayType" });

export const PayChannel = z
  .object({ type: str(LENGTH.key), network, name: str(LENGTH.name), main: z.boolean() })
  .meta({ id: "PayChannel" });

export const ChainInfo = z
  .object({
    chain: str(LENGTH.key).meta({ description: "The active payment chain" }),
    simulator: z.boolean().meta({ description: "True when POST /api/pay/simulate-transfer is available" }),
    currency: str(LENGTH.key),
    networks: list(network, PAYMENT_NETWORKS.length),
    mainNetwork: network,
    paymentWindowMinutes: z.number().min(0).max(100_000).meta({ description: "The payment window: PAYMENT_WINDOW_MINUTES" }),
  })
  .meta({ id: "ChainInfo" });

/** Pay an order (orderId) or top up a site's deposit (siteId and amountMinor). */
export const UnifiedOrderingBody = z
  .object({
    orderId: id.optional(),
    siteId: id.optional(),
    amountMinor: topUpAmount.optional().meta({ description: "Top-up amount in minor units; only with siteId" }),
    network: network.default(MAIN_PAYMENT_NETWORK),
  })
  .superRefine((body, ctx) => {
    if ((body.orderId === undefined) === (body.siteId === undefined)) {
      ctx.addIssue({ code: "custom", path: ["orderId"], message: "validation:payTarget" });
    }
    if (body.siteId !== undefined && body.amountMinor === undefined) {
      ctx.addIssue({ code: "custom", path: ["amountMinor"], message: "validation:topUpAmount" });
    }
  })
  .meta({ id: "UnifiedOrderingBody" });

export const PaymentIdBody = z.object({ paymentId: id }).meta({ id: "PaymentIdBody" });

/** The caller's payments, newest first: all, one site's top-ups or one order's payments. */
export const PaymentListQuery = z.object({
  siteId: z.preprocess((value) => (value === "" ? undefined : value), id.optional()),
  orderId: z.preprocess((value) => (value === "" ? undefined : value), id.optional()),
  purpose: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["order", "topup"], { error: "validation:invalidValue" }).optional()),
});

export const PaymentView = z
  .object({
    id: rowId,
    purpose: z.enum(["order", "topup"]),
    orderId: rowId.nullable(),
    siteId: rowId.nullable(),
    network,
    currency: str(LENGTH.key),
    address: str(LENGTH.chain).meta({ description: "This payment's own deposit address; do not reuse it" }),
    walletUri: str(LENGTH.url).meta({ description: "What its QR code holds: an EIP-681 link naming token, chain, address and amount on ERC20; the bare address on TRC20" }),
    amountMinor: count.meta({ description: "The exact amount to send" }),
    status: z.enum(["pending", "confirmed", "expired", "invalid"]),
    txHash: str(LENGTH.chain).nullable(),
    expiresAt: timestamp,
    remainingSeconds: count,
    confirmedAt: timestamp.nullable(),
    createdAt: timestamp,
    confirmations: count
      .nullable()
      .meta({ description: "Confirmations of the transfer that pays it, while it waits for them (detected, n of confirmationsRequired); null before one is seen" }),
    confirmationsRequired: count.meta({ description: "Confirmations a transfer needs before the payment is confirmed; 0 where transfers are final" }),
    paidMinor: count.meta({ description: "What its transfers in the window have brought so far, confirmed or not" }),
    dueMinor: count.meta({ description: "What is still to send to the same address before the window closes (0 once the amount is reached)" }),
  })
  .meta({ id: "Payment" });

/** GET /pay/list answers the newest 100 at most. */
const PAYMENT_LIST_MAX = 100;

export const PaymentResult = z
  .object({
    payment: PaymentView,
    order: z.object({ id: rowId, orderNo: str(LENGTH.orderNo), status: int(0, Math.max(...Object.values(orderStatus))) }).nullable(),
    siteId: rowId.nullable(),
  })
  .meta({ id: "PaymentResult" });

export const SimulatedTransfer = z
  .object({ txHash: str(LENGTH.chain), network, toAddress: str(LENGTH.chain), amountMinor: count, seenAt: timestamp })
  .meta({ id: "SimulatedTransfer" });

export const PaymentList = z.object({ items: list(PaymentView, PAYMENT_LIST_MAX) }).meta({ id: "PaymentList" });

export type PaymentView = z.infer<typeof PaymentView>;
export type PaymentResult = z.infer<typeof PaymentResult>;
