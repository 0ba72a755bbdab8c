import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * One migrated and seeded database per test run; each API test gets a copy of its own (a file on
 * SQLite; on PostgreSQL, when TEST_POSTGRES_URL names a server, a database created from it as a
 * template). Names are per run (handed to the workers through the environment) so two runs never
 * share one.
 */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? path.resolve(".cache", `test-template-${process.pid}.db`);
/** The PostgreSQL server the API suite runs against a second time (decision 024): an admin URL, e.g. postgresql://u:p@127.0.0.1:5432/postgres. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL;
export const TEMPLATE_PG = process.env.TEST_TEMPLATE_PG ?? `casino_template_${process.pid}`;

/** The URL of database `name` on the test PostgreSQL server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs SQL on the test PostgreSQL server's admin database, in a process of its own (global setup and teardown are synchronous). */
function adminSql(sql: string) {
  const script = `const pg=require("pg");const c=new pg.Client({connectionString:process.env.URL});c.connect().then(()=>c.query(process.env.SQL)).then(()=>c.end(),e=>{console.error(e.message);process.exit(1)})`;
  const result = spawnSync(process.execPath, ["-e", script], { env: { ...process.env, URL: TEST_POSTGRES_URL, SQL: sql }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${sql}: ${result.stderr}`);
}

function prepare(env: NodeJS.ProcessEnv) {
  for (const args of [["--import", "tsx", "scripts/db-migrate.ts"], ["--import", "tsx", "prisma/seed.ts"]]) {
    const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`Preparing the test database failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export default function setup() {
  if (TEST_POSTGRES_URL) {
    process.env.TEST_TEMPLATE_PG = TEMPLATE_PG;
    adminSql(`DROP DATABASE IF EXISTS ${TEMPLATE_PG}`);
    adminSql(`CREATE DATABASE ${TEMPLATE_PG}`);
    prepare({ ...process.env, DATABASE_URL: postgresDatabaseUrl(TEMPLATE_PG) });
    return () => adminSql(`DROP DATABASE IF EXISTS ${TEMPLATE_PG} WITH (FORCE)`);
  }
  process.env.TEST_TEMPLATE_DB = TEMPLATE_DB;
  fs.mkdirSync(path.dirname(TEMPLATE_DB), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(TEMPLATE_DB + suffix, { force: true });
  prepare({ ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` });
  // Fold the WAL into the main file so a plain copy is complete.
  spawnSync(process.execPath, ["-e", `const D=require("better-sqlite3");const d=new D(${JSON.stringify(TEMPLATE_DB)});d.pragma("wal_checkpoint(TRUNCATE)");d.pragma("journal_mode=DELETE");d.close()`]);
  return () => {
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(TEMPLATE_DB + suffix, { force: true });
  };
}
