import type { ChangeFeed } from "./change-feed";

export type CacheOptions = {
  ttlMs: number;
  maxEntries: number;
  /** The tables the values are read from (a parent whose deletion cascades included). */
  tables: string[];
  /**
   * Keys begin with a merchant's account id (`12`, `12:page 3`) and each value is read from that
   * merchant's rows alone: a write that names the merchants whose rows it wrote drops only their
   * values (decision 025).
   */
  byMerchant?: {
    /** Of `tables`, those whose rows of every merchant a value depends on (the names other merchants hold). */
    everyMerchantOf?: string[];
  };
};

type Entry<V> = { value: V; until: number; merchant: number | undefined };

/**
 * Rows read often and changed rarely, kept in this process's memory for at most `ttlMs` and
 * dropped as soon as the change feed says one of the tables they come from was written: only the
 * written merchants' values when the cache is kept by merchant and the write names them, every
 * value otherwise (decision 025). A value read while a write to it committed is handed out but not
 * kept, so a reader that raced a writer never leaves the old value behind. When the feed is not live
 * (PostgreSQL's listener reconnecting), nothing is served from memory.
 */
export class MemoryCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** By merchant, the keys of theirs kept. */
  private readonly keysOf = new Map<number, Set<string>>();
  /** Bumped by every write that drops everything: a load that saw it bumped keeps nothing. */
  private generation = 0;
  /**
   * By merchant, while loads of theirs are under way: how many, and a count every write to their
   * rows bumps (a load that saw it bumped keeps nothing). Forgotten when the last load ends.
   */
  private readonly loadsOf = new Map<number, { loads: number; generation: number }>();
  /** Loads under way: callers of the same key wait for the one load rather than each reading (when an entry expires under load). */
  private readonly loading = new Map<string, { generation: number; merchantGeneration: number; value: Promise<V> }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: CacheOptions,
  ) {
    const tables = new Set(options.tables);
    const shared = new Set(options.byMerchant?.everyMerchantOf);
    feed.subscribe((change) => {
      if (change === "all") return this.dropAll();
      let merchants: number[] | undefined;
      for (const table in change) {
        if (!tables.has(table)) continue;
        const whose = change[table];
        if (whose === "any") return this.dropAll();
        if (whose.length === 0) continue;
        if (!options.byMerchant || shared.has(table)) return this.dropAll();
        (merchants ??= []).push(...whose);
      }
      if (merchants) for (const merchant of merchants) this.dropMerchant(merchant);
    });
  }

  /** `valid`: whether a kept value still holds (beyond its time limit); one that does not is read again. */
  async get(key: string, load: () => Promise<V>, valid?: (value: V) => boolean): Promise<V> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now && this.feed.isLive && (valid?.(entry.value) ?? true)) return entry.value;
    const merchant = this.merchantOf(key);
    const generation = this.generation;
    const merchantGeneration = merchant === undefined ? 0 : (this.loadsOf.get(merchant)?.generation ?? 0);
    // Only a load begun since the last write is shared: a caller never waits for one that may have read before it.
    const pending = this.loading.get(key);
    if (pending && pending.generation === generation && pending.merchantGeneration === merchantGeneration) return pending.value;
    let loads: { loads: number; generation: number } | undefined;
    if (merchant !== undefined) {
      loads = this.loadsOf.get(merchant);
      if (!loads) this.loadsOf.set(merchant, (loads = { loads: 0, generation: 0 }));
      loads.loads++;
    }
    const loaded = load();
    this.loading.set(key, { generation, merchantGeneration, value: loaded });
    try {
      const value = await loaded;
      if (generation === this.generation && merchantGeneration === (loads?.generation ?? 0) && this.feed.isLive) {
        if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) this.dropExpired(now);
        // Still full of live entries: the oldest goes (a Map iterates in insertion order).
        if (this.entries.size >= this.options.maxEntries && !this.entries.has(key)) this.drop(this.entries.keys().next().value!);
        this.entries.set(key, { value, until: now + this.options.ttlMs, merchant });
        if (merchant !== undefined) {
          let keys = this.keysOf.get(merchant);
          if (!keys) this.keysOf.set(merchant, (keys = new Set()));
          keys.add(key);
        }
      }
      return value;
    } finally {
      if (this.loading.get(key)?.value === loaded) this.loading.delete(key);
      if (loads && --loads.loads === 0) this.loadsOf.delete(merchant!);
    }
  }

  /** The merchant a key belongs to (its leading account id), for a cache kept by merchant. */
  private merchantOf(key: string): number | undefined {
    if (!this.options.byMerchant) return undefined;
    const colon = key.indexOf(":");
    const merchant = Number(colon < 0 ? key : key.slice(0, colon));
    if (!Number.isSafeInteger(merchant)) throw new Error(`a key kept by merchant must begin with their account id: ${key}`);
    return merchant;
  }

  private dropAll(): void {
    this.generation++;
    this.entries.clear();
    this.keysOf.clear();
  }

  private dropMerchant(merchant: number): void {
    const loads = this.loadsOf.get(merchant);
    if (loads) loads.generation++;
    const keys = this.keysOf.get(merchant);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.keysOf.delete(merchant);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (entry.merchant === undefined) return;
    const keys = this.keysOf.get(entry.merchant);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOf.delete(entry.merchant);
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.drop(key);
  }
}
