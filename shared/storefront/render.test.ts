import { describe, expect, it } from "vitest";
import type { Locale } from "@shared/contracts/locales";
import { storefrontTranslate } from "../../tests/helpers/storefront-translate";
import { catalogueFor } from "./catalogue";
import { STOREFRONT_DESIGNS } from "./designs";
import { LOBBY_PAGE_SIZE } from "./pages/lobby";
import { notFoundPage, renderPath, statePage, storedFiles } from "./render";
import { STOREFRONT_SCHEMES } from "./schemes";
import type { StorefrontSite } from "./types";

/**
 * The renderer's output, checked as text: every page of every design is well-formed HTML5 with one
 * h1 and the right language and direction, references only assets it hands over, links nowhere
 * outside the site but the game platform, and designs truly differ.
 */
const PLATFORM = "https://platform.example";
const LANGUAGES: readonly Locale[] = ["en", "zh", "ar"];

function site(designKey: string, index: number, overrides: Partial<StorefrontSite> = {}): StorefrontSite {
  return {
    siteName: "lucky",
    brand: "Lucky",
    designKey,
    schemeKey: STOREFRONT_SCHEMES[index % STOREFRONT_SCHEMES.length].key,
    marketCode: "GLOBAL",
    languages: LANGUAGES,
    platformUrl: PLATFORM,
    portalUrl: "http://localhost:3000",
    ...overrides,
  };
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** Problems with the markup: unbalanced or misnested elements, unquoted attributes, stray angle brackets, repeated ids. */
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  if (!html.startsWith("<!DOCTYPE html>")) problems.push("no doctype");
  const stack: string[] = [];
  const ids = new Set<string>();
  // Scripts and styles hold no markup; the stored pages have none inline.
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z-:]+(?:="[^"]*")?)*)\s*(\/?)>|<!DOCTYPE html>/g;
  let last = 0;
  for (const match of html.matchAll(tag)) {
    const between = html.slice(last, match.index);
    if (/[<>]/.test(between)) problems.push(`stray bracket near ${JSON.stringify(between.slice(0, 60))}`);
    last = match.index! + match[0].length;
    if (match[0] === "<!DOCTYPE html>") continue;
    const [, closing, rawName, attributes, selfClosing] = match;
    const name = rawName.toLowerCase();
    for (const id of attributes.matchAll(/\sid="([^"]*)"/g)) {
      if (ids.has(id[1])) problems.push(`id ${id[1]} twice`);
      ids.add(id[1]);
    }
    // Void elements, and SVG's self-closed ones, have no end tag.
    if (VOID.has(name) || selfClosing) continue;
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
    } else {
      stack.push(name);
    }
  }
  if (/[<>]/.test(html.slice(last))) problems.push("stray bracket at the end");
  if (stack.length) problems.push(`unclosed ${stack.join(",")}`);
  return problems;
}

/** Every URL an attribute or stylesheet names. */
function urls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action|poster)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

function count(html: string, pattern: RegExp): number {
  return [...html.matchAll(pattern)].length;
}

