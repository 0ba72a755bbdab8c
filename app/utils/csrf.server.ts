import { createHmac, timingSafeEqual } from "node:crypto";
import { createCookie } from "@remix-run/node";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { env } from "./env.server";

/**
 * The authenticity token of every form (remix-utils): a signed random value in the `csrf` cookie,
 * repeated in a hidden field of each form. Another site can make a browser send the cookie but
 * can neither read nor guess the value, so a forged form carries no matching field. The web
 * server checks it before any action runs (app/web-server/guard.ts).
 */
function csrfCookie(secure: boolean) {
  return createCookie("csrf", { path: "/", httpOnly: true, sameSite: "lax", secure, secrets: [env.SESSION_SECRET] });
}

function csrfWith(secure: boolean) {
  return new CSRF({ cookie: csrfCookie(secure), secret: env.SESSION_SECRET });
}

const plain = csrfWith(false);
const secure = csrfWith(true);
// Parsing reads the name and checks the signature only (Secure matters when a cookie is set).
const readCookie = csrfCookie(false);

/** The cookie is Secure whenever the page is served over HTTPS (the web server resolves the protocol). */
export function csrfFor(request: Request): CSRF {
  return isHttps(request) ? secure : plain;
}

/**
 * The token of the browser's signed `csrf` cookie, or null when there is none or it was tampered
 * with: read from the headers alone, so the form guard can refuse before reading a body.
 */
export async function csrfCookieToken(cookieHeader: string): Promise<string | null> {
  const token: unknown = await readCookie.parse(cookieHeader);
  if (typeof token !== "string" || !token) return null;
  // remix-utils checks the token's own signature: the cookie's value handed back as the form's field.
  const form = new FormData();
  form.set("csrf", token);
  try {
    await verifyAuthenticityToken(form, cookieHeader);
    return token;
  } catch (error) {
    if (error instanceof CSRFError) return null;
    throw error;
  }
}

/**
 * The token a form that carries a file puts in its action's address (`?upload=`), so the guard can
 * check it before reading megabytes: derived from the cookie's token for this one purpose, so an
 * address that reaches a log or a proxy never reveals the token every other form carries, and the
 * body's own `csrf` field is still checked after it is read.
 */
export function uploadToken(csrfToken: string): string {
  return createHmac("sha256", env.SESSION_SECRET).update(`upload\0${csrfToken}`).digest("base64url");
}

export function uploadTokenMatches(given: unknown, csrfToken: string): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(uploadToken(csrfToken));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Throws a CSRFError unless the form's `csrf` field matches the signed cookie of the same browser. */
export function verifyAuthenticityToken(form: FormData, cookieHeader: string): Promise<void> {
  return plain.validate(form, new Headers({ cookie: cookieHeader }));
}

export function isHttps(request: Request): boolean {
  if (env.COOKIE_SECURE !== "auto") return env.COOKIE_SECURE === "true";
  return new URL(request.url).protocol === "https:";
}
