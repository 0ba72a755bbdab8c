import { describe, expect, it } from "vitest";
import { formatUtcDateTime } from "./dates";

describe("formatUtcDateTime", () => {
  it("shows the UTC moment whatever the machine's zone, marked UTC", () => {
    expect(formatUtcDateTime("2026-11-24T23:41:00.000Z", "en")).toBe("Nov 24, 2026, 11:41 PM UTC");
    expect(formatUtcDateTime("2026-11-24T23:41:00.000Z", "de")).toMatch(/^24\.11\.2026, 23:41 UTC$/);
  });
});
