import { z } from "zod";
import { MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS } from "../domain/constants";
import { id } from "./fields";

export const network = z
  .enum(PAYMENT_NETWORKS, { error: "validation:payNetwork" })
  .meta({ description: "USDT network: TRC20 (main) or ERC20" });

/** Top-ups from 1 USDT to 1,000,000 USDT, in minor units. */
export const topUpAmount = z.coerce
  .number({ error: "validation:topUpAmount" })
  .int("validation:topUpAmount")
  .min(100, "validation:topUpAmount")
  .max(100_000_000, "validation:topUpAmount");

export const PayChannelQuery = z.object({ type: z.string().trim().max(20).optional() });

export const PayType = z
  .object({ code: z.string(), name: z.string(), decimals: z.number().int().meta({ description: "Minor units per unit: 10^decimals" }) })
  .meta({ id: "PayType" });

export const PayChannel = z
  .object({ type: z.string(), network, name: z.string(), main: z.boolean() })
  .meta({ id: "PayChannel" });

export const ChainInfo = z
  .object({
    chain: z.string().meta({ description: "The active payment chain" }),
    simulator: z.boolean().meta({ description: "True when POST /api/pay/simulate-transfer is available" }),
    currency: z.string(),
    networks: z.array(network),
    mainNetwork: network,
    paymentWindowMinutes: z.number(),
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
    id: z.number().int(),
    purpose: z.enum(["order", "topup"]),
    orderId: z.number().int().nullable(),
    siteId: z.number().int().nullable(),
    network,
    currency: z.string(),
    address: z.string().meta({ description: "This payment's own deposit address; do not reuse it" }),
    walletUri: z.string().meta({ description: "What its QR code holds: an EIP-681 link naming token, chain, address and amount on ERC20; the bare address on TRC20" }),
    amountMinor: z.number().int().meta({ description: "The exact amount to send" }),
    status: z.enum(["pending", "confirmed", "expired", "invalid"]),
    txHash: z.string().nullable(),
    expiresAt: z.string(),
    remainingSeconds: z.number().int(),
    confirmedAt: z.string().nullable(),
    createdAt: z.string(),
    confirmations: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Confirmations of the transfer that pays it, while it waits for them (detected, n of confirmationsRequired); null before one is seen" }),
    confirmationsRequired: z.number().int().meta({ description: "Confirmations a transfer needs before the payment is confirmed; 0 where transfers are final" }),
    paidMinor: z.number().int().meta({ description: "What its transfers in the window have brought so far, confirmed or not" }),
    dueMinor: z.number().int().meta({ description: "What is still to send to the same address before the window closes (0 once the amount is reached)" }),
  })
  .meta({ id: "Payment" });

export const PaymentResult = z
  .object({
    payment: PaymentView,
    order: z.object({ id: z.number().int(), orderNo: z.string(), status: z.number().int() }).nullable(),
    siteId: z.number().int().nullable(),
  })
  .meta({ id: "PaymentResult" });

export const SimulatedTransfer = z
  .object({ txHash: z.string(), network, toAddress: z.string(), amountMinor: z.number().int(), seenAt: z.string() })
  .meta({ id: "SimulatedTransfer" });

export const PaymentList = z.object({ items: z.array(PaymentView) }).meta({ id: "PaymentList" });

export type PaymentView = z.infer<typeof PaymentView>;
export type PaymentResult = z.infer<typeof PaymentResult>;
