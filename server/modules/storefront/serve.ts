import { createHash } from "node:crypto";
import zlib from "node:zlib";
import express from "express";
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from "@shared/contracts/locales";
import { siteStatus } from "@shared/domain/site-status";
import { FAVICON_PATH, faviconSvg } from "@shared/storefront/favicon";
import { siteHost } from "@shared/storefront/hosts";
import { notFoundPage, renderPath, statePage, type StateKind } from "@shared/storefront/render";
import type { StorefrontSite } from "@shared/storefront/types";
import type { Deps } from "../../deps";
import { keptCache } from "../../db/cache/caches";
import { storefrontSite } from "./site-spec";
import { storefrontTexts } from "./texts";

/** What the web server sends back for a storefront request (it copies these headers only): a page's text, or its gzip bytes. */
export type StorefrontAnswer = { status: number; headers: Record<string, string>; body: string | Buffer };

/** The header the web server names the requested host in (the API itself is never asked by browsers). */
export const STOREFRONT_HOST_HEADER = "x-storefront-host";

const HOUR_S = 3600;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** A site as its address shows it. */
type ServedSite = {
  id: number;
  status: string;
  holdUntil: Date | null;
  storefrontVersion: string | null;
  spec: StorefrontSite;
};

/** What a host name holds: a site, a name given up (released), or nothing. */
type HostEntry = { site: ServedSite } | { released: true } | null;

/**
 * A page as served: its text, or its gzip bytes, or both, each made once from the other when first
 * asked (the web server passes gzip bytes on as they are). Stored pages are kept as gzip bytes only.
 */
type ServedPage = { status: number; contentType: string; etag: string; body?: string; gzip?: Buffer };

/** A page's text (from its gzip bytes when only those are kept). */
export function textOf(page: ServedPage): string {
  return page.body ?? zlib.gunzipSync(page.gzip!).toString("utf8");
}

/** A stored page as kept: its gzip bytes only, a fifth of its text's size. */
function keptStored(row: { contentType: string; body: string; etag: string } | null): ServedPage | null {
  return row && { status: 200, contentType: row.contentType, etag: row.etag, gzip: zlib.gzipSync(row.body) };
}

/** Whether an Accept-Encoding takes gzip (not refused with q=0). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    return (coding === "gzip" || coding === "*") && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

/** The first of the site's languages the visitor asks for (Accept-Language, by preference), else its market's default (its first). */
function languageFor(languages: readonly Locale[], acceptLanguage: string | undefined): Locale {
  const ranges = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.trim().split(";")[0]!.trim())
    .filter((tag) => tag && tag !== "*");
  for (const tag of ranges) {
    // negotiateLocale answers its default for a tag it does not know: only a tag that names it counts.
    const asked = negotiateLocale(tag);
    if (languages.includes(asked) && (asked !== DEFAULT_LOCALE || tag.toLowerCase().startsWith(DEFAULT_LOCALE))) return asked;
  }
  return languages[0]!;
}

/** The language a path begins with (`/ar/lobby` is ar), if it is one of the site's. */
function languageOfPath(languages: readonly Locale[], pathname: string): Locale | undefined {
  const first = pathname.split("/")[1];
  return languages.find((locale) => locale === first);
}

/** Headers every storefront page carries: its own content policy (players' browsers, not the portal's). */
function pageHeaders(locale: Locale, platformUrl: string, portalUrl: string): Record<string, string> {
  const platform = new URL(platformUrl).origin;
  return {
    "content-type": "text/html; charset=utf-8",
    "content-language": locale,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    // The portal frames a storefront's pages in its previews; nobody else may.
    "content-security-policy": `default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; font-src 'self'; frame-src 'self'; form-action 'self' ${platform}; frame-ancestors 'self' ${portalUrl}; base-uri 'none'; object-src 'none'`,
  };
}

/**
 * The storefronts at their addresses (decision 048): a live site's pages as its build stored them
 * (the lobby's filters and the game pages made on first request and kept), its state's page
 * otherwise: opening soon while it builds, 503 "temporarily unavailable" with Retry-After while
 * suspended or on hold, 404 "this address is free again" once released, 404 for a name nobody has.
 */
