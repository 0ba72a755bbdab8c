import { caches } from "../../cache/caches";
import type { LedgerEntry, LedgerKind } from "../../contracts/ledger";
import type { Deps } from "../../deps";
import { canDispute, disputeLapsesAt, disputeWindowEnds } from "../../domain/billing";
import { DISPUTE_WINDOW_HOURS, SETTLEMENT_CURRENCY } from "../../domain/constants";
import { disputeStatus, type DisputeStatus } from "../../domain/dispute-status";
import type { Prisma } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { transitionDisputes } from "../../lifecycle/transitions";
import { book } from "../billing/ledger";
import { notify } from "../notice/service";
import { ledgersBySite } from "../site/service";

type Tx = Prisma.TransactionClient;
type Actor = "provider" | "system";

/**
 * The merchant's statement: every ledger entry of their sites, newest first, each with its site's
 * balance after it (the running sum in the order events happened), and the dispute of point 9:
 * a charge may be disputed within 24 hours of being booked; the provider upholds it (the charge is
 * credited back by an adjustment entry) or rejects it; unresolved after 15 days, the entry stands.
 */
export function ledgerService({ db, clock }: Pick<Deps, "db" | "clock">) {
  return {
    async list(caller: Caller, query: { siteId?: number; kind?: LedgerKind; page: number; pageSize: number }) {
      // Kept in memory until a ledger entry, a dispute or a site is written (decision 025); the dispute windows are judged now.
      const { total, rows } = await caches(db).ledgerPages.get(`${caller.userId}:${query.siteId}:${query.kind}:${query.page}:${query.pageSize}`, async () => {
        if (query.siteId !== undefined && !(await db.site.findFirst({ where: { id: query.siteId, userId: caller.userId }, select: { id: true } }))) {
          throw new AppError("NOT_FOUND");
        }
        // Each entry names its merchant: the page is a range of the (userId[, kind], occurredAt, id) index.
        const where = { ...(query.siteId !== undefined ? { siteId: query.siteId } : { userId: caller.userId }), kind: query.kind };
        const [total, page] = await Promise.all([
          caches(db).ledgerTotals.get(`${caller.userId}:${query.siteId}:${query.kind}`, () => db.depositEntry.count({ where })),
          db.depositEntry.findMany({
            where,
            orderBy: [{ occurredAt: "desc" }, { id: "desc" }],
            skip: (query.page - 1) * query.pageSize,
            take: query.pageSize,
            include: { dispute: true, site: { select: { siteName: true, releasedName: true } } },
          }),
        ]);
        // A balance needs every earlier entry of its site: only the ledgers of the sites on this page are walked.
        const siteIds = [...new Set(page.map((entry) => entry.siteId))];
        const ledgers = siteIds.length === 0 ? [] : await db.depositEntry.findMany({ where: { siteId: { in: siteIds } }, select: { id: true, siteId: true, amountMinor: true }, orderBy: [{ occurredAt: "asc" }, { id: "asc" }] });
        const balanceAfter = new Map([...ledgersBySite(ledgers).values()].flat().map((entry) => [entry.id, entry.balanceAfterMinor]));
        return { total, rows: page.map((entry) => ({ ...entry, balanceAfterMinor: balanceAfter.get(entry.id)!, siteName: entry.site.releasedName ?? entry.site.siteName })) };
      });
      const now = clock.now();
      const items: LedgerEntry[] = rows.map((e) => ({
        id: e.id,
        siteId: e.siteId,
        siteName: e.siteName,
        kind: e.kind as LedgerKind,
        amountMinor: e.amountMinor,
        balanceAfterMinor: e.balanceAfterMinor,
        reference: e.reference,
        occurredAt: e.occurredAt.toISOString(),
        bookedAt: e.createdAt.toISOString(),
        disputableUntil: !e.dispute && canDispute({ amountMinor: e.amountMinor, bookedAt: e.createdAt, now }) ? disputeWindowEnds(e.createdAt).toISOString() : null,
        dispute: e.dispute
          ? {
              id: e.dispute.id,
              status: e.dispute.status as DisputeStatus,
              reason: e.dispute.reason,
              resolution: e.dispute.resolution,
              raisedAt: e.dispute.raisedAt.toISOString(),
              resolvedAt: e.dispute.resolvedAt?.toISOString() ?? null,
              standsFrom: disputeLapsesAt(e.dispute.raisedAt).toISOString(),
            }
          : null,
      }));
      return { items, total, page: query.page, pageSize: query.pageSize, currency: SETTLEMENT_CURRENCY };
    },

    /** Raises a dispute on one of the caller's charges, within 24 hours of its booking. */
    async dispute(caller: Caller, entryId: number, reason: string) {
      const now = clock.now();
      return db.$transaction(async (tx) => {
        const entry = await tx.depositEntry.findFirst({ where: { id: entryId, site: { userId: caller.userId } }, include: { dispute: true } });
        if (!entry) throw new AppError("NOT_FOUND");
        if (entry.dispute) throw new AppError("DISPUTE_EXISTS");
        if (entry.amountMinor >= 0) throw new AppError("DISPUTE_NOT_A_CHARGE");
        if (!canDispute({ amountMinor: entry.amountMinor, bookedAt: entry.createdAt, now })) {
          throw new AppError("DISPUTE_WINDOW_CLOSED", { values: { hours: DISPUTE_WINDOW_HOURS } });
        }
        const dispute = await tx.dispute.create({ data: { entryId, userId: caller.userId, reason, raisedAt: now } });
        return { id: dispute.id, status: disputeStatus.open, standsFrom: disputeLapsesAt(now).toISOString() };
      });
    },
  };
}

