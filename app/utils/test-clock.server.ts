import { apiFetch } from "./api-upstream.server";

const TTL_MS = 1000;
let known: { time: string | null; at: number } | null = null;
let pending: Promise<string | null> | null = null;

/**
 * The API's clock when the testers have moved it (`npm run clock`), else null: every page then
 * shows a small marker, so nobody mistakes a moved clock for today. Asked of `GET /api/health` at
 * most once a second; never moved in production, where the API always answers real time.
 */
export function testClockTime(): Promise<string | null> {
  if (known && Date.now() - known.at < TTL_MS) return Promise.resolve(known.time);
  pending ??= apiFetch("/api/health", { signal: AbortSignal.timeout(2000) })
    .then(async (response) => {
      const envelope = (await response.json()) as { data?: { time?: string; testClock?: boolean } };
      known = { time: envelope.data?.testClock && envelope.data.time ? envelope.data.time : null, at: Date.now() };
      return known.time;
    })
    .catch(() => known?.time ?? null)
    .finally(() => {
      pending = null;
    });
  return pending;
}
