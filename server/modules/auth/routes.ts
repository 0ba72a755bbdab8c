import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { limiter } from "../../http/rate-limit";
import { ForgotPasswordBody, LoginBody, LogoutBody, RefreshBody, RegisterBody, ResetPasswordBody, TokenPair, UserInfo } from "../../contracts/auth";
import { z } from "zod";
import type { AuthService } from "./service";
import type { passwordResetService } from "./password-reset";

/** The window in which the limits on logins, registrations and secret checks count requests. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60_000;

export function registerAuthRoutes(api: ApiRouter, deps: Deps, auth: AuthService, passwordReset: ReturnType<typeof passwordResetService>) {
  const perAccount = deps.config.RATE_LIMIT_LOGIN_PER_15MIN;
  // Failed logins count against the account and against the address; successes do not.
  const loginLimits = [
    limiter({
      windowMs: RATE_LIMIT_WINDOW_MS,
      limit: perAccount,
      skipSuccessfulRequests: true,
      keyGenerator: (req) => `account:${String(req.body?.account ?? "").trim().toLowerCase()}`,
    }),
    limiter({ windowMs: RATE_LIMIT_WINDOW_MS, limit: perAccount * 5, skipSuccessfulRequests: true }),
  ];

  api.post(
    "/login/authorize",
    { summary: "Log in; returns an access token, a refresh token and the user", tags: ["auth"], auth: false, body: LoginBody, response: TokenPair, notice: "notices.loginOk", rateLimit: loginLimits },
    ({ body }) => auth.login(body),
  );

  api.post(
    "/login/register",
    {
      summary: "Register a merchant account",
      tags: ["auth"],
      auth: false,
      body: RegisterBody,
      response: z.object({ userInfo: UserInfo }),
      notice: "notices.registerOk",
      rateLimit: [limiter({ windowMs: RATE_LIMIT_WINDOW_MS, limit: perAccount * 10 })],
    },
    ({ body }) => auth.register(body),
  );

  api.post(
    "/login/refresh",
    { summary: "Rotate a refresh token; a reused one revokes its session", tags: ["auth"], auth: false, body: RefreshBody, response: TokenPair, rateLimit: loginLimits.slice(1) },
    ({ body }) => auth.refresh(body.refreshToken),
  );

  api.post(
    "/login/logout",
    { summary: "End the session of the refresh token or of the bearer token", tags: ["auth"], auth: false, body: LogoutBody, response: z.null() },
    ({ req, body }) => auth.logout(req, body.refreshToken),
  );

  // Asking for a code counts every request (a mailbox is a thing to protect too); trying codes
  // counts failures, and each code also has its own small number of tries.
  api.post(
    "/login/forgot-password",
    {
      summary: "E-mail a 6-digit password reset code to the account's address (the answer is the same whether or not the account exists)",
      tags: ["auth"],
      auth: false,
      body: ForgotPasswordBody,
      response: z.null(),
      notice: "notices.resetCodeSent",
      rateLimit: [
        limiter({ windowMs: RATE_LIMIT_WINDOW_MS, limit: 5, keyGenerator: (req) => `reset:${String(req.body?.account ?? "").trim().toLowerCase()}` }),
        limiter({ windowMs: RATE_LIMIT_WINDOW_MS, limit: perAccount * 2 }),
      ],
    },
    ({ body, t }) => passwordReset.request(body.account, t),
  );

  api.post(
    "/login/reset-password",
    {
      summary: "Set a new password with the e-mailed code; every session of the account ends",
      tags: ["auth"],
      auth: false,
      body: ResetPasswordBody,
      response: z.null(),
      notice: "notices.passwordReset",
      rateLimit: loginLimits,
    },
    ({ body }) => passwordReset.reset(body),
  );
}
