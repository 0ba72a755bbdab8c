/**
 * The business constants of point 9 of the specification, in one place. Money is integer minor
 * units of the settlement currency (USDT cents: 999 USDT = 99900).
 */

/** Every price, fee and deposit is settled in this currency. */
export const SETTLEMENT_CURRENCY = "USDT";

/** The market that is not a country: a site for players everywhere. */
export const GLOBAL_STATION_ID = -1;

/** How often maintenance is charged and settled. */
export type SettlementPeriod = "day" | "month";

/** The two packages. Basis points: 350 = 3.5 %. */
export const PACKAGES = {
  standard: {
    id: 1,
    code: "standard",
    setupFeeMinor: 99_900,
    maintenanceFeeMinor: 3_300,
    settlementPeriod: "day",
    depositMinor: 100_000,
    collectionFeeBps: 350,
    payoutFeeBps: 0,
    payoutFixedFeeMinor: 500,
    royaltyBps: 1000,
  },
  elite: {
    id: 2,
    code: "elite",
    setupFeeMinor: 199_900,
    maintenanceFeeMinor: 100_000,
    settlementPeriod: "month",
    depositMinor: 100_000,
    collectionFeeBps: 0,
    payoutFeeBps: 0,
    payoutFixedFeeMinor: 0,
    royaltyBps: 800,
  },
} as const satisfies Record<string, {
  id: number;
  code: string;
  setupFeeMinor: number;
  maintenanceFeeMinor: number;
  settlementPeriod: SettlementPeriod;
  depositMinor: number;
  collectionFeeBps: number;
  payoutFeeBps: number;
  payoutFixedFeeMinor: number;
  /** The default share of GGR owed as royalty (the specification leaves it open; ROYALTY_BPS_* set it). */
  royaltyBps: number;
}>;

export type PackageCode = keyof typeof PACKAGES;

/** Payments are in the settlement currency; TRC20 is the main network, ERC20 also accepted. */
export const PAYMENT_NETWORKS = ["TRC20", "ERC20"] as const;
export type PaymentNetwork = (typeof PAYMENT_NETWORKS)[number];
export const MAIN_PAYMENT_NETWORK: PaymentNetwork = "TRC20";

/** A top-up notice is due when the deposit falls below this share of the prepaid deposit. */
export const DEPOSIT_TOP_UP_NOTICE_PERCENT = 30;

/**
 * A site's view shows its deposit's history flat, however old the site: the closing balance of each
 * day over this many days up to its latest change (the chart's line), and its latest changes in
 * full (the chart's table); the statement (GET /api/ledger) has every change (decision 031).
 */
export const SITE_CHART_DAYS = 90;
export const SITE_LATEST_CHANGES = 10;

/** After this many days at zero deposit without a top-up, remedial action is allowed (on the next day, day 31). */
export const ZERO_DEPOSIT_GRACE_DAYS = 30;

/** A fraud or money-laundering hold lasts this long and lifts by itself. */
export const FRAUD_HOLD_DAYS = 7;

/** A site without players' activity for more than this many days loses its URL (on the next day). */
export const INACTIVE_URL_DAYS = 30;

/** The merchant is warned this many days before an inactive site's URL is released. */
export const INACTIVITY_WARNING_DAYS = 7;

/** A ledger entry may be disputed within this many hours of being booked. */
export const DISPUTE_WINDOW_HOURS = 24;

/** A dispute the provider has not resolved after this many days lapses: the entry stands. */
export const DISPUTE_STANDS_AFTER_DAYS = 15;
