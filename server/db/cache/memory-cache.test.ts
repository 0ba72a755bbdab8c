import { describe, expect, it } from "vitest";
import { type Change, ChangeFeed } from "./change-feed";
import { MemoryCache } from "./memory-cache";
import { tablesWritten } from "./write-watch";

function counted(feed: ChangeFeed, maxEntries = 2) {
  let loads = 0;
  let value = "v1";
  const cache = new MemoryCache<string>(feed, { ttlMs: 60_000, maxEntries, tables: ["User"] });
  return {
    read: (key = "1", during?: () => Promise<void> | void) =>
      cache.get(key, async () => {
        loads++;
        const read = value;
        await during?.();
        return read;
      }),
    set: (next: string) => {
      value = next;
    },
    loads: () => loads,
  };
}

describe("MemoryCache", () => {
  it("serves a value from memory until one of its tables is written", async () => {
    const feed = new ChangeFeed();
    const c = counted(feed);
    expect(await c.read()).toBe("v1");
    expect(await c.read()).toBe("v1");
    expect(c.loads()).toBe(1);
    c.set("v2");
    feed.changed({ Order: "any" });
    expect(await c.read()).toBe("v1");
    feed.changed({ Session: "any", User: "any" });
    expect(await c.read()).toBe("v2");
    feed.changed("all");
    await c.read();
    expect(c.loads()).toBe(3);
  });

  it("does not keep a value read while a write committed", async () => {
    const feed = new ChangeFeed();
    const c = counted(feed);
    // The reader reads v1; before it stores it, a writer commits v2.
    const raced = await c.read("1", () => {
      c.set("v2");
      feed.changed({ User: "any" });
    });
    expect(raced).toBe("v1");
    expect(await c.read()).toBe("v2");
  });

  it("serves nothing from memory while the feed cannot hear other processes", async () => {
    const feed = new ChangeFeed(() => {});
    const c = counted(feed);
    await c.read();
    await c.read();
    expect(c.loads()).toBe(2);
    feed.setLive(true);
    await c.read();
    await c.read();
    expect(c.loads()).toBe(3);
    // The connection drops and comes back: what was kept may have changed meanwhile.
    feed.setLive(false);
    feed.setLive(true);
    await c.read();
    expect(c.loads()).toBe(4);
  });

  it("reads again a kept value that no longer holds", async () => {
    const feed = new ChangeFeed();
    const cache = new MemoryCache<number>(feed, { ttlMs: 60_000, maxEntries: 10, tables: ["Order"] });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("1", load, (n) => n < 2)).toBe(1);
    expect(await cache.get("1", load, (n) => n < 2)).toBe(1);
    expect(await cache.get("1", load, (n) => n < 1)).toBe(2);
    expect(loads).toBe(2);
  });

  it("reads once for callers who ask together", async () => {
    const c = counted(new ChangeFeed());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = c.read("1", () => gate);
    const second = c.read("1");
    release();
    expect(await Promise.all([first, second])).toEqual(["v1", "v1"]);
    expect(c.loads()).toBe(1);
  });

  it("does not hand a caller who came after a write the load begun before it", async () => {
    const feed = new ChangeFeed();
    const c = counted(feed);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const before = c.read("1", () => gate);
    c.set("v2");
    feed.changed({ User: "any" });
    const after = c.read("1");
    release();
    expect(await before).toBe("v1");
    expect(await after).toBe("v2");
    expect(await c.read("1")).toBe("v2");
  });

  it("keeps at most maxEntries values", async () => {
    const c = counted(new ChangeFeed());
    await c.read("1");
    await c.read("2");
    await c.read("3");
    await c.read("3");
    expect(c.loads()).toBe(3);
    await c.read("1");
    expect(c.loads()).toBe(4);
  });
});

