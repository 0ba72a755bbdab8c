import type { Options } from "express-rate-limit";
import { describe, expect, it } from "vitest";
import { openedDatabaseCopy } from "../../tests/helpers/database-copy";
import { DatabaseStore, pruneRateLimits } from "./rate-limit";

const database = openedDatabaseCopy();

function store(prefix: string, windowMs: number) {
  const s = new DatabaseStore(database(), prefix);
  s.init({ windowMs } as Options);
  return s;
}

describe("the rate limits' database store (several API instances)", () => {
  it("counts the hits of every store on one key, concurrent ones too, and keeps limiters apart", async () => {
    const [a, b] = [store("login", 60_000), store("login", 60_000)];
    const counts = await Promise.all([...Array(10)].map((_, i) => (i % 2 ? a : b).increment("1.2.3.4")));
    expect(counts.map((c) => c.totalHits).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(new Set(counts.map((c) => c.resetTime?.getTime())).size).toBe(1);
    expect((await store("register", 60_000).increment("1.2.3.4")).totalHits).toBe(1);

    await a.decrement("1.2.3.4");
    expect((await b.get("1.2.3.4"))?.totalHits).toBe(9);
    await b.resetKey("1.2.3.4");
    expect(await a.get("1.2.3.4")).toBeUndefined();
  });

  it("starts a new window once the last one has closed, and forgets closed windows", async () => {
    const short = store("short", 50);
    expect((await short.increment("k")).totalHits).toBe(1);
    expect((await short.increment("k")).totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await short.get("k")).toBeUndefined();
    const again = await short.increment("k");
    expect(again.totalHits).toBe(1);
    expect(again.resetTime!.getTime()).toBeGreaterThan(Date.now());

    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await pruneRateLimits(database())).toBeGreaterThanOrEqual(1);
    expect(await database().rateLimitHit.count({ where: { key: "short:k" } })).toBe(0);
  });
});
