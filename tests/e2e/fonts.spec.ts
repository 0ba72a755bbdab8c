import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** The web fonts the page downloaded, and the fonts Chromium drew its first heading with. */
async function fontsOf(page: Page, path: string) {
  const requested: { url: string; cacheControl: string | undefined }[] = [];
  page.on("response", (response) => {
    if (/\.woff2(\?|$)/.test(response.url())) requested.push({ url: response.url(), cacheControl: response.headers()["cache-control"] });
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return { requested, drawnWith: fonts.map((font) => font.familyName) };
}

test("a Chinese page draws its text with the shipped Chinese font, kept a year in the cache", async ({ page }) => {
  const { requested, drawnWith } = await fontsOf(page, "/zh");
  const chinese = requested.filter((font) => /\/fonts\/noto-sans-sc\/noto-sans-sc-\d+-400-normal\.woff2\?v=/.test(font.url));
  expect(chinese.length).toBeGreaterThan(0);
  expect(chinese[0].cacheControl).toContain("immutable");
  // (Chromium names a web font by its own name table: "Noto Sans SC Thin", the family's first instance.)
  expect(drawnWith.some((name) => name.startsWith("Noto Sans SC"))).toBe(true);
  // Only the Simplified Chinese family: no other script's.
  expect(requested.filter((font) => /noto-sans-(tc|jp|kr|thai|bengali|arabic)/.test(font.url))).toEqual([]);
});

test("a Thai page draws its text with the shipped Thai font", async ({ page }) => {
  const { requested, drawnWith } = await fontsOf(page, "/th");
  expect(requested.some((font) => /\/fonts\/noto-sans-thai\/noto-sans-thai-thai-400-normal\.woff2/.test(font.url))).toBe(true);
  expect(drawnWith.some((name) => name.startsWith("Noto Sans Thai"))).toBe(true);
});

test("an English page downloads Noto Sans for Latin and no other script's font", async ({ page }) => {
  const { requested, drawnWith } = await fontsOf(page, "/");
  expect(requested.some((font) => /\/fonts\/noto-sans\/noto-sans-latin-[47]00-normal\.woff2/.test(font.url))).toBe(true);
  expect(requested.filter((font) => /noto-sans-(sc|tc|jp|kr|thai|bengali|arabic)/.test(font.url))).toEqual([]);
  expect(drawnWith).toEqual(["Noto Sans"]);
});
