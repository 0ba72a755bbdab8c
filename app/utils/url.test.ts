import { describe, expect, it } from "vitest";
import { openingStationHref, safeRedirect, withoutDialogs, withSearch } from "./url";

describe("withSearch", () => {
  it("sets and removes parameters, keeping the others", () => {
    expect(withSearch({ pathname: "/zh/cart", search: "?a=1&b=2" }, { b: undefined, c: "3" })).toBe("/zh/cart?a=1&c=3");
    expect(withSearch({ pathname: "/", search: "" }, { showLogin: "1" })).toBe("/?showLogin=1");
  });

  it("closes every dialog at once", () => {
    expect(withoutDialogs({ pathname: "/en", search: "?showLogin=1&tab=register&redirect=%2Fen%2Fcart&page=2" })).toBe("/en?page=2");
  });
});

describe("openingStationHref", () => {
  it("opens the market choice for a merchant and the login for a visitor, on the same page", () => {
    const here = { pathname: "/en/services/casino-aggregator-gameapi", search: "?page=2" };
    const open = { comingSoon: false };
    expect(openingStationHref(here, { ...open, loggedIn: true })).toBe("/en/services/casino-aggregator-gameapi?page=2&dialog=countries");
    expect(openingStationHref(here, { ...open, loggedIn: false })).toBe("/en/services/casino-aggregator-gameapi?page=2&showLogin=1");
    expect(openingStationHref({ pathname: "/", search: "" }, { ...open, loggedIn: false }, { tab: "register" })).toBe("/?showLogin=1&tab=register");
  });

  it("shows the coming-soon notice to everyone before self-service opening starts", () => {
    const here = { pathname: "/en/cart", search: "" };
    expect(openingStationHref(here, { loggedIn: true, comingSoon: true })).toBe("/en/cart?dialog=coming-soon");
    expect(openingStationHref(here, { loggedIn: false, comingSoon: true }, { tab: "register" })).toBe("/en/cart?dialog=coming-soon");
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/en/cart", "/en/cart"],
    ["/en/my-order?status=0", "/en/my-order?status=0"],
    ["/en/my-order?status=0#list", "/en/my-order?status=0#list"],
    ["/en?showLogin=1&redirect=%2Fen%2Fcart", "/en?showLogin=1&redirect=%2Fen%2Fcart"],
    ["/en/./cart/../my-site", "/en/my-site"],
  ])("accepts the same-site path %j → %j", (target, expected) => {
    expect(safeRedirect(target, "/fallback")).toBe(expected);
  });

  // The known bypasses of pattern-matching guards: each would leave the site in some browser.
  it.each([
    ["protocol-relative", "//evil.example"],
    ["tab", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["NUL", "/\u0000/evil.example"],
    ["slash backslash", "/\\evil.example"],
    ["backslash slash", "\\/evil.example"],
    ["backslash in the middle", "/en\\..\\..\\evil.example"],
    ["encoded slashes", "/%2F%2Fevil.example"],
    ["encoded slashes without a leading slash", "%2F%2Fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["absolute https", "https://evil.example"],
    ["scheme only", "https:evil.example"],
    ["javascript", "javascript:alert(1)"],
    ["data", "data:text/html,<script>alert(1)</script>"],
    ["triple slash", "///evil.example"],
    ["user info", "//user@evil.example"],
    ["empty", ""],
    ["not a string", 42],
    ["missing", undefined],
  ])("refuses %s", (_name, target) => {
    expect(safeRedirect(target, "/fallback")).toBe("/fallback");
  });
});
