import { describe, expect, it } from "vitest";
import { PACKAGES } from "./constants";
import { orderAmounts } from "./pricing";

describe("orderAmounts", () => {
  it.each([
    ["Standard: 999 + 1000 USDT", PACKAGES.standard, { setupFeeMinor: 99_900, depositMinor: 100_000, amountMinor: 199_900 }],
    ["Elite: 1999 + 1000 USDT", PACKAGES.elite, { setupFeeMinor: 199_900, depositMinor: 100_000, amountMinor: 299_900 }],
    ["no deposit", { setupFeeMinor: 5, depositMinor: 0 }, { setupFeeMinor: 5, depositMinor: 0, amountMinor: 5 }],
    ["free", { setupFeeMinor: 0, depositMinor: 0 }, { setupFeeMinor: 0, depositMinor: 0, amountMinor: 0 }],
  ])("%s", (_name, pkg, expected) => {
    expect(orderAmounts(pkg)).toEqual(expected);
  });

  it("returns only the three amounts, whatever else the package carries", () => {
    expect(Object.keys(orderAmounts(PACKAGES.standard)).sort()).toEqual(["amountMinor", "depositMinor", "setupFeeMinor"]);
  });

  it.each([
    ["a fraction of a cent", { setupFeeMinor: 999.5, depositMinor: 0 }],
    ["a negative fee", { setupFeeMinor: -1, depositMinor: 100 }],
    ["a negative deposit", { setupFeeMinor: 100, depositMinor: -100 }],
    ["not a number", { setupFeeMinor: Number.NaN, depositMinor: 0 }],
    ["an unsafe integer", { setupFeeMinor: Number.MAX_SAFE_INTEGER + 1, depositMinor: 0 }],
    ["a sum past the safe range", { setupFeeMinor: Number.MAX_SAFE_INTEGER, depositMinor: 1 }],
  ])("refuses %s", (_name, pkg) => {
    expect(() => orderAmounts(pkg)).toThrow(RangeError);
  });
});
