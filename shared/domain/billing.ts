import {
  DEPOSIT_TOP_UP_NOTICE_PERCENT,
  DISPUTE_STANDS_AFTER_DAYS,
  DISPUTE_WINDOW_HOURS,
  FRAUD_HOLD_DAYS,
  INACTIVE_URL_DAYS,
  INACTIVITY_WARNING_DAYS,
  ZERO_DEPOSIT_GRACE_DAYS,
  type SettlementPeriod,
} from "./constants";

/**
 * The money and time rules of point 9 of the specification, as pure functions of their inputs
 * (the ledger, the clock): maintenance periods and their proration, fees and royalty with their
 * rounding, the 30% notice, the day-31 suspension, holds, inactivity and the dispute windows.
 * Periods are calendar days or months in UTC, named by a key ("2026-11-22" or "2026-11").
 */

/** The kinds of entry of a site's deposit ledger: money in, charges, and corrections. */
export const LEDGER_KINDS = ["prepaid", "topup", "maintenance", "collection_fee", "payout_fee", "royalty", "adjustment"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export function isSettlementPeriod(value: string): value is SettlementPeriod {
  return value === "day" || value === "month";
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** The key of the period containing `at`. */
export function periodKeyAt(period: SettlementPeriod, at: Date): string {
  const month = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;
  return period === "month" ? month : `${month}-${pad(at.getUTCDate())}`;
}

/** When the period named by `key` begins. */
export function periodStart(period: SettlementPeriod, key: string): Date {
  const [year, month, day] = key.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, period === "month" ? 1 : day));
}

/** When the period named by `key` ends, which is when the next one begins. */
export function periodEnd(period: SettlementPeriod, key: string): Date {
  const start = periodStart(period, key);
  return period === "month"
    ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
    : new Date(start.getTime() + DAY_MS);
}

/**
 * The closed periods still to charge, oldest first: from the launch period (or the one after the
 * last period charged) up to the last period that has ended by `now`.
 */
export function periodsToCharge(input: { period: SettlementPeriod; launchedAt: Date; lastChargedKey: string | null; now: Date }): string[] {
  const { period, now } = input;
  let key = input.lastChargedKey ? periodKeyAt(period, periodEnd(period, input.lastChargedKey)) : periodKeyAt(period, input.launchedAt);
  const keys: string[] = [];
  while (periodEnd(period, key) <= now) {
    keys.push(key);
    key = periodKeyAt(period, periodEnd(period, key));
  }
  return keys;
}

/** The days of a calendar month (28-31). */
export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `amount × numerator / denominator` in whole minor units, rounded half up (a fee of 0.5 cent
 * or more is a cent). The one rounding rule of every charge computed from a rate.
 */
export function shareOf(amountMinor: number, numerator: number, denominator: number): number {
  if (amountMinor <= 0 || numerator <= 0) return 0;
  return Math.floor((amountMinor * numerator * 2 + denominator) / (denominator * 2));
}

/** `bps` basis points (350 = 3.5%) of an amount, rounded half up to the minor unit. */
export function basisPointsOf(amountMinor: number, bps: number): number {
  return shareOf(amountMinor, bps, 10_000);
}

/**
 * The maintenance charge of one period. Days are charged whole: the launch day costs the full
 * day's fee. A month is prorated in its first period only, by the days the site was live in it
 * (the launch day counts), half up: launched on 21 November, a site owes 10/30 of the month.
 */
export function maintenanceCharge(input: { period: SettlementPeriod; feeMinor: number; key: string; launchedAt: Date }): number {
  const { period, feeMinor, key, launchedAt } = input;
  if (period === "day" || periodKeyAt("month", launchedAt) !== key) return feeMinor;
  const days = daysInMonth(launchedAt.getUTCFullYear(), launchedAt.getUTCMonth());
  return shareOf(feeMinor, days - launchedAt.getUTCDate() + 1, days);
}

/** Royalty on one report: a share of GGR (wagers minus winnings); a losing day owes nothing and carries nothing forward. */
export function royaltyCharge(wagersMinor: number, winningsMinor: number, royaltyBps: number): number {
  return basisPointsOf(wagersMinor - winningsMinor, royaltyBps);
}

/** The gateway's collection fee on money collected (3.5% on Standard, free on Elite). */
export function collectionFee(collectedMinor: number, collectionFeeBps: number): number {
  return basisPointsOf(collectedMinor, collectionFeeBps);
}

/** The payout fee: a fixed fee per payout (5 USDT on Standard, free on Elite). */
export function payoutFee(payoutCount: number, fixedFeeMinor: number): number {
  return Math.max(0, payoutCount) * fixedFeeMinor;
}

