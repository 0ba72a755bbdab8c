import { atZeroSince, dayStartPlus } from "@shared/domain/billing";
import { SITE_CHART_DAYS, SITE_LATEST_CHANGES } from "@shared/domain/constants";
import { SITE_STATUSES_BILLED, type SiteStatus } from "@shared/domain/site-status";
import type { Deps } from "../../deps";
import type { Prisma, Site } from "../../generated/prisma/client";
import { bySite, FEE_WINDOW_MS, ledgerPoint, ledgersBySite, withBalances, type LedgerTail } from "./arithmetic";

type Tx = Prisma.TransactionClient;

/** The site's entries in the order they happened: what the balance rules read. */
export function entriesInOrder(tx: Tx, siteId: number) {
  return tx.depositEntry.findMany({ where: { siteId }, orderBy: [{ occurredAt: "asc" }, { id: "asc" }], select: { amountMinor: true, occurredAt: true } });
}

/** Since when the site's deposit has been at zero or below (null while above zero). */
export async function zeroSince(tx: Tx, siteId: number): Promise<Date | null> {
  return atZeroSince(await entriesInOrder(tx, siteId));
}

/**
 * What the sites' views need of their ledgers (`sites` as just read, with their balances): each
 * site's entries since the earlier of its chart's window (SITE_CHART_DAYS up to its latest
 * change) and the fees' 30 days before `now`, their balances counted back from the site's
 * balance, which book() keeps equal to its ledger's sum. A year-old site billed daily, with its
 * reports' fees, has some 1,400 entries: reading all of them for a page of 48 such sites took
 * 0.7 s, and kept the process from anything else meanwhile (decision 031).
 * A site's whole ledger is read when its window holds fewer than its latest ten changes (a site
 * changing rarely: a short ledger), when a billed site's deposit may have been at zero since
 * before the window (the days-at-zero rule looks further back), or when its balance moved while
 * the window was read (a write between the reads: the balance would not be the window's).
 */
export async function ledgerTails(db: Deps["db"], sites: Site[], now: Date): Promise<Map<number, LedgerTail>> {
  const tails = new Map<number, LedgerTail>();
  if (sites.length === 0) return tails;
  const ids = sites.map((site) => site.id);
  const extents = await db.depositEntry.groupBy({ by: ["siteId"], where: { siteId: { in: ids } }, _max: { occurredAt: true }, _count: { _all: true } });
  const feesFrom = now.getTime() - FEE_WINDOW_MS;
  const windows = extents.map((extent) => ({ siteId: extent.siteId, occurredAt: { gte: new Date(Math.min(dayStartPlus(extent._max.occurredAt!, 1 - SITE_CHART_DAYS).getTime(), feesFrom)) } }));
  const inWindows = windows.length === 0 ? [] : await db.depositEntry.findMany({ where: { OR: windows }, select: ledgerPoint, orderBy: [{ occurredAt: "asc" }, { id: "asc" }] });
  const balancesAfter = new Map((await db.site.findMany({ where: { id: { in: ids } }, select: { id: true, depositBalanceMinor: true } })).map((site) => [site.id, site.depositBalanceMinor]));
  const windowsBySite = bySite(inWindows);
  const counts = new Map(extents.map((extent) => [extent.siteId, extent._count._all]));
  const whole: number[] = [];
  for (const site of sites) {
    const window = windowsBySite.get(site.id) ?? [];
    const older = (counts.get(site.id) ?? 0) - window.length;
    const carriedIn = site.depositBalanceMinor - window.reduce((sum, entry) => sum + entry.amountMinor, 0);
    const entries = withBalances(window, carriedIn);
    const steady = balancesAfter.get(site.id) === site.depositBalanceMinor && older >= 0 && (older > 0 || carriedIn === 0);
    // Days at zero are shown for billed sites only: only theirs may need to look further back.
    const billed = SITE_STATUSES_BILLED.includes(site.status as SiteStatus);
    const enough = older === 0 || (window.length >= SITE_LATEST_CHANGES && (!billed || carriedIn > 0 || entries.some((entry) => entry.balanceAfterMinor > 0)));
    if (steady && enough) tails.set(site.id, { entries, carriedIn: older > 0 ? carriedIn : null });
    else whole.push(site.id);
  }
  if (whole.length > 0) {
    const ledgers = ledgersBySite(await db.depositEntry.findMany({ where: { siteId: { in: whole } }, select: ledgerPoint, orderBy: [{ occurredAt: "asc" }, { id: "asc" }] }));
    for (const id of whole) tails.set(id, { entries: ledgers.get(id) ?? [], carriedIn: null });
  }
  return tails;
}
