import { z } from "zod";
import { count, day, INT32_MAX, LENGTH, list, rowId, signedMinor, str, timestamp } from "./bounds";
import { periodKeyAt } from "../domain/billing";
import { DISPUTE_STATUSES } from "../domain/dispute-status";
import { accountStatus } from "../domain/account-status";
import { siteStatus } from "../domain/site-status";
import { LEDGER_KINDS } from "../domain/billing";
import { SITE_NAME_MAX } from "./cart";
import { CONTACT_MAX } from "./contact";
import { ACCOUNT_MAX, id, text } from "./fields";

/** A uint256 in decimal: 78 digits at most. */
const UINT256_DIGITS = 78;

/**
 * The provider's own API (/api/provider/…, its key in `Authorization: Bearer <PROVIDER_API_KEY>`):
 * holds, restrictions, casino reports, disputes and the review queues. Separate from merchants.
 */
const siteName = z.string({ error: "validation:siteName" }).trim().min(1, "validation:siteName").max(120, "validation:siteName").meta({ description: "The site's name (as on its URL)" });
const account = z.string({ error: "validation:accountRequired" }).trim().min(1, "validation:accountRequired").max(40, "validation:accountRequired");
// The database keeps a day's figures in 32-bit integers (PostgreSQL's integer): 21 million USDT a day.
const minor = z.coerce.number({ error: "validation:invalid" }).int("validation:invalid").min(0, "validation:invalid").max(INT32_MAX, "validation:invalid").meta({ format: "int32" });

/** What the provider writes: a hold's or a restriction's reason. */
export const HOLD_REASON_MAX = 300;
/** A dispute's resolution, a transfer's resolution. */
const RESOLUTION_MAX = 500;

export const ProviderSiteBody = z.object({ siteName }).meta({ id: "ProviderSiteBody" });
export const ProviderHoldBody = z.object({ siteName, reason: text(HOLD_REASON_MAX, "validation:reasonRequired") }).meta({ id: "ProviderHoldBody" });
export const ProviderAccountBody = z.object({ account }).meta({ id: "ProviderAccountBody" });
export const ProviderRestrictBody = z.object({ account, reason: text(HOLD_REASON_MAX, "validation:reasonRequired") }).meta({ id: "ProviderRestrictBody" });

export const ProviderSiteState = z
  .object({ siteName: str(SITE_NAME_MAX), status: z.enum(siteStatus), holdUntil: timestamp.nullable() })
  .meta({ id: "ProviderSiteState" });
export const ProviderAccountState = z.object({ account: str(ACCOUNT_MAX), status: z.enum(accountStatus) }).meta({ id: "ProviderAccountState" });

export const ReportBody = z
  .object({
    siteName,
    day: z
      .string({ error: "validation:day" })
      .max(10, "validation:day")
      .regex(/^\d{4}-\d{2}-\d{2}$/, "validation:day")
      // A real calendar day: Date.parse takes 2026-02-30 as 2 March, which would let one day be reported under two names.
      .refine((d) => periodKeyAt("day", new Date(`${d}T00:00:00Z`)) === d, "validation:day")
      .meta({ description: "The UTC day reported: 2026-11-22" }),
    wagersMinor: minor.meta({ description: "Total wagers, minor units" }),
    winningsMinor: minor.meta({ description: "Total paid to players (GGR = wagers - winnings)" }),
    collectedMinor: minor.meta({ description: "Money collected through the payment gateway" }),
    payoutCount: z.coerce
      .number({ error: "validation:invalid" })
      .int("validation:invalid")
      .min(0, "validation:invalid")
      .max(1_000_000, "validation:invalid")
      .meta({ format: "int32", description: "Payouts made through the gateway" }),
    playerCount: z.coerce
      .number({ error: "validation:invalid" })
      .int("validation:invalid")
      .min(0, "validation:invalid")
      .max(10_000_000, "validation:invalid")
      .default(0)
      .meta({ format: "int32", description: "Players who played that day (the back office's chart); 0 when not counted" }),
  })
  .meta({ id: "ReportBody" });

export const ReportResult = z
  .object({ id: rowId, siteName: str(SITE_NAME_MAX), day, charges: list(z.object({ kind: str(LENGTH.key), amountMinor: signedMinor }), LEDGER_KINDS.length) })
  .meta({ id: "ReportResult" });

export const DisputeResolveBody = z
  .object({ id, decision: z.enum(["upheld", "rejected"], { error: "validation:invalid" }), resolution: text(RESOLUTION_MAX, "validation:reasonRequired") })
  .meta({ id: "DisputeResolveBody" });

export const DisputeStatusQuery = z.object({ status: z.enum(DISPUTE_STATUSES, { error: "validation:invalid" }).optional() });

export const ProviderDispute = z
  .object({
    id: rowId,
    status: str(LENGTH.key),
    account: str(ACCOUNT_MAX),
    siteName: str(SITE_NAME_MAX),
    entryId: rowId,
    kind: str(LENGTH.key),
    amountMinor: signedMinor,
    reason: str(RESOLUTION_MAX),
    resolution: str(RESOLUTION_MAX),
    raisedAt: timestamp,
  })
  .meta({ id: "ProviderDispute" });