describe("every design's stored pages", () => {
  STOREFRONT_DESIGNS.forEach((design, index) => {
    it(`${design.key} renders well-formed pages that reference only what it stores`, () => {
      const built = storedFiles(site(design.key, index), storefrontTranslate, 2026);
      const assetPaths = new Set(built.assets.map((file) => file.path));
      const expected = ["", "lobby", "promotions", "vip", "help", "responsible-gaming", "terms", "sign-in", "sign-up", ...(design.sports ? ["sports"] : [])];
      expect(built.pages.map((p) => p.path).sort()).toEqual([...LANGUAGES.flatMap((l) => expected.map((p) => `/${l}/${p}`)), "/robots.txt", "/sitemap.xml"].sort());
      for (const file of built.assets) {
        expect(file.path).toMatch(/^\/_assets\/[\w.\/-]+\.[0-9a-f]{8}\.(css|js|svg)$/);
      }
      expect(built.assets.filter((f) => f.path.endsWith(".css")).map((f) => f.path)).toEqual([
        expect.stringMatching(new RegExp(`^/_assets/${design.key}-${site(design.key, index).schemeKey}\\.[0-9a-f]{8}\\.css$`)),
      ]);
      for (const pageFile of built.pages.filter((p) => p.contentType.startsWith("text/html"))) {
        const html = pageFile.body;
        const locale = pageFile.path.split("/")[1];
        expect(markupProblems(html), pageFile.path).toEqual([]);
        expect(count(html, /<h1[\s>]/g), `${pageFile.path} h1`).toBe(1);
        expect(html).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
        expect(count(html, /<main[\s>]/g)).toBe(1);
        expect(html, pageFile.path).not.toMatch(/\{\{|storefront:|undefined|NaN/);
        for (const url of urls(html)) {
          if (url.startsWith("/_assets/")) expect(assetPaths.has(url), `${pageFile.path} → ${url}`).toBe(true);
          else expect(url.startsWith("/") || url.startsWith("#") || url.startsWith(`${PLATFORM}/`), `${pageFile.path} → ${url}`).toBe(true);
        }
        for (const img of html.matchAll(/<img\s[^>]*>/g)) expect(img[0]).toMatch(/\salt="/);
      }
      for (const file of built.assets) expect(file.body).not.toMatch(/url\(\s*["']?(https?:)?\/\//);
      const robots = built.pages.find((p) => p.path === "/robots.txt")!.body;
      expect(robots).toContain("Allow: /");
      expect(robots).toContain("Sitemap: {{origin}}/sitemap.xml");
      expect(built.pages.find((p) => p.path === "/sitemap.xml")!.body).toContain("<loc>{{origin}}/zh/lobby</loc>");
    });
  });
});

describe("the designs", () => {
  it("differ in layout, not only in colour", () => {
    const tuples = new Set(STOREFRONT_DESIGNS.map((d) => `${d.nav}/${d.hero}/${d.tiles}/${d.columns}`));
    expect(tuples.size).toBeGreaterThanOrEqual(12);
    const homes = STOREFRONT_DESIGNS.map((design, index) => {
      const home = storedFiles(site(design.key, index), storefrontTranslate, 2026).pages.find((p) => p.path === "/en/")!.body;
      return home.replace(/<link rel="stylesheet" href="\/_assets[^>]*>/, "").replace(/class="d-[\w-]+ /, 'class="');
    });
    expect(new Set(homes).size).toBe(STOREFRONT_DESIGNS.length);
  });

  it("have their own stylesheets, small enough to load at once", () => {
    const sheets = STOREFRONT_DESIGNS.map((design, index) => storedFiles(site(design.key, index, { languages: ["en"] }), storefrontTranslate, 2026).assets.find((f) => f.path.endsWith(".css"))!.body);
    expect(new Set(sheets).size).toBe(STOREFRONT_DESIGNS.length);
    for (const css of sheets) expect(Buffer.byteLength(css)).toBeLessThan(25_000);
  });

  it("render a sports page only on sports templates", () => {
    for (const [index, design] of STOREFRONT_DESIGNS.entries()) {
      const result = renderPath(site(design.key, index), "en", "/en/sports", new URLSearchParams(), storefrontTranslate("en"), 2026);
      expect(result === null, design.key).toBe(!design.sports);
    }
  });
});

describe("the lobby", () => {
  const lucky = site("royal-flush", 0);
  const t = storefrontTranslate("en");
  const catalogue = catalogueFor("GLOBAL");
  const lobby = (query: string) => renderPath(lucky, "en", "/en/lobby", new URLSearchParams(query), t, 2026)!;
  const tiles = (html: string) => count(html, /class="tile"/g);

  it("pages through the games, 24 at a time, with links to the other pages", () => {
    const first = lobby("");
    const total = catalogue.games.length;
    expect(tiles(first.html)).toBe(Math.min(LOBBY_PAGE_SIZE, total));
    if (total > LOBBY_PAGE_SIZE) {
      expect(first.html).toContain('href="/en/lobby?page=2"');
      const last = Math.ceil(total / LOBBY_PAGE_SIZE);
      expect(tiles(lobby(`page=${last}`).html)).toBe(total - (last - 1) * LOBBY_PAGE_SIZE);
    }
    // A page past the end shows the last page, a malformed one the first: never an error.
    expect(lobby("page=99999").status).toBe(200);
    expect(tiles(lobby("page=abc").html)).toBe(tiles(first.html));
    expect(first.assets.filter((f) => f.path.endsWith(".svg"))).toHaveLength(tiles(first.html));
  });

  it("filters by category and studio in one GET form and searches by name", () => {
    const slots = lobby("category=slots");
    expect(tiles(slots.html)).toBe(Math.min(LOBBY_PAGE_SIZE, catalogue.games.filter((g) => g.category === "slots").length));
    expect(slots.html).toMatch(/<a href="\/en\/lobby\?category=slots" aria-current="page">/);
    expect(slots.html).toContain('<form class="filters" method="get" action="/en/lobby"');
    expect(slots.html).toContain('<input type="hidden" name="category" value="slots">');
    const studio = catalogue.studios[0];
    const byStudio = lobby(`studio=${studio.key}`);
    expect(tiles(byStudio.html)).toBe(Math.min(LOBBY_PAGE_SIZE, catalogue.games.filter((g) => g.studio === studio.key).length));
    expect(byStudio.html).toContain(`<option value="${studio.key}" selected>`);
    const game = catalogue.games[5];
    const typed = game.name.slice(0, 6).trim();
    const found = lobby(`q=${encodeURIComponent(typed)}`);
    expect(found.html).toContain(`href="/en/games/${game.key}"`);
    expect(found.html).toContain(`value="${typed}"`);
  });

  it("says so when nothing matches, and escapes what was typed", () => {
    const none = lobby("q=%3Cscript%3Ezzzz");
    expect(tiles(none.html)).toBe(0);
    expect(none.html).toContain("No games match your search");
    expect(none.html).not.toContain("<script>zzzz");
    expect(none.html).toContain("&lt;script&gt;zzzz");
  });
});

describe("a game page", () => {
  const lucky = site("velvet-lounge", 2);
  const t = storefrontTranslate("en");
  const game = catalogueFor("GLOBAL").games[0];

  it("shows the art, the facts, the platform hand-over and a labelled demo frame", () => {
    const result = renderPath(lucky, "en", `/en/games/${game.key}`, new URLSearchParams(), t, 2026)!;
    expect(result.status).toBe(200);
    expect(markupProblems(result.html)).toEqual([]);
    const rtp = (game.rtpBasisPoints / 100).toFixed(2);
    expect(result.html).toContain(`${rtp} %`);
    expect(result.html).toContain(`href="${PLATFORM}/play/${game.key}?lang=en"`);
    expect(result.html).toMatch(new RegExp(`<iframe class="demo" src="/en/games/${game.key}/demo" title="Demo of `));
    for (const url of urls(result.html).filter((u) => u.startsWith("/_assets/"))) expect(result.assets.map((f) => f.path)).toContain(url);
    const demo = renderPath(lucky, "en", `/en/games/${game.key}/demo`, new URLSearchParams(), t, 2026)!;
    expect(demo.html).toContain("Demo: play money only");
    expect(markupProblems(demo.html)).toEqual([]);
    expect(count(demo.html, /<h1[\s>]/g)).toBe(1);
  });

  it("answers the site's 404 for an unknown game, and null for an unknown path or language", () => {
    expect(renderPath(lucky, "en", "/en/games/no-such-game", new URLSearchParams(), t, 2026)?.status).toBe(404);
    expect(renderPath(lucky, "en", "/en/games/%E0%A4%A", new URLSearchParams(), t, 2026)?.status).toBe(404);
    expect(renderPath(lucky, "en", "/en/nowhere", new URLSearchParams(), t, 2026)).toBeNull();
    expect(renderPath(lucky, "en", "/ja/lobby", new URLSearchParams(), t, 2026)).toBeNull();
    expect(notFoundPage(lucky, "en", t, 2026)).toContain("Page not found");
  });
});

describe("the state pages", () => {
  const t = storefrontTranslate("en");
  it("stand alone, with no asset, and say what the address is", () => {
    for (const kind of ["unavailable", "opening-soon", "released", "unknown"] as const) {
      const html = statePage(kind, { brand: "Lucky", locale: "en", portalUrl: "http://localhost:3000" }, t);
      expect(markupProblems(html), kind).toEqual([]);
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      expect(html).not.toContain("/_assets/");
    }
    expect(statePage("released", { brand: null, locale: "ar", portalUrl: "http://localhost:3000" }, storefrontTranslate("ar"))).toContain('dir="rtl"');
    expect(statePage("released", { brand: null, locale: "en", portalUrl: "http://localhost:3000" }, t)).toContain('href="http://localhost:3000/"');
    expect(statePage("unavailable", { brand: "Lucky", locale: "en", portalUrl: "http://p" }, t)).toContain("Lucky is temporarily unavailable");
  });
});

describe("rendering speed", () => {
  it("renders a home page in a few milliseconds", () => {
    const lucky = site("neon-vegas", 1);
    const t = storefrontTranslate("en");
    renderPath(lucky, "en", "/en/", new URLSearchParams(), t, 2026);
    const start = performance.now();
    for (let i = 0; i < 20; i++) renderPath({ ...lucky, siteName: `site${i}`, brand: `Site ${i}` }, "en", "/en/", new URLSearchParams(), t, 2026);
    expect((performance.now() - start) / 20).toBeLessThan(5);
  });
});
