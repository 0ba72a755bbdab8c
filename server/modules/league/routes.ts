import { LeagueApplicationBody } from "../../contracts/league";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import type { AuthService } from "../auth/service";
import { registerReviewQueue } from "../contact/review-queue";

/** Applications to the affiliate (alliance) programme. */
export function registerLeagueRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  registerReviewQueue(api, deps, auth, {
    path: "/league/save",
    summary: "Apply to the affiliate (alliance) programme; attached to the merchant when a valid bearer token comes with it",
    tag: "league",
    body: LeagueApplicationBody,
    store: (row) => deps.db.leagueApplication.create(row),
  });
}