export const ReviewQueueQuery = z.object({ status: z.enum(["pending", "reviewed"], { error: "validation:invalid" }).optional() });
export const ReviewItem = z
  .object({ id: rowId, name: str(CONTACT_MAX.name), contact: str(CONTACT_MAX.contact), remark: str(CONTACT_MAX.remark), status: str(LENGTH.key), createdAt: timestamp })
  .meta({ id: "ReviewItem" });
export const ReviewedBody = z.object({ id }).meta({ id: "ReviewedBody" });
export const Reviewed = z.object({ id: rowId, status: str(LENGTH.key) }).meta({ id: "Reviewed" });

/** A transfer seen on a real chain that no payment counted (decision 021): the provider resolves it (refund, credit by hand). */
export const UnmatchedTransfer = z
  .object({
    id: rowId.meta({ description: "The recorded transfer; POST /provider/transfer/resolve takes it" }),
    network: str(LENGTH.key),
    tokenContract: str(LENGTH.chain).nullable().meta({ description: "The token contract that sent it (null: recorded before contracts were kept, USDT)" }),
    txHash: str(LENGTH.chain),
    logIndex: count,
    blockNumber: count,
    blockTime: timestamp,
    fromAddress: str(LENGTH.chain),
    toAddress: str(LENGTH.chain),
    amountUnits: str(UINT256_DIGITS).meta({ description: "In the token's own base units (USDT: 6 decimals)" }),
    amountMinor: count.nullable().meta({ description: "In 0.01 USDT; null when not a whole number of them, or another token" }),
    paymentId: rowId.nullable(),
    paymentStatus: str(LENGTH.key).nullable(),
    orderId: rowId.nullable(),
    siteId: rowId.nullable(),
    reason: z.enum(["wrongToken", "notWhole", "unknownAddress", "wrongNetwork", "late", "paymentClosed", "afterConfirmation"]).meta({
      description:
        "wrongToken: another token than USDT; notWhole: not a whole number of 0.01 USDT; unknownAddress: no payment holds the address; wrongNetwork: on another network than its payment's; late: after its payment's window; paymentClosed: its payment expired or was invalid (short, or nothing counted); afterConfirmation: its payment was confirmed without it (it came after, or was still short of confirmations)",
    }),
    resolvedAt: timestamp.nullable(),
    resolution: str(RESOLUTION_MAX).nullable().meta({ description: "What the provider did (refund transaction, credit by hand)" }),
  })
  .meta({ id: "UnmatchedTransfer" });
/** The disputes and review queues the provider lists: the newest 200. */
export const PROVIDER_QUEUE_MAX = 200;

/** The provider's open list: the newest 1,000 (server/modules/pay/unmatched.ts). */
/** The provider's list of unmatched transfers: the newest USDT ones and, apart, the newest of other tokens (decision 033). */
export const UNMATCHED_USDT_MAX = 1000;
export const UNMATCHED_OTHER_TOKENS_MAX = 200;
export const UNMATCHED_LIST_MAX = UNMATCHED_USDT_MAX + UNMATCHED_OTHER_TOKENS_MAX;

export const UnmatchedQuery = z.object({ status: z.enum(["open", "resolved"], { error: "validation:invalid" }).optional() });
export const TransferResolveBody = z.object({ id, resolution: text(RESOLUTION_MAX, "validation:reasonRequired") }).meta({ id: "TransferResolveBody" });
export type UnmatchedTransfer = z.infer<typeof UnmatchedTransfer>;

/** What an attention item's texts may hold: the detail is cut to this length where it is written. */
export const ATTENTION_SUBJECT_MAX = 100;
export const ATTENTION_DETAIL_MAX = 2000;
export const ATTENTION_RESOLUTION_MAX = 500;

/** Something the provider must look at (decision 038): due work failing for one record, a paid order whose name was taken, a silent activity feed. */
export const AttentionItem = z
  .object({
    id: rowId.meta({ description: "POST /provider/attention/resolve takes it" }),
    kind: z.enum(["due-work", "name-conflict", "feed-silent"]).meta({ description: "due-work: a record's scheduled step keeps failing (retried with backoff); name-conflict: a confirmed payment whose order could not become its site (refund or credit it); feed-silent: no activity report lately (no site loses its URL for inactivity meanwhile)" }),
    subject: str(ATTENTION_SUBJECT_MAX).meta({ description: "What it is about: settle-payment:12, payment:12, activity-feed, step:maintenance" }),
    userId: rowId.nullable(),
    detail: str(ATTENTION_DETAIL_MAX),
    attempts: count,
    nextAttemptAt: timestamp.nullable().meta({ description: "When the scheduler tries a failing step again" }),
    firstAt: timestamp,
    lastAt: timestamp,
    resolvedAt: timestamp.nullable(),
    resolution: str(ATTENTION_RESOLUTION_MAX).nullable(),
  })
  .meta({ id: "AttentionItem" });
export type AttentionItem = z.infer<typeof AttentionItem>;
export const AttentionQuery = z.object({ status: z.enum(["open", "resolved"], { error: "validation:invalid" }).optional() });
export const AttentionResolveBody = z.object({ id, resolution: text(ATTENTION_RESOLUTION_MAX, "validation:reasonRequired") }).meta({ id: "AttentionResolveBody" });
/** The provider's attention list: the newest items, at most. */
export const ATTENTION_LIST_MAX = 1000;
