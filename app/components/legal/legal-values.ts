import {
  DEPOSIT_TOP_UP_NOTICE_PERCENT,
  MAIN_PAYMENT_NETWORK,
  PAYMENT_NETWORKS,
  SETTLEMENT_CURRENCY,
  ZERO_DEPOSIT_GRACE_DAYS,
} from "@shared/domain/constants";

/**
 * The figures the legal texts quote, taken from the rules the API enforces so the agreement
 * cannot drift from them. Package prices are not here: they come from the API's package list.
 */
export function legalValues(locale: string, provider: string) {
  return {
    provider,
    currency: SETTLEMENT_CURRENCY,
    mainNetwork: MAIN_PAYMENT_NETWORK,
    networks: new Intl.ListFormat(locale, { type: "disjunction" }).format(PAYMENT_NETWORKS),
    topUpPercent: DEPOSIT_TOP_UP_NOTICE_PERCENT,
    graceDays: ZERO_DEPOSIT_GRACE_DAYS,
    // Remedial action is allowed on the day after the grace period (day 31 of the specification).
    actionDay: ZERO_DEPOSIT_GRACE_DAYS + 1,
  };
}

/** A part of a legal document: a heading and its paragraphs; `id` marks where the page adds more. */
export type LegalSection = { id?: string; title: string; paragraphs: string[] };
