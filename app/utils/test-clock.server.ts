import { keptAnswer } from "./api-upstream.server";

/**
 * The API's clock when the testers have moved it (`npm run clock`), else null: every page then
 * shows a small marker, so nobody mistakes a moved clock for today. Asked of `GET /api/health` at
 * most once a second; never moved in production, where the API always answers real time.
 */
export const testClockTime = keptAnswer<string | null>("/api/health", 1000, null, async (answer) => {
  const envelope = (await answer.body.json()) as { data?: { time?: string; testClock?: boolean } };
  return envelope.data?.testClock && envelope.data.time ? envelope.data.time : null;
});
