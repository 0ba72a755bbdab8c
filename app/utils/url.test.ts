import { describe, expect, it } from "vitest";
import { safeRedirect, withoutDialogs, withSearch } from "./url";

describe("withSearch", () => {
  it("sets and removes parameters, keeping the others", () => {
    expect(withSearch({ pathname: "/zh/cart", search: "?a=1&b=2" }, { b: undefined, c: "3" })).toBe("/zh/cart?a=1&c=3");
    expect(withSearch({ pathname: "/", search: "" }, { showLogin: "1" })).toBe("/?showLogin=1");
  });

  it("closes every dialog at once", () => {
    expect(withoutDialogs({ pathname: "/en", search: "?showLogin=1&tab=register&redirect=%2Fen%2Fcart&page=2" })).toBe("/en?page=2");
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/en/cart", "/en/cart"],
    ["/en/my-order?status=0", "/en/my-order?status=0"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    [undefined, "/"],
    [42, "/"],
  ])("%s → %s", (target, expected) => {
    expect(safeRedirect(target, "/")).toBe(expected);
  });
});
