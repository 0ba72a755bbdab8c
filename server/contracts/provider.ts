import { z } from "zod";
import { periodKeyAt } from "../domain/billing";
import { DISPUTE_STATUSES } from "../domain/dispute-status";
import { accountStatus } from "../domain/account-status";
import { siteStatus } from "../domain/site-status";
import { id, text } from "./fields";

/**
 * The provider's own API (/api/provider/…, its key in `Authorization: Bearer <PROVIDER_API_KEY>`):
 * holds, restrictions, casino reports, disputes and the review queues. Separate from merchants.
 */
const siteName = z.string({ error: "validation:siteName" }).trim().min(1, "validation:siteName").max(120, "validation:siteName").meta({ description: "The site's name (as on its URL)" });
const account = z.string({ error: "validation:accountRequired" }).trim().min(1, "validation:accountRequired").max(40, "validation:accountRequired");
const minor = z.coerce.number({ error: "validation:invalid" }).int("validation:invalid").min(0, "validation:invalid").max(100_000_000_000, "validation:invalid");

export const ProviderSiteBody = z.object({ siteName }).meta({ id: "ProviderSiteBody" });
export const ProviderHoldBody = z.object({ siteName, reason: text(300, "validation:reasonRequired") }).meta({ id: "ProviderHoldBody" });
export const ProviderAccountBody = z.object({ account }).meta({ id: "ProviderAccountBody" });
export const ProviderRestrictBody = z.object({ account, reason: text(300, "validation:reasonRequired") }).meta({ id: "ProviderRestrictBody" });

export const ProviderSiteState = z
  .object({ siteName: z.string(), status: z.enum(siteStatus), holdUntil: z.string().nullable() })
  .meta({ id: "ProviderSiteState" });
export const ProviderAccountState = z.object({ account: z.string(), status: z.enum(accountStatus) }).meta({ id: "ProviderAccountState" });

export const ReportBody = z
  .object({
    siteName,
    day: z
      .string({ error: "validation:day" })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "validation:day")
      // A real calendar day: Date.parse takes 2026-02-30 as 2 March, which would let one day be reported under two names.
      .refine((d) => periodKeyAt("day", new Date(`${d}T00:00:00Z`)) === d, "validation:day")
      .meta({ description: "The UTC day reported: 2026-11-22" }),
    wagersMinor: minor.meta({ description: "Total wagers, minor units" }),
    winningsMinor: minor.meta({ description: "Total paid to players (GGR = wagers - winnings)" }),
    collectedMinor: minor.meta({ description: "Money collected through the payment gateway" }),
    payoutCount: z.coerce.number({ error: "validation:invalid" }).int("validation:invalid").min(0, "validation:invalid").max(1_000_000, "validation:invalid").meta({ description: "Payouts made through the gateway" }),
  })
  .meta({ id: "ReportBody" });

export const ReportResult = z
  .object({ id: z.number().int(), siteName: z.string(), day: z.string(), charges: z.array(z.object({ kind: z.string(), amountMinor: z.number().int() })) })
  .meta({ id: "ReportResult" });

export const DisputeResolveBody = z
  .object({ id, decision: z.enum(["upheld", "rejected"], { error: "validation:invalid" }), resolution: text(500, "validation:reasonRequired") })
  .meta({ id: "DisputeResolveBody" });

export const DisputeStatusQuery = z.object({ status: z.enum(DISPUTE_STATUSES, { error: "validation:invalid" }).optional() });

export const ProviderDispute = z
  .object({
    id: z.number().int(),
    status: z.string(),
    account: z.string(),
    siteName: z.string(),
    entryId: z.number().int(),
    kind: z.string(),
    amountMinor: z.number().int(),
    reason: z.string(),
    resolution: z.string(),
    raisedAt: z.string(),
  })
  .meta({ id: "ProviderDispute" });

