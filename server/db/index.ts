import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { DriverAdapterError, type SqlDriverAdapter, type SqlDriverAdapterFactory, type SqlQuery, type Transaction } from "@prisma/driver-adapter-utils";
import { Mutex } from "async-mutex";
import { attachFeed, ChangeFeed } from "./cache/change-feed";
import { sqliteNotes, statement } from "./cache/merchant-rows";
import { WriteWatchingFactory } from "./cache/write-watch";
import { isPostgresUrl, openPostgres } from "./postgres";
import { PrismaClient } from "../generated/prisma/client";
import { keepQueryPlans } from "./query-plans";

export type Db = PrismaClient;

/**
 * Opens the database through Prisma's driver adapter: WAL mode, a busy timeout, foreign keys, and
 * every commit synced to disk before it is acknowledged (decision 010).
 */
export async function openDatabase(url: string): Promise<Db> {
  keepQueryPlans();
  // A postgresql:// URL runs the same product on PostgreSQL (decision 022); SQLite stays the embedded default.
  if (isPostgresUrl(url)) return openPostgres(url);
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // One process owns the file: its own writes, as the adapter sees them commit, are all its caches need to hear (decision 025).
  const feed = new ChangeFeed();
  const prisma = new PrismaClient({
    adapter: new WriteWatchingFactory(new SerializedAdapterFactory(new PrismaBetterSQLite3({ url, timeout: 5000 })), feed, sqliteNotes),
    // Transactions wait their turn for the one connection; under load that can exceed Prisma's 2 s.
    transactionOptions: { maxWait: 10_000, timeout: 10_000 },
  });
  await prisma.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  // FULL: in WAL mode each commit is fsynced, so an acknowledged payment survives a power cut,
  // not only a process crash (NORMAL would).
  await prisma.$queryRawUnsafe("PRAGMA synchronous = FULL");
  await prisma.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  attachFeed(prisma, feed);
  return prisma;
}

/**
 * The better-sqlite3 adapter (6.19 and 7.x alike) has one connection and locks it only for
 * interactive transactions: any other statement runs straight on that connection, inside whatever
 * transaction another request has open, reading its uncommitted rows and vanishing with its
 * rollback. This wrapper puts every statement behind the same lock as the transactions: a
 * statement outside a transaction waits until the open one commits or rolls back (decision 010).
 */
export class SerializedAdapterFactory implements SqlDriverAdapterFactory {
  readonly provider;
  readonly adapterName;

  constructor(private readonly inner: SqlDriverAdapterFactory) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return serialized(await this.inner.connect());
  }
}

function serialized(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const lock = new Mutex();
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: (query: SqlQuery) => lock.runExclusive(() => adapter.queryRaw(query)),
    executeRaw: (query: SqlQuery) => lock.runExclusive(() => adapter.executeRaw(query)),
    executeScript: (script: string) => lock.runExclusive(() => adapter.executeScript(script)),
    getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
    dispose: () => lock.runExclusive(() => adapter.dispose()),
    async startTransaction(isolationLevel) {
      if (isolationLevel && isolationLevel !== "SERIALIZABLE") {
        throw new DriverAdapterError({ kind: "InvalidIsolationLevel", level: isolationLevel });
      }
      const release = await lock.acquire();
      try {
        // IMMEDIATE, not the adapter's plain BEGIN: the write lock is taken (waiting out another
        // process's transaction with the busy timeout) before the first read, so a transaction that
        // reads and then writes never meets SQLITE_BUSY when two processes share the file.
        await adapter.executeRaw(statement("BEGIN IMMEDIATE"));
        return holdingLock(immediateTransaction(adapter), release);
      } catch (error) {
        release();
        throw error;
      }
    },
  };
}

/**
 * A transaction on the one connection, begun with BEGIN IMMEDIATE: Prisma sends its statements,
 * then COMMIT or ROLLBACK as SQL, then calls commit()/rollback(), which only release the lock.
 */
function immediateTransaction(adapter: SqlDriverAdapter): Transaction {
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    options: { usePhantomQuery: false },
    queryRaw: (query) => adapter.queryRaw(query),
    executeRaw: (query) => adapter.executeRaw(query),
    commit: async () => {},
    rollback: async () => {},
  };
}

/** A transaction that owns the lock until it commits or rolls back (Prisma sends COMMIT/ROLLBACK as SQL first). */
function holdingLock(transaction: Transaction, release: () => void): Transaction {
  let released = false;
  const end = async (finish: () => Promise<void>) => {
    try {
      await finish();
    } finally {
      if (!released) {
        released = true;
        release();
      }
    }
  };
  return {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
    queryRaw: (query) => transaction.queryRaw(query),
    executeRaw: (query) => transaction.executeRaw(query),
    commit: () => end(() => transaction.commit()),
    rollback: () => end(() => transaction.rollback()),
  };
}
