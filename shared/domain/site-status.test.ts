import { describe, expect, it } from "vitest";
import { buildStateAt, canSiteTransition, siteStatus, type SiteStatus } from "./site-status";

const ALL: SiteStatus[] = Object.values(siteStatus);

describe("canSiteTransition", () => {
  const allowed: Array<[SiteStatus, SiteStatus]> = [
    ["queued", "building"],
    ["queued", "live"],
    ["building", "live"],
    ["live", "suspended"],
    ["suspended", "live"],
    ["suspended", "closed"],
    ["live", "held"],
    ["suspended", "held"],
    ["held", "live"],
    ["live", "released"],
    ["suspended", "released"],
  ];

  it.each(allowed)("allows %s -> %s", (from, to) => {
    expect(canSiteTransition(from, to)).toBe(true);
  });

  const refused = ALL.flatMap((from) => ALL.map((to) => [from, to] as [SiteStatus, SiteStatus])).filter(
    ([from, to]) => !allowed.some(([f, t]) => f === from && t === to),
  );

  it.each(refused)("refuses %s -> %s", (from, to) => {
    expect(canSiteTransition(from, to)).toBe(false);
  });

  it("refuses unknown statuses", () => {
    expect(canSiteTransition("deleted", "live")).toBe(false);
  });
});

describe("buildStateAt", () => {
  const start = new Date("2026-11-22T10:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);

  it.each([
    ["before the start", -1000, "queued", 0],
    ["at the start", 0, "queued", 0],
    ["1 ms in", 1, "building", 0],
    ["one second of six", 1000, "building", 16],
    ["half way", 3000, "building", 50],
    ["just before the end", 5999, "building", 99],
    ["at the end", 6000, "live", 100],
    ["long after", 3_600_000, "live", 100],
  ] as const)("%s: %s at %i%%", (_label, elapsed, status, progress) => {
    expect(buildStateAt(start, at(elapsed), 6)).toMatchObject({ status, progress });
  });

  it("names the moment the site goes live", () => {
    expect(buildStateAt(start, start, 6).liveAt.toISOString()).toBe("2026-11-22T10:00:06.000Z");
  });

  it("works with fractional build times", () => {
    expect(buildStateAt(start, at(250), 0.5)).toMatchObject({ status: "building", progress: 50 });
  });
});
