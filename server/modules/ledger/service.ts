import { caches } from "../../db/cache/caches";
import { isolatedSteps } from "../attention/service";
import type { LedgerEntry, LedgerKind } from "@shared/contracts/ledger";
import type { Deps } from "../../deps";
import { canDispute, disputeLapsesAt, disputeWindowEnds } from "@shared/domain/billing";
import { DISPUTE_WINDOW_HOURS, SETTLEMENT_CURRENCY } from "@shared/domain/constants";
import { disputeStatus, type DisputeStatus } from "@shared/domain/dispute-status";
import { Prisma } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { transitionDisputes } from "../../lifecycle/transitions";
import { ledgersBySite } from "./arithmetic";
import { book } from "./book";
import { notify } from "../notice/service";

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
        // A balance is the sum of its site's entries up to it, in the order events happened; summing or reading
        // every earlier entry grows with the ledger (29-75 ms a page for sites a year old). Instead each site's
        // balance before its oldest entry on the page is counted back from the site's balance over the entries
        // since (book() keeps the two equal, in the entry's transaction: decision 031), in one statement, so both
        // are read at one moment; its entries from there to its newest on the page are counted on from it. A page
        // of one kind leaves out the other kinds' entries in between: those are read too.
        const span = new Map<number, { oldest: (typeof page)[number]; newest: (typeof page)[number] }>();
        for (const entry of page) span.set(entry.siteId, { newest: span.get(entry.siteId)?.newest ?? entry, oldest: entry });
        const sites = [...span.values()];
        const after = (a: { occurredAt: Date; id: number }, b: { occurredAt: Date; id: number }) => a.occurredAt > b.occurredAt || (a.occurredAt.getTime() === b.occurredAt.getTime() && a.id > b.id);
        const [carried, walked] =
          sites.length === 0
            ? [[], []]
            : await Promise.all([
                db.$queryRaw<{ siteId: number; balance: number | bigint }[]>`
                  SELECT a."siteId" AS "siteId", s."depositBalanceMinor" - COALESCE((
                    SELECT SUM(x."amountMinor") FROM "DepositEntry" x
                    WHERE x."siteId" = a."siteId" AND x."occurredAt" >= a."occurredAt" AND NOT (x."occurredAt" = a."occurredAt" AND x."id" < a."id")
                  ), 0) AS "balance"
                  FROM "DepositEntry" a JOIN "Site" s ON s."id" = a."siteId"
                  WHERE a."id" IN (${Prisma.join(sites.map(({ oldest }) => oldest.id))})`,
                query.kind === undefined
                  ? [...page].reverse()
                  : db.depositEntry
                      .findMany({
                        // A range of the (siteId, occurredAt) index for each site; the ends are then told apart by id.
                        where: { OR: sites.map(({ oldest, newest }) => ({ siteId: oldest.siteId, occurredAt: { gte: oldest.occurredAt, lte: newest.occurredAt } })) },
                        select: { id: true, siteId: true, amountMinor: true, occurredAt: true },
                        orderBy: [{ occurredAt: "asc" }, { id: "asc" }],
                      })
                      .then((entries) => entries.filter((e) => !after(span.get(e.siteId)!.oldest, e) && !after(e, span.get(e.siteId)!.newest))),
              ]);
        const carriedIn = new Map(carried.map((row) => [Number(row.siteId), Number(row.balance)]));
        const balanceAfter = new Map([...ledgersBySite(walked, carriedIn).values()].flat().map((entry) => [entry.id, entry.balanceAfterMinor]));
        const rows = page.map((entry) => ({ ...entry, balanceAfterMinor: balanceAfter.get(entry.id)!, siteName: entry.site.releasedName ?? entry.site.siteName }));
        return { total, rows };
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
export async function lapseDisputes(deps: Pick<Deps, "db" | "clock" | "logger">): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const open = await db.dispute.findMany({ where: { status: disputeStatus.open }, include: { entry: { include: { site: true } } } });
  const due = open.filter((dispute) => now >= disputeLapsesAt(dispute.raisedAt));
  const done = await isolatedSteps(deps).each("lapse-dispute", due, (dispute) => dispute, (dispute) => {
    const at = disputeLapsesAt(dispute.raisedAt);
    return db.$transaction(async (tx) => {
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
  });
  return done.filter(Boolean).length;
}
