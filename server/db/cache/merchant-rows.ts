import type { SqlDriverAdapter, SqlQuery, SqlQueryable } from "@prisma/driver-adapter-utils";

/** A statement without arguments, as the driver adapters take it. */
export function statement(sql: string): SqlQuery {
  return { sql, args: [], argTypes: [] };
}

/**
 * The tables whose rows each belong to one merchant, and the column that names the merchant: a
 * write to them tells the caches whose rows it wrote, so only those merchants' kept values are
 * dropped (decision 025). Triggers note each written row's merchant inside the transaction (SQLite:
 * temporary triggers each API process creates on its own connection; PostgreSQL: the triggers of
 * the `*_merchant_change_notices` migration, which names the same tables), and the write watch
 * reads the notes just before COMMIT (server/db/cache/write-watch.ts).
 */
export const MERCHANT_COLUMN: Readonly<Record<string, string>> = {
  User: "id",
  Session: "userId",
  CartItem: "userId",
  Order: "userId",
  Payment: "userId",
  Site: "userId",
  DepositEntry: "userId",
  Dispute: "userId",
  Notice: "userId",
  RecoveryCode: "userId",
  EmailVerification: "userId",
  SecurityEvent: "userId",
};

/** By table, the merchants whose rows a transaction wrote; "unknown" when the notes overflowed. */
export type Noted = Map<string, Set<number>> | "unknown";

/** How one database's triggers note the merchants whose rows are written, and how they are read. */
export type MerchantNotes = {
  /** On a new connection: makes sure the notes are taken, and says which tables' writes are noted. */
  prepare(adapter: SqlDriverAdapter): Promise<Set<string>>;
  /** Reads, and forgets, what was noted on this connection (or in this transaction) so far. */
  take(on: SqlQueryable): Promise<Noted>;
};

function noted(pairs: Iterable<[string, number]>): Map<string, Set<number>> {
  const byTable = new Map<string, Set<number>>();
  for (const [table, merchant] of pairs) {
    let merchants = byTable.get(table);
    if (!merchants) byTable.set(table, (merchants = new Set()));
    merchants.add(merchant);
  }
  return byTable;
}

/**
 * SQLite: a temporary table and temporary triggers, which exist on this process's connection only
 * (a tester's command on its own connection writes behind the caches' back, as before; the time
 * limit bounds it). Their rows are part of the transaction: a rollback takes them back too.
 */
export const sqliteNotes: MerchantNotes = {
  async prepare(adapter) {
    const existing = await adapter.queryRaw(statement("SELECT name FROM main.sqlite_master WHERE type = 'table'"));
    const tables = new Set(existing.rows.map((row) => String(row[0])));
    const watched = Object.entries(MERCHANT_COLUMN).filter(([table]) => tables.has(table));
    // Not INSERT OR IGNORE: an upsert's own conflict clause overrides its triggers' (SQLite's rule).
    const note = (table: string, ...merchants: string[]) =>
      merchants.map((merchant) => `INSERT INTO casino_written SELECT '${table}', ${merchant} WHERE NOT EXISTS (SELECT 1 FROM casino_written WHERE tbl = '${table}' AND merchant = ${merchant});`).join(" ");
    const script = [
      "CREATE TEMP TABLE IF NOT EXISTS casino_written (tbl TEXT NOT NULL, merchant INTEGER NOT NULL, PRIMARY KEY (tbl, merchant)) WITHOUT ROWID;",
      ...watched.flatMap(([table, column]) => [
        `CREATE TEMP TRIGGER IF NOT EXISTS "casino_written_${table}_insert" AFTER INSERT ON main."${table}" BEGIN ${note(table, `NEW."${column}"`)} END;`,
        `CREATE TEMP TRIGGER IF NOT EXISTS "casino_written_${table}_update" AFTER UPDATE ON main."${table}" BEGIN ${note(table, `OLD."${column}"`, `NEW."${column}"`)} END;`,
        `CREATE TEMP TRIGGER IF NOT EXISTS "casino_written_${table}_delete" AFTER DELETE ON main."${table}" BEGIN ${note(table, `OLD."${column}"`)} END;`,
      ]),
    ].join("\n");
    await adapter.executeScript(script);
    return new Set(watched.map(([table]) => table));
  },
  async take(on) {
    const { rows } = await on.queryRaw(statement("DELETE FROM temp.casino_written RETURNING tbl, merchant"));
    return noted(rows.map((row) => [String(row[0]), Number(row[1])]));
  },
};

/**
 * PostgreSQL: the row triggers append `Table:merchant` to a setting local to the transaction
 * (`casino.written`, "*" once it grew past a few thousand characters), besides their NOTIFY to the
 * other processes.
 */
export const postgresNotes: MerchantNotes = {
  async prepare(adapter) {
    const { rows } = await adapter.queryRaw(
      statement(`SELECT DISTINCT c.relname::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
           WHERE p.proname IN ('casino_note_merchant', 'casino_note_account') AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`),
    );
    const triggered = new Set(rows.map((row) => String(row[0])));
    return new Set(Object.keys(MERCHANT_COLUMN).filter((table) => triggered.has(table)));
  },
  async take(on) {
    const { rows } = await on.queryRaw(statement("SELECT current_setting('casino.written', true)"));
    const written = String(rows[0]?.[0] ?? "").trim();
    if (written === "*") return "unknown";
    return noted(
      written
        .split(" ")
        .filter(Boolean)
        .map((item) => {
          const colon = item.lastIndexOf(":");
          return [item.slice(0, colon), Number(item.slice(colon + 1))];
        }),
    );
  },
};
