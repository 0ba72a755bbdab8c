import { ContactBody, SubmissionReceipt } from "../../contracts/contact";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { optionalCaller } from "../../http/optional-caller";
import { limiter } from "../../http/rate-limit";
import type { AuthService } from "../auth/service";
import { contactService } from "./service";

/**
 * Enough for a person correcting a typo, too few for a script filling the review queue. Refused
 * submissions store nothing, so only accepted ones count.
 */
const SUBMISSIONS_PER_ADDRESS = { windowMs: 15 * 60_000, limit: 10, skipFailedRequests: true };

export function registerContactRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  const contact = contactService(deps);
  api.post(
    "/contact/submit",
    {
      summary: "Send a message to the provider; attached to the merchant when a valid bearer token comes with it",
      tags: ["contact"],
      auth: false,
      body: ContactBody,
      response: SubmissionReceipt,
      notice: "notices.submitOk",
      rateLimit: [limiter(SUBMISSIONS_PER_ADDRESS)],
    },
    async ({ req, body }) => contact.submit(body, (await optionalCaller(auth.authenticate, req))?.userId),
  );
}
