import { randomBytes } from "node:crypto";
import { createCookieSessionStorage, createSession, type Session } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { UserInfo } from "@shared/contracts/auth";
import { isHttps } from "./csrf.server";
import { env } from "./env.server";

/** A short-lived notice shown once on the next page: works without JavaScript. */
export type Toast = { type: "success" | "error" | "info" } & ({ key: string; text?: never } | { text: string; key?: never });

/** A form's last result, carried across the redirect that follows a no-JavaScript submit. */
export type FormFlash = { form: string; result: SubmissionResult<string[]> };

type SessionData = {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires (its exp claim). */
  accessExpiresAt: number;
  deviceId: string;
  user: Pick<UserInfo, "account" | "nickname" | "img" | "avatarUrl" | "authenticatorBound">;
};

/** What other tabs of the browser are told about (they re-ask the server). */
export type AuthEvent = "login" | "logout" | "kicked" | "sync-userinfo";

/** `recoveryCodes`: a new set, sealed, shown on the next page only (app/routes/$lang.personal/recovery-codes.server.ts). */
type FlashData = { toast: Toast; form: FormFlash; authEvent: AuthEvent; recoveryCodes: string };

/** Tokens live here, in a signed httpOnly cookie, never in browser JavaScript. */
const storage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: "__session",
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secrets: [env.SESSION_SECRET],
    maxAge: 60 * 60 * 24 * 30,
  },
});

export type AppSession = Session<SessionData, FlashData>;

/**
 * The sessions last read, as JSON by the Cookie header that carried them: a browser sends the same
 * cookie page after page (and each page's loaders read it once each), and reading it checks its
 * signature and decodes it character by character, 4 % of what a page allocated. The same header
 * always holds the same data; each reader gets its own copy to change.
 */
const read = new Map<string, string>();
const READ_KEPT = 1_000;
const LONGEST_KEPT_HEADER = 8_192;

export async function getSession(request: Request): Promise<AppSession> {
  const header = request.headers.get("Cookie");
  const known = header === null ? undefined : read.get(header);
  if (known !== undefined) return createSession(JSON.parse(known)) as AppSession;
  const session = await storage.getSession(header);
  if (header !== null && header.length <= LONGEST_KEPT_HEADER) {
    if (read.size >= READ_KEPT) read.delete(read.keys().next().value!);
    read.set(header, JSON.stringify(session.data));
  }
  return session;
}

/** The Set-Cookie header, Secure when the page was served over HTTPS (or COOKIE_SECURE=true). */
export function commitSession(session: AppSession, request: Request): Promise<string> {
  return storage.commitSession(session, { secure: isHttps(request) });
}

export function destroySession(session: AppSession, request: Request): Promise<string> {
  return storage.destroySession(session, { secure: isHttps(request) });
}

/** Generated once per browser: a device prefix, a timestamp and a random part. */
export function ensureDeviceId(session: AppSession): string {
  let deviceId = session.get("deviceId");
  if (!deviceId) {
    deviceId = `web-${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;
    session.set("deviceId", deviceId);
  }
  return deviceId;
}

/** Removes everything about the login but keeps the device id. */
export function clearLogin(session: AppSession) {
  for (const key of ["accessToken", "refreshToken", "accessExpiresAt", "user"] as const) session.unset(key);
}
