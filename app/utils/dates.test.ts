import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatUtcDateTime } from "./dates";

describe("formatUtcDateTime", () => {
  // A machine east of UTC, where 23:41 UTC is already the next day.
  const zone = process.env.TZ;
  beforeAll(() => void (process.env.TZ = "Asia/Tokyo"));
  afterAll(() => void (zone === undefined ? delete process.env.TZ : (process.env.TZ = zone)));

  it("shows the UTC moment whatever the machine's zone, marked UTC, on a 24-hour clock", () => {
    expect(formatUtcDateTime("2026-11-24T23:41:00.000Z", "en")).toBe("Nov 24, 2026, 23:41 UTC");
    expect(formatUtcDateTime("2026-11-24T23:41:00.000Z", "ja")).toBe("2026年11月24日 23:41 UTC");
  });
});
