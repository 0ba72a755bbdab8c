import { ContactBody } from "../../contracts/contact";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import type { AuthService } from "../auth/service";
import { registerReviewQueue } from "./review-queue";

/** Messages to the provider (the help centre's contact form). */
export function registerContactRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  registerReviewQueue(api, deps, auth, {
    path: "/contact/submit",
    summary: "Send a message to the provider; attached to the merchant when a valid bearer token comes with it",
    tag: "contact",
    body: ContactBody,
    store: (row) => deps.db.contactMessage.create(row),
  });
}
