import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

// With a config file Prisma skips .env, and without a URL it falls back to the native engine
// (which it would try to download): so the URL is always set here.
process.env.DATABASE_URL ??= "file:./data/dev.db";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaBetterSQLite3({ url: process.env.DATABASE_URL! }),
});
