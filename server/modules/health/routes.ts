import type { ApiRouter } from "../../http/api-router";
import { TestClock } from "../../clock";
import type { Deps } from "../../deps";

export function registerHealthRoutes(api: ApiRouter, { db, clock, config }: Deps) {
  api.handle("GET /health", async () => {
    await db.$queryRawUnsafe("SELECT 1");
    return { status: "ok" as const, database: "ok" as const, time: clock.now().toISOString(), testClock: clock instanceof TestClock && clock.moved, mode: config.STACK_MODE };
  });
}
