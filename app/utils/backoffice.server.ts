import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";
import { isLocale, type Locale } from "@shared/contracts/locales";
import { siteHost } from "@shared/storefront/hosts";
import { backofficeApi } from "./api.server";
import { isHttps } from "./csrf.server";
import { env } from "./env.server";
import { BACKOFFICE_PATH, backofficePath, localeFromPathname } from "./locale";
import type { FormFlash, Toast } from "./session.server";

/**
 * A site's back office's own session (decision 049): the cookie `__bo`, host-only (no Domain), so it
 * goes to this one site's admin host and never to the portal or another site, and only to the back
 * office's pages (Path=/backoffice). It holds the API's back-office token, never the portal's
 * login, and ends after BACKOFFICE_IDLE_MINUTES without a page view (checked here, not left to
 * the browser's expiry of the cookie).
 */
export const BACKOFFICE_IDLE_MINUTES = 30;
const IDLE_MS = BACKOFFICE_IDLE_MINUTES * 60_000;

type Data = { siteName: string; token: string; expiresAt: number; seenAt: number };
type Flash = { form: FormFlash; toast: Toast };

const storage = createCookieSessionStorage<Data, Flash>({
  cookie: {
    name: "__bo",
    httpOnly: true,
    sameSite: "lax",
    path: `/${BACKOFFICE_PATH}`,
    // A key of its own: a cookie signed for the portal is never a back-office session.
    secrets: [`${env.SESSION_SECRET}:backoffice`],
    maxAge: IDLE_MS / 1000,
  },
});

/**
 * A back-office request: the site its host names, its session, and the API as that session calls
 * it. A request on any other host has no back office (the web server answers 404 before Remix,
 * app/web-server/backoffice.ts; a loader reached anyway says the same).
 */
export class Backoffice {
  private changed = false;

  private constructor(
    readonly request: Request,
    readonly session: Session<Data, Flash>,
    readonly siteName: string,
    readonly locale: Locale,
  ) {}

  static async from(request: Request): Promise<Backoffice> {
    const url = new URL(request.url);
    const host = siteHost(url.hostname, env.SITE_BASE_DOMAIN);
    if (host.kind !== "backoffice") throw new Response(null, { status: 404 });
    const lang = url.pathname.split("/")[2];
    if (!isLocale(lang)) throw redirect(backofficePath(localeFromPathname(url.pathname)));
    return new Backoffice(request, await storage.getSession(request.headers.get("Cookie")), host.siteName, lang);
  }

  /** The token while the session is this site's, not idle too long and not past the token's end. */
  get token(): string | undefined {
    const { siteName, token, expiresAt, seenAt } = this.session.data;
    const now = Date.now();
    if (!token || siteName !== this.siteName || !expiresAt || now >= expiresAt || !seenAt || now - seenAt > IDLE_MS) return undefined;
    return token;
  }

  get api() {
    return backofficeApi(this.request, this.locale, this.token);
  }

  /** For the dashboard: the token, or the sign-in page (its session ended, when there was one). */
  async requireToken(): Promise<string> {
    const token = this.token;
    if (token) {
      // Each page view keeps an active session going (the idle limit counts from the last one).
      this.session.set("seenAt", Date.now());
      this.changed = true;
      return token;
    }
    throw await this.ended(this.session.get("token") ? "ended" : null);
  }

  /** Back to the sign-in page, saying why: a session that ended (idle, expired, refused) or a sign-out. */
  async ended(why: "ended" | "signed-out" | null): Promise<Response> {
    for (const key of ["siteName", "token", "expiresAt", "seenAt"] as const) this.session.unset(key);
    if (why) this.session.flash("toast", { type: why === "ended" ? "info" : "success", key: why === "ended" ? "sessionEnded" : "signedOut" });
    this.changed = true;
    return redirect(backofficePath(this.locale, "sign-in"), { headers: await this.headers() });
  }

  signIn(token: string, expiresAt: string) {
    this.session.set("siteName", this.siteName);
    this.session.set("token", token);
    this.session.set("expiresAt", Date.parse(expiresAt));
    this.session.set("seenAt", Date.now());
    this.changed = true;
  }

  markSessionChanged() {
    this.changed = true;
  }

  /** The session cookie when it changed (Secure when the page was served over HTTPS, as the portal's). */
  async headers(): Promise<Headers> {
    const headers = new Headers();
    if (this.changed) headers.append("Set-Cookie", await storage.commitSession(this.session, { secure: isHttps(this.request) }));
    return headers;
  }

  /** What a page shows once: the last form's result and a notice. */
  flashed(): { form: FormFlash | null; toast: Toast | null } {
    const form = this.session.get("form") ?? null;
    const toast = this.session.get("toast") ?? null;
    if (form || toast) this.changed = true;
    return { form, toast };
  }
}
