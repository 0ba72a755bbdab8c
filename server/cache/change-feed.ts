import pg from "pg";
import type { Db } from "../db";

/**
 * What changed, said by whoever changed it once the change is committed (decision 025):
 * - `user` (key: the user's id): the account, its sessions, or its orders, payments and sites;
 * - `session` (key: the session's id): one session ended;
 * - `catalogue`: the reference data (markets, packages, templates, colour schemes).
 * Without a key, everything of that kind changed.
 */
export type Change = { topic: "user" | "session" | "catalogue"; key?: string };

type Listener = (change: Change | "all") => void;

/**
 * The caches' news: a change published here reaches every cache of this process at once and, on
 * PostgreSQL, every other process on the same database through LISTEN/NOTIFY (NOTIFY is delivered
 * at commit, to every listening connection, in order). While the listening connection is down,
 * `live` is false and the caches serve nothing from memory; when it is back, they start empty,
 * since notices sent meanwhile are lost.
 */
export class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private live: boolean;

  constructor(private readonly remote?: { notify: (payload: string) => Promise<unknown>; listen: () => void }) {
    this.live = remote === undefined;
  }

  /** False while changes made by other processes could go unseen. */
  get isLive(): boolean {
    return this.live;
  }

  subscribe(listener: Listener): () => void {
    // The first cache starts the listening: a command that keeps no cache never opens the connection.
    if (this.listeners.size === 0) this.remote?.listen();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells this process's caches at once, then the other processes'. Call it after the change commits. */
  async publish(change: Change): Promise<void> {
    this.deliver(change);
    await this.remote?.notify(JSON.stringify(change));
  }

  /** A notice from another process (or this one's own, echoed back). */
  receive(payload: string): void {
    try {
      const change = JSON.parse(payload) as Change;
      this.deliver(change);
    } catch {
      this.deliver("all");
    }
  }

  setLive(live: boolean): void {
    this.live = live;
    // Whatever was cached may have changed while nobody was listening.
    this.deliver("all");
  }

  private deliver(change: Change | "all"): void {
    for (const listener of this.listeners) listener(change);
  }
}

const CHANNEL = "casino_changes";
const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of a database handle: on SQLite this process's only (one API process owns the file). */
export function changeFeed(db: Db): ChangeFeed {
  let feed = feeds.get(db);
  if (!feed) {
    feed = new ChangeFeed();
    feeds.set(db, feed);
  }
  return feed;
}

/**
 * Gives a PostgreSQL handle its feed: one connection of its own LISTENs, reconnecting after a
 * second when it drops; publishing NOTIFYs through the handle's pool.
 */
export function listenForChanges(db: Db, url: string): { close: () => Promise<void> } {
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
    next.on("notification", (message) => feed.receive(message.payload ?? ""));
    client = next;
    try {
      await next.connect();
      // Listening never keeps a process alive on its own.
      (next as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) return void next.end().catch(() => {});
      feed.setLive(true);
    } catch {
      lost();
      next.end().catch(() => {});
    }
  };
  const feed = new ChangeFeed({ notify: (payload) => db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${payload})`, listen: () => void connect() });
  feeds.set(db, feed);

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