export function storefrontServer(deps: Pick<Deps, "db" | "clock" | "config">) {
  const { db, clock, config } = deps;
  const hosts = keptCache<HostEntry>(db, "storefrontHosts", { ttlMs: 2_000, maxEntries: 20_000, tables: ["Site"] });
  // Stored pages change only when a build in the API stores them, and that write drops them here at
  // once (the change feed); the time limit only bounds a hand edit of the database. Enough entries
  // for the home and lobby of 10,000 sites (some 90 MB of gzip bytes): re-reading a page from the
  // database and compressing it again on every visit cost more than serving it (docs/performance.md).
  const pages = keptCache<ServedPage | null>(db, "storefrontPages", { ttlMs: 60_000, maxEntries: 20_000, tables: ["StorefrontPage"] });
  const assets = keptCache<{ contentType: string; body: string } | null>(db, "storefrontAssets", { ttlMs: 60_000, maxEntries: 2_000, tables: ["StorefrontAsset"] });
  /** Pages made on request (a game, a filtered lobby), by site, version and address: the same inputs make the same page. */
  const made = new Map<string, ServedPage>();
  const MADE_MAX = 2_000;

  async function hostEntry(siteName: string): Promise<HostEntry> {
    if (!siteName) return null;
    return hosts.get(siteName, async () => {
      const site = await db.site.findUnique({
        where: { siteName },
        select: { id: true, status: true, holdUntil: true, storefrontVersion: true, siteName: true, countryId: true, templateId: true, colorSchemeId: true },
      });
      if (site && site.status !== siteStatus.released && site.status !== siteStatus.closed) {
        return { site: { id: site.id, status: site.status, holdUntil: site.holdUntil, storefrontVersion: site.storefrontVersion, spec: storefrontSite(site, config) } };
      }
      const released = await db.site.findFirst({ where: { releasedName: siteName }, select: { id: true } });
      return released ? { released: true } : null;
    });
  }

  function state(kind: StateKind, status: number, locale: Locale, site: ServedSite | null, extra: Record<string, string> = {}): StorefrontAnswer {
    const body = statePage(kind, { brand: site?.spec.brand ?? null, locale, portalUrl: new URL(config.WEB_URL).origin, schemeKey: site?.spec.schemeKey, designKey: site?.spec.designKey }, storefrontTexts(locale));
    return { status, headers: { ...pageHeaders(locale, site?.spec.platformUrl ?? config.WEB_URL, new URL(config.WEB_URL).origin), "cache-control": "no-store", ...extra }, body };
  }

  /** The page, or 304 when the visitor holds it; gzipped (once per kept page) when the asker takes gzip. */
  function conditional(answer: ServedPage, headers: Record<string, string>, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): StorefrontAnswer {
    const withTag = { ...headers, etag: answer.etag, "cache-control": "no-cache", vary: "Accept-Encoding" };
    if (answer.status === 200 && ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === answer.etag)) return { status: 304, headers: withTag, body: "" };
    if (!acceptsGzip(acceptEncoding)) return { status: answer.status, headers: withTag, body: textOf(answer) };
    answer.gzip ??= zlib.gzipSync(answer.body!);
    return { status: answer.status, headers: { ...withTag, "content-encoding": "gzip" }, body: answer.gzip };
  }

  /** A live site's page at `pathname`: stored, or made on request and kept, or its 404. */
  async function livePage(site: ServedSite, pathname: string, search: string): Promise<ServedPage> {
    const query = new URLSearchParams(search);
    if (!search) {
      const stored = await pages.get(`${site.id}:${pathname}`, async () => keptStored(await db.storefrontPage.findUnique({ where: { siteId_path: { siteId: site.id, path: pathname } }, select: { contentType: true, body: true, etag: true } })));
      if (stored) return stored;
    }
    const key = `${site.id}:${site.storefrontVersion}:${pathname}?${search}`;
    let page = made.get(key);
    if (!page) {
      const locale = languageOfPath(site.spec.languages, pathname) ?? site.spec.languages[0]!;
      const year = clock.now().getUTCFullYear();
      const rendered = renderPath(site.spec, locale, pathname, query, storefrontTexts(locale), year);
      const html = rendered ? rendered.html : notFoundPage(site.spec, locale, storefrontTexts(locale), year);
      page = { status: rendered ? rendered.status : 404, contentType: "text/html; charset=utf-8", body: html, etag: etagOf(html) };
      if (made.size >= MADE_MAX) made.delete(made.keys().next().value!);
      made.set(key, page);
    }
    return page;
  }

  /** The answer to a GET of `pathname?search` on `host`. */
  async function answer(request: { host: string | undefined; pathname: string; search: string; acceptLanguage?: string; ifNoneMatch?: string; acceptEncoding?: string }): Promise<StorefrontAnswer> {
    const { pathname, search, acceptLanguage, ifNoneMatch, acceptEncoding } = request;
    const target = siteHost(request.host, config.SITE_BASE_DOMAIN);
    const anyLocale = negotiateLocale(acceptLanguage);
    if (target.kind !== "storefront") return state("unknown", 404, anyLocale, null);

    // Fingerprinted assets are the same for every site that references them, whatever its state.
    if (pathname.startsWith("/_assets/")) {
      const asset = await assets.get(pathname, () => db.storefrontAsset.findUnique({ where: { path: pathname }, select: { contentType: true, body: true } }));
      if (!asset) return { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, body: "Not found" };
      return { status: 200, headers: { "content-type": asset.contentType, "cache-control": IMMUTABLE, "x-content-type-options": "nosniff" }, body: asset.body };
    }

    const entry = await hostEntry(target.siteName);
    // Browsers ask for the icon of every page, including the state pages: the site's own, or a plain one.
    if (pathname === FAVICON_PATH || pathname === "/favicon.ico") {
      const site = entry && "site" in entry ? entry.site : null;
      return { status: 200, headers: { "content-type": "image/svg+xml", "cache-control": "public, max-age=86400", "x-content-type-options": "nosniff" }, body: faviconSvg(site?.spec.brand ?? null, site?.spec.schemeKey) };
    }
    if (entry === null) return state("unknown", 404, anyLocale, null);
    if ("released" in entry) return state("released", 404, anyLocale, null);
    const { site } = entry;
    const locale = languageOfPath(site.spec.languages, pathname) ?? languageFor(site.spec.languages, acceptLanguage);
    if (site.status === siteStatus.suspended || site.status === siteStatus.held) {
      const until = site.status === siteStatus.held && site.holdUntil ? Math.ceil((site.holdUntil.getTime() - clock.now().getTime()) / 1000) : HOUR_S;
      return state("unavailable", 503, locale, site, { "retry-after": String(Math.max(60, Math.min(until, 7 * 24 * HOUR_S))) });
    }
    // A site made before storefronts existed is built by the next run of the due work.
    if (site.status === siteStatus.queued || site.status === siteStatus.building || site.storefrontVersion === null) {
      return state("opening-soon", 503, locale, site, { "retry-after": "60" });
    }

    // Live.
    if (pathname === "/") return { status: 302, headers: { location: `/${locale}/`, "cache-control": "no-cache", vary: "Accept-Language" }, body: "" };
    if (languageOfPath(site.spec.languages, pathname) && pathname === `/${locale}`) return { status: 301, headers: { location: `/${locale}/`, "cache-control": "no-cache" }, body: "" };
    if (pathname === "/robots.txt" || pathname === "/sitemap.xml") {
      const stored = await pages.get(`${site.id}:${pathname}`, async () => keptStored(await db.storefrontPage.findUnique({ where: { siteId_path: { siteId: site.id, path: pathname } }, select: { contentType: true, body: true, etag: true } })));
      if (!stored) return state("unknown", 404, locale, site);
      const body = textOf(stored).replaceAll("{{origin}}", `${new URL(config.WEB_URL).protocol}//${request.host}`);
      return { status: 200, headers: { "content-type": stored.contentType, "cache-control": "public, max-age=3600" }, body };
    }
    if (pathname === "/platform" || pathname.startsWith("/platform/")) return state("platform", 200, locale, site);
    const page = await livePage(site, pathname, search);
    return conditional(page, { ...pageHeaders(locale, site.spec.platformUrl, new URL(config.WEB_URL).origin), "content-type": page.contentType }, ifNoneMatch, acceptEncoding);
  }

  /** The API's route the web server forwards storefront requests to (not part of the endpoint map: it answers pages, not JSON). */
  function router(): express.Router {
    const routes = express.Router();
    // Mounted without parameters: the router would decode them and fail on a malformed escape.
    routes.use("/storefront", async (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      try {
        const url = new URL(req.originalUrl.slice("/storefront".length) || "/", "http://storefront");
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          pathname = "/%"; // A malformed escape is no page of any site: its 404.
        }
        const reply = await answer({
          host: req.get(STOREFRONT_HOST_HEADER),
          pathname,
          search: url.search.slice(1),
          acceptLanguage: req.get("accept-language"),
          ifNoneMatch: req.get("if-none-match"),
          acceptEncoding: req.get("accept-encoding"),
        });
        res.locals.stateAnswer = reply.status === 503;
        res.status(reply.status).set(reply.headers).send(reply.body);
      } catch (error) {
        next(error);
      }
    });
    return routes;
  }

  return { answer, livePage, router, hostEntry };
}
