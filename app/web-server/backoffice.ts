import type { NextFunction, Request, Response } from "express";
import { negotiateLocale } from "@shared/contracts/locales";
import { siteHost } from "@shared/storefront/hosts";
import { env } from "../utils/env.server";
import { BACKOFFICE_PATH, localeFromPathname } from "../utils/locale";
import { sendPlainPage, translator } from "./plain-page";

/** The back office's pages, and what their pages load besides the static files served before this runs. */
const BACKOFFICE_PAGES = new RegExp(`^/${BACKOFFICE_PATH}/[^/]+(/|$)`);
const ON_ADMIN_HOSTS = [BACKOFFICE_PAGES, /^\/locales\//, /^\/__manifest$/, /^\/favicon\.ico$/];
const BACKOFFICE_ANYWHERE = new RegExp(`^/${BACKOFFICE_PATH}(/|$)`, "i");

/**
 * A site's back office lives at its own host only (decision 049): on admin.<name>.<SITE_BASE_DOMAIN>
 * the back office's pages are served and any other address leads to its dashboard (in the language
 * the browser asks for), while the portal's pages are not there at all; on the portal's host and the
 * storefronts' hosts, /backoffice answers 404. The portal's session cookie, were a browser to send
 * one there, is dropped before any page reads it: the back office has its own (`__bo`).
 * Mounted after the static files and before the site protection and the form guard, which apply
 * to the back office's pages as to every page.
 */
export function backoffice() {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const host = siteHost(req.hostname, env.SITE_BASE_DOMAIN);
      if (host.kind !== "backoffice") return BACKOFFICE_ANYWHERE.test(req.path) ? await notFound(req, res) : next();
      if (req.path === "/robots.txt") return void res.type("text/plain").set("Cache-Control", "public, max-age=3600").send("User-agent: *\nDisallow: /\n");
      if (ON_ADMIN_HOSTS.some((path) => path.test(req.path))) {
        dropPortalSession(req);
        return next();
      }
      if (req.method !== "GET" && req.method !== "HEAD") return await notFound(req, res);
      res.redirect(302, `/${BACKOFFICE_PATH}/${negotiateLocale(req.get("accept-language"))}`);
    } catch (error) {
      next(error);
    }
  };
}

/** The Cookie header without the portal's session, so nothing on an admin host ever reads a merchant's login. */
function dropPortalSession(req: Request) {
  const cookie = req.headers.cookie;
  if (!cookie?.includes("__session=")) return;
  const kept = cookie.split(/;\s*/).filter((pair) => !pair.startsWith("__session="));
  if (kept.length) req.headers.cookie = kept.join("; ");
  else delete req.headers.cookie;
}

async function notFound(req: Request, res: Response) {
  const locale = localeFromPathname(req.path);
  const t = translator(locale, "backoffice");
  await sendPlainPage(res, { status: 404, locale, title: t("notFound.title"), text: t("notFound.text") });
}
