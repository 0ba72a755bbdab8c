import { describe, expect, it } from "vitest";
import { selfServiceStartsOn } from "./self-service.server";

describe("the self-service opening date", () => {
  it("is shown, in the page's language, while the day is ahead", () => {
    expect(selfServiceStartsOn("en", "2027-07-06T23:59:59Z", "2027-07-07")).toBe("July 7, 2027");
    expect(selfServiceStartsOn("zh", "2027-01-01T00:00:00Z", "2027-07-07")).toBe("2027年7月7日");
    expect(selfServiceStartsOn("es", "2027-01-01T00:00:00Z", "2027-07-07")).toBe("7 de julio de 2027");
  });

  it("is gone from 00:00 UTC of that day, by the testers' clock when they moved it", () => {
    expect(selfServiceStartsOn("en", "2027-07-07T00:00:00Z", "2027-07-07")).toBeNull();
    expect(selfServiceStartsOn("en", "2030-01-01T00:00:00Z", "2027-07-07")).toBeNull();
  });

  it("follows real time when the clock was not moved, and is never shown when unset", () => {
    expect(selfServiceStartsOn("en", null, "2999-01-01")).toBe("January 1, 2999");
    expect(selfServiceStartsOn("en", null, "2020-01-01")).toBeNull();
    expect(selfServiceStartsOn("en", null, undefined)).toBeNull();
  });
});
