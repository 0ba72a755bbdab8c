import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";
import type { ChangeFeed } from "./change-feed";

/**
 * Tells the change feed which tables each commit wrote, as the driver adapter sees the statements
 * go by (decision 025): a write outside a transaction when it returns, a transaction's writes when
 * its COMMIT returns, nothing for a rollback. Every write of the process passes here, so no code
 * path can forget to say it changed something; a statement it cannot read counts as "all".
 */
export class WriteWatchingFactory implements SqlDriverAdapterFactory {
  readonly provider;
  readonly adapterName;

  constructor(
    private readonly inner: SqlDriverAdapterFactory,
    private readonly feed: ChangeFeed,
  ) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    const adapter = await this.inner.connect();
    const feed = this.feed;
    const autocommit =
      <R>(run: (query: SqlQuery) => Promise<R>) =>
      async (query: SqlQuery) => {
        const result = await run(query);
        const written = tablesWritten(query.sql);
        if (written) await feed.changed(written);
        return result;
      };
    return new Proxy(adapter, {
      get(target, key, receiver) {
        if (key === "queryRaw") return autocommit((query) => target.queryRaw(query));
        if (key === "executeRaw") return autocommit((query) => target.executeRaw(query));
        if (key === "executeScript") return async (script: string) => (await target.executeScript(script), await feed.changed("all"));
        if (key === "startTransaction") return async (...args: Parameters<SqlDriverAdapter["startTransaction"]>) => watching(await target.startTransaction(...args), feed);
        return Reflect.get(target, key, receiver);
      },
    });
  }
}

function watching(transaction: Transaction, feed: ChangeFeed): Transaction {
  const tables = new Set<string>();
  let all = false;
  let told = false;
  // Heard by this process's caches as COMMIT returns; awaited (the other workers hearing it) in
  // commit(), once the connection's lock is given back, so a slow sibling does not hold up this one.
  let announced: Promise<void> | undefined;
  const committed = () => {
    if (told) return;
    told = true;
    if (all) announced = feed.changed("all");
    else if (tables.size > 0) announced = feed.changed([...tables]);
  };
  const run =
    <R>(send: (query: SqlQuery) => Promise<R>) =>
    async (query: SqlQuery) => {
      const result = await send(query);
      // Prisma ends a transaction with COMMIT sent as SQL, then calls commit().
      if (/^\s*COMMIT\b/i.test(query.sql)) committed();
      else {
        const written = tablesWritten(query.sql);
        if (written === "all") all = true;
        else if (written) for (const table of written) tables.add(table);
      }
      return result;
    };
  return {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
    queryRaw: run((query) => transaction.queryRaw(query)),
    executeRaw: run((query) => transaction.executeRaw(query)),
    commit: async () => {
      await transaction.commit();
      committed();
      await announced;
    },
    rollback: async () => {
      told = true;
      await transaction.rollback();
    },
  };
}

const READS = /^\s*(SELECT|PRAGMA|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW|EXPLAIN|VALUES)\b/i;
const WRITE = /^\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\s+(?:[`"]?\w+[`"]?\.)?[`"]?(\w+)[`"]?/i;

/** The table a statement writes (Prisma writes one per statement), undefined for a read, "all" for what it cannot tell. */
export function tablesWritten(sql: string): string[] | "all" | undefined {
  const write = WRITE.exec(sql);
  if (write) return [write[1]];
  // pg_notify and the like are reads; anything else (DDL, a WITH … UPDATE) may have written anything.
  return READS.test(sql) ? undefined : "all";
}
