import { z } from "zod";
import { DISPUTE_STATUSES } from "../domain/dispute-status";
import { LEDGER_KINDS } from "../domain/billing";
import { id, page, pageSize, text } from "./fields";

export { LEDGER_KINDS };
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const emptyAsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const LedgerQuery = z.object({
  siteId: z.preprocess(emptyAsAbsent, id.optional()).meta({ description: "Only this site's entries" }),
  kind: z.preprocess(emptyAsAbsent, z.enum(LEDGER_KINDS, { error: "validation:invalid" }).optional()).meta({ description: "Only entries of this type" }),
  page,
  pageSize: pageSize(20, 500),
});

export const LedgerDispute = z
  .object({
    id: z.number().int(),
    status: z.enum(DISPUTE_STATUSES),
    reason: z.string(),
    resolution: z.string(),
    raisedAt: z.string(),
    resolvedAt: z.string().nullable(),
    standsFrom: z.string().meta({ description: "Unresolved by then, the entry stands (15 days)" }),
  })
  .meta({ id: "LedgerDispute" });

export const LedgerEntry = z
  .object({
    id: z.number().int(),
    siteId: z.number().int(),
    siteName: z.string(),
    kind: z.enum(LEDGER_KINDS),
    amountMinor: z.number().int().meta({ description: "Positive for money in, negative for charges" }),
    balanceAfterMinor: z.number().int().meta({ description: "The site's balance after this entry, entries in the order they happened" }),
    reference: z.string().meta({ description: "The period or event: 2026-11-22 (a day), 2026-11 (a month), a report's day, a transfer" }),
    occurredAt: z.string().meta({ description: "When the event happened (a period's end, a payment)" }),
    bookedAt: z.string(),
    disputableUntil: z.string().nullable().meta({ description: "A charge may be disputed until then (24 hours after booking); null otherwise" }),
    dispute: LedgerDispute.nullable(),
  })
  .meta({ id: "LedgerEntry" });
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const LedgerPage = z
  .object({ items: z.array(LedgerEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), currency: z.string() })
  .meta({ id: "LedgerPage" });

export const DisputeBody = z
  .object({
    entryId: id,
    reason: text(500, "validation:disputeReason").meta({ description: "Why the charge is wrong" }),
  })
  .meta({ id: "DisputeBody" });
