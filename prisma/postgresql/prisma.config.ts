import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// The PostgreSQL side of the schema (decision 022): `prisma … --config prisma/postgresql/prisma.config.ts`.
// DATABASE_URL must be a postgresql:// URL for migrate; generate needs none.
process.env.DATABASE_URL ??= "postgresql://localhost/casino";

export default defineConfig({
  // Relative to this file.
  schema: "schema.prisma",
  migrations: { path: "migrations" },
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
});
