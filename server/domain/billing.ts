import { DEPOSIT_TOP_UP_NOTICE_PERCENT, ZERO_DEPOSIT_GRACE_DAYS, type SettlementPeriod } from "./constants";

/**
 * Maintenance billing of a live site's prepaid deposit (point 9 of the specification: Standard
 * 33 USDT a day settled daily, Elite 1000 USDT a month settled monthly). Periods are calendar days
 * or months in UTC, named by a key ("2026-11-22" or "2026-11") that the ledger stores, so each
 * period is charged at most once however many schedulers run. A period is charged when it has
 * closed, starting with the period in which the site went live.
 */

const DAY_MS = 86_400_000;

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
export function periodsToCharge(input: {
  period: SettlementPeriod;
  launchedAt: Date;
  lastChargedKey: string | null;
  now: Date;
}): string[] {
  const { period, now } = input;
  let key = input.lastChargedKey
    ? periodKeyAt(period, periodEnd(period, input.lastChargedKey))
    : periodKeyAt(period, input.launchedAt);
  const keys: string[] = [];
  while (periodEnd(period, key) <= now) {
    keys.push(key);
    key = periodKeyAt(period, periodEnd(period, key));
  }
  return keys;
}

/** A top-up notice is due once the deposit is below 30% of the prepaid deposit. */
export function needsTopUpNotice(balanceMinor: number, prepaidDepositMinor: number): boolean {
  return balanceMinor * 100 < prepaidDepositMinor * DEPOSIT_TOP_UP_NOTICE_PERCENT;
}

/**
 * The first moment remedial action (suspending the site) is allowed for a deposit at zero or
 * below since `since` (the later of reaching zero and the last top-up): the day it reached zero is
 * day 1, so after 30 full days without a top-up action is allowed from the start of day 31 (UTC).
 */
export function remedialActionFrom(since: Date): Date {
  const dayOne = Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate());
  return new Date(dayOne + ZERO_DEPOSIT_GRACE_DAYS * DAY_MS);
}

export function remedialActionAllowed(input: { balanceMinor: number; since: Date | null; now: Date }): boolean {
  return input.balanceMinor <= 0 && input.since !== null && input.now >= remedialActionFrom(input.since);
}
