import { describe, expect, it } from "vitest";
import { minorFromTokenUnits, requireUsdtDecimals, TokenDecimalsRefused } from "./token-decimals";

describe("the token's own decimals (decision 033)", () => {
  it("only USDT's 6 pass, and a refusal names the setting, the contract and the figure", () => {
    expect(requireUsdtDecimals(6, "0xabc", "CHAIN_ERC20_USDT_CONTRACT")).toBe(6);
    expect(() => requireUsdtDecimals(18, "0xabc", "CHAIN_ERC20_USDT_CONTRACT")).toThrow(TokenDecimalsRefused);
    expect(() => requireUsdtDecimals(18, "0xabc", "CHAIN_ERC20_USDT_CONTRACT")).toThrow("CHAIN_ERC20_USDT_CONTRACT 0xabc says it has 18 decimals; USDT has 6.");
    expect(() => requireUsdtDecimals(0, "TR7", "CHAIN_TRC20_USDT_CONTRACT")).toThrow("TR7 says it has 0 decimals");
  });

  it("converts with the figure it is given: a billionth of an 18-decimal token is not 1,000.00", () => {
    expect(minorFromTokenUnits(10n ** 9n, 6)).toBe(100_000);
    expect(minorFromTokenUnits(10n ** 9n, 18)).toBeNull();
    expect(minorFromTokenUnits(10n ** 18n, 18)).toBe(100);
  });
});
