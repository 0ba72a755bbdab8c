import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { limiter } from "../../http/rate-limit";
import { RATE_LIMIT_WINDOW_MS } from "../auth/routes";
import { backofficeService } from "./service";

/** A site's back office (decision 049): its operation account signs in; the token reads the site. */
export function registerBackofficeRoutes(api: ApiRouter, deps: Deps) {
  const backoffice = backofficeService(deps);
  const perSite = deps.config.RATE_LIMIT_LOGIN_PER_15MIN;
  // Failed sign-ins count against the site and against the address, as a merchant's logins do.
  const signInLimits = [
    limiter(
      deps,
      "backoffice-site",
      {
        windowMs: RATE_LIMIT_WINDOW_MS,
        limit: perSite,
        skipSuccessfulRequests: true,
        keyGenerator: (req) => `site:${String(req.body?.siteName ?? "").trim().toLowerCase().slice(0, 100)}`,
      },
      { per: "site" },
    ),
    limiter(deps, "backoffice-address", { windowMs: RATE_LIMIT_WINDOW_MS, limit: perSite * 5, skipSuccessfulRequests: true }),
  ];

  api.handle("POST /backoffice/session", ({ body }) => backoffice.signIn(body), { rateLimit: signInLimits });
  api.handle("GET /backoffice/site", ({ req, locale }) => backoffice.site(req, locale));
}
