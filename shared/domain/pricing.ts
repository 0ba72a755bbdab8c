/** What an order for a package costs: the set-up fee plus the prepaid deposit, paid at once. */
export type OrderAmounts = { setupFeeMinor: number; depositMinor: number; amountMinor: number };

export function orderAmounts(pkg: { setupFeeMinor: number; depositMinor: number }): OrderAmounts {
  const { setupFeeMinor, depositMinor } = pkg;
  // Money is integer minor units: a fraction or a negative figure is a broken package, not a price.
  for (const [name, value] of [["setupFeeMinor", setupFeeMinor], ["depositMinor", depositMinor]] as const) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer of minor units, got ${value}`);
  }
  const amountMinor = setupFeeMinor + depositMinor;
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`The order amount ${amountMinor} is out of range`);
  return { setupFeeMinor, depositMinor, amountMinor };
}
