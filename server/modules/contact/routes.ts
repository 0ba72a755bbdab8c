import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import type { AuthService } from "../auth/service";
import { registerReviewQueue } from "./review-queue";

/** Messages to the provider (the help centre's contact form). */
export function registerContactRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  registerReviewQueue(api, deps, auth, { endpoint: "POST /contact/submit", store: (row) => deps.db.contactMessage.create(row) });
}
