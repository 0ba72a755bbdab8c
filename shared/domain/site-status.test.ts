import { describe, expect, it } from "vitest";
import { canSiteTransition, siteStatus, type SiteStatus } from "./site-status";

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
