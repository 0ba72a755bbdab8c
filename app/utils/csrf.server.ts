import { createCookie } from "@remix-run/node";
import { CSRF } from "remix-utils/csrf/server";
import { env } from "./env.server";

/**
 * The authenticity token of every form (remix-utils): a signed random value in the `csrf` cookie,
 * repeated in a hidden field of each form. Another site can make a browser send the cookie but
 * can neither read nor guess the value, so a forged form carries no matching field. The web
 * server checks it before any action runs (app/web-server/guard.ts).
 */
function csrfWith(secure: boolean) {
  const cookie = createCookie("csrf", { path: "/", httpOnly: true, sameSite: "lax", secure, secrets: [env.SESSION_SECRET] });
  return new CSRF({ cookie, secret: env.SESSION_SECRET });
}

const plain = csrfWith(false);
const secure = csrfWith(true);

/** The cookie is Secure whenever the page is served over HTTPS (the web server resolves the protocol). */
export function csrfFor(request: Request): CSRF {
  return isHttps(request) ? secure : plain;
}

/** Throws a CSRFError unless the form's `csrf` field matches the signed cookie of the same browser. */
export function verifyAuthenticityToken(form: FormData, cookieHeader: string): Promise<void> {
  return plain.validate(form, new Headers({ cookie: cookieHeader }));
}

export function isHttps(request: Request): boolean {
  if (env.COOKIE_SECURE !== "auto") return env.COOKIE_SECURE === "true";
  return new URL(request.url).protocol === "https:";
}
