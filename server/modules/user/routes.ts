import { ipKeyGenerator } from "express-rate-limit";
import type { Request } from "express";
import { z } from "zod";
import { AlterEmailBody, AuthenticatorKey, ConfirmIdentityBody, KeyQuery, PasswordBody, PinQuery, ProfileBody, StepUp, UserInfo } from "../../contracts/user";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { limiter } from "../../http/rate-limit";
import { RATE_LIMIT_WINDOW_MS } from "../auth/routes";
import { bearerToken, type AuthService } from "../auth/service";
import { STEP_UP_HEADER, stepUpService } from "../auth/step-up";
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
  const tags = ["user"];

  api.get("/user/info", { summary: "The caller's user info", tags, response: UserInfo }, ({ caller }) => users.info(caller.userId));

  api.post(
    "/user/save",
    { summary: "Save personal information (absent fields keep their value)", tags, body: ProfileBody, response: UserInfo },
    ({ caller, body }) => users.saveProfile(caller.userId, body),
  );

  api.post(
    "/user/password",
    { summary: "Change the password; every other session of the user ends", tags, body: PasswordBody, response: z.null(), rateLimit: secretChecks },
    ({ caller, body }) => users.changePassword(caller, body),
  );

  api.post(
    "/user/alter-email",
    { summary: `Change the email address: oldPIN (a current code) when an authenticator is bound, otherwise the ${STEP_UP_HEADER} header`, tags, body: AlterEmailBody, response: UserInfo, rateLimit: secretChecks },
    ({ caller, body, req }) => users.alterEmail(caller, body, () => stepUp.require(caller, req)),
  );

  api.post(
    "/user/confirm-identity",
    {
      summary: `Confirm it is you before a sensitive change: the account password, or a current code when an authenticator is bound. Send the token as the ${STEP_UP_HEADER} header (valid 5 minutes, this session only)`,
      tags,
      body: ConfirmIdentityBody,
      response: StepUp,
      rateLimit: secretChecks,
    },
    ({ caller, body }) => stepUp.confirm(caller, body),
  );

  api.get(
    "/user/get-code",
    {
      summary: `Issue a new authenticator key to confirm with /user/binding: when one is bound, PIN (a current code) is required, otherwise the ${STEP_UP_HEADER} header`,
      tags,
      query: KeyQuery,
      response: AuthenticatorKey,
      rateLimit: secretChecks,
    },
    ({ caller, query, req }) => users.issueKey(caller.userId, query.PIN, () => stepUp.require(caller, req)),
  );

  api.get(
    "/user/pending-code",
    {
      summary: "The key issued by /user/get-code and not yet confirmed, again and unchanged (409 AUTHENTICATOR_KEY_MISSING when there is none)",
      tags,
      response: AuthenticatorKey,
    },
    ({ caller }) => users.pendingKey(caller.userId),
  );

  api.get(
    "/user/binding",
    { summary: "Confirm the issued key with its first code; it becomes the bound authenticator", tags, query: PinQuery, response: UserInfo, rateLimit: secretChecks },
    ({ caller, query }) => users.bind(caller.userId, query.PIN),
  );

  api.get(
    "/user/check-pin",
    { summary: "Check a code of the bound authenticator (the code is used up)", tags, query: PinQuery, response: z.null(), rateLimit: secretChecks },
    ({ caller, query }) => users.checkPin(caller.userId, query.PIN),
  );

  api.get(
    "/user/unbinding",
    { summary: "Unbind the authenticator with a current code", tags, query: PinQuery, response: UserInfo, rateLimit: secretChecks },
    ({ caller, query }) => users.unbind(caller.userId, query.PIN),
  );
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
