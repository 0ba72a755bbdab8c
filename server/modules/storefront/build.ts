import { SITE_STATUSES_BILLED, SITE_STATUSES_IN_BUILD, siteStatus, type SiteStatus } from "@shared/domain/site-status";
import { artAsset } from "@shared/storefront/assets";
import { catalogueFor } from "@shared/storefront/catalogue";
import { FAVICON_PATH } from "@shared/storefront/favicon";
import { storedFiles } from "@shared/storefront/render";
import type { StorefrontFile } from "@shared/storefront/types";
import type { Deps } from "../../deps";
import type { Site } from "../../generated/prisma/client";
import { transitionSites } from "../../lifecycle/transitions";
import { isolatedSteps } from "../attention/service";
import { siteService } from "../site/service";
import { etagOf, storefrontServer, textOf } from "./serve";
import { storefrontSite } from "./site-spec";
import { storefrontTexts } from "./texts";
import { storefrontVersion } from "./version";

/** A build's steps in their order, and the progress the merchant sees once each is done. */
export const BUILD_STEPS = [
  { step: "render", progress: 40 },
  { step: "check", progress: 80 },
  { step: "publish", progress: 100 },
] as const;

/** Published sites whose pages an older renderer made are built again, at most this many per run of the due work… */
const REFRESH_PER_RUN = 25;
/** …and for at most this long, so the rest of the due work keeps its beat. */
const REFRESH_BUDGET_MS = 1_500;

/** Links a check follows: the site's own pages, not the fonts, the icon (served by themselves) or the platform's. */
const ASSET_REFERENCE = /\/_assets\/[A-Za-z0-9._/-]+/g;
const PAGE_LINK = /\shref="(\/(?!\/)[^"#]*)"/g;

/** The fingerprinted assets a page references. */
function assetsIn(body: string): string[] {
  return [...new Set(body.match(ASSET_REFERENCE) ?? [])];
}

/** The site's own pages a page links to (not its assets, the fonts or the platform hand-over). */
function linksIn(body: string): string[] {
  const links = new Set<string>();
  for (const [, href] of body.matchAll(PAGE_LINK)) {
    const link = href!.replaceAll("&amp;", "&");
    if (link.startsWith("/_assets/") || link.startsWith("/fonts/") || link.startsWith("/platform") || link === FAVICON_PATH) continue;
    links.add(link);
  }
  return [...links];
}

/**
 * The storefronts' builds (decision 048), run by the due work. A paid site goes through render
 * (its pages and assets made and stored in the database, where every web instance reads them),
 * check (every stored page and every page they link to answers 200, and every asset any of them
 * references is stored) and publish (live, its order completed and its deposit booked). Each step
 * ends no sooner than its share of SITE_BUILD_SECONDS after the payment, so a demo shows the steps.
 * A step that fails is listed for the provider and tried again (isolatedSteps): never live
 * unchecked, never stuck unseen.
 */
