/** Amounts are integer minor units of USDT (cents, two decimals), never floats. */
export const MINOR_DECIMALS = 2;
export const MINOR_PER_UNIT = 10 ** MINOR_DECIMALS;

/**
 * Reads a decimal amount such as "999", "999.5" or "1999.00" as integer minor units, without
 * going through a float; anything else (more than two decimals, signs, exponents) is refused.
 */
export function minorFromDecimal(text: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * MINOR_PER_UNIT + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Minor units as a decimal string with two places: 199900 -> "1999.00". */
export function decimalFromMinor(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / MINOR_PER_UNIT)}.${String(abs % MINOR_PER_UNIT).padStart(2, "0")}`;
}

// A formatter is costly to make (a page of amounts made one per amount: a tenth of a page's
// render), and formatting an exact decimal costs a microsecond or two: the settlement page writes
// its hundred sites' balances twice per view. Each locale keeps its formatter and what it wrote
// (up to 20,000 amounts, then forgotten at once).
const byLocale = new Map<string, { format: Intl.NumberFormat; written: Map<number, string> }>();
const WRITTEN_KEPT = 20_000;

/** Minor units as the locale writes them, grouped, with two decimals and no currency; never through a float. */
export function formatMinor(minor: number, locale: string): string {
  let kept = byLocale.get(locale);
  if (!kept) {
    kept = { format: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), written: new Map() };
    byLocale.set(locale, kept);
  }
  let text = kept.written.get(minor);
  if (text === undefined) {
    text = kept.format.format(decimalFromMinor(minor) as Intl.StringNumericLiteral);
    if (kept.written.size >= WRITTEN_KEPT) kept.written.clear();
    kept.written.set(minor, text);
  }
  return text;
}
