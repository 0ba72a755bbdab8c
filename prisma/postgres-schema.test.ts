import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { POSTGRES_SCHEMA, postgresSchema } from "../scripts/db-postgres-schema";
import { POSTGRES_MIGRATIONS, migratePostgres } from "../server/db/postgres";
import { databaseCopy } from "../tests/helpers/database-copy";
import { TEST_POSTGRES_URL } from "../tests/helpers/migrated-template";

/** One schema people edit (prisma/schema.prisma); the PostgreSQL copy is generated from it (decision 024). */
describe("the PostgreSQL schema", () => {
  it("is the SQLite schema's models with PostgreSQL's provider: npm run db:postgres-schema has been run after every change", () => {
    expect(fs.readFileSync(POSTGRES_SCHEMA, "utf8")).toBe(postgresSchema(fs.readFileSync(path.join("prisma", "schema.prisma"), "utf8")));
  });

  it.skipIf(!TEST_POSTGRES_URL)("applies each migration once, under a lock, and refuses one changed after it was applied", async () => {
    // A database with the migrations already applied (the template's copy), and a copy of the migrations to tamper with.
    const copy = await databaseCopy();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-migrations-"));
    try {
      fs.cpSync(POSTGRES_MIGRATIONS, dir, { recursive: true });
      expect(await migratePostgres(copy.url, dir)).toEqual([]);
      // Two instances starting together: one applies a new migration, the other finds it done.
      fs.mkdirSync(path.join(dir, "99990101000000_probe"));
      fs.writeFileSync(path.join(dir, "99990101000000_probe", "migration.sql"), 'CREATE TABLE "Probe" ("id" INTEGER PRIMARY KEY);');
      const [first, second] = await Promise.all([migratePostgres(copy.url, dir), migratePostgres(copy.url, dir)]);
      expect([...first, ...second]).toEqual(["99990101000000_probe"]);
      const client = new pg.Client({ connectionString: copy.url });
      await client.connect();
      expect((await client.query(`SELECT count(*)::int AS n FROM "Probe"`)).rows[0].n).toBe(0);
      await client.end();
      fs.appendFileSync(path.join(dir, "99990101000000_probe", "migration.sql"), "\n-- edited");
      await expect(migratePostgres(copy.url, dir)).rejects.toThrow(/changed after it was applied/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await copy.remove();
    }
  });
});
