/**
 * Writes every storefront design's thumbnail in every colour scheme (public/templates/
 * <design>.<scheme>.webp, see shared/storefront/thumbnails.ts): the renderer's own home page for a
 * sample site, shown in Chromium at 1280 × 800 and scaled to 480 px wide. Nothing of the stack
 * runs: the pages, the assets and the fonts are served from memory by a small HTTP server here.
 * The files are committed; run again after changing a design, its stylesheet or the catalogue:
 *   npx tsx scripts/template-thumbnails.ts [design-key ...]
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { fontFile, fontStylesheet } from "../app/utils/fonts.server";
import { previewAssets } from "../app/web-server/preview-assets";
import { brandOf } from "../shared/storefront/brand";
import { STOREFRONT_DESIGNS } from "../shared/storefront/designs";
import { renderPath } from "../shared/storefront/render";
import type { Translate } from "../shared/storefront/types";
import { STOREFRONT_SCHEMES } from "../shared/storefront/schemes";
import { THUMBNAIL_SITE_NAME, thumbnailPath } from "../shared/storefront/thumbnails";
import type { StorefrontSite } from "../shared/storefront/types";

const WIDTH = 1280;
const HEIGHT = 800;
const THUMBNAIL_WIDTH = 480;
const QUALITY = 72;

const texts = JSON.parse(fs.readFileSync(path.resolve("app/locales/en/storefront.json"), "utf8")) as Record<string, unknown>;
/** English storefront texts with i18next's {{value}} interpolation, all the renderer's pages need. */
const t: Translate = (key, values) => {
  const found = key
    .replace(/^storefront:/, "")
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), texts);
  if (typeof found !== "string") return key;
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ""));
};

function site(designKey: string, schemeKey: string): StorefrontSite {
  return {
    siteName: THUMBNAIL_SITE_NAME,
    brand: brandOf(THUMBNAIL_SITE_NAME),
    designKey,
    schemeKey,
    marketCode: "GLOBAL",
    languages: ["en"],
    platformUrl: "/en/platform",
    portalUrl: "/",
  };
}

/** /<design>/<scheme>/en/ is that design's home in that scheme; /_assets/ and /fonts/ as the web server answers them. */
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const asset = previewAssets().get(url.pathname);
  if (asset) return void res.writeHead(200, { "content-type": asset.contentType }).end(asset.body);
  const sheet = /^\/fonts\/([\w-]+)\.css$/.exec(url.pathname);
  const css = sheet ? fontStylesheet(sheet[1]!) : undefined;
  if (css) return void res.writeHead(200, { "content-type": "text/css" }).end(css.css);
  const woff = /^\/fonts\/([\w-]+)\/([\w.-]+)$/.exec(url.pathname);
  const font = woff ? fontFile(woff[1]!, woff[2]!) : undefined;
  if (font) return void res.writeHead(200, { "content-type": "font/woff2" }).end(fs.readFileSync(font.path));
  const page = /^\/([\w-]+)\/([\w-]+)(\/en\/.*)$/.exec(url.pathname);
  const rendered = page ? renderPath(site(page[1]!, page[2]!), "en", page[3]!, url.searchParams, t, 2026) : null;
  if (rendered) return void res.writeHead(rendered.status, { "content-type": "text/html; charset=utf-8" }).end(rendered.html);
  res.writeHead(404).end();
});

async function main() {
  const only = process.argv.slice(2);
  const designs = only.length ? STOREFRONT_DESIGNS.filter((d) => only.includes(d.key)) : STOREFRONT_DESIGNS;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
  });
  try {
    // The carousel and the ticker would move between screenshots: the pictures show the page as it loads.
    const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, reducedMotion: "reduce" });
    const page = await context.newPage();
    let written = 0;
    for (const design of designs) {
      for (const scheme of STOREFRONT_SCHEMES) {
        await page.goto(`${origin}/${design.key}/${scheme.key}/en/`, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        const png = await page.screenshot({ type: "png" });
        const file = path.join("public", thumbnailPath(design.key, scheme.key));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        await sharp(png).resize({ width: THUMBNAIL_WIDTH }).webp({ quality: QUALITY, effort: 6 }).toFile(file);
        written++;
      }
    }
    console.log(`Wrote ${written} thumbnails into public/templates/`);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
