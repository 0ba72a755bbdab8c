import { describe, expect, it } from "vitest";
import { openedDatabaseCopy } from "../../tests/helpers/database-copy";
import { lease } from "./lease";

const database = openedDatabaseCopy();

describe("the scheduler's lease shared by API instances", () => {
  it("is held by one instance at a time, renewed by it, taken over when it expires, and free at once when given up", async () => {
    const a = lease(database(), "test-lease", 30_000, "instance-a");
    const b = lease(database(), "test-lease", 30_000, "instance-b");
    const t0 = new Date("2026-11-25T00:00:00Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);

    // Both race for a lease nobody holds: exactly one gets it.
    const first = await Promise.all([a.acquire(t0), b.acquire(t0)]);
    expect(first.filter(Boolean)).toHaveLength(1);
    const [holder, other] = first[0] ? [a, b] : [b, a];

    // The holder renews it; the other is refused while it lasts, even just before it expires.
    expect(await holder.acquire(at(20))).toBe(true);
    expect(await other.acquire(at(49))).toBe(false);
    // The holder stops renewing (it died): once expired, the other takes over and the first is out.
    expect(await other.acquire(at(50))).toBe(true);
    expect(await holder.acquire(at(51))).toBe(false);

    // Given up on a clean shutdown, it is free at once.
    await other.release();
    expect(await holder.acquire(at(52))).toBe(true);
  });
});
