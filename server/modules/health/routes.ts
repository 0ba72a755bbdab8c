import { z } from "zod";
import type { ApiRouter } from "../../http/api-router";
import type { Deps } from "../../deps";

const Health = z.object({ status: z.literal("ok"), database: z.literal("ok"), time: z.string() });

export function registerHealthRoutes(api: ApiRouter, { db, clock }: Deps) {
  api.get(
    "/health",
    { summary: "Liveness and database check", tags: ["health"], auth: false, response: Health },
    async () => {
      await db.$queryRawUnsafe("SELECT 1");
      return { status: "ok" as const, database: "ok" as const, time: clock.now().toISOString() };
    },
  );
}
