import type { Db } from "../db";
import type { ColorScheme, Country, Package, Template, User } from "../generated/prisma/client";
import { changeFeed, type Change } from "./change-feed";
import { MemoryCache } from "./memory-cache";

/** What the bearer-token check needs of a session (null: no such session). */
export type SessionState = { userId: number; revokedAt: Date | null; revokedReason: string | null } | null;

/** Every reference row, withdrawn ones included (an old order still shows its package). */
export type Catalogue = {
  countries: Map<number, Country>;
  packages: Map<number, Package>;
  templates: Map<number, Template>;
  colorSchemes: Map<number, ColorScheme>;
};

/**
 * How long a cached row may be served. Every change the API makes is published (server/cache/
 * change-feed.ts) and drops it at once, in every instance on PostgreSQL; the limit only bounds a
 * change made behind the API's back (a tester's command writing to the SQLite file, a database
 * edited by hand). Two seconds keep a page's burst of requests on one read; the catalogue,
 * changed by deployments, is kept longer.
 */
const ROW_TTL_MS = 2_000;
const CATALOGUE_TTL_MS = 30_000;

const aboutUser = (change: Change, userId: number) => change.topic === "user" && (change.key === undefined || change.key === String(userId));

function createCaches(db: Db) {
  const feed = changeFeed(db);
  return {
    /** Sessions by id: the bearer-token check on every protected request. */
    sessions: new MemoryCache<SessionState>(feed, {
      ttlMs: ROW_TTL_MS,
      maxEntries: 50_000,
      stale: (change, sessionId, session) =>
        (change.topic === "session" && (change.key === undefined || change.key === sessionId)) || (session !== null && aboutUser(change, session.userId)),
    }),
    /** Accounts by id, as /api/user/info shows them. */
    users: new MemoryCache<User | null>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 50_000, stale: (change, userId) => aboutUser(change, Number(userId)) }),
    /**
     * Merchants with nothing in motion (no pending payment or order, no site building), by id: their
     * reads skip the catch-up (server/jobs/due-work.ts) until a change to them is published.
     */
    settled: new MemoryCache<boolean>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 50_000, stale: (change, userId) => aboutUser(change, Number(userId)), keep: (settled) => settled }),
    catalogue: new MemoryCache<Catalogue>(feed, { ttlMs: CATALOGUE_TTL_MS, maxEntries: 1, stale: (change) => change.topic === "catalogue" }),
  };
}

const byDb = new WeakMap<object, ReturnType<typeof createCaches>>();

/** The caches kept for a database handle (one set per API process and database). */
export function caches(db: Db) {
  let set = byDb.get(db);
  if (!set) {
    set = createCaches(db);
    byDb.set(db, set);
  }
  return set;
}

/** Says that a change was committed, to this process's caches and, on PostgreSQL, every other process's. */
export function published(db: Db, change: Change): Promise<void> {
  return changeFeed(db).publish(change);
}