export function storefrontBuilds(deps: Pick<Deps, "db" | "clock" | "config" | "logger">) {
  const { db, clock, config } = deps;
  const steps = isolatedSteps(deps);
  const sites = siteService(deps);
  const server = storefrontServer(deps);

  /** Stores the assets not stored yet, in one write: the same path is the same content, so one copy serves every site. */
  async function storeAssets(assets: StorefrontFile[]) {
    const unique = [...new Map(assets.map((asset) => [asset.path, asset])).values()];
    for (let attempt = 0; ; attempt++) {
      const stored = new Set((await db.storefrontAsset.findMany({ where: { path: { in: unique.map((asset) => asset.path) } }, select: { path: true } })).map((row) => row.path));
      const missing = unique.filter((asset) => !stored.has(asset.path));
      if (missing.length === 0) return;
      try {
        await db.storefrontAsset.createMany({ data: missing });
        return;
      } catch (error) {
        // Another builder stored some of them in the meantime: look again, once.
        if (attempt > 0) throw error;
      }
    }
  }

  /** Makes a site's pages and assets and stores them, replacing its pages in one transaction. */
  async function render(site: Site) {
    const spec = storefrontSite(site, config);
    const version = storefrontVersion();
    const { pages, assets } = storedFiles(spec, storefrontTexts, clock.now().getUTCFullYear());
    // Every game of its market can be shown (a lobby's filters, a game's page): all their art is stored.
    const games = catalogueFor(spec.marketCode);
    await storeAssets([...assets, ...games.games.map((game) => artAsset(game, games))]);
    await db.$transaction(async (tx) => {
      await tx.storefrontPage.deleteMany({ where: { siteId: site.id } });
      await tx.storefrontPage.createMany({ data: pages.map((page) => ({ siteId: site.id, path: page.path, contentType: page.contentType, body: page.body, etag: etagOf(page.body) })) });
      await tx.site.updateMany({ where: { id: site.id }, data: { storefrontVersion: version } });
    });
  }

  /**
   * What is wrong with a site's stored storefront, as a visitor would meet it: a stored page, or a
   * page one links to, that does not answer 200; an asset referenced and not stored.
   */
  async function problems(site: Site): Promise<string[]> {
    const spec = storefrontSite(site, config);
    const stored = await db.storefrontPage.findMany({ where: { siteId: site.id }, select: { path: true, body: true } });
    const found: string[] = [];
    if (stored.length === 0) return ["no page is stored"];
    const served = { id: site.id, status: siteStatus.live, holdUntil: null, storefrontVersion: site.storefrontVersion, spec };
    const bodies = new Map(stored.map((page) => [page.path, page.body]));
    for (const link of new Set(stored.flatMap((page) => linksIn(page.body)))) {
      if (bodies.has(link)) continue;
      const [pathname, search = ""] = link.split("?", 2) as [string, string?];
      const page = await server.livePage(served, pathname, search);
      if (page.status !== 200) found.push(`${link} answers ${page.status}`);
      else bodies.set(link, textOf(page));
    }
    const referenced = [...new Set([...bodies.values()].flatMap(assetsIn))];
    const present = new Set((await db.storefrontAsset.findMany({ where: { path: { in: referenced } }, select: { path: true } })).map((row) => row.path));
    for (const asset of referenced) if (!present.has(asset)) found.push(`${asset} is missing`);
    return found;
  }

  async function check(site: Site) {
    const found = await problems(site);
    if (found.length > 0) throw new Error(`the storefront's check failed: ${found.slice(0, 5).join("; ")}${found.length > 5 ? ` and ${found.length - 5} more` : ""}`);
  }

  /** When step `index` (0-based) may end at the earliest: its share of SITE_BUILD_SECONDS after the payment. */
  function dueAt(site: Site, index: number): number {
    return site.buildStartedAt!.getTime() + ((index + 1) * config.SITE_BUILD_SECONDS * 1000) / BUILD_STEPS.length;
  }

  /** Takes one site as far through its build as the pace allows; true once it is live. */
  async function advance(start: Site): Promise<boolean> {
    let site = start;
    for (;;) {
      const index = site.buildStep === null ? 0 : BUILD_STEPS.findIndex((s) => s.step === site.buildStep) + 1;
      const next = BUILD_STEPS[index];
      if (!next || clock.now().getTime() < dueAt(site, index)) return false;
      if (next.step === "publish") return sites.goLive(site);
      if (next.step === "render") await render(site);
      else await check(site);
      const data = { buildStep: next.step, progress: next.progress };
      if (site.status === siteStatus.queued) {
        await transitionSites(db, { where: { id: site.id, buildStep: site.buildStep }, from: siteStatus.queued, to: siteStatus.building, actor: "system", cause: "build started", at: clock.now(), data });
      } else {
        await db.site.updateMany({ where: { id: site.id, status: site.status, buildStep: site.buildStep }, data });
      }
      const after = await db.site.findUniqueOrThrow({ where: { id: site.id } });
      // Another builder took the step first: it goes on from there.
      if (after.buildStep !== next.step) return false;
      site = after;
    }
  }

  return {
    /** Builds due work: sites in build advance; published sites made by an older renderer are made again. Returns how many went live. */
    async run(): Promise<number> {
      const building = await db.site.findMany({ where: { status: { in: SITE_STATUSES_IN_BUILD }, buildStartedAt: { not: null } } });
      const launched = await steps.each("build", building, (site) => ({ id: site.id, userId: site.userId }), advance);
      const stale = await db.site.findMany({
        where: { status: { in: SITE_STATUSES_BILLED as SiteStatus[] }, OR: [{ storefrontVersion: null }, { storefrontVersion: { not: storefrontVersion() } }] },
        orderBy: { id: "asc" },
        take: REFRESH_PER_RUN,
      });
      const until = Date.now() + REFRESH_BUDGET_MS;
      await steps.each("rebuild", stale, (site) => ({ id: site.id, userId: site.userId }), async (site) => {
        if (Date.now() > until) return;
        await render(site);
        await check({ ...site, storefrontVersion: storefrontVersion() });
      });
      return launched.filter(Boolean).length;
    },
    render,
    problems,
  };
}
