import pg from "pg";

/**
 * What a committed write touched (decision 025): for each table, the merchants (account ids) whose
 * rows it wrote, or "any" when that is not known; "all" when not even the tables are known. A table
 * whose rows belong to merchants names them (server/db/cache/merchant-rows.ts); the others say "any".
 */
export type Change = "all" | { [table: string]: number[] | "any" };

/** A NOTIFY's payload: `Order:12` (merchant 12's rows of Order), `Order` (rows of Order), empty for anything. */
export function changeOfNotice(payload: string | undefined): Change {
  if (!payload) return "all";
  const colon = payload.lastIndexOf(":");
  const merchant = colon < 0 ? NaN : Number(payload.slice(colon + 1));
  return Number.isSafeInteger(merchant) ? { [payload.slice(0, colon)]: [merchant] } : { [payload]: "any" };
}

type Listener = (change: Change) => void;

/**
 * The caches' news: which tables, and whose rows of them, a commit changed. This process's writes are told by the driver
 * adapter as each commits (server/db/cache/write-watch.ts), before the write is acknowledged; on
 * PostgreSQL the other processes' writes arrive through LISTEN/NOTIFY, sent by a trigger on each
 * table at commit; the sibling workers of one API (server/db/cache/sibling-feed.ts) are told through their
 * primary, and the write waits until they have heard it. While PostgreSQL's listening
 * connection is down, `isLive` is false and the caches serve nothing from memory; when it is back
 * they start empty, since notices sent meanwhile are lost.
 */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private live: boolean;

  /** `listen`: starts hearing other processes (PostgreSQL); without it, this process is the only writer. */
  constructor(private readonly listen?: () => void) {
    this.live = listen === undefined;
  }

  /** False while changes made by other processes could go unseen. */
  get isLive(): boolean {
    return this.live;
  }

  subscribe(listener: Listener): () => void {
    // The first cache starts the listening: a command that keeps no cache never opens the connection.
    if (this.listeners.size === 0) this.listen?.();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Tells whoever else must hear of this process's writes (the sibling workers), and
   * resolves once they have; set by server/db/cache/sibling-feed.ts.
   */
  announce?: (change: Change) => Promise<void>;

  /**
   * A write of this process committed: its caches hear it at once; the promise, when there is one,
   * resolves once every process that keeps caches of the same database has heard it too.
   */
  changed(change: Change): Promise<void> | undefined {
    this.heard(change);
    return this.announce?.(change);
  }

  /** Another process's write committed. */
  heard(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }

  setLive(live: boolean): void {
    this.live = live;
    // Whatever was kept may have changed while nobody was listening.
    this.heard("all");
  }
}

const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of a database handle, as openDatabase made it. */
export function changeFeed(db: object): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    // A handle opened some other way (none in the product) hears only itself.
    feed = new ChangeFeed();
    feeds.set(db, feed);
  }
  return feed;
}

export function attachFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The channel the tables' triggers NOTIFY (prisma/postgresql/migrations/*_change_notices). */
const CHANNEL = "casino_changes";

/**
 * A feed that hears the other processes on a PostgreSQL database: one connection of its own
 * LISTENs, and reconnects a second after it drops. Listening never keeps a process alive.
 */
export function postgresFeed(url: string): { feed: ChangeFeed; close: () => Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      feed.setLive(false);
      if (!closed) retry = setTimeout(connect, 1000).unref();
    };
    next.on("error", lost);
    next.on("end", lost);
    next.on("notification", (message) => feed.heard(changeOfNotice(message.payload)));
    client = next;
    try {
      await next.connect();
      (next as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      feed.setLive(true);
    } catch {
      lost();
      next.end().catch(() => {});
    }
  };
  const feed = new ChangeFeed(() => void connect());

  return {
    feed,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