/** A top-up notice is due once the deposit is below 30% of the prepaid deposit. */
export function needsTopUpNotice(balanceMinor: number, prepaidDepositMinor: number): boolean {
  return balanceMinor * 100 < prepaidDepositMinor * DEPOSIT_TOP_UP_NOTICE_PERCENT;
}

/** The 30% line itself, to the nearest minor unit, as a chart draws it (the notice compares exactly). */
export function topUpLine(prepaidDepositMinor: number): number {
  return Math.round((prepaidDepositMinor * DEPOSIT_TOP_UP_NOTICE_PERCENT) / 100);
}

/** What the merchant owes beyond the deposit: the charges a balance below zero has not covered. */
export function pendingSettlement(balanceMinor: number): number {
  return Math.max(0, -balanceMinor);
}

/** Whole days the balance lasts at a daily charge rate (null when nothing is charged). */
export function runwayDays(balanceMinor: number, dailyChargeMinor: number): number | null {
  if (dailyChargeMinor <= 0) return null;
  return Math.max(0, Math.floor(balanceMinor / dailyChargeMinor));
}

/** The maintenance fee as a daily rate: a month's fee over 30 days, half up. */
export function dailyMaintenance(period: SettlementPeriod, feeMinor: number): number {
  return period === "day" ? feeMinor : shareOf(feeMinor, 1, 30);
}

type Entry = { amountMinor: number; occurredAt: Date };

/**
 * Since when the balance has been at zero or below, from the ledger in order of occurrence: the
 * time of the entry that last took it from above zero to zero or below. A top-up that leaves the
 * balance at or below zero changes nothing ("no top-up" means none that brings it back above
 * zero). Null while the balance is above zero.
 */
export function atZeroSince(entries: readonly Entry[]): Date | null {
  let balance = 0;
  let since: Date | null = null;
  for (const entry of entries) {
    balance += entry.amountMinor;
    if (balance > 0) since = null;
    else since ??= entry.occurredAt;
  }
  return balance > 0 ? null : since;
}

/** The start of the UTC day of `at` plus `days` days. */
export function dayStartPlus(at: Date, days: number): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) + days * DAY_MS);
}

/**
 * The first moment remedial action (suspending the site) is allowed for a deposit at zero since
 * `since`: the day it reached zero is day 1, so after 30 full days without a top-up, action is
 * allowed from the start of day 31 (UTC).
 */
export function remedialActionFrom(since: Date): Date {
  return dayStartPlus(since, ZERO_DEPOSIT_GRACE_DAYS);
}

export function remedialActionAllowed(input: { balanceMinor: number; since: Date | null; now: Date }): boolean {
  return input.balanceMinor <= 0 && input.since !== null && input.now >= remedialActionFrom(input.since);
}

/** A fraud hold placed at `from` lifts by itself 7 days later. */
export function holdEndsAt(from: Date): Date {
  return new Date(from.getTime() + FRAUD_HOLD_DAYS * DAY_MS);
}

/** An inactive site loses its URL on day 31 after its last activity (the day of the activity is day 1). */
export function urlReleaseFrom(lastActivityAt: Date): Date {
  return dayStartPlus(lastActivityAt, INACTIVE_URL_DAYS);
}

/**
 * Inactivity as the activity feed proves it (decision 038): the days after the last activity count
 * only when the feed reported that day (for any site: a day without players is a report of zero).
 * The URL is released from the day after the 29th such day (day 31 when the feed reported every
 * day), the merchant warned from the day after the 22nd (7 days before): a feed that falls silent
 * stops the count, and it goes on where it stopped when reports arrive again. `coveredDays` are day
 * keys ("2026-11-09"), sorted ascending.
 */
export function inactivityDeadlines(lastActivityAt: Date, coveredDays: readonly string[]): { warnFrom: Date | null; releaseFrom: Date | null } {
  const activityDay = periodKeyAt("day", lastActivityAt);
  const after = coveredDays.filter((day) => day > activityDay);
  const dayAfter = (n: number) => (after.length >= n ? periodEnd("day", after[n - 1]) : null);
  return { warnFrom: dayAfter(INACTIVE_URL_DAYS - INACTIVITY_WARNING_DAYS - 1), releaseFrom: dayAfter(INACTIVE_URL_DAYS - 1) };
}


/** Until when an entry booked at `bookedAt` may be disputed (24 hours). */
export function disputeWindowEnds(bookedAt: Date): Date {
  return new Date(bookedAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR_MS);
}

export function canDispute(input: { amountMinor: number; bookedAt: Date; now: Date }): boolean {
  return input.amountMinor < 0 && input.now < disputeWindowEnds(input.bookedAt);
}

/** A dispute raised at `raisedAt` and not resolved by then lapses: the provider's records prevail. */
export function disputeLapsesAt(raisedAt: Date): Date {
  return new Date(raisedAt.getTime() + DISPUTE_STANDS_AFTER_DAYS * DAY_MS);
}
