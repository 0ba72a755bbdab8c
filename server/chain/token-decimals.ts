import { MINOR_DECIMALS } from "@shared/domain/money";

/** The one figure a watcher accepts (decision 033): USDT has 6 decimals on Ethereum and on TRON. */
export const USDT_DECIMALS = 6;
/** Minor amounts are 32-bit integers in the database; a larger transfer is recorded, not credited. */
const MAX_MINOR = 2n ** 31n - 1n;

/**
 * The configured contract does not say 6 decimals: the watcher refuses to start, since its figures
 * would credit a billionth of a USDT as a whole one (18 decimals) or the other way round.
 */
export class TokenDecimalsRefused extends Error {}

/** Throws TokenDecimalsRefused naming the contract and its figure unless it is USDT's 6. */
export function requireUsdtDecimals(decimals: number, contract: string, setting: string): number {
  if (decimals !== USDT_DECIMALS) {
    throw new TokenDecimalsRefused(
      `${setting} ${contract} says it has ${decimals} decimals; USDT has ${USDT_DECIMALS}. The watcher refuses to start rather than credit amounts a factor of 10^${Math.abs(decimals - USDT_DECIMALS)} off: check the contract address.`,
    );
  }
  return decimals;
}

/**
 * Token base units as the product's minor units (0.01), from the decimals the token itself
 * declared, or null when they are not a whole number of minor units (no floats anywhere).
 */
export function minorFromTokenUnits(units: bigint, decimals: number): number | null {
  const perMinor = 10n ** BigInt(decimals - MINOR_DECIMALS);
  if (units < 0n || units % perMinor !== 0n) return null;
  const minor = units / perMinor;
  return minor <= MAX_MINOR ? Number(minor) : null;
}
