import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve("app"),
      "@shared": path.resolve("shared"),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/*.test.ts", "server/**/*.test.ts", "shared/**/*.test.ts", "prisma/**/*.test.ts", "tests/api/**/*.test.ts"],
    // With TEST_POSTGRES_URL the API suite runs on PostgreSQL (decision 024), without the files that
    // are about SQLite's file itself: its durability after SIGKILL, the hostile-input watch that reads
    // the file directly, the seed and command-line tests that copy it, the adapter's serialization.
    exclude: process.env.TEST_POSTGRES_URL
      ? ["**/node_modules/**", "tests/api/durability.test.ts", "tests/api/hostile.test.ts", "tests/api/seed.test.ts", "tests/api/testers-commands.test.ts"]
      : ["**/node_modules/**"],
    globalSetup: ["tests/helpers/migrated-template.ts"],
    // On PostgreSQL (TEST_POSTGRES_URL, decision 024) every query is a round trip to a server:
    // the tests that step the clock through months of billing take a few times longer.
    testTimeout: process.env.TEST_POSTGRES_URL ? 90_000 : 20_000,
    hookTimeout: process.env.TEST_POSTGRES_URL ? 90_000 : 30_000,
    // bcrypt and SQLite keep both cores busy; more workers only add contention.
    maxWorkers: 2,
    // Files share a worker's module cache (each still starts its own API on its own database):
    // importing the server once per worker instead of once per file saves half the run.
    isolate: false,
  },
});
