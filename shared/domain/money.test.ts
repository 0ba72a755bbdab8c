import { describe, expect, it } from "vitest";
import { decimalFromMinor, minorFromDecimal } from "./money";

describe("minorFromDecimal", () => {
  it.each([
    ["999", 99_900],
    ["1999.00", 199_900],
    ["999.5", 99_950],
    ["0.01", 1],
    [" 12.34 ", 1_234],
    ["0", 0],
  ])("%s USDT is %i cents", (text, minor) => {
    expect(minorFromDecimal(text)).toBe(minor);
  });

  it.each(["", "1.234", "-1", "+1", "1e3", "12,50", ".5", "abc", "1.", "1234567890123"])("refuses %j", (text) => {
    expect(minorFromDecimal(text)).toBeUndefined();
  });
});

describe("decimalFromMinor", () => {
  it.each([
    [199_900, "1999.00"],
    [99_950, "999.50"],
    [1, "0.01"],
    [0, "0.00"],
    [-3_300, "-33.00"],
  ])("%i cents read %s USDT", (minor, text) => {
    expect(decimalFromMinor(minor)).toBe(text);
  });
});
