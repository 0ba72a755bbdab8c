import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import type { IsolationLevel, SqlDriverAdapter, SqlDriverAdapterFactory, Transaction } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { attachFeed, postgresFeed } from "./cache/change-feed";
import { postgresNotes } from "./cache/merchant-rows";
import { WriteWatchingFactory } from "./cache/write-watch";
import { PrismaClient } from "../generated/prisma-pg/client";
// The product speaks to both databases through the SQLite client's types (server/db/index.ts: Db).
import type { PrismaClient as Db } from "../generated/prisma/client";

/** Where the PostgreSQL migrations live (generated from prisma/schema.prisma, decision 024). */
export const POSTGRES_MIGRATIONS = path.resolve("prisma", "postgresql", "migrations");
/**
 * Times a transaction that lost a serialization conflict is run again before the error is the
 * caller's. Ten clients logging in to one account without pause lost 1 in 10 logins with 8 tries
 * (the bench found it); with 30, each after a random wait of up to 200 ms, none.
 */
const SERIALIZATION_RETRIES = 30;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * The same product on PostgreSQL (decision 024), through Prisma's `pg` driver adapter and the
 * client generated from the PostgreSQL copy of the schema. Interactive transactions run
 * SERIALIZABLE: the code was written for SQLite, where transactions never interleave (decision
 * 010), and SERIALIZABLE gives the same guarantee on a server that runs them side by side, by
 * failing one of two conflicting transactions (Prisma's P2034), which is then run again from the
 * start, as PostgreSQL's documentation asks of applications.
 */
export async function openPostgres(url: string): Promise<Db> {
  // Several processes share this database: each hears its own writes from the adapter and the
  // others' through LISTEN/NOTIFY (decision 025).
  const changes = postgresFeed(url);
  const prisma = new PrismaClient({
    adapter: new WriteWatchingFactory(new ReleasingFactory(new PrismaPg({ connectionString: url, max: 10 })), changes.feed, postgresNotes),
    transactionOptions: { isolationLevel: "Serializable", maxWait: 10_000, timeout: 10_000 },
  });
  const transaction = prisma.$transaction.bind(prisma) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    // A batch (an array of queries) cannot be sent twice: only the function form is retried.
    if (typeof args[0] !== "function") return transaction(...args);
    for (let attempt = 0; ; attempt++) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (!isSerializationFailure(error) || attempt >= SERIALIZATION_RETRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));
      }
    }
  };
  const disconnect = async () => {
    await changes.close();
    await prisma.$disconnect();
  };
  const db = new Proxy(prisma, {
    get: (target, key, receiver) => (key === "$transaction" ? retrying : key === "$disconnect" ? disconnect : Reflect.get(target, key, receiver)),
  }) as unknown as Db;
  attachFeed(db, changes.feed);
  return db;
}

/** PostgreSQL's "could not serialize" (40001) and "deadlock" (40P01), as Prisma (P2034) or its pg adapter (TransactionWriteConflict) report them. */
/**
 * The pg adapter gives a transaction's connection back to the pool only when Prisma calls its
 * commit() or rollback() after sending COMMIT; when the COMMIT itself fails (a serialization failure
 * is reported there), neither is called and the connection never returns, until the pool is empty
 * and `$disconnect` waits forever. This wrapper returns it: PostgreSQL has already ended that
 * transaction, so giving the connection back is all that is left to do.
 */
class ReleasingFactory implements SqlDriverAdapterFactory {
  readonly provider;
  readonly adapterName;

  constructor(private readonly inner: SqlDriverAdapterFactory) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    const adapter = await this.inner.connect();
    return new Proxy(adapter, {
      get(target, key, receiver) {
        if (key !== "startTransaction") return Reflect.get(target, key, receiver);
        return async (isolationLevel?: IsolationLevel) => releasing(await target.startTransaction(isolationLevel));
      },
    });
  }
}

function releasing(transaction: Transaction): Transaction {
  let ended = false;
  const end = async (finish: () => Promise<void>) => {
    if (ended) return;
    ended = true;
    await finish();
  };
  return {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
    // Once ended, its connection may be another transaction's: nothing more is sent on it.
    queryRaw: (query) => (ended ? Promise.reject(new Error("the transaction has ended")) : transaction.queryRaw(query)),
    async executeRaw(query) {
      if (ended) throw new Error("the transaction has ended");
      try {
        return await transaction.executeRaw(query);
      } catch (error) {
        if (/^\s*COMMIT\b/i.test(query.sql)) await end(() => transaction.rollback()).catch(() => {});
        throw error;
      }
    },
    commit: () => end(() => transaction.commit()),
    rollback: () => end(() => transaction.rollback()),
  };
}

function isSerializationFailure(error: unknown): boolean {
  const { code, message, cause } = error as { code?: string; message?: string; cause?: { kind?: string; originalCode?: string } };
  if (code === "P2034" || code === "40001" || code === "40P01") return true;
  if (cause?.kind === "TransactionWriteConflict" || cause?.originalCode === "40001" || cause?.originalCode === "40P01") return true;
  return /TransactionWriteConflict|could not serialize access|deadlock detected/i.test(message ?? "");
}

/**
 * Applies the PostgreSQL migrations not yet applied, each in a transaction of its own (PostgreSQL's
 * DDL is transactional), under an advisory lock so that API instances starting together migrate
 * once. Prisma Migrate cannot do it here: with the `pg` driver adapter it fails on PostgreSQL's
 * `name` column type (prisma/prisma#27403), so the SQL Prisma generated is applied by this runner,
 * which records each migration with its checksum and refuses one that changed after it was applied.
 */
export async function migratePostgres(url: string, dir = POSTGRES_MIGRATIONS): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query("SELECT pg_advisory_lock(7226001)");
    await client.query(`CREATE TABLE IF NOT EXISTS "_migrations" ("name" TEXT PRIMARY KEY, "checksum" TEXT NOT NULL, "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP)`);
    const done = new Map((await client.query<{ name: string; checksum: string }>(`SELECT "name", "checksum" FROM "_migrations"`)).rows.map((r) => [r.name, r.checksum]));
    for (const name of fs.readdirSync(dir).filter((entry) => fs.statSync(path.join(dir, entry)).isDirectory()).sort()) {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      if (done.has(name)) {
        if (done.get(name) !== checksum) throw new Error(`The migration ${name} changed after it was applied: add a new one instead.`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(`INSERT INTO "_migrations" ("name", "checksum") VALUES ($1, $2)`, [name, checksum]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`The migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
    }
  } finally {
    await client.query("SELECT pg_advisory_unlock(7226001)").catch(() => {});
    await client.end();
  }
  return applied;
}
