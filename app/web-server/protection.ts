import type { NextFunction, Request, Response } from "express";
import { env } from "../utils/env.server";
import { localeFromPathname } from "../utils/locale";
import { getsProtectivePage } from "../utils/site-protection.server";
import { sendPlainPage, translator } from "./plain-page";

// What crawlers must always read. Static files (the build's assets, public/: favicon, images) are
// served before this runs, and the API is a server of its own: this web server serves no /api path.
const ALWAYS_OPEN = new Set(["/robots.txt", "/sitemap.xml", "/favicon.ico"]);

/**
 * SITE_PROTECTION (decision 019): crawlers, scripts and headless browsers get the protective page
 * (403, translated, noindex, no cookie) instead of the product, except named search engines on the
 * marketing pages when ALLOW_SEARCH_ENGINES is on.
 */
export function siteProtection() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (ALWAYS_OPEN.has(req.path) || !getsProtectivePage(req.get("user-agent"), req.path, env)) return next();
    const locale = localeFromPathname(req.path);
    const t = translator(locale, "protection");
    try {
      await sendPlainPage(res, { status: 403, locale, title: t("page.title"), text: t("page.detail") });
    } catch (error) {
      next(error);
    }
  };
}
