import express, { type RequestHandler } from "express";
import type { Deps } from "../../deps";
import type { ApiRouter, BodyReader } from "../../http/api-router";
import { callerKey, limiter } from "../../http/rate-limit";
import { RATE_LIMIT_WINDOW_MS } from "../auth/routes";
import type { AuthService } from "../auth/service";
import { stepUpService } from "../auth/step-up";
import { AppError } from "../../http/app-error";
import { cartService } from "../cart/service";
import { noticeService } from "../notice/service";
import { avatarService } from "./avatar";
import { deviceService } from "./devices";
import type { EmailVerificationService } from "./email-verification";
import { clientOf } from "../../http/client";
import { securityLogPage } from "./security-log";
import { userService } from "./service";

const HOUR_MS = 60 * 60_000;
// Verification codes one account may have mailed in an hour (one a minute at most besides).
const EMAIL_CODES_PER_HOUR = 5;
// An avatar's URL names one image for good (decision 020): browsers and proxies keep it a year.
const AVATAR_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function registerUserRoutes(api: ApiRouter, deps: Deps, auth: AuthService, emailVerification: EmailVerificationService) {
  const users = userService(deps, auth, emailVerification);
  const stepUp = stepUpService(deps, auth);
  const avatars = avatarService(deps);
  const devices = deviceService(deps);
  const notices = noticeService(deps);
  const cart = cartService(deps);
  // Wrong passwords and authenticator codes count per user, so a stolen access token cannot be used
  // to guess the current password or a code (and then unbind the authenticator); successes do not count.
  const secretChecks = [
    limiter(
      deps,
      "secret-checks",
      { windowMs: RATE_LIMIT_WINDOW_MS, limit: deps.config.RATE_LIMIT_LOGIN_PER_15MIN, skipSuccessfulRequests: true, keyGenerator: (req) => callerKey(req, deps) },
      { per: "user" },
    ),
  ];

  api.handle("GET /user/info", ({ caller }) => users.info(caller.userId));
  // Every page of the web app shows these three in its frame: one request instead of three took a
  // third off the API's share of a page (decision 029). Each is the same read as on its own.
  api.handle("GET /user/frame", async ({ caller }) => {
    const [user, alerts, cartCount] = await Promise.all([users.info(caller.userId), notices.alerts(caller), cart.count(caller)]);
    return { user, alerts, cartCount };
  });
  api.handle("POST /user/save", ({ caller, body }) => users.saveProfile(caller.userId, body));
  api.handle("POST /user/password", ({ caller, body, req }) => users.changePassword(caller, body, clientOf(req)), { rateLimit: secretChecks });
  api.handle("POST /user/alter-email", ({ caller, body, req, t }) => users.alterEmail(caller, body, () => stepUp.require(caller, req), clientOf(req), t), {
    rateLimit: secretChecks,
  });
  // Wrong codes count with the other secrets of the account; each code also has its own few tries.
  api.handle("POST /user/verify-email", ({ caller, body, req }) => emailVerification.verify(caller.userId, body.code, clientOf(req)), {
    rateLimit: secretChecks,
  });
  // Each code is a mail: besides the minute between two, a few an hour per account.
  const codeMails = [limiter(deps, "email-codes", { windowMs: HOUR_MS, limit: EMAIL_CODES_PER_HOUR, keyGenerator: (req) => callerKey(req, deps) }, { per: "user" })];
  api.handle("POST /user/verify-email/send", ({ caller, t }) => emailVerification.resend(caller.userId, t), { rateLimit: codeMails });
  api.handle("GET /user/security-log", ({ caller, query }) => securityLogPage(deps.db, caller.userId, query.page, query.pageSize));
  api.handle("POST /user/confirm-identity", ({ caller, body, req }) => stepUp.confirm(caller, body, clientOf(req)), { rateLimit: secretChecks });
  api.handle("GET /user/get-code", ({ caller, query, req }) => users.issueKey(caller.userId, query.PIN, () => stepUp.require(caller, req), clientOf(req)), {
    rateLimit: secretChecks,
  });
  api.handle("GET /user/pending-code", ({ caller }) => users.pendingKey(caller.userId));
  api.handle("GET /user/binding", ({ caller, query, req }) => users.bind(caller.userId, query.PIN, clientOf(req)), { rateLimit: secretChecks });
  api.handle("GET /user/check-pin", ({ caller, query }) => users.checkPin(caller.userId, query.PIN), { rateLimit: secretChecks });
  api.handle("GET /user/unbinding", ({ caller, query, req }) => users.unbind(caller.userId, query.PIN, clientOf(req)), { rateLimit: secretChecks });
  api.handle("GET /user/recovery-codes", ({ caller }) => users.recoveryCodeState(caller.userId));
  api.handle("POST /user/recovery-codes/regenerate", ({ caller, req }) => users.regenerateRecoveryCodes(caller.userId, () => stepUp.require(caller, req), clientOf(req)), {
    rateLimit: secretChecks,
  });
  api.handle("GET /user/devices", ({ caller }) => devices.list(caller));
  api.handle("POST /user/devices/sign-out", ({ caller, body, req }) => devices.signOut(caller, body.id, clientOf(req)));
  api.handle("POST /user/devices/sign-out-everywhere", ({ caller, body, req }) => devices.signOutEverywhere(caller, body.includeThis, clientOf(req)));

  // Decoding and encoding images costs real work: uploads are counted per user, failed ones too.
  const avatarUploads = [
    limiter(deps, "avatar-uploads", { windowMs: HOUR_MS, limit: deps.config.RATE_LIMIT_AVATAR_PER_HOUR, keyGenerator: (req) => callerKey(req, deps) }, { per: "user" }),
  ];
  api.handle("POST /user/avatar", ({ caller, body }) => avatars.save(caller.userId, body), {
    rateLimit: avatarUploads,
    readBody: readAvatarUpload(deps.config.AVATAR_MAX_BYTES),
  });
  api.handle("POST /user/avatar/remove", ({ caller }) => avatars.remove(caller.userId));
  api.handle("GET /user/avatar", async ({ query, res }) => {
    const image = await avatars.image(query.id);
    res.set({ "Cache-Control": AVATAR_CACHE_CONTROL, "Content-Disposition": "inline" });
    return image;
  });
}

/** The upload's bytes, whatever type it declares (the content decides); too many is the avatar's own 413. */
function readAvatarUpload(maxBytes: number): BodyReader {
  const read = express.raw({ type: () => true, limit: maxBytes });
  const reader: RequestHandler = (req, res, next) =>
    read(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === "entity.too.large") {
        return next(new AppError("AVATAR_TOO_LARGE", { field: "avatar", values: { max: `${+(maxBytes / 1024 / 1024).toFixed(1)} MB` } }));
      }
      next(error);
    });
  return Object.assign(reader, { maxBytes });
}
