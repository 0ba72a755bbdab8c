import { describe, expect, it } from "vitest";
import { pathInLocale } from "./links";

describe("pathInLocale", () => {
  it.each([
    ["/", "", "en", "ar", "/ar"],
    ["/zh/cart", "?x=1", "zh", "en", "/en/cart?x=1"],
    ["/zh", "", "zh", "en", "/"],
    ["/en/my-order", "", "en", "zh-TW", "/zh-TW/my-order"],
    ["/ar/services/online-casino-advertising", "", "ar", "ja", "/ja/services/online-casino-advertising"],
  ] as const)("%s%s from %s to %s → %s", (pathname, search, from, to, expected) => {
    expect(pathInLocale(pathname, search, from, to)).toBe(expected);
  });
});