/**
 * The provider's decision on a dispute: upheld credits the charge back (an adjustment entry keyed
 * by the dispute, so never twice), rejected leaves it; the merchant is told either way.
 */
export async function resolveDispute(tx: Tx, input: { id: number; decision: "upheld" | "rejected"; resolution: string; at: Date; actor: Actor }) {
  const dispute = await tx.dispute.findUnique({ where: { id: input.id }, include: { entry: { include: { site: true } } } });
  if (!dispute) throw new AppError("NOT_FOUND");
  const [changed] = await transitionDisputes(tx, {
    where: { id: dispute.id },
    from: disputeStatus.open,
    to: input.decision,
    actor: input.actor,
    cause: input.decision === "upheld" ? "upheld by the provider" : "rejected by the provider",
    at: input.at,
    data: { resolution: input.resolution, resolvedAt: input.at },
  });
  if (changed === undefined) throw new AppError("STATE_CONFLICT");
  const { entry } = dispute;
  if (input.decision === "upheld") {
    await book(tx, { siteId: entry.siteId, kind: "adjustment", amountMinor: -entry.amountMinor, key: `adjustment:dispute:${dispute.id}`, reference: `#${entry.id}`, occurredAt: input.at, bookedAt: input.at });
  }
  await notify(tx, {
    userId: dispute.userId,
    siteId: entry.siteId,
    siteName: entry.site.releasedName ?? entry.site.siteName,
    kind: input.decision === "upheld" ? "dispute-upheld" : "dispute-rejected",
    key: `dispute:${dispute.id}`,
    urgent: false,
    occurredAt: input.at,
    params: { amountMinor: -entry.amountMinor, entryDate: entry.occurredAt.toISOString(), resolution: input.resolution },
  });
}

/** Disputes the provider left open for 15 days lapse: the entry stands (point 9). */
export async function lapseDisputes({ db, clock }: Pick<Deps, "db" | "clock">): Promise<number> {
  const now = clock.now();
  const open = await db.dispute.findMany({ where: { status: disputeStatus.open }, include: { entry: { include: { site: true } } } });
  let lapsed = 0;
  for (const dispute of open) {
    const at = disputeLapsesAt(dispute.raisedAt);
    if (now < at) continue;
    const done = await db.$transaction(async (tx) => {
      const [changed] = await transitionDisputes(tx, { where: { id: dispute.id }, from: disputeStatus.open, to: disputeStatus.lapsed, actor: "system", cause: "unresolved after 15 days: the entry stands", at, data: { resolvedAt: at } });
      if (changed === undefined) return false;
      await notify(tx, {
        userId: dispute.userId,
        siteId: dispute.entry.siteId,
        siteName: dispute.entry.site.releasedName ?? dispute.entry.site.siteName,
        kind: "dispute-lapsed",
        key: `dispute:${dispute.id}`,
        urgent: false,
        occurredAt: at,
        params: { amountMinor: -dispute.entry.amountMinor, entryDate: dispute.entry.occurredAt.toISOString() },
      });
      return true;
    });
    if (done) lapsed++;
  }
  return lapsed;
}
