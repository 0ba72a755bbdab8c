import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { dueWork } from "../../jobs/due-work";
import type { AuthService } from "../auth/service";
import { stepUpService } from "../auth/step-up";
import { siteService } from "./service";

/** The merchant's sites: build progress, addresses, operation account and deposit. */
export function registerSiteRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  const sites = siteService(deps);
  const stepUp = stepUpService(deps, auth);
  const { catchUp } = dueWork(deps);

  api.handle("GET /site", async ({ caller, locale, query }) => {
    // Payments that arrived and builds that finished since the scheduler last ran show at once.
    await catchUp({ userId: caller.userId });
    return sites.list(caller, locale, query);
  });

  api.handle("GET /site/choices", async ({ caller, query }) => {
    await catchUp({ userId: caller.userId });
    return sites.choices(caller, query);
  });

  api.handle("POST /site", async ({ caller, body, req }) => {
    await stepUp.require(caller, req);
    await sites.resetPassword(caller, body.id, body.password);
    return null;
  });
}
