import { atZeroSince, needsTopUpNotice, remedialActionFrom, type LedgerKind } from "../../domain/billing";
import { siteStatus } from "../../domain/site-status";
import type { Prisma } from "../../generated/prisma/client";
import { transitionSites } from "../../lifecycle/transitions";
import { notify, resolveNotices } from "../notice/service";

type Tx = Prisma.TransactionClient;

export type { LedgerKind };

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
  if (await tx.depositEntry.findUnique({ where: { key: entry.key }, select: { id: true } })) return null;
  const { bookedAt, ...fields } = entry;
  const site = await tx.site.update({
    where: { id: entry.siteId },
    data: { depositBalanceMinor: { increment: entry.amountMinor } },
    include: { order: { select: { depositMinor: true } } },
  });
  await tx.depositEntry.create({ data: { ...fields, userId: site.userId, createdAt: bookedAt } });
  const after = site.depositBalanceMinor;
  const before = after - entry.amountMinor;
  const prepaid = site.order.depositMinor;
  const about = { userId: site.userId, siteId: site.id, siteName: site.siteName };

  if (needsTopUpNotice(after, prepaid) && !needsTopUpNotice(before, prepaid) && before !== 0) {
    await notify(tx, { ...about, kind: "deposit-low", key: `deposit-low:${site.id}:${entry.key}`, urgent: true, occurredAt: entry.occurredAt, params: { balanceMinor: after, prepaidMinor: prepaid } });
  } else if (!needsTopUpNotice(after, prepaid) && needsTopUpNotice(before, prepaid)) {
    await resolveNotices(tx, { siteId: site.id, kinds: ["deposit-low"], at: bookedAt });
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
    await resolveNotices(tx, { siteId: site.id, kinds: ["deposit-zero", "suspended"], at: bookedAt });
    if (site.status === siteStatus.suspended) {
      const [restored] = await transitionSites(tx, { where: { id: site.id }, from: siteStatus.suspended, to: siteStatus.live, actor: "system", cause: "deposit back above zero", at: entry.occurredAt });
      if (restored !== undefined) {
        await notify(tx, { ...about, kind: "restored", key: `restored:${site.id}:${entry.key}`, urgent: false, occurredAt: entry.occurredAt, params: { balanceMinor: after } });
      }
    }
  }
  return after;
}

/** The site's entries in the order they happened: what the balance rules read. */
export function entriesInOrder(tx: Tx | Prisma.TransactionClient, siteId: number) {
  return tx.depositEntry.findMany({ where: { siteId }, orderBy: [{ occurredAt: "asc" }, { id: "asc" }], select: { amountMinor: true, occurredAt: true } });
}

/** Since when the site's deposit has been at zero or below (null while above zero). */
export async function zeroSince(tx: Tx, siteId: number): Promise<Date | null> {
  return atZeroSince(await entriesInOrder(tx, siteId));
}
