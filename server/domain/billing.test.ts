import { describe, expect, it } from "vitest";
import {
  isSettlementPeriod,
  needsTopUpNotice,
  periodEnd,
  periodKeyAt,
  periodStart,
  periodsToCharge,
  remedialActionAllowed,
  remedialActionFrom,
} from "./billing";
import { PACKAGES } from "./constants";

const d = (iso: string) => new Date(iso);

describe("the packages' maintenance terms", () => {
  it("Standard: 33 USDT a day, settled daily; Elite: 1000 USDT a month, settled monthly", () => {
    expect(PACKAGES.standard).toMatchObject({ maintenanceFeeMinor: 3300, settlementPeriod: "day" });
    expect(PACKAGES.elite).toMatchObject({ maintenanceFeeMinor: 100000, settlementPeriod: "month" });
  });

  it.each([
    ["day", true],
    ["month", true],
    ["week", false],
    ["", false],
  ])("isSettlementPeriod(%s) is %s", (value, expected) => {
    expect(isSettlementPeriod(value)).toBe(expected);
  });
});

describe("period keys", () => {
  it.each([
    ["day", "2026-11-22T10:00:00Z", "2026-11-22"],
    ["day", "2026-11-22T00:00:00Z", "2026-11-22"],
    ["day", "2026-11-22T23:59:59.999Z", "2026-11-22"],
    ["day", "2026-01-05T12:00:00Z", "2026-01-05"],
    ["month", "2026-11-22T10:00:00Z", "2026-11"],
    ["month", "2026-02-28T23:59:59Z", "2026-02"],
    ["month", "2027-01-01T00:00:00Z", "2027-01"],
  ] as const)("%s period of %s is %s", (period, at, key) => {
    expect(periodKeyAt(period, d(at))).toBe(key);
  });

  it.each([
    ["day", "2026-11-22", "2026-11-22T00:00:00.000Z", "2026-11-23T00:00:00.000Z"],
    ["day", "2026-12-31", "2026-12-31T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
    ["day", "2028-02-28", "2028-02-28T00:00:00.000Z", "2028-02-29T00:00:00.000Z"],
    ["month", "2026-11", "2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ["month", "2026-12", "2026-12-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
    ["month", "2027-02", "2027-02-01T00:00:00.000Z", "2027-03-01T00:00:00.000Z"],
  ] as const)("%s %s runs from %s to %s", (period, key, start, end) => {
    expect(periodStart(period, key).toISOString()).toBe(start);
    expect(periodEnd(period, key).toISOString()).toBe(end);
  });
});

describe("periodsToCharge", () => {
  it.each([
    ["nothing while the launch day is open", "day", "2026-11-22T10:00:06Z", null, "2026-11-22T23:59:59Z", []],
    ["the launch day once it has closed", "day", "2026-11-22T10:00:06Z", null, "2026-11-23T00:00:00Z", ["2026-11-22"]],
    ["every missed day, oldest first", "day", "2026-11-22T10:00:06Z", null, "2026-11-25T08:00:00Z", ["2026-11-22", "2026-11-23", "2026-11-24"]],
    ["only days after the last one charged", "day", "2026-11-22T10:00:06Z", "2026-11-23", "2026-11-25T08:00:00Z", ["2026-11-24"]],
    ["nothing when the last closed day is charged", "day", "2026-11-22T10:00:06Z", "2026-11-24", "2026-11-25T08:00:00Z", []],
    ["across a year end", "day", "2026-12-30T12:00:00Z", "2026-12-30", "2027-01-02T00:00:00Z", ["2026-12-31", "2027-01-01"]],
    ["nothing while the launch month is open", "month", "2026-11-22T10:00:06Z", null, "2026-11-30T23:00:00Z", []],
    ["the launch month once it has closed", "month", "2026-11-22T10:00:06Z", null, "2026-12-01T00:00:00Z", ["2026-11"]],
    ["months after the last one charged", "month", "2026-11-22T10:00:06Z", "2026-11", "2027-02-15T00:00:00Z", ["2026-12", "2027-01"]],
  ] as const)("%s", (_label, period, launchedAt, lastChargedKey, now, expected) => {
    expect(periodsToCharge({ period, launchedAt: d(launchedAt), lastChargedKey, now: d(now) })).toEqual(expected);
  });
});

describe("needsTopUpNotice (below 30% of the prepaid deposit)", () => {
  it.each([
    [100_000, 100_000, false],
    [30_000, 100_000, false],
    [29_999, 100_000, true],
    [0, 100_000, true],
    [-3_300, 100_000, true],
    [0, 0, false],
  ])("balance %i of a %i deposit: %s", (balance, prepaid, expected) => {
    expect(needsTopUpNotice(balance, prepaid)).toBe(expected);
  });
});

describe("remedial action after 30 days at zero deposit", () => {
  it("is allowed from the start of day 31, counting the day the deposit reached zero as day 1", () => {
    expect(remedialActionFrom(d("2026-11-22T15:00:00Z")).toISOString()).toBe("2026-12-22T00:00:00.000Z");
  });

  const since = d("2026-11-22T15:00:00Z");
  it.each([
    ["on day 30", 0, since, "2026-12-21T23:59:59Z", false],
    ["on day 31", 0, since, "2026-12-22T00:00:00Z", true],
    ["on day 31 with a negative balance", -3_300, since, "2026-12-22T10:00:00Z", true],
    ["never while the deposit is above zero", 1, since, "2027-06-01T00:00:00Z", false],
    ["never without a moment the deposit reached zero", 0, null, "2027-06-01T00:00:00Z", false],
  ] as const)("%s: %s", (_label, balanceMinor, sinceAt, now, expected) => {
    expect(remedialActionAllowed({ balanceMinor, since: sinceAt, now: d(now) })).toBe(expected);
  });
});
