/**
 * `npm run storefront-pictures`: the storefront pictures the marketing pages show
 * (app/components/marketing/storefront-pictures.ts lists them), into public/images/storefronts/.
 * Straight from the renderer, no stack: each picture's site is made as the build makes a bought one
 * (server/modules/storefront/site-spec.ts), served by the tiny storefront server of the browser tests
 * at <siteName>.localhost, and photographed in Chromium. Each file is WebP under 60 KB; run it again
 * when the renderer's look changes.
 */
import fs from "node:fs";
import type http from "node:http";
import net from "node:net";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { PICTURE_DEVICES, STOREFRONT_PICTURES, type PictureName, type PictureSite } from "../app/components/marketing/storefront-pictures";
import { choicesByKey } from "../server/modules/opening-station/catalogue";
import { storefrontSite } from "../server/modules/storefront/site-spec";
import type { StorefrontSite } from "@shared/storefront/types";
import { startStorefrontServer } from "../tests/e2e/storefront-server";

const OUT = path.resolve("public", "images", "storefronts");
const MAX_BYTES = 60 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The launch flags of playwright.config.ts.
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

/** The renderer's input for a picture's site, as a site bought with these choices has it. */
function siteOf({ siteName, design, marketCode, schemeKey }: PictureSite): StorefrontSite {
  const { countryId, templateId, colorSchemeId } = choicesByKey({ marketCode, design, schemeKey });
  return storefrontSite(
    { siteName, countryId, templateId, colorSchemeId },
    { SITE_BASE_DOMAIN: "casino.localhost", WEB_URL: "http://localhost:3000" },
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The smallest loss that keeps the file under MAX_BYTES. */
async function webp(png: Buffer, width: number, height: number): Promise<Buffer> {
  for (let quality = 75; quality >= 35; quality -= 5) {
    const file = await sharp(png).resize(width, height).webp({ quality, effort: 6 }).toBuffer();
    if (file.length < MAX_BYTES) return file;
  }
  throw new Error(`does not fit in ${MAX_BYTES / 1024} KB even at quality 35`);
}

const pictures = Object.entries(STOREFRONT_PICTURES) as [PictureName, (typeof STOREFRONT_PICTURES)[PictureName]][];
const sites = new Map(pictures.map(([, picture]) => [picture.site.siteName, siteOf(picture.site)]));
const port = await freePort();
let server: http.Server | undefined;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
let failed = false;
try {
  server = await startStorefrontServer(port, [...sites.values()]);
  fs.mkdirSync(OUT, { recursive: true });
  for (const stale of fs.readdirSync(OUT)) if (!(stale.replace(/\.webp$/, "") in STOREFRONT_PICTURES)) fs.rmSync(path.join(OUT, stale));
  for (const [name, picture] of pictures) {
    const device = PICTURE_DEVICES[picture.device];
    const site = sites.get(picture.site.siteName)!;
    const context = await browser.newContext({ viewport: device.viewport, deviceScaleFactor: 1, isMobile: picture.device === "phone", hasTouch: picture.device === "phone" });
    const page = await context.newPage();
    const url = `http://${site.siteName}.localhost:${port}/${site.languages[0]}/${picture.page}`;
    try {
      const response = await page.goto(url, { waitUntil: "load" });
      if (!response?.ok()) throw new Error(`answered ${response?.status()}`);
      await page.evaluate(() => document.fonts.ready);
      // The carousel and the winners' ticker stand still at their first frame.
      const png = await page.screenshot({ type: "png", animations: "disabled" });
      const file = await webp(png, device.width, device.height);
      fs.writeFileSync(path.join(OUT, `${name}.webp`), file);
      console.log(`public/images/storefronts/${name}.webp  ${url}  (${Math.round(file.length / 1024)} KB)`);
    } catch (error) {
      failed = true;
      console.error(`✗ ${name} (${url}): ${(error as Error).message.split("\n")[0]}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  server?.close();
}
if (failed) process.exit(1);
