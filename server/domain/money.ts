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
