import { describe, expect, it } from "vitest";
import {
  atZeroSince,
  basisPointsOf,
  canDispute,
  collectionFee,
  dailyMaintenance,
  DAY_MS,
  daysInMonth,
  disputeLapsesAt,
  disputeWindowEnds,
  holdEndsAt,
  inactivityDeadlines,
  isSettlementPeriod,
  maintenanceCharge,
  needsTopUpNotice,
  payoutFee,
  pendingSettlement,
  periodEnd,
  periodKeyAt,
  periodStart,
  periodsToCharge,
  remedialActionAllowed,
  remedialActionFrom,
  royaltyCharge,
  runwayDays,
  shareOf,
  topUpLine,
  urlReleaseFrom,
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

describe("topUpLine (the 30% line a chart draws)", () => {
  it("is the notice's threshold, to the nearest minor unit", () => {
    expect(topUpLine(100_000)).toBe(30_000);
    expect(topUpLine(5)).toBe(2);
    // The line is where the notice starts: one unit below it is below 30%.
    expect(needsTopUpNotice(topUpLine(100_000), 100_000)).toBe(false);
    expect(needsTopUpNotice(topUpLine(100_000) - 1, 100_000)).toBe(true);
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

const PACKAGE_LIST = [PACKAGES.standard, PACKAGES.elite];

describe.each(PACKAGE_LIST)("needsTopUpNotice on the $code package", (pkg) => {
  it("has a prepaid deposit of 1000 USDT", () => {
    expect(pkg.depositMinor).toBe(100_000);
  });

  it.each([
    ["the full deposit", 100_000, false],
    ["one minor unit above 30%", 30_001, false],
    ["exactly 30%", 30_000, false],
    ["one minor unit below 30%", 29_999, true],
    ["zero", 0, true],
    ["one minor unit below zero", -1, true],
    ["a day's maintenance below zero", -3_300, true],
  ] as const)("%s (%i) → %s", (_label, balance, expected) => {
    expect(needsTopUpNotice(balance, pkg.depositMinor)).toBe(expected);
  });
});

describe("needsTopUpNotice with a prepaid deposit that is not a round number (30% of 99999 = 29999.7)", () => {
  it.each([
    [30_001, false],
    [30_000, false],
    [29_999, true],
    [0, true],
  ])("balance %i → %s", (balance, expected) => {
    expect(needsTopUpNotice(balance, 99_999)).toBe(expected);
  });
});

describe("maintenanceCharge", () => {
  const standard = PACKAGES.standard;
  const elite = PACKAGES.elite;

  it.each([
    ["the launch day, launched early", "2027-05-10", "2027-05-10T00:00:00Z"],
    ["the launch day, launched a second before midnight", "2027-05-10", "2027-05-10T23:59:59Z"],
    ["the day after launch", "2027-05-11", "2027-05-10T23:59:59Z"],
    ["the last day of February in a leap year", "2028-02-29", "2028-02-29T12:00:00Z"],
    ["a day of a later month", "2027-06-30", "2027-05-31T12:00:00Z"],
  ] as const)("Standard (day) charges the full fee on %s", (_label, key, launchedAt) => {
    expect(
      maintenanceCharge({ period: standard.settlementPeriod, feeMinor: standard.maintenanceFeeMinor, key, launchedAt: d(launchedAt) }),
    ).toBe(3_300);
  });

  it.each([
    ["launched on the 1st (31-day month): full fee", "2027-05", "2027-05-01T00:00:00Z", 100_000],
    ["launched on the 1st late in the day: full fee", "2027-05", "2027-05-01T23:59:59Z", 100_000],
    ["launched on the 1st of February: full fee", "2027-02", "2027-02-01T09:00:00Z", 100_000],
    ["launched on the last day of a 30-day month: 1/30", "2027-04", "2027-04-30T12:00:00Z", 3_333], // 3333.33
    ["launched on the last day of a 31-day month: 1/31", "2027-05", "2027-05-31T12:00:00Z", 3_226], // 3225.81
    ["launched on 28 February 2027: 1/28", "2027-02", "2027-02-28T12:00:00Z", 3_571], // 3571.43
    ["launched on 29 February 2028: 1/29", "2028-02", "2028-02-29T12:00:00Z", 3_448], // 3448.28
    ["launched on 28 February 2028 (leap): 2/29", "2028-02", "2028-02-28T12:00:00Z", 6_897], // 6896.55
    ["launched on 10 February 2027: 19/28", "2027-02", "2027-02-10T10:00:00Z", 67_857], // 67857.14
    ["launched on 10 February 2028 (leap): 20/29", "2028-02", "2028-02-10T10:00:00Z", 68_966], // 68965.52
    ["launched on 21 November: 10/30", "2026-11", "2026-11-21T10:00:00Z", 33_333], // 33333.33
    ["launched on 16 April: 15/30 exactly half", "2027-04", "2027-04-16T10:00:00Z", 50_000],
    ["launched on 2 May: 30/31", "2027-05", "2027-05-02T10:00:00Z", 96_774], // 96774.19
    ["a later month of the same site: full fee", "2027-03", "2027-02-10T10:00:00Z", 100_000],
    ["a later month after a leap February launch: full fee", "2028-03", "2028-02-29T12:00:00Z", 100_000],
    ["a month of the next year: full fee", "2028-01", "2027-12-31T12:00:00Z", 100_000],
  ] as const)("Elite (month) %s", (_label, key, launchedAt, expected) => {
    expect(maintenanceCharge({ period: elite.settlementPeriod, feeMinor: elite.maintenanceFeeMinor, key, launchedAt: d(launchedAt) })).toBe(
      expected,
    );
  });

  it.each([
    ["rounds half up at exactly .5 (15/30 of 1)", 1, "2027-04-16T00:00:00Z", 1], // 0.5 → 1
    ["rounds down below .5 (1/30 of 14)", 14, "2027-04-30T00:00:00Z", 0], // 0.467 → 0
    ["rounds up above .5 (1/30 of 16)", 16, "2027-04-30T00:00:00Z", 1], // 0.533 → 1
    ["a fee of 0 is 0", 0, "2027-04-16T00:00:00Z", 0],
  ] as const)("Elite proration %s", (_label, feeMinor, launchedAt, expected) => {
    expect(maintenanceCharge({ period: "month", feeMinor, key: "2027-04", launchedAt: d(launchedAt) })).toBe(expected);
  });
});

describe("daysInMonth", () => {
  it.each([
    [2027, 0, 31],
    [2027, 1, 28],
    [2027, 2, 31],
    [2027, 3, 30],
    [2027, 4, 31],
    [2027, 5, 30],
    [2027, 6, 31],
    [2027, 7, 31],
    [2027, 8, 30],
    [2027, 9, 31],
    [2027, 10, 30],
    [2027, 11, 31],
    [2024, 1, 29],
    [2028, 1, 29],
    [2100, 1, 28],
    [2000, 1, 29],
  ])("%i month index %i has %i days", (year, monthIndex, expected) => {
    expect(daysInMonth(year, monthIndex)).toBe(expected);
  });
});

describe("shareOf / basisPointsOf (half up to the minor unit)", () => {
  it.each([
    [1, 0], // 0.035
    [14, 0], // 0.49
    [15, 1], // 0.525
    [28, 1], // 0.98
    [29, 1], // 1.015
    [100, 4], // 3.5
    [1_000, 35],
    [1_001, 35], // 35.035
    [1_015, 36], // 35.525
    [100_000, 3_500],
    [0, 0],
    [-1, 0],
    [-1_000, 0],
  ])("350 bps of %i is %i", (amount, expected) => {
    expect(basisPointsOf(amount, 350)).toBe(expected);
  });

  it.each([
    [123, 10_000, 123],
    [123, 0, 0],
    [123, -350, 0],
    [5, 1_000, 1], // 0.5
    [4, 1_000, 0], // 0.4
    [6, 800, 0], // 0.48
    [7, 800, 1], // 0.56
  ])("basisPointsOf(%i, %i) is %i", (amount, bps, expected) => {
    expect(basisPointsOf(amount, bps)).toBe(expected);
  });

  it.each([
    [1, 1, 2, 1], // 0.5
    [1, 1, 3, 0], // 0.333
    [2, 1, 3, 1], // 0.667
    [3, 1, 2, 2], // 1.5
    [5, 1, 2, 3], // 2.5
    [100_000, 1, 30, 3_333],
    [100_000, 2, 3, 66_667],
    [0, 1, 2, 0],
    [-5, 1, 2, 0],
    [5, 0, 2, 0],
    [5, -1, 2, 0],
  ])("shareOf(%i, %i, %i) is %i", (amount, numerator, denominator, expected) => {
    expect(shareOf(amount, numerator, denominator)).toBe(expected);
  });
});

describe("collectionFee and payoutFee", () => {
  it.each([
    ["standard", 100_000, 3_500],
    ["standard", 1_000, 35],
    ["standard", 100, 4], // 3.5 → 4
    ["standard", 15, 1], // 0.525
    ["standard", 14, 0], // 0.49
    ["standard", 0, 0],
    ["elite", 100_000, 0],
    ["elite", 15, 0],
    ["elite", 0, 0],
  ] as const)("%s: collection fee on %i is %i", (code, collected, expected) => {
    expect(collectionFee(collected, PACKAGES[code].collectionFeeBps)).toBe(expected);
  });

  it.each([
    ["standard", 0, 0],
    ["standard", 1, 500],
    ["standard", 7, 3_500],
    ["standard", -1, 0],
    ["standard", -7, 0],
    ["elite", 0, 0],
    ["elite", 1, 0],
    ["elite", 7, 0],
    ["elite", -7, 0],
  ] as const)("%s: %i payouts cost %i", (code, count, expected) => {
    expect(payoutFee(count, PACKAGES[code].payoutFixedFeeMinor)).toBe(expected);
  });
});

describe("royaltyCharge (a share of GGR, nothing on a losing report)", () => {
  it.each([
    ["standard", 100_000, 60_000, 4_000],
    ["standard", 60_000, 60_000, 0],
    ["standard", 40_000, 60_000, 0],
    ["standard", 0, 20_000, 0],
    ["standard", 10_005, 10_000, 1], // GGR 5 × 10% = 0.5 → 1
    ["standard", 10_004, 10_000, 0], // GGR 4 × 10% = 0.4 → 0
    ["standard", 10_015, 10_000, 2], // 1.5 → 2
    ["elite", 100_000, 60_000, 3_200],
    ["elite", 60_000, 60_000, 0],
    ["elite", 40_000, 60_000, 0],
    ["elite", 10_006, 10_000, 0], // GGR 6 × 8% = 0.48 → 0
    ["elite", 10_007, 10_000, 1], // 0.56 → 1
    ["elite", 10_025, 10_000, 2], // 25 × 8% = 2.0
  ] as const)("%s: wagers %i, winnings %i → %i", (code, wagers, winnings, expected) => {
    expect(royaltyCharge(wagers, winnings, PACKAGES[code].royaltyBps)).toBe(expected);
  });

  it("does not carry a loss forward: a winning report after a losing one owes its full share", () => {
    const bps = PACKAGES.standard.royaltyBps;
    expect(royaltyCharge(0, 20_000, bps)).toBe(0);
    expect(royaltyCharge(10_000, 0, bps)).toBe(1_000);
  });
});

describe("periodsToCharge across month ends, year ends and leap days", () => {
  it.each([
    ["day: across the end of a 30-day month", "day", "2027-04-29T10:00:00Z", null, "2027-05-02T00:00:00Z", ["2027-04-29", "2027-04-30", "2027-05-01"]],
    ["day: across the end of a 31-day month", "day", "2027-05-30T10:00:00Z", "2027-05-30", "2027-06-01T12:00:00Z", ["2027-05-31"]],
    ["day: the end of February 2027 goes to 1 March", "day", "2027-02-27T10:00:00Z", "2027-02-27", "2027-03-02T00:00:00Z", ["2027-02-28", "2027-03-01"]],
    ["day: leap day 2028-02-29 is charged", "day", "2028-02-27T10:00:00Z", "2028-02-27", "2028-03-01T00:00:00Z", ["2028-02-28", "2028-02-29"]],
    ["day: leap day not yet closed", "day", "2028-02-27T10:00:00Z", "2028-02-28", "2028-02-29T23:59:59.999Z", []],
    ["day: launched on the leap day", "day", "2028-02-29T10:00:00Z", null, "2028-03-01T00:00:00Z", ["2028-02-29"]],
    ["day: across a year end without a previous charge", "day", "2027-12-31T22:00:00Z", null, "2028-01-02T00:00:00Z", ["2027-12-31", "2028-01-01"]],
    ["day: a year end not yet closed", "day", "2027-12-31T22:00:00Z", null, "2027-12-31T23:59:59.999Z", []],
    ["month: across a year end", "month", "2027-10-15T10:00:00Z", "2027-11", "2028-01-01T00:00:00Z", ["2027-12"]],
    ["month: December not yet closed", "month", "2027-10-15T10:00:00Z", "2027-11", "2027-12-31T23:59:59.999Z", []],
    ["month: launched in December, charged in the new year", "month", "2027-12-31T23:00:00Z", null, "2028-02-01T00:00:00Z", ["2027-12", "2028-01"]],
    ["month: leap February closes on 1 March", "month", "2028-01-15T10:00:00Z", "2028-01", "2028-03-01T00:00:00Z", ["2028-02"]],
    ["month: leap February open on the leap day", "month", "2028-01-15T10:00:00Z", "2028-01", "2028-02-29T23:59:59.999Z", []],
    ["month: launched on the leap day", "month", "2028-02-29T12:00:00Z", null, "2028-04-01T00:00:00Z", ["2028-02", "2028-03"]],
    ["month: a non-leap February", "month", "2027-01-31T12:00:00Z", "2027-01", "2027-03-01T00:00:00Z", ["2027-02"]],
  ] as const)("%s", (_label, period, launchedAt, lastChargedKey, now, expected) => {
    expect(periodsToCharge({ period, launchedAt: d(launchedAt), lastChargedKey, now: d(now) })).toEqual(expected);
  });
});

describe("atZeroSince", () => {
  const T = ["2027-05-01T08:00:00Z", "2027-05-02T09:00:00Z", "2027-05-03T10:00:00Z", "2027-05-04T11:00:00Z", "2027-05-05T12:00:00Z"];
  const ledger = (...amounts: number[]) => amounts.map((amountMinor, i) => ({ amountMinor, occurredAt: d(T[i]) }));

  it.each([
    ["no entries", [], null],
    ["only the prepaid deposit", [100_000], null],
    ["positive after charges", [100_000, -3_300, -3_300], null],
    ["positive by one minor unit", [10_000, -9_999], null],
    ["a charge takes it exactly to zero", [10_000, -10_000], T[1]],
    ["a charge takes it below zero", [10_000, -6_000, -6_000], T[2]],
    ["further charges at zero do not move it", [10_000, -10_000, -3_300, -3_300], T[1]],
    ["a top-up that leaves it below zero changes nothing", [10_000, -12_000, 1_000], T[1]],
    ["a top-up that leaves it exactly at zero changes nothing", [10_000, -12_000, 2_000], T[1]],
    ["a top-up that brings it above zero resets it", [10_000, -12_000, 5_000], null],
    ["a top-up to one minor unit above zero resets it", [10_000, -12_000, 2_001], null],
    ["a later fall to zero after a reset sets the new time", [10_000, -12_000, 5_000, -3_000], T[3]],
    ["a later fall below zero after a reset sets the new time", [10_000, -12_000, 5_000, -4_000, -100], T[3]],
    ["a partial top-up then a further charge keep the first time", [10_000, -12_000, 1_000, -3_300], T[1]],
  ] as const)("%s", (_label, amounts, expected) => {
    const since = atZeroSince(ledger(...amounts));
    expect(since === null ? null : since.toISOString()).toBe(expected === null ? null : d(expected).toISOString());
  });
});

describe("remedialActionFrom / remedialActionAllowed (day 30 vs day 31)", () => {
  it.each([
    ["2027-05-02T00:00:00.000Z", "2027-06-01T00:00:00.000Z"],
    ["2027-05-02T13:45:00Z", "2027-06-01T00:00:00.000Z"],
    ["2027-05-02T23:59:59.999Z", "2027-06-01T00:00:00.000Z"],
    ["2027-02-01T10:00:00Z", "2027-03-03T00:00:00.000Z"],
    ["2028-02-01T10:00:00Z", "2028-03-02T00:00:00.000Z"],
    ["2027-12-15T10:00:00Z", "2028-01-14T00:00:00.000Z"],
  ])("at zero since %s → allowed from %s", (since, expected) => {
    expect(remedialActionFrom(d(since)).toISOString()).toBe(expected);
  });

  it.each([
    ["last moment of day 30", 0, "2027-05-02T13:45:00Z", "2027-05-31T23:59:59.999Z", false],
    ["start of day 31", 0, "2027-05-02T13:45:00Z", "2027-06-01T00:00:00Z", true],
    ["start of day 31, reached zero at midnight", 0, "2027-05-02T00:00:00Z", "2027-06-01T00:00:00Z", true],
    ["start of day 31, reached zero a ms before midnight", 0, "2027-05-02T23:59:59.999Z", "2027-06-01T00:00:00Z", true],
    ["day 30 with a negative balance", -3_300, "2027-05-02T13:45:00Z", "2027-05-31T23:59:59.999Z", false],
    ["day 31 with a negative balance", -3_300, "2027-05-02T13:45:00Z", "2027-06-01T00:00:00Z", true],
    ["February 2027: last moment of day 30", 0, "2027-02-01T10:00:00Z", "2027-03-02T23:59:59.999Z", false],
    ["February 2027: day 31", 0, "2027-02-01T10:00:00Z", "2027-03-03T00:00:00Z", true],
    ["February 2028: last moment of day 30", 0, "2028-02-01T10:00:00Z", "2028-03-01T23:59:59.999Z", false],
    ["February 2028: day 31", 0, "2028-02-01T10:00:00Z", "2028-03-02T00:00:00Z", true],
    ["balance above zero, long after", 1, "2027-05-02T13:45:00Z", "2028-01-01T00:00:00Z", false],
    ["balance well above zero, long after", 100_000, "2027-05-02T13:45:00Z", "2028-01-01T00:00:00Z", false],
    ["since null, balance zero", 0, null, "2028-01-01T00:00:00Z", false],
    ["since null, balance negative", -3_300, null, "2028-01-01T00:00:00Z", false],
  ] as const)("%s", (_label, balanceMinor, since, now, expected) => {
    expect(remedialActionAllowed({ balanceMinor, since: since === null ? null : d(since), now: d(now) })).toBe(expected);
  });
});

describe("holds and inactivity", () => {
  it.each([
    ["2027-03-10T15:30:00.123Z", "2027-03-17T15:30:00.123Z"],
    ["2027-02-25T12:00:00.000Z", "2027-03-04T12:00:00.000Z"],
    ["2028-02-25T12:00:00.000Z", "2028-03-03T12:00:00.000Z"],
    ["2027-12-28T23:59:59.999Z", "2028-01-04T23:59:59.999Z"],
  ])("a hold from %s ends at %s (exactly 7 days)", (from, expected) => {
    expect(holdEndsAt(d(from)).toISOString()).toBe(expected);
    expect(holdEndsAt(d(from)).getTime() - d(from).getTime()).toBe(7 * 24 * 3_600_000);
  });

  it.each([
    ["2027-05-02T00:00:00.000Z", "2027-06-01T00:00:00.000Z", "2027-05-25T00:00:00.000Z"],
    ["2027-05-02T18:00:00.000Z", "2027-06-01T00:00:00.000Z", "2027-05-25T00:00:00.000Z"],
    ["2027-05-02T23:59:59.999Z", "2027-06-01T00:00:00.000Z", "2027-05-25T00:00:00.000Z"],
    ["2027-02-01T10:00:00.000Z", "2027-03-03T00:00:00.000Z", "2027-02-24T00:00:00.000Z"],
    ["2028-02-01T10:00:00.000Z", "2028-03-02T00:00:00.000Z", "2028-02-24T00:00:00.000Z"],
    ["2027-12-15T10:00:00.000Z", "2028-01-14T00:00:00.000Z", "2028-01-07T00:00:00.000Z"],
  ])("last activity %s: URL released from %s, warning from %s", (lastActivity, release, warning) => {
    expect(urlReleaseFrom(d(lastActivity)).toISOString()).toBe(release);
    // With the feed reporting every day, the deadlines are the calendar's.
    const everyDay = Array.from({ length: 40 }, (_, i) => periodKeyAt("day", new Date(d(lastActivity).getTime() + i * DAY_MS)));
    expect(inactivityDeadlines(d(lastActivity), everyDay)).toEqual({ warnFrom: d(warning), releaseFrom: d(release) });
  });

  const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => periodKeyAt("day", new Date(d(from).getTime() + i * DAY_MS)));

  it("counts only the days the activity feed reported: a silent feed reclaims nothing, and the count goes on where it stopped", () => {
    const last = d("2027-05-02T00:00:00.000Z");
    expect(inactivityDeadlines(last, [])).toEqual({ warnFrom: null, releaseFrom: null });
    // 10 days reported, then 40 silent days, then 19 more reported: the 29th reported day is 2027-06-29.
    const covered = [...days("2027-05-03T00:00:00.000Z", 10), ...days("2027-06-11T00:00:00.000Z", 19)];
    expect(inactivityDeadlines(last, covered)).toEqual({ warnFrom: d("2027-06-23T00:00:00.000Z"), releaseFrom: d("2027-06-30T00:00:00.000Z") });
    // 28 reported days after the activity are not enough, whatever the calendar says.
    expect(inactivityDeadlines(last, days("2027-05-03T00:00:00.000Z", 28)).releaseFrom).toBeNull();
    // Reports of the day of the activity, or before it, prove nothing about the days after.
    expect(inactivityDeadlines(last, days("2027-04-01T00:00:00.000Z", 32)).releaseFrom).toBeNull();
  });
});

describe("dispute windows", () => {
  it.each([
    ["2027-05-02T13:45:00.000Z", "2027-05-03T13:45:00.000Z"],
    ["2027-12-31T12:00:00.000Z", "2028-01-01T12:00:00.000Z"],
    ["2028-02-28T23:30:00.000Z", "2028-02-29T23:30:00.000Z"],
  ])("an entry booked at %s may be disputed until %s", (bookedAt, expected) => {
    expect(disputeWindowEnds(d(bookedAt)).toISOString()).toBe(expected);
  });

  const bookedAt = "2027-05-02T13:45:00.000Z";
  it.each([
    ["a charge, at the moment it is booked", -3_300, "2027-05-02T13:45:00.000Z", true],
    ["a charge, 1 ms before the end", -3_300, "2027-05-03T13:44:59.999Z", true],
    ["a charge, at the end", -3_300, "2027-05-03T13:45:00.000Z", false],
    ["a charge, after the end", -3_300, "2027-05-04T00:00:00.000Z", false],
    ["a charge of one minor unit, within the window", -1, "2027-05-02T20:00:00.000Z", true],
    ["a credit, within the window", 100_000, "2027-05-02T20:00:00.000Z", false],
    ["an entry of zero, within the window", 0, "2027-05-02T20:00:00.000Z", false],
  ] as const)("canDispute: %s → %s", (_label, amountMinor, now, expected) => {
    expect(canDispute({ amountMinor, bookedAt: d(bookedAt), now: d(now) })).toBe(expected);
  });

  it.each([
    ["2027-05-02T13:45:00.000Z", "2027-05-17T13:45:00.000Z"],
    ["2027-02-20T08:00:00.000Z", "2027-03-07T08:00:00.000Z"],
    ["2028-02-20T08:00:00.000Z", "2028-03-06T08:00:00.000Z"],
    ["2027-12-25T00:00:00.000Z", "2028-01-09T00:00:00.000Z"],
  ])("a dispute raised at %s lapses at %s (15 days)", (raisedAt, expected) => {
    expect(disputeLapsesAt(d(raisedAt)).toISOString()).toBe(expected);
  });
});

describe("pendingSettlement, runwayDays and dailyMaintenance", () => {
  it.each([
    [100_000, 0],
    [1, 0],
    [0, 0],
    [-1, 1],
    [-3_300, 3_300],
  ])("balance %i leaves %i pending", (balance, expected) => {
    expect(pendingSettlement(balance)).toBe(expected);
  });

  it.each([
    [27_400, 3_300, 8],
    [26_400, 3_300, 8],
    [26_399, 3_300, 7],
    [3_300, 3_300, 1],
    [3_299, 3_300, 0],
    [0, 3_300, 0],
    [-3_300, 3_300, 0],
    [100_000, 3_333, 30],
    [27_400, 0, null],
    [-3_300, 0, null],
    [27_400, -1, null],
  ])("balance %i at %i a day lasts %s days", (balance, rate, expected) => {
    expect(runwayDays(balance, rate)).toBe(expected);
  });

  it.each([
    ["standard", 3_300],
    ["elite", 3_333], // 100000 / 30 = 3333.33
  ] as const)("%s: daily maintenance %i", (code, expected) => {
    expect(dailyMaintenance(PACKAGES[code].settlementPeriod, PACKAGES[code].maintenanceFeeMinor)).toBe(expected);
  });

  it.each([
    ["day", 0, 0],
    ["day", 1_234, 1_234],
    ["month", 100_005, 3_334], // 3333.5 → half up
    ["month", 100_004, 3_333], // 3333.47
    ["month", 99_985, 3_333], // 3332.83
    ["month", 0, 0],
  ] as const)("%s fee %i is %i a day", (period, fee, expected) => {
    expect(dailyMaintenance(period, fee)).toBe(expected);
  });
});
