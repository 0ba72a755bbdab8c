import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, SqlQueryable, Transaction } from "@prisma/driver-adapter-utils";
import type { Change, ChangeFeed } from "./change-feed";
import { statement, type MerchantNotes, type Noted } from "./merchant-rows";

/**
 * Tells the change feed what each commit wrote, as the driver adapter sees the statements go by
 * (decision 025): a write outside a transaction when it returns, a transaction's writes when its
 * COMMIT returns, nothing for a rollback. The tables come from the statements; for the tables whose
 * rows belong to merchants, whose rows were written comes from the triggers' notes, read just
 * before COMMIT (server/db/cache/merchant-rows.ts). Every write of the process passes here, so no code
 * path can forget to say it changed something; a statement it cannot read counts as "all".
 */
export class WriteWatchingFactory implements SqlDriverAdapterFactory {
  readonly provider;
  readonly adapterName;

  constructor(
    private readonly inner: SqlDriverAdapterFactory,
    private readonly feed: ChangeFeed,
    private readonly notes: MerchantNotes,
  ) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    const adapter = await this.inner.connect();
    const { feed, notes } = this;
    const noted = await notes.prepare(adapter);
    const autocommit =
      <R>(run: (on: SqlQueryable, query: SqlQuery) => Promise<R>) =>
      async (query: SqlQuery) => {
        const written = tablesWritten(query.sql);
        if (!written) return run(adapter, query);
        if (written === "all" || !written.some((table) => noted.has(table))) {
          const result = await run(adapter, query);
          await feed.changed(written === "all" ? "all" : changeOf(written, new Map(), noted));
          return result;
        }
        // In a transaction of its own, for its notes to be read before its COMMIT: PostgreSQL's last for
        // their transaction only (and the pool may run the next statement on another connection), and
        // on SQLite a second statement after it could take another write's notes.
        const transaction = await adapter.startTransaction();
        let result: R;
        let merchants: Noted;
        try {
          result = await run(transaction, query);
          merchants = await notes.take(transaction);
          await transaction.executeRaw(statement("COMMIT"));
        } catch (error) {
          await abandon(transaction);
          throw error;
        }
        await transaction.commit();
        await feed.changed(changeOf(written, merchants, noted));
        return result;
      };
    return new Proxy(adapter, {
      get(target, key, receiver) {
        if (key === "queryRaw") return autocommit((on, query) => on.queryRaw(query));
        if (key === "executeRaw") return autocommit((on, query) => on.executeRaw(query));
        if (key === "executeScript") return async (script: string) => (await target.executeScript(script), await feed.changed("all"));
        if (key === "startTransaction")
          return async (...args: Parameters<SqlDriverAdapter["startTransaction"]>) => watching(await target.startTransaction(...args), feed, notes, noted);
        return Reflect.get(target, key, receiver);
      },
    });
  }
}

/**
 * Ends a transaction that failed before or at its COMMIT, giving its connection (PostgreSQL) or the
 * connection's lock (SQLite) back: Prisma calls neither commit() nor rollback() after a failed
 * COMMIT. A COMMIT that failed on SQLite may leave the transaction open, hence the ROLLBACK;
 * PostgreSQL ends it there, and its wrapper refuses statements after (server/db/postgres.ts).
 */
async function abandon(transaction: Transaction): Promise<void> {
  await transaction.executeRaw(statement("ROLLBACK")).catch(() => {});
  await transaction.rollback().catch(() => {});
}

function watching(transaction: Transaction, feed: ChangeFeed, notes: MerchantNotes, noted: Set<string>): Transaction {
  const tables = new Set<string>();
  let all = false;
  let told = false;
  let merchants: Noted = new Map();
  // Heard by this process's caches as COMMIT returns; awaited (the other workers hearing it) in
  // commit(), once the connection's lock is given back, so a slow sibling does not hold up this one.
  let announced: Promise<void> | undefined;
  const committed = () => {
    if (told) return;
    told = true;
    if (all) announced = feed.changed("all");
    else if (tables.size > 0) announced = feed.changed(changeOf(tables, merchants, noted));
  };
  const run =
    <R>(send: (query: SqlQuery) => Promise<R>) =>
    async (query: SqlQuery) => {
      // Prisma ends a transaction with COMMIT sent as SQL, then calls commit(): the notes are read just before.
      const commit = /^\s*COMMIT\b/i.test(query.sql);
      let result: R;
      try {
        if (commit && !all && [...tables].some((table) => noted.has(table))) merchants = await notes.take(transaction);
        result = await send(query);
      } catch (error) {
        // The notes unread, or the COMMIT failed: the write is not acknowledged, and nothing is left held.
        if (commit) {
          told = true;
          await abandon(transaction);
        }
        throw error;
      }
      if (commit) committed();
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

/**
 * What a commit changed: each table written, with the merchants whose rows the notes name for a
 * noted table (none: the statements matched no row), "any" for the others; tables written only
 * through a cascade come from the notes alone.
 */
function changeOf(written: Iterable<string>, merchants: Noted, noted: Set<string>): Change {
  if (merchants === "unknown") return "all";
  const change: Exclude<Change, "all"> = {};
  for (const table of written) change[table] = noted.has(table) ? [...(merchants.get(table) ?? [])] : "any";
  for (const [table, whose] of merchants) if (!(table in change)) change[table] = [...whose];
  return change;
}

const READS = /^\s*(SELECT|PRAGMA|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|SHOW|EXPLAIN|VALUES)\b/i;
const WRITE = /^\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+(?:[`"]?\w+[`"]?\.)?[`"]?(\w+)[`"]?/i;

/**
 * The table a statement writes (Prisma writes one per statement), undefined for a read, "all" for
 * what it cannot tell. A REPLACE is "all": the rows it deletes to make room fire no delete trigger,
 * so the notes would not name their merchants.
 */
export function tablesWritten(sql: string): string[] | "all" | undefined {
  const write = /^\s*(?:INSERT\s+OR\s+REPLACE|REPLACE)\b/i.test(sql) ? null : WRITE.exec(sql);
  if (write) return [write[1]];
  // pg_notify and the like are reads; anything else (DDL, a WITH … UPDATE) may have written anything.
  return READS.test(sql) ? undefined : "all";
}