export const ReviewQueueQuery = z.object({ status: z.enum(["pending", "reviewed"], { error: "validation:invalid" }).optional() });
export const ReviewItem = z
  .object({ id: z.number().int(), name: z.string(), contact: z.string(), remark: z.string(), status: z.string(), createdAt: z.string() })
  .meta({ id: "ReviewItem" });
export const ReviewedBody = z.object({ id }).meta({ id: "ReviewedBody" });
export const Reviewed = z.object({ id: z.number().int(), status: z.string() }).meta({ id: "Reviewed" });

/** A transfer seen on a real chain that no payment counted (decision 021): the provider resolves it (refund, credit by hand). */
export const UnmatchedTransfer = z
  .object({
    id: z.number().int().meta({ description: "The recorded transfer; POST /provider/transfer/resolve takes it" }),
    network: z.string(),
    tokenContract: z.string().nullable().meta({ description: "The token contract that sent it (null: recorded before contracts were kept, USDT)" }),
    txHash: z.string(),
    logIndex: z.number().int(),
    blockNumber: z.number().int(),
    blockTime: z.string(),
    fromAddress: z.string(),
    toAddress: z.string(),
    amountUnits: z.string().meta({ description: "In the token's own base units (USDT: 6 decimals)" }),
    amountMinor: z.number().int().nullable().meta({ description: "In 0.01 USDT; null when not a whole number of them, or another token" }),
    paymentId: z.number().int().nullable(),
    paymentStatus: z.string().nullable(),
    orderId: z.number().int().nullable(),
    siteId: z.number().int().nullable(),
    reason: z.enum(["wrongToken", "notWhole", "unknownAddress", "wrongNetwork", "late", "paymentClosed", "afterConfirmation"]).meta({
      description:
        "wrongToken: another token than USDT; notWhole: not a whole number of 0.01 USDT; unknownAddress: no payment holds the address; wrongNetwork: on another network than its payment's; late: after its payment's window; paymentClosed: its payment expired or was invalid (short, or nothing counted); afterConfirmation: its payment was confirmed without it (it came after, or was still short of confirmations)",
    }),
    resolvedAt: z.string().nullable(),
    resolution: z.string().nullable().meta({ description: "What the provider did (refund transaction, credit by hand)" }),
  })
  .meta({ id: "UnmatchedTransfer" });
export const UnmatchedQuery = z.object({ status: z.enum(["open", "resolved"], { error: "validation:invalid" }).optional() });
export const TransferResolveBody = z.object({ id, resolution: text(500, "validation:reasonRequired") }).meta({ id: "TransferResolveBody" });
export type UnmatchedTransfer = z.infer<typeof UnmatchedTransfer>;

/** Something the provider must look at (decision 038): due work failing for one record, a paid order whose name was taken, a silent activity feed. */
export const AttentionItem = z
  .object({
    id: z.number().int().meta({ description: "POST /provider/attention/resolve takes it" }),
    kind: z.enum(["due-work", "name-conflict", "feed-silent"]).meta({ description: "due-work: a record's scheduled step keeps failing (retried with backoff); name-conflict: a confirmed payment whose order could not become its site (refund or credit it); feed-silent: no activity report lately (no site loses its URL for inactivity meanwhile)" }),
    subject: z.string().meta({ description: "What it is about: settle-payment:12, payment:12, activity-feed, step:maintenance" }),
    userId: z.number().int().nullable(),
    detail: z.string(),
    attempts: z.number().int(),
    nextAttemptAt: z.string().nullable().meta({ description: "When the scheduler tries a failing step again" }),
    firstAt: z.string(),
    lastAt: z.string(),
    resolvedAt: z.string().nullable(),
    resolution: z.string().nullable(),
  })
  .meta({ id: "AttentionItem" });
export type AttentionItem = z.infer<typeof AttentionItem>;
export const AttentionQuery = z.object({ status: z.enum(["open", "resolved"], { error: "validation:invalid" }).optional() });
export const AttentionResolveBody = z.object({ id, resolution: text(500, "validation:reasonRequired") }).meta({ id: "AttentionResolveBody" });
