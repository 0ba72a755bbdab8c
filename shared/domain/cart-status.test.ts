import { describe, expect, it } from "vitest";
import { cartStatus, cartStatusName } from "./cart-status";

describe("cart status values", () => {
  // The numbers are what clients read in CartItem.status: they never change.
  it.each([
    [1, "valid"],
    [2, "invalid"],
  ] as const)("%i is %s", (value, name) => {
    expect(cartStatus[name]).toBe(value);
    expect(cartStatusName[value]).toBe(name);
  });
});
