/**
 * `npm run db:migrate`: brings the database DATABASE_URL names up to the schema. SQLite (the
 * default): `prisma migrate deploy`. PostgreSQL: the migrations generated for it, applied by
 * server/db/postgres.ts (decision 024).
 */
import { spawnSync } from "node:child_process";
import { isPostgresUrl, migratePostgres } from "../server/db/postgres";

export async function migrate(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const url = env.DATABASE_URL ?? "file:./data/dev.db";
  if (isPostgresUrl(url)) {
    const applied = await migratePostgres(url);
    console.log(applied.length ? `Applied ${applied.length} PostgreSQL migration(s): ${applied.join(", ")}` : "The PostgreSQL schema is up to date.");
    return;
  }
  const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], { stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`prisma migrate deploy failed (${result.status})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await migrate();
