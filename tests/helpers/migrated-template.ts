import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * One migrated and seeded database per test run; each API test copies it to its own file. The
 * path is per run (handed to the workers through the environment) so two runs never share one.
 */
export const TEMPLATE_DB = process.env.TEST_TEMPLATE_DB ?? path.resolve(".cache", `test-template-${process.pid}.db`);

export default function setup() {
  process.env.TEST_TEMPLATE_DB = TEMPLATE_DB;
  fs.mkdirSync(path.dirname(TEMPLATE_DB), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(TEMPLATE_DB + suffix, { force: true });
  const env = { ...process.env, DATABASE_URL: `file:${TEMPLATE_DB}` };
  for (const args of [["node_modules/prisma/build/index.js", "migrate", "deploy"], ["--import", "tsx", "prisma/seed.ts"]]) {
    const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`Preparing the test database failed:\n${result.stdout}\n${result.stderr}`);
  }
  // Fold the WAL into the main file so a plain copy is complete.
  spawnSync(process.execPath, ["-e", `const D=require("better-sqlite3");const d=new D(${JSON.stringify(TEMPLATE_DB)});d.pragma("wal_checkpoint(TRUNCATE)");d.pragma("journal_mode=DELETE");d.close()`]);
  return () => {
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(TEMPLATE_DB + suffix, { force: true });
  };
}
