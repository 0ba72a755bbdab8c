import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Db } from "../../server/db";
import { TEMPLATE_DB, TEMPLATE_PG, TEST_POSTGRES_URL, postgresDatabaseUrl } from "./migrated-template";

/**
 * A database of its own for one test, copied from the run's migrated and seeded template: a file on
 * SQLite, a database created from the template on PostgreSQL. `remove` deletes it.
 */
export async function databaseCopy(): Promise<{ url: string; remove: () => Promise<void> }> {
  if (TEST_POSTGRES_URL) {
    const name = `casino_test_${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    await admin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_PG}`);
    return { url: postgresDatabaseUrl(name), remove: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const file = path.join(os.tmpdir(), `casino-${randomUUID()}.db`);
  fs.copyFileSync(TEMPLATE_DB, file);
  return {
    url: `file:${file}`,
    remove: async () => {
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
    },
  };
}

/** A database of the test file's own, opened before its tests and removed after them: `db()` is the handle. */
export function openedDatabaseCopy(): () => Db {
  let db: Db | undefined;
  let remove: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const copy = await databaseCopy();
    remove = copy.remove;
    db = await openDatabase(copy.url);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await remove();
  });
  return () => db!;
}

/** Deletes the database a test kept (`close({ keepDatabase: true })`) once it is done with it. */
export async function removeDatabase(url: string): Promise<void> {
  if (url.startsWith("file:")) {
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(url.replace(/^file:/, "") + suffix, { force: true });
    return;
  }
  await admin(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    // CREATE DATABASE … TEMPLATE refuses while another session is copying the same template: wait and try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(sql);
        return;
      } catch (error) {
        if (attempt > 50 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
  } finally {
    await client.end();
  }
}
