import type { z } from "zod";
import type { ChainInfo as ChainInfoSchema } from "@shared/contracts/pay";
import { keptAnswer } from "./api-upstream.server";

type ChainInfo = z.infer<typeof ChainInfoSchema>;

/**
 * How the API takes payments (`GET /api/pay`): its chain, whether that is the simulator, the
 * networks it watches, the payment window. The API's settings, the same for every merchant: asked
 * at most once a minute, not on every page that offers a payment.
 */
export const chainInfo = keptAnswer<ChainInfo | null>("/api/pay", 60_000, null, async (answer) => {
  const envelope = (await answer.body.json()) as { success?: boolean; data?: ChainInfo };
  if (answer.statusCode !== 200 || envelope.success === false || !envelope.data) throw new Error(`GET /api/pay answered ${answer.statusCode}`);
  return envelope.data;
});
