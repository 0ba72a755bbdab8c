import type { BalanceDay } from "@shared/contracts/site";
import { atZeroSince, DAY_MS, dailyMaintenance, dayStartPlus, isSettlementPeriod, needsTopUpNotice, periodKeyAt } from "@shared/domain/billing";
import { SITE_CHART_DAYS } from "@shared/domain/constants";
import { SITE_STATUSES_BILLED, type SiteStatus } from "@shared/domain/site-status";
import type { DepositEntry } from "../../generated/prisma/client";

/**
 * Sums over a site's deposit ledger, as pure functions of entries already read: running balances,
 * the chart's days, what a site costs a day, the top-up flag. The rules of point 9 they apply
 * (the 30% line, days at zero, the daily rate of a fee) are in @shared/domain/billing.
 */

/**
 * Entries in the order they happened, each with the site's balance after it: the ledger's running
 * sum, from `carriedIn` (the balance before the first of them: 0 for a whole ledger).
 */
export function withBalances<E extends { amountMinor: number }>(entries: E[], carriedIn = 0): (E & { balanceAfterMinor: number })[] {
  let balance = carriedIn;
  return entries.map((entry) => ({ ...entry, balanceAfterMinor: (balance += entry.amountMinor) }));
}

/** Entries of several sites, by site, each site's in the order given. */
export function bySite<E extends { siteId: number }>(entries: E[]): Map<number, E[]> {
  const sites = new Map<number, E[]>();
  for (const entry of entries) {
    const ledger = sites.get(entry.siteId);
    if (ledger) ledger.push(entry);
    else sites.set(entry.siteId, [entry]);
  }
  return sites;
}

/**
 * Entries of several sites (in the order they happened) as each site's ledger with its balances, in
 * one pass: from zero, or from the balance `carriedIn` gives a site before its first entry here.
 */
export function ledgersBySite<E extends { siteId: number; amountMinor: number }>(entries: E[], carriedIn?: Map<number, number>): Map<number, (E & { balanceAfterMinor: number })[]> {
  return new Map([...bySite(entries)].map(([siteId, ledger]) => [siteId, withBalances(ledger, carriedIn?.get(siteId) ?? 0)]));
}

/** What a site's view reads of each of its ledger's entries. */
export const ledgerPoint = { id: true, siteId: true, kind: true, amountMinor: true, reference: true, occurredAt: true } as const;
export type LedgerPoint = Pick<DepositEntry, keyof typeof ledgerPoint>;

/**
 * The latest part of a site's ledger, with balances: the whole ledger (`carriedIn` null), or its
 * entries since some moment and the balance carried into them from the older ones, not read.
 */
export type LedgerTail = { entries: (LedgerPoint & { balanceAfterMinor: number })[]; carriedIn: number | null };

/** Since when the site's deposit has been at zero or below (null while above zero), from a tail of its ledger. */
export function tailAtZeroSince({ entries, carriedIn }: LedgerTail): Date | null {
  // The older entries' balance as one entry before the tail: the rule runs as over the whole ledger.
  return atZeroSince(carriedIn === null ? entries : [{ amountMinor: carriedIn, occurredAt: entries[0].occurredAt }, ...entries]);
}

/**
 * The chart's line of a site's ledger (its tail, reaching back at least to the window's start):
 * the balance at the end of each day with a change, over the SITE_CHART_DAYS days up to the latest
 * change, after the balance carried into them as the end of the day before. At most 91 points,
 * however old the site; a site billed daily sent 400 entries a chart after some 100 days.
 */
export function balanceDays({ entries, carriedIn }: LedgerTail): BalanceDay[] {
  if (entries.length === 0) return [];
  const latest = entries[entries.length - 1].occurredAt;
  const from = dayStartPlus(latest, 1 - SITE_CHART_DAYS).getTime();
  const dayBefore = periodKeyAt("day", dayStartPlus(latest, -SITE_CHART_DAYS));
  const days = new Map<string, number>(carriedIn === null ? [] : [[dayBefore, carriedIn]]);
  for (const entry of entries) days.set(entry.occurredAt.getTime() < from ? dayBefore : periodKeyAt("day", entry.occurredAt), entry.balanceAfterMinor);
  return [...days].map(([day, balanceMinor]) => ({ day, balanceMinor }));
}

/** A billed site's balance below 30% of its prepaid deposit: the "top up" flag of the site list and the pickers. */
export function showsTopUpNotice(site: { status: string; depositBalanceMinor: number; order: { depositMinor: number } }): boolean {
  return SITE_STATUSES_BILLED.includes(site.status as SiteStatus) && needsTopUpNotice(site.depositBalanceMinor, site.order.depositMinor);
}

/** The fees a site's daily charge averages: its costs besides maintenance, over the last 30 days. */
export const FEE_WINDOW_MS = 30 * DAY_MS;
const isFee = (entry: { kind: string; amountMinor: number }) => entry.kind !== "maintenance" && entry.kind !== "adjustment" && entry.amountMinor < 0;

type Charged = { kind: string; amountMinor: number; occurredAt: Date };

/**
 * What a site costs a day now: its maintenance as a daily rate plus the average of its fees and
 * royalty over the last 30 days. Runway is the balance over this.
 */
export function dailyCharge(pkg: { settlementPeriod: string; maintenanceFeeMinor: number }, entries: Charged[], now: Date): number {
  const from = now.getTime() - FEE_WINDOW_MS;
  const recentFees = entries.filter((e) => isFee(e) && e.occurredAt.getTime() > from).reduce((sum, e) => sum - e.amountMinor, 0);
  const period = isSettlementPeriod(pkg.settlementPeriod) ? pkg.settlementPeriod : "day";
  return dailyMaintenance(period, pkg.maintenanceFeeMinor) + Math.round(recentFees / 30);
}

/** The moment the clock alone next changes `dailyCharge` (a fee leaving its window), or Infinity. */
export function dailyChargeChangesAt(entries: Charged[], now: Date): number {
  let until = Infinity;
  for (const entry of entries) {
    const leaves = entry.occurredAt.getTime() + FEE_WINDOW_MS;
    if (isFee(entry) && leaves > now.getTime() && leaves < until) until = leaves;
  }
  return until;
}
