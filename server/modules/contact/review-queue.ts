import { PENDING_REVIEW, type ContactInput } from "@shared/contracts/contact";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { optionalCaller } from "../../http/optional-caller";
import { limiter } from "../../http/rate-limit";
import type { AuthService } from "../auth/service";

/**
 * Enough for a person correcting a typo, too few for a script filling the review queue. Refused
 * submissions store nothing, so only accepted ones count.
 */
const SUBMISSIONS_PER_ADDRESS = { windowMs: 15 * 60_000, limit: 10, skipFailedRequests: true };

type Stored = { data: ContactInput & { userId: number | undefined; status: typeof PENDING_REVIEW; createdAt: Date } };

/**
 * A public form whose submissions wait for the provider's review (contact messages, affiliate
 * applications): open to visitors, attached to the merchant when a valid bearer token comes with
 * it, limited per address, answered with a receipt.
 */
export function registerReviewQueue(
  api: ApiRouter,
  deps: Pick<Deps, "clock" | "db" | "config">,
  auth: AuthService,
  queue: { endpoint: "POST /contact/submit" | "POST /league/save"; store: (row: Stored) => Promise<{ id: number }> },
) {
  api.handle(
    queue.endpoint,
    async ({ req, body }) => {
      const userId = (await optionalCaller(auth.authenticate, req))?.userId;
      const row = await queue.store({ data: { ...body, userId, status: PENDING_REVIEW, createdAt: deps.clock.now() } });
      return { id: row.id, status: PENDING_REVIEW };
    },
    { rateLimit: [limiter(deps, queue.endpoint, SUBMISSIONS_PER_ADDRESS)] },
  );
}
