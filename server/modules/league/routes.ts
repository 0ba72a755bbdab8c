import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import type { AuthService } from "../auth/service";
import { registerReviewQueue } from "../contact/review-queue";

/** Applications to the affiliate (alliance) programme. */
export function registerLeagueRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  registerReviewQueue(api, deps, auth, { endpoint: "POST /league/save", store: (row) => deps.db.leagueApplication.create(row) });
}
