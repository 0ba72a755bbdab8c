import { z } from "zod";
import { count, LENGTH, list, rowId, signedMinor, str, timestamp } from "./bounds";
import { DISPUTE_STATUSES } from "../domain/dispute-status";
import { LEDGER_KINDS } from "../domain/billing";
import { SITE_NAME_MAX } from "./cart";
import { id, page, pageSize, text } from "./fields";

export { LEDGER_KINDS };
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

const LEDGER_PAGE_MAX = 500;
const REASON_MAX = 500;

export const LedgerQuery = z.object({
  siteId: z.preprocess(emptyAsAbsent, id.optional()).meta({ description: "Only this site's entries" }),
  kind: z.preprocess(emptyAsAbsent, z.enum(LEDGER_KINDS, { error: "validation:invalid" }).optional()).meta({ description: "Only entries of this type" }),
  page,
  pageSize: pageSize(20, LEDGER_PAGE_MAX),
});

export const LedgerDispute = z
  .object({
    id: rowId,
    status: z.enum(DISPUTE_STATUSES),
    reason: str(REASON_MAX),
    resolution: str(REASON_MAX),
    raisedAt: timestamp,
    resolvedAt: timestamp.nullable(),
    standsFrom: timestamp.meta({ description: "Unresolved by then, the entry stands (15 days)" }),
  })
  .meta({ id: "LedgerDispute" });

export const LedgerEntry = z
  .object({
    id: rowId,
    siteId: rowId,
    siteName: str(SITE_NAME_MAX),
    kind: z.enum(LEDGER_KINDS),
    amountMinor: signedMinor.meta({ description: "Positive for money in, negative for charges" }),
    balanceAfterMinor: signedMinor.meta({ description: "The site's balance after this entry, entries in the order they happened" }),
    reference: str(LENGTH.reference).meta({ description: "The period or event: 2026-11-22 (a day), 2026-11 (a month), a report's day, a transfer" }),
    occurredAt: timestamp.meta({ description: "When the event happened (a period's end, a payment)" }),
    bookedAt: timestamp,
    disputableUntil: timestamp.nullable().meta({ description: "A charge may be disputed until then (24 hours after booking); null otherwise" }),
    dispute: LedgerDispute.nullable(),
  })
  .meta({ id: "LedgerEntry" });
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const LedgerPage = z
  .object({ items: list(LedgerEntry, LEDGER_PAGE_MAX), total: count, page: count, pageSize: count, currency: str(LENGTH.key) })
  .meta({ id: "LedgerPage" });

export const DisputeBody = z
  .object({
    entryId: id,
    reason: text(REASON_MAX, "validation:disputeReason").meta({ description: "Why the charge is wrong" }),
  })
  .meta({ id: "DisputeBody" });
