import type { ChangeFeed } from "./change-feed";

/**
 * Rows read often and changed rarely, kept in this process's memory for at most `ttlMs` and
 * dropped as soon as the change feed says one of the tables they come from was written
 * (decision 025). A value read while a write committed is handed out but not kept, so a reader
 * that raced a writer never leaves the old value behind. When the feed is not live (PostgreSQL's
 * listener reconnecting), nothing is served from memory.
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  /** Bumped by every write to its tables: a load that saw it bumped keeps nothing. */
  private generation = 0;
  /** Loads under way: callers of the same key wait for the one load rather than each reading (when an entry expires under load). */
  private readonly loading = new Map<string, { generation: number; value: Promise<V> }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      /** The tables the values are read from (a parent whose deletion cascades included). */
      tables: string[];
    },
  ) {
    const tables = new Set(options.tables);
    feed.subscribe((change) => {
      if (change !== "all" && !change.some((table) => tables.has(table))) return;
      this.generation++;
      this.entries.clear();
    });
  }

  /** `valid`: whether a kept value still holds (beyond its time limit); one that does not is read again. */
  async get(key: string, load: () => Promise<V>, valid?: (value: V) => boolean): Promise<V> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now && this.feed.isLive && (valid?.(entry.value) ?? true)) return entry.value;
    const generation = this.generation;
    // Only a load begun since the last write is shared: a caller never waits for one that may have read before it.
    const pending = this.loading.get(key);
    if (pending && pending.generation === generation) return pending.value;
    const loaded = load();
    this.loading.set(key, { generation, value: loaded });
    try {
      const value = await loaded;
      if (generation === this.generation && this.feed.isLive) {
        if (this.entries.size >= this.options.maxEntries) this.dropExpired(now);
        // Still full of live entries: the oldest goes (a Map iterates in insertion order).
        if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { value, until: now + this.options.ttlMs });
      }
      return value;
    } finally {
      if (this.loading.get(key)?.value === loaded) this.loading.delete(key);
    }
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
  }
}
