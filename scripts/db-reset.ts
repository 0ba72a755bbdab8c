/**
 * `npm run db:reset`: empties the database (deletes the SQLite file, or drops PostgreSQL's public
 * schema), migrates it afresh and seeds it. A demo's settings never empty a database that has taken
 * real money (decision 034).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { isPostgresUrl } from "../server/db/postgres";
import { migrate } from "./db-migrate";
import { databaseFile, runtimeEnv } from "./runtime-env";
import { demoWouldEmptyRealMoney, fail } from "./stack";

const env = runtimeEnv();
const url = env.DATABASE_URL!;
if (await demoWouldEmptyRealMoney(env)) fail("This database has taken real money: a demo's npm run db:reset never empties it (decision 034).");
if (isPostgresUrl(url)) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
  await client.end();
} else {
  const file = databaseFile(env);
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
}
await migrate(env);
const seeded = spawnSync(process.execPath, ["--import", "tsx", "prisma/seed.ts"], { stdio: "inherit", env });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
console.log(`Database reset: ${isPostgresUrl(url) ? new URL(url).pathname.slice(1) : databaseFile(env)}`);
