/** `npm run db:reset`: deletes the database file, migrates it afresh and seeds it. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { databaseFile, runtimeEnv } from "./runtime-env";

const env = runtimeEnv();
const file = databaseFile(env);
for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
fs.mkdirSync(path.dirname(file), { recursive: true });
for (const args of [["node_modules/prisma/build/index.js", "migrate", "deploy"], ["--import", "tsx", "prisma/seed.ts"]]) {
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`Database reset: ${file}`);
