import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import type { AuthService } from "../auth/service";
import { stepUpService } from "../auth/step-up";
import { siteService } from "./service";

/** The merchant's sites: build progress, addresses, operation account and deposit. */
export function registerSiteRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  const sites = siteService(deps);
  const stepUp = stepUpService(deps, auth);

  // Builds show as of now (siteAt); the scheduler's due work records them.
  api.handle("GET /site", ({ caller, locale, query }) => sites.list(caller, locale, query));
  api.handle("GET /site/choices", ({ caller, query }) => sites.choices(caller, query));

  api.handle("POST /site", async ({ caller, body, req }) => {
    await stepUp.require(caller, req);
    await sites.resetPassword(caller, body.id, body.password);
    return null;
  });
}
