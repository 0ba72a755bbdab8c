import { LeagueApplicationBody, SubmissionReceipt } from "../../contracts/league";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { optionalCaller } from "../../http/optional-caller";
import { limiter } from "../../http/rate-limit";
import type { AuthService } from "../auth/service";
import { leagueService } from "./service";

/**
 * Enough for a person correcting a typo, too few for a script filling the review queue. Refused
 * submissions store nothing, so only accepted ones count.
 */
const APPLICATIONS_PER_ADDRESS = { windowMs: 15 * 60_000, limit: 10, skipFailedRequests: true };

export function registerLeagueRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  const league = leagueService(deps);
  api.post(
    "/league/save",
    {
      summary: "Apply to the affiliate (alliance) programme; attached to the merchant when a valid bearer token comes with it",
      tags: ["league"],
      auth: false,
      body: LeagueApplicationBody,
      response: SubmissionReceipt,
      notice: "notices.submitOk",
      rateLimit: [limiter(APPLICATIONS_PER_ADDRESS)],
    },
    async ({ req, body }) => league.apply(body, (await optionalCaller(auth.authenticate, req))?.userId),
  );
}
