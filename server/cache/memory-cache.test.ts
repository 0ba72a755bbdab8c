import { describe, expect, it } from "vitest";
import { ChangeFeed } from "./change-feed";
import { MemoryCache } from "./memory-cache";

function counted(feed: ChangeFeed) {
  let loads = 0;
  let value = "v1";
  const cache = new MemoryCache<string>(feed, { ttlMs: 60_000, maxEntries: 2, stale: (change, key) => change.topic === "user" && change.key === key });
  return {
    cache,
    read: (key = "1", during?: () => Promise<void>) =>
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
  it("serves a value from memory until a change to it is published", async () => {
    const feed = new ChangeFeed();
    const c = counted(feed);
    expect(await c.read()).toBe("v1");
    expect(await c.read()).toBe("v1");
    expect(c.loads()).toBe(1);
    c.set("v2");
    await feed.publish({ topic: "user", key: "2" });
    expect(await c.read()).toBe("v1");
    await feed.publish({ topic: "user", key: "1" });
    expect(await c.read()).toBe("v2");
    expect(c.loads()).toBe(2);
  });

  it("does not keep a value read while a change was being published", async () => {
    const feed = new ChangeFeed();
    const c = counted(feed);
    // The reader reads v1; before it stores it, a writer commits v2 and says so.
    expect(await c.read("1", async () => { c.set("v2"); await feed.publish({ topic: "user", key: "1" }); })).toBe("v1");
    expect(await c.read()).toBe("v2");
  });

  it("serves nothing from memory while the feed cannot hear other processes", async () => {
    const feed = new ChangeFeed({ notify: async () => {}, listen: () => {} });
    const c = counted(feed);
    await c.read();
    await c.read();
    expect(c.loads()).toBe(2);
    feed.setLive(true);
    await c.read();
    await c.read();
    expect(c.loads()).toBe(3);
    // The connection drops: what was kept may have changed meanwhile.
    feed.setLive(false);
    feed.setLive(true);
    await c.read();
    expect(c.loads()).toBe(4);
  });

  it("keeps at most maxEntries values", async () => {
    const feed = new ChangeFeed();
    const c = counted(feed);
    await c.read("1");
    await c.read("2");
    await c.read("3");
    await c.read("3");
    expect(c.loads()).toBe(3);
    await c.read("1");
    expect(c.loads()).toBe(4);
  });
});
