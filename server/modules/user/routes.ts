import { ipKeyGenerator } from "express-rate-limit";
import type { Request } from "express";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { limiter } from "../../http/rate-limit";
import { RATE_LIMIT_WINDOW_MS } from "../auth/routes";
import { bearerToken, type AuthService } from "../auth/service";
import { stepUpService } from "../auth/step-up";
import { verifyAccessToken } from "../auth/tokens";
import { userService } from "./service";

export function registerUserRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  const users = userService(deps, auth);
  const stepUp = stepUpService(deps, auth);
  // Wrong passwords and authenticator codes count per user, so a stolen access token cannot be used
  // to guess the current password or a code (and then unbind the authenticator); successes do not count.
  const secretChecks = [
    limiter({
      windowMs: RATE_LIMIT_WINDOW_MS,
      limit: deps.config.RATE_LIMIT_LOGIN_PER_15MIN,
      skipSuccessfulRequests: true,
      keyGenerator: (req) => userKey(req, deps),
    }),
  ];

  api.handle("GET /user/info", ({ caller }) => users.info(caller.userId));
  api.handle("POST /user/save", ({ caller, body }) => users.saveProfile(caller.userId, body));
  api.handle("POST /user/password", ({ caller, body }) => users.changePassword(caller, body), { rateLimit: secretChecks });
  api.handle("POST /user/alter-email", ({ caller, body, req }) => users.alterEmail(caller, body, () => stepUp.require(caller, req)), {
    rateLimit: secretChecks,
  });
  api.handle("POST /user/confirm-identity", ({ caller, body }) => stepUp.confirm(caller, body), { rateLimit: secretChecks });
  api.handle("GET /user/get-code", ({ caller, query, req }) => users.issueKey(caller.userId, query.PIN, () => stepUp.require(caller, req)), {
    rateLimit: secretChecks,
  });
  api.handle("GET /user/pending-code", ({ caller }) => users.pendingKey(caller.userId));
  api.handle("GET /user/binding", ({ caller, query }) => users.bind(caller.userId, query.PIN), { rateLimit: secretChecks });
  api.handle("GET /user/check-pin", ({ caller, query }) => users.checkPin(caller.userId, query.PIN), { rateLimit: secretChecks });
  api.handle("GET /user/unbinding", ({ caller, query }) => users.unbind(caller.userId, query.PIN), { rateLimit: secretChecks });
}

/**
 * The user of a genuinely signed bearer token (checked before the session is, since limits run
 * first), so nobody can use up another user's attempts with a forged token; otherwise the address.
 */
async function userKey(req: Request, { config, clock }: Deps): Promise<string> {
  const token = bearerToken(req);
  const outcome = token ? await verifyAccessToken(config.JWT_SECRET, token, clock.now()) : undefined;
  return outcome?.ok ? `user:${outcome.claims.userId}` : `address:${ipKeyGenerator(req.ip ?? "")}`;
}
