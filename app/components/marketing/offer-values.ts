import {
  DEPOSIT_TOP_UP_NOTICE_PERCENT,
  MAIN_PAYMENT_NETWORK,
  PACKAGES,
  PAYMENT_NETWORKS,
  SETTLEMENT_CURRENCY,
} from "@shared/domain/constants";
import type { Package } from "@shared/contracts/opening-station";
import { orderAmounts } from "@shared/domain/pricing";
import { formatBps, formatMoney } from "~/utils/money";

/**
 * The figures the marketing copy quotes, from the constants the API charges by, so the pages
 * cannot drift from the checkout and the terms. Interpolated into the `offer`, `home` and
 * `marketing` texts (e.g. "{{standardCollection}}").
 */
export function offerValues(locale: string): OfferValues {
  let values = offerValuesByLocale.get(locale);
  if (!values) {
    values = Object.freeze(writeOfferValues(locale));
    offerValuesByLocale.set(locale, values);
  }
  return values;
}

type OfferValues = Readonly<ReturnType<typeof writeOfferValues>>;

// Written once per locale: every marketing render quotes them, and making a list formatter costs more than using one.
const offerValuesByLocale = new Map<string, OfferValues>();

function writeOfferValues(locale: string) {
  const standard = PACKAGES.standard;
  return {
    currency: SETTLEMENT_CURRENCY,
    standardSetup: formatMoney(standard.setupFeeMinor, SETTLEMENT_CURRENCY, locale),
    eliteSetup: formatMoney(PACKAGES.elite.setupFeeMinor, SETTLEMENT_CURRENCY, locale),
    standardCollection: formatBps(standard.collectionFeeBps, locale),
    standardPayout: formatMoney(standard.payoutFixedFeeMinor, SETTLEMENT_CURRENCY, locale),
    topUpPercent: DEPOSIT_TOP_UP_NOTICE_PERCENT,
    mainNetwork: MAIN_PAYMENT_NETWORK,
    networks: new Intl.ListFormat(locale, { type: "disjunction" }).format(PAYMENT_NETWORKS),
  };
}

/** The two packages as the API lists them, built from the same constants, named in the page's language. */
export function packagesFromConstants(name: (code: keyof typeof PACKAGES) => string): Package[] {
  return Object.values(PACKAGES).map((pkg) => ({
    id: pkg.id,
    code: pkg.code,
    name: name(pkg.code),
    description: "",
    currency: SETTLEMENT_CURRENCY,
    setupFeeMinor: pkg.setupFeeMinor,
    maintenanceFeeMinor: pkg.maintenanceFeeMinor,
    maintenancePeriod: pkg.settlementPeriod,
    settlementPeriod: pkg.settlementPeriod,
    depositMinor: pkg.depositMinor,
    collectionFeeBps: pkg.collectionFeeBps,
    payoutFeeBps: pkg.payoutFeeBps,
    payoutFixedFeeMinor: pkg.payoutFixedFeeMinor,
    totalDueNowMinor: orderAmounts(pkg).amountMinor,
  }));
}
