import { describe, expect, it } from "vitest";
import { formatBps, formatMoney } from "./money";

describe("formatMoney", () => {
  it.each([
    [199900, "en", "1,999.00 USDT"],
    [99900, "en", "999.00 USDT"],
    [3300, "en", "33.00 USDT"],
    [5, "en", "0.05 USDT"],
    [100000, "zh", "1,000.00 USDT"],
    [123456789, "en", "1,234,567.89 USDT"],
  ])("%i in %s → %s", (minor, locale, expected) => {
    expect(formatMoney(minor, "USDT", locale)).toBe(expected);
  });

  it("writes an amount each locale's way, however often and in whatever order locales ask for it", () => {
    for (let i = 0; i < 3; i++) {
      expect(formatMoney(199900, "USDT", "de")).toBe("1.999,00 USDT");
      expect(formatMoney(199900, "USDT", "en")).toBe("1,999.00 USDT");
      expect(formatMoney(-199900, "USDT", "fr")).toBe("-1\u202f999,00 USDT");
    }
  });

  it("keeps a cent exact where a float would drift", () => {
    expect(formatMoney(1_000_000_000_001, "USDT", "en")).toBe("10,000,000,000.01 USDT");
  });
});

describe("formatBps", () => {
  it.each([
    [350, "3.5%"],
    [0, "0%"],
    [10000, "100%"],
    [25, "0.25%"],
  ])("%i → %s", (bps, expected) => {
    expect(formatBps(bps, "en")).toBe(expected);
  });
});
