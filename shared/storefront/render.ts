import type { Translate } from "./types";
import { isLocale, type Locale } from "@shared/contracts/locales";
import { AssetUse } from "./assets";
import { catalogueFor } from "./catalogue";
import { storefrontDesign } from "./designs";
import type { PageContext } from "./layout";
import { signInPage, signUpPage } from "./pages/account";
import { demoPage, gamePage } from "./pages/game";
import { homePage } from "./pages/home";
import { helpPage, promotionsPage, responsiblePage, termsPage, vipPage } from "./pages/info";
import { lobbyPage, lobbyQuery } from "./pages/lobby";
import { notFoundContent } from "./pages/not-found";
import { sportsPage } from "./pages/sports";
import type { StorefrontFile, StorefrontSite } from "./types";

export { statePage, type StateContext, type StateKind } from "./state-pages";

/**
 * The storefront renderer's entry points (decision 048). storedFiles is what the build stores for a
 * site; renderPath renders the pages that depend on the address (the lobby with a query, a game and
 * its demo) and any stored page again; notFoundPage is the site's own 404. All pure: the year comes
 * in as a parameter, translations as `t`, so a build is reproducible.
 */

const HTML = "text/html; charset=utf-8";

function context(site: StorefrontSite, locale: Locale, t: Translate, year: number): PageContext {
  const catalogue = catalogueFor(site.marketCode);
  return { site, design: storefrontDesign(site.designKey), locale, t, year, catalogue, assets: new AssetUse(catalogue) };
}

/** The stored pages, by their path after /<lng>/ ("" is home). */
const STORED: Record<string, (ctx: PageContext) => string> = {
  "": homePage,
  lobby: (ctx) => lobbyPage(ctx, { page: 1 }),
  promotions: promotionsPage,
  vip: vipPage,
  help: helpPage,
  "responsible-gaming": responsiblePage,
  terms: termsPage,
  "sign-in": signInPage,
  "sign-up": signUpPage,
  sports: sportsPage,
};

function storedPaths(site: StorefrontSite): string[] {
  const sports = storefrontDesign(site.designKey).sports;
  return Object.keys(STORED).filter((path) => path !== "sports" || sports);
}

export function storedFiles(site: StorefrontSite, t: (locale: Locale) => Translate, year: number): { pages: StorefrontFile[]; assets: StorefrontFile[] } {
  const pages: StorefrontFile[] = [];
  const assets = new Map<string, StorefrontFile>();
  for (const locale of site.languages) {
    const translate = t(locale);
    for (const path of storedPaths(site)) {
      const ctx = context(site, locale, translate, year);
      pages.push({ path: `/${locale}/${path}`, contentType: HTML, body: STORED[path](ctx) });
      for (const file of ctx.assets.list()) assets.set(file.path, file);
    }
  }
  const urls = site.languages.flatMap((locale) => storedPaths(site).map((path) => `<url><loc>{{origin}}/${locale}/${path}</loc></url>`));
  pages.push({ path: "/robots.txt", contentType: "text/plain; charset=utf-8", body: "User-agent: *\nAllow: /\nSitemap: {{origin}}/sitemap.xml\n" });
  pages.push({
    path: "/sitemap.xml",
    contentType: "application/xml; charset=utf-8",
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`,
  });
  return { pages, assets: [...assets.values()] };
}

export type Rendered = { status: 200 | 404; html: string; assets: StorefrontFile[] };

/**
 * A page of the site at `pathname` (/<lng>/...): the lobby with its query, a game page, a game's demo,
 * or any stored page. The path's language wins over `locale` (the server's guess) when the site
 * offers it. A game the catalogue does not have answers the site's 404; any other path null.
 */
export function renderPath(site: StorefrontSite, locale: Locale, pathname: string, query: URLSearchParams, t: Translate, year: number): Rendered | null {
  const match = /^\/([A-Za-z-]{2,5})\/(.*)$/.exec(pathname);
  if (!match || !isLocale(match[1]) || !site.languages.includes(match[1])) return null;
  const ctx = context(site, match[1] ?? locale, t, year);
  const rest = match[2].replace(/\/$/, "");
  const done = (html: string, status: 200 | 404 = 200): Rendered => ({ status, html, assets: ctx.assets.list() });
  if (rest === "lobby") return done(lobbyPage(ctx, lobbyQuery(ctx, query)));
  const game = /^games\/([^/]+)(\/demo)?$/.exec(rest);
  if (game) {
    let key: string;
    try {
      key = decodeURIComponent(game[1]);
    } catch {
      return done(notFoundContent(ctx), 404);
    }
    const found = ctx.catalogue.gameByKey.get(key);
    if (!found) return done(notFoundContent(ctx), 404);
    return done(game[2] ? demoPage(ctx, found) : gamePage(ctx, found));
  }
  if (storedPaths(site).includes(rest)) return done(STORED[rest](ctx));
  return null;
}

/** The site's own 404 page, in its design and the given language. */
export function notFoundPage(site: StorefrontSite, locale: Locale, t: Translate, year: number): string {
  return notFoundContent(context(site, site.languages.includes(locale) ? locale : site.languages[0], t, year));
}
