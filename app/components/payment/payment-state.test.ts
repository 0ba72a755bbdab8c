import { describe, expect, it } from "vitest";
import { paymentState } from "./payment-state";

const pending = { status: "pending", confirmations: null, paidMinor: 0, dueMinor: 199900, remainingSeconds: 600 } as const;

describe("paymentState", () => {
  it.each([
    ["nothing arrived yet", pending, "waiting"],
    ["a part arrived", { ...pending, paidMinor: 50000, dueMinor: 149900 }, "partial"],
    ["the paying transfer is seen, not yet deep enough", { ...pending, confirmations: 3, paidMinor: 199900, dueMinor: 0 }, "detected"],
    ["seen with no confirmation yet", { ...pending, confirmations: 0, paidMinor: 199900, dueMinor: 0 }, "detected"],
    ["the window ended, the chain not yet read past it", { ...pending, remainingSeconds: 0 }, "checking"],
    ["the window ended with a part arrived", { ...pending, paidMinor: 50000, dueMinor: 149900, remainingSeconds: 0 }, "checking"],
    ["the window ended while the paying transfer gathers confirmations", { ...pending, confirmations: 5, paidMinor: 199900, dueMinor: 0, remainingSeconds: 0 }, "detected"],
    ["confirmed", { ...pending, status: "confirmed", paidMinor: 199900, dueMinor: 0 }, "confirmed"],
    ["expired", { ...pending, status: "expired" }, "expired"],
    ["invalid", { ...pending, status: "invalid", paidMinor: 50000, dueMinor: 149900 }, "invalid"],
  ] as const)("%s: %s", (_, payment, state) => {
    expect(paymentState(payment)).toBe(state);
  });
});
