import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, canTransition, isOrderStatus, orderStatus, orderStatusName, type OrderActor } from "./order-status";

describe("order status values", () => {
  it.each([
    [0, "pendingPayment"],
    [1, "purchased"],
    [2, "completed"],
    [3, "invalid"],
    [4, "timedOut"],
    [5, "cancelled"],
  ] as const)("%i is %s", (value, name) => {
    expect(orderStatus[name]).toBe(value);
    expect(orderStatusName[value]).toBe(name);
  });

  it.each([
    [0, true],
    [5, true],
    [-1, false],
    [6, false],
    [1.5, false],
  ])("isOrderStatus(%d) is %s", (value, expected) => {
    expect(isOrderStatus(value)).toBe(expected);
  });
});

describe("canTransition", () => {
  const allowed: Array<[number, number, OrderActor]> = [
    [0, 1, "system"],
    [1, 2, "system"],
    [0, 4, "system"],
    [0, 5, "merchant"],
    [0, 3, "system"],
  ];

  it.each(allowed)("allows %i -> %i by the %s", (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.flatMap((to) =>
      (["merchant", "system"] as const)
        .filter((actor) => !allowed.some(([f, t, a]) => f === from && t === to && a === actor))
        .map((actor) => [from, to, actor] as [number, number, OrderActor]),
    ),
  );

  it("refuses every other change (the 67 other combinations)", () => {
    expect(refused).toHaveLength(6 * 6 * 2 - allowed.length);
  });

  it.each(refused)("refuses %i -> %i by the %s", (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
  });

  it.each([
    [0, 1, "merchant"],
    [0, 4, "merchant"],
    [1, 5, "merchant"],
    [2, 5, "merchant"],
    [4, 5, "merchant"],
    [5, 0, "merchant"],
    [0, 5, "system"],
  ] as const)("in particular refuses %i -> %i by the %s", (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
  });

  it("refuses unknown statuses", () => {
    expect(canTransition(0, 9, "system")).toBe(false);
    expect(canTransition(-1, 0, "merchant")).toBe(false);
  });
});
