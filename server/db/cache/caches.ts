import type { Db } from "..";
import type { CartItem, ColorScheme, Country, DepositEntry, Dispute, Notice, Package, Payment, Site, Template, User } from "../../generated/prisma/client";
import type { OrderWithPayments } from "../../modules/order/service";
import type { PreparedSite } from "../../modules/site/service";
import { changeFeed } from "./change-feed";
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
 * How long a kept value may be served. Every write of this process drops it at once, and so does
 * every other process's on PostgreSQL (server/db/cache/change-feed.ts): in the caches kept by
 * merchant, only the values of the merchants whose rows the write touched, so one merchant's
 * activity leaves every other merchant's kept pages alone. The limit only bounds a write
 * made behind the API's back to the SQLite file (a tester's command, a database edited by hand).
 * Two seconds keep a page's burst of requests on one read; the catalogue, changed by deployments,
 * is kept longer.
 */
const ROW_TTL_MS = 2_000;
const CATALOGUE_TTL_MS = 30_000;

/** A line of a merchant's statement as read (server/modules/ledger/service.ts makes the view). */
export type StatementRow = DepositEntry & { dispute: Dispute | null; site: { siteName: string; releasedName: string | null }; balanceAfterMinor: number; siteName: string };

/** What a site picker needs of a site. */
export type SiteChoiceRow = Pick<Site, "id" | "siteName" | "releasedName" | "status" | "depositBalanceMinor"> & { order: { depositMinor: number } };

function createCaches(db: Db) {
  const feed = changeFeed(db);
  return {
    /** Sessions by account and id (`12:<session id>`): the bearer-token check on every protected request. */
    sessions: new MemoryCache<SessionState>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 50_000, tables: ["Session", "User"], byMerchant: {} }),
    /** Accounts by id, as /api/user/info shows them. */
    users: new MemoryCache<User | null>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 50_000, tables: ["User"], byMerchant: {} }),
    /**
     * By merchant, the first moment time alone changes something of theirs (a window closing, a build
     * moving): until then their reads skip the catch-up (server/jobs/due-work.ts), unless an order, a
     * payment, a site or what the chain watchers record is written.
     */
    quietUntil: new MemoryCache<number>(feed, {
      ttlMs: ROW_TTL_MS,
      maxEntries: 50_000,
      tables: ["Order", "Payment", "Site", "User", "ChainTransfer", "ObservedTransfer", "ChainCursor", "DepositAddress"],
      byMerchant: {},
    }),
    /**
     * Pages of a merchant's lists as read from the database (a merchant opening the same page again, a page's
     * burst of calls); the view, with its countdowns and runways, is still made from them at each request.
     */
    orderPages: new MemoryCache<{ total: number; orders: OrderWithPayments[] }>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["Order", "Payment", "Site", "User"], byMerchant: {} }),
    /**
     * By merchant and filter, how many orders their list holds: counted once for all its pages (counting the
     * heavy merchant's 50,000 orders took 2-3 ms on SQLite, more than reading any page of them).
     */
    orderTotals: new MemoryCache<number>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 50_000, tables: ["Order", "User"], byMerchant: {} }),
    /** Pages of a merchant's sites, each with what its view owes to its rows alone (its dates, its ledger points) already written out. */
    sitePages: new MemoryCache<{ total: number; sites: PreparedSite[] }>(feed, {
      ttlMs: ROW_TTL_MS,
      maxEntries: 5_000,
      tables: ["Site", "Order", "DepositEntry", "User"],
      byMerchant: {},
    }),
    /** By merchant and filter, their newest payments (the settlement page's top-ups, an order's payments). */
    paymentLists: new MemoryCache<Payment[]>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["Payment", "User"], byMerchant: {} }),
    siteChoices: new MemoryCache<{ total: number; sites: SiteChoiceRow[] }>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["Site", "Order", "User"], byMerchant: {} }),
    /** Pages of a merchant's statement, each entry with its dispute, its site's name and the balance after it. */
    ledgerPages: new MemoryCache<{ total: number; rows: StatementRow[] }>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["DepositEntry", "Dispute", "Site", "User"], byMerchant: {} }),
    /** By merchant and filter, how many entries their statement holds, as orderTotals (the heavy merchant's 93,000: 4 ms). */
    ledgerTotals: new MemoryCache<number>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 50_000, tables: ["DepositEntry", "Site", "User"], byMerchant: {} }),
    /**
     * By merchant (and search), the cart's items with the names taken among them, and until when that
     * holds: any merchant's order or site may take one of the names, so their writes drop every cart.
     */
    cartLists: new MemoryCache<{ items: CartItem[]; taken: Set<string>; until: number }>(feed, {
      ttlMs: ROW_TTL_MS,
      maxEntries: 5_000,
      tables: ["CartItem", "Order", "Site", "User"],
      byMerchant: { everyMerchantOf: ["Order", "Site"] },
    }),
    /** By merchant, how many items the cart holds: every page's header. */
    cartCounts: new MemoryCache<number>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 50_000, tables: ["CartItem", "User"], byMerchant: {} }),
    /** By merchant, the urgent notices in force and the unread count: every page's header. */
    alerts: new MemoryCache<{ active: Notice[]; activeTotal: number; unread: number }>(feed, { ttlMs: ROW_TTL_MS, maxEntries: 50_000, tables: ["Notice", "User"], byMerchant: {} }),
    catalogue: new MemoryCache<Catalogue>(feed, { ttlMs: CATALOGUE_TTL_MS, maxEntries: 1, tables: ["Country", "Package", "Template", "TemplateCategory", "ColorScheme"] }),
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
