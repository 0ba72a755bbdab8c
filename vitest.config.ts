import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@contracts": path.resolve("server/contracts"),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "prisma/**/*.test.ts", "tests/api/**/*.test.ts"],
    globalSetup: ["tests/helpers/migrated-template.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // bcrypt and SQLite keep both cores busy; more workers only add contention.
    maxWorkers: 2,
    // Files share a worker's module cache (each still starts its own API on its own database):
    // importing the server once per worker instead of once per file saves half the run.
    isolate: false,
  },
});
