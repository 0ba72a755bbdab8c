import { formatMinor } from "@shared/domain/money";

/**
 * An amount of integer minor units for people: grouped digits in the page's language and the
 * currency code, e.g. 199900 → "1,999.00 USDT". The decimal string is formatted as it is, never
 * through a float.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return `${formatMinor(minor, locale)} ${currency}`;
}

/** Basis points as a percentage: 350 → "3.5%". */
export function formatBps(bps: number, locale: string): string {
  let format = percents.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
    percents.set(locale, format);
  }
  return format.format(`${Math.trunc(bps / 10000)}.${String(bps % 10000).padStart(4, "0")}` as Intl.StringNumericLiteral);
}

// Made once per locale: the home page's offer writes a dozen rates, and making a formatter costs more than writing them.
const percents = new Map<string, Intl.NumberFormat>();
