import type { z } from "zod";
import type { ChainInfo as ChainInfoSchema } from "@contracts/pay";
import { apiFetch } from "./api-upstream.server";

type ChainInfo = z.infer<typeof ChainInfoSchema>;

const TTL_MS = 60_000;
let known: { info: ChainInfo | null; at: number } | null = null;
let pending: Promise<ChainInfo | null> | null = null;

/**
 * How the API takes payments (`GET /api/pay`): its chain, whether that is the simulator, the
 * networks it watches, the payment window. The API's settings, the same for every merchant: asked
 * at most once a minute, not on every page that offers a payment; while the API cannot be reached,
 * the last answer stands (null before any).
 */
export function chainInfo(): Promise<ChainInfo | null> {
  if (known && Date.now() - known.at < TTL_MS) return Promise.resolve(known.info);
  pending ??= apiFetch("/api/pay", { signal: AbortSignal.timeout(2000) })
    .then(async (response) => {
      const envelope = (await response.json()) as { success?: boolean; data?: ChainInfo };
      const info = response.ok && envelope.success !== false && envelope.data ? envelope.data : null;
      known = { info: info ?? known?.info ?? null, at: Date.now() };
      return known.info;
    })
    .catch(() => known?.info ?? null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Whether the API confirms payments with the chain simulator (a demo, or development and tests): then every page says so. */
export async function paymentsSimulated(): Promise<boolean> {
  return (await chainInfo())?.simulator === true;
}
