import type http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { catalogueFor } from "@shared/storefront/catalogue";
import { STOREFRONT_DESIGNS } from "@shared/storefront/designs";
import { startStorefrontServer } from "./storefront-server";

/**
 * Every template, as the renderer makes it, in a real browser: home, lobby and a game page in
 * English, Chinese and Arabic (right to left) at a phone's 375 px and a desktop's 1280 px, with no
 * horizontal overflow, no clipped text and nothing serious or critical for axe (English on a desktop, Arabic on a phone). The sites are
 * served by a tiny server of the spec's own (no stack needed: the "storefront" project).
 */

// Above the ranges other specs take from the base port (+50 to +71) and below the production stack's (+100).
const PORT_BASE = Number(process.env.E2E_WEB_PORT ?? 3100) + 80;
const WIDTHS = [1280, 375] as const;
const LOCALES = ["en", "zh", "ar"] as const;
const GAME = catalogueFor("GLOBAL").games[0].key;
const PAGES = [
  { name: "home", path: "" },
  { name: "lobby", path: "lobby" },
  { name: "game", path: `games/${GAME}` },
] as const;

let server: http.Server;
let port: number;

test.beforeAll(async ({}, workerInfo) => {
  port = PORT_BASE + workerInfo.parallelIndex;
  server = await startStorefrontServer(port);
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** What overflows the page's width, and text an element with hidden overflow cuts off (marquee and carousel tracks, marked with data attributes, scroll on purpose). */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page is ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (element.closest("[data-marquee],[data-track],[data-reels]")) continue;
      // Visually hidden text (for screen readers) is 1px wide on purpose.
      if (element.clientWidth <= 1) continue;
      const style = getComputedStyle(element);
      const hides = ["hidden", "clip"].includes(style.overflowX) || style.textOverflow === "ellipsis";
      if (hides && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${element.tagName.toLowerCase()}.${element.className} clips (${element.scrollWidth} > ${element.clientWidth}): ${element.textContent?.trim().slice(0, 40)}`);
      }
    }
    return problems;
  });
}

for (const design of STOREFRONT_DESIGNS) {
  test(`${design.key}: home, lobby and a game fit at 375 and 1280 in en, zh and ar, with nothing serious for axe`, async ({ browser }) => {
    test.setTimeout(120_000);
    const origin = `http://demo-${design.key}.localhost:${port}`;
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const locale of LOCALES) {
        for (const { name, path } of PAGES) {
          const what = `${design.key} ${name} ${locale} @${width}`;
          const response = await page.goto(`${origin}/${locale}/${path}`);
          expect(response?.status(), what).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
          await expect(page.locator("h1")).toHaveCount(1);
          expect(await layoutProblems(page), what).toEqual([]);
          // axe takes most of the run: English on a desktop and Arabic (right to left) on a phone;
          // the other combinations share their markup and stylesheet, so their overflow and clipping
          // checks suffice.
          if (!(locale === "en" && width === 1280) && !(locale === "ar" && width === 375)) continue;
          const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
          const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
          expect(serious.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
        }
      }
      await context.close();
    }
  });
}

test("the language switch and the lobby's filters work without the script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const origin = `http://demo-royal-flush.localhost:${port}`;
  await page.goto(`${origin}/en/lobby`);
  await page.locator("header details.lang summary").click();
  await page.locator("header details.lang").getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(`${origin}/ar/lobby`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.goto(`${origin}/en/lobby`);
  const studio = catalogueFor("GLOBAL").studios[0];
  await page.getByLabel("Studio").selectOption(studio.key);
  await page.getByRole("button", { name: "Show games" }).click();
  await expect(page).toHaveURL(new RegExp(`studio=${studio.key}`));
  await expect(page.locator(".tile").first()).toBeVisible();
  await context.close();
});
