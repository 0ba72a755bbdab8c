import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { limiter } from "../../http/rate-limit";
import type { EmailVerificationService } from "../user/email-verification";
import { clientOf } from "../../http/client";
import type { AuthService } from "./service";
import type { passwordResetService } from "./password-reset";

/** The window in which the limits on logins, registrations and secret checks count requests. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60_000;

export function registerAuthRoutes(
  api: ApiRouter,
  deps: Deps,
  auth: AuthService,
  passwordReset: ReturnType<typeof passwordResetService>,
  emailVerification: EmailVerificationService,
) {
  const perAccount = deps.config.RATE_LIMIT_LOGIN_PER_15MIN;
  // Failed logins count against the account and against the address; successes do not.
  const loginLimits = [
    limiter(
      deps,
      "login-account",
      {
        windowMs: RATE_LIMIT_WINDOW_MS,
        limit: perAccount,
        skipSuccessfulRequests: true,
        keyGenerator: (req) => `account:${String(req.body?.account ?? "").trim().toLowerCase()}`,
      },
      { per: "account" },
    ),
    limiter(deps, "login-address", { windowMs: RATE_LIMIT_WINDOW_MS, limit: perAccount * 5, skipSuccessfulRequests: true }),
  ];

  api.handle("POST /login/authorize", ({ body, locale, req }) => auth.login(body, locale, clientOf(req)), { rateLimit: loginLimits });
  // The account exists once created; the code to prove its address follows by mail (decision 035).
  api.handle("POST /login/register", async ({ body, locale, t }) => {
    const registered = await auth.register(body, locale);
    await emailVerification.issue(registered.userInfo, t);
    return registered;
  }, {
    rateLimit: [limiter(deps, "register", { windowMs: RATE_LIMIT_WINDOW_MS, limit: perAccount * 10 })],
  });
  api.handle("POST /login/refresh", ({ body, req }) => auth.refresh(body.refreshToken, clientOf(req)), { rateLimit: loginLimits.slice(1) });
  api.handle("POST /login/logout", ({ req, body }) => auth.logout(req, body.refreshToken));

  // Asking for a code counts every request (a mailbox is a thing to protect too); trying codes
  // counts failures, and each code also has its own small number of tries.
  api.handle("POST /login/forgot-password", ({ body, t }) => passwordReset.request(body.account, t), {
    rateLimit: [
      limiter(
        deps,
        "reset-account",
        { windowMs: RATE_LIMIT_WINDOW_MS, limit: 5, keyGenerator: (req) => `reset:${String(req.body?.account ?? "").trim().toLowerCase()}` },
        { per: "account" },
      ),
      limiter(deps, "reset-address", { windowMs: RATE_LIMIT_WINDOW_MS, limit: perAccount * 2 }),
    ],
  });
  api.handle("POST /login/reset-password", ({ body, req }) => passwordReset.reset(body, clientOf(req)), { rateLimit: loginLimits });
}