describe("MemoryCache kept by merchant", () => {
  function byMerchant(feed: ChangeFeed) {
    const loads: string[] = [];
    const cache = new MemoryCache<string>(feed, { ttlMs: 60_000, maxEntries: 100, tables: ["Order", "CartItem", "ChainCursor"], byMerchant: { everyMerchantOf: ["CartItem"] } });
    return { read: (key: string) => cache.get(key, async () => (loads.push(key), `${key}#${loads.length}`)), loads };
  }

  it("drops only the values of the merchants whose rows were written", async () => {
    const feed = new ChangeFeed();
    const c = byMerchant(feed);
    await Promise.all(["7:page 1", "7:page 2", "8:page 1", "9"].map(c.read));
    feed.changed({ Order: [7] });
    for (const key of ["7:page 1", "7:page 2", "8:page 1", "9"]) await c.read(key);
    expect(c.loads).toEqual(["7:page 1", "7:page 2", "8:page 1", "9", "7:page 1", "7:page 2"]);
    // A merchant whose id begins like another's (70, 700) is another merchant.
    await c.read("70:page 1");
    feed.changed({ Order: [7, 9] });
    await Promise.all(["7:page 1", "70:page 1", "8:page 1", "9"].map(c.read));
    expect(c.loads.slice(7)).toEqual(["7:page 1", "9"]);
  });

  it("drops every value for a write whose merchants are not known, a table every value reads, or anything", async () => {
    const feed = new ChangeFeed();
    const c = byMerchant(feed);
    const all = ["7", "8"];
    const changes: Change[] = [{ Order: "any" }, { ChainCursor: "any" }, { CartItem: [7] }, "all"];
    for (const change of changes) {
      const before = c.loads.length;
      for (const key of all) await c.read(key);
      feed.changed(change);
      for (const key of all) await c.read(key);
      expect(c.loads.length - before).toBe(before === 0 ? 4 : 2);
    }
    // A table the values do not read, or a statement that matched no row: nothing to drop.
    feed.changed({ Notice: "any", Order: [] });
    for (const key of all) await c.read(key);
    expect(c.loads.length).toBe(10);
  });

  it("does not keep a merchant's value read while a write to their rows committed", async () => {
    const feed = new ChangeFeed();
    const cache = new MemoryCache<number>(feed, { ttlMs: 60_000, maxEntries: 10, tables: ["Order"], byMerchant: {} });
    let version = 1;
    let reads = 0;
    const read = (key: string, during?: () => void) =>
      cache.get(key, async () => {
        reads++;
        const seen = version;
        await Promise.resolve();
        during?.();
        return seen;
      });
    expect(await read("7", () => ((version = 2), feed.changed({ Order: [7] })))).toBe(1);
    expect(await read("7")).toBe(2);
    // Another merchant's write meanwhile does not stop the value being kept.
    expect(await read("8", () => feed.changed({ Order: [7] }))).toBe(2);
    await read("8");
    expect(reads).toBe(3);
  });

  it("refuses a key that does not begin with an account id", async () => {
    const cache = new MemoryCache<number>(new ChangeFeed(), { ttlMs: 60_000, maxEntries: 10, tables: ["Order"], byMerchant: {} });
    await expect(cache.get("all", async () => 1)).rejects.toThrow(/account id/);
  });
});

describe("tablesWritten", () => {
  it.each([
    ["INSERT INTO `main`.`Session` (`id`) VALUES (?)", ["Session"]],
    ['UPDATE "public"."User" SET "nickname" = $1 WHERE "id" = $2', ["User"]],
    ["DELETE FROM `main`.`CartItem` WHERE `id` = ?", ["CartItem"]],
    ['INSERT INTO "public"."Order" ("userId") VALUES ($1) ON CONFLICT DO NOTHING', ["Order"]],
    ["UPDATE OR IGNORE `main`.`Order` SET `nickname` = ?", ["Order"]],
    ["SELECT `main`.`User`.`id` FROM `main`.`User`", undefined],
    ["  select pg_notify($1, $2)", undefined],
    ["PRAGMA journal_mode = WAL", undefined],
    ["BEGIN IMMEDIATE", undefined],
    ['WITH moved AS (UPDATE "Order" SET "status" = 4 RETURNING *) SELECT * FROM moved', "all"],
    ['CREATE INDEX "x" ON "Order"("userId")', "all"],
    // The rows a REPLACE deletes to make room fire no delete trigger: their merchants would go unnamed.
    ["REPLACE INTO `main`.`Order` (`id`) VALUES (?)", "all"],
    ["INSERT OR REPLACE INTO `main`.`Order` (`id`) VALUES (?)", "all"],
  ])("%s", (sql, tables) => {
    expect(tablesWritten(sql)).toEqual(tables);
  });
});
