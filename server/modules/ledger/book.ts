import { needsTopUpNotice, remedialActionFrom, type LedgerKind } from "@shared/domain/billing";
import { siteStatus } from "@shared/domain/site-status";
import type { Prisma } from "../../generated/prisma/client";
import { transitionSites } from "../../lifecycle/transitions";
import { notify, resolveNotices } from "../notice/service";

type Tx = Prisma.TransactionClient;

export type NewEntry = {
  siteId: number;
  kind: LedgerKind;
  /** Positive for money in, negative for a charge. */
  amountMinor: number;
  /** Names the event: the same key is never booked twice. */
  key: string;
  /** The period or event, as people read it ("2026-11-22", "2026-11", a payment's address). */
  reference: string;
  /** When the event happened, not when it is booked. */
  occurredAt: Date;
  bookedAt: Date;
};

/**
 * Books one entry of a site's deposit ledger, inside the caller's transaction, and what follows
 * from it at once: the site's balance (kept equal to the ledger's sum), the 30% top-up notice when
 * the entry takes the balance below it (and its end when one brings it back), the zero-deposit
 * notice, and the return of a site suspended for its deposit once the balance is above zero.
 * Returns the balance after, or null when the key was booked already (nothing changes then).
 */
export async function book(tx: Tx, entry: NewEntry): Promise<number | null> {
  const [after] = await bookMany(tx, [entry]);
  return after ?? null;
}

/**
 * Books entries as `book` does each, in the caller's transaction, with a handful of statements for
 * all of them rather than several each (the daily maintenance run books one per billed site:
 * decision 043). Keys booked already are skipped (and a key given twice is booked once); a
 * site's entries follow each other in the order given. Returns the balance after each entry it
 * booked, in that order: the skipped ones have none.
 */
export async function bookMany(tx: Tx, entries: NewEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const taken = new Set((await tx.depositEntry.findMany({ where: { key: { in: entries.map((e) => e.key) } }, select: { key: true } })).map((e) => e.key));
  const fresh = entries.filter((entry, i) => !taken.has(entry.key) && entries.findIndex((other) => other.key === entry.key) === i);
  if (fresh.length === 0) return [];
  // Each site's balance moves by the sum of its entries: one statement for all the sites moved by the same sum.
  const moved = new Map<number, number>();
  for (const entry of fresh) moved.set(entry.siteId, (moved.get(entry.siteId) ?? 0) + entry.amountMinor);
  const bySum = new Map<number, number[]>();
  for (const [siteId, sum] of moved) bySum.set(sum, [...(bySum.get(sum) ?? []), siteId]);
  for (const [sum, ids] of bySum) {
    const updated = await tx.site.updateMany({ where: { id: { in: ids } }, data: { depositBalanceMinor: { increment: sum } } });
    if (updated.count !== ids.length) throw new Error(`booking on a site that does not exist, one of ${ids.join(", ")}`);
  }
  const sites = new Map(
    (
      await tx.site.findMany({
        where: { id: { in: [...moved.keys()] } },
        select: { id: true, userId: true, siteName: true, status: true, depositBalanceMinor: true, order: { select: { depositMinor: true } } },
      })
    ).map((site) => [site.id, site]),
  );
  await tx.depositEntry.createMany({ data: fresh.map(({ bookedAt, ...fields }) => ({ ...fields, userId: sites.get(fields.siteId)!.userId, createdAt: bookedAt })) });
  // Walk each site's entries in order from the balance before them, for what each one's crossing brings.
  const running = new Map([...moved].map(([siteId, sum]) => [siteId, sites.get(siteId)!.depositBalanceMinor - sum]));
  const balances: number[] = [];
  for (const entry of fresh) {
    const before = running.get(entry.siteId)!;
    const after = before + entry.amountMinor;
    running.set(entry.siteId, after);
    balances.push(after);
    await followBalance(tx, sites.get(entry.siteId)!, entry, before, after);
  }
  return balances;
}

/** What an entry that moved a site's balance from `before` to `after` brings: notices, and a suspended site's return. */
async function followBalance(
  tx: Tx,
  site: { id: number; userId: number; siteName: string; status: string; order: { depositMinor: number } },
  entry: NewEntry,
  before: number,
  after: number,
): Promise<void> {
  const prepaid = site.order.depositMinor;
  const about = { userId: site.userId, siteId: site.id, siteName: site.siteName };

  if (needsTopUpNotice(after, prepaid) && !needsTopUpNotice(before, prepaid) && before !== 0) {
    await notify(tx, { ...about, kind: "deposit-low", key: `deposit-low:${site.id}:${entry.key}`, urgent: true, occurredAt: entry.occurredAt, params: { balanceMinor: after, prepaidMinor: prepaid } });
  } else if (!needsTopUpNotice(after, prepaid) && needsTopUpNotice(before, prepaid)) {
    await resolveNotices(tx, { siteId: site.id, kinds: ["deposit-low"], at: entry.bookedAt });
  }
  if (after <= 0 && before > 0) {
    const since = entry.occurredAt;
    await notify(tx, {
      ...about,
      kind: "deposit-zero",
      key: `deposit-zero:${site.id}:${entry.key}`,
      urgent: true,
      occurredAt: since,
      params: { balanceMinor: after, suspendFrom: remedialActionFrom(since).toISOString() },
    });
  } else if (after > 0 && before <= 0) {
    await resolveNotices(tx, { siteId: site.id, kinds: ["deposit-zero", "suspended"], at: entry.bookedAt });
    if (site.status === siteStatus.suspended) {
      const [restored] = await transitionSites(tx, { where: { id: site.id }, from: siteStatus.suspended, to: siteStatus.live, actor: "system", cause: "deposit back above zero", at: entry.occurredAt });
      if (restored !== undefined) {
        await notify(tx, { ...about, kind: "restored", key: `restored:${site.id}:${entry.key}`, urgent: false, occurredAt: entry.occurredAt, params: { balanceMinor: after } });
      }
    }
  }
}
