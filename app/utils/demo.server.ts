import { apiFetch } from "./api-upstream.server";

const TTL_MS = 60_000;
let known: { simulated: boolean; at: number } | null = null;
let pending: Promise<boolean> | null = null;

/**
 * Whether the API confirms payments with the chain simulator (a demo, or development and tests):
 * then every page says so. Asked of the API (`GET /api/pay`), which owns the setting, at most once
 * a minute; while the API cannot be reached, the last answer stands.
 */
export function paymentsSimulated(): Promise<boolean> {
  if (known && Date.now() - known.at < TTL_MS) return Promise.resolve(known.simulated);
  pending ??= apiFetch("/api/pay", { signal: AbortSignal.timeout(2000) })
    .then(async (response) => {
      const envelope = (await response.json()) as { data?: { simulator?: boolean } };
      known = { simulated: envelope.data?.simulator === true, at: Date.now() };
      return known.simulated;
    })
    .catch(() => known?.simulated ?? false)
    .finally(() => {
      pending = null;
    });
  return pending;
}
