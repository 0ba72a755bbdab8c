import { expect } from "@playwright/test";
import { createMerchant, logIn, test } from "./fixtures";

// The accent colour of the previews, as the browser computes an accent-filled shape of the drawing.
const MIDNIGHT_GOLD = "rgb(245, 179, 1)";
const RUBY = "rgb(255, 77, 94)";
const EMERALD = "rgb(34, 197, 94)";

test("the template choice offers 24+ designs whose previews take the colour scheme picked, at once", async ({ page, jsEnabled }) => {
  await logIn(page, await createMerchant(), "/en/choose-theme?countriesId=1&packageId=1");
  const cards = page.locator(".template-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(24);
  await expect(cards.first()).toContainText("Goal Rush");
  const accent = cards.first().locator(".tpv .tp-a").first();
  await expect(accent).toHaveCSS("fill", MIDNIGHT_GOLD);

  // Schemes have names and swatches large enough to see.
  const swatch = page.locator(".swatch", { hasText: "Ruby" });
  const box = await swatch.locator(".swatch-colors span").first().boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
  await page.getByRole("radio", { name: "Ruby" }).check();
  await expect(accent).toHaveCSS("fill", RUBY);
  await expect(cards.nth(20).locator(".tpv .tp-a").first()).toHaveCSS("fill", RUBY);

  // Each card opens its large preview; with JavaScript it carries the scheme just picked.
  await page.getByRole("link", { name: "Preview Goal Rush" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Goal Rush template");
  await expect(page).toHaveURL(jsEnabled ? /colorSchemeId=5/ : /colorSchemeId=1/);
});

test("the large preview draws the home page and the lobby with the site's name and scheme, and goes on from there", async ({ page }) => {
  await logIn(page, await createMerchant(), "/en/choose-theme/preview/105?countriesId=1&packageId=1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Goal Rush template");
  await expect(page.getByRole("img", { name: "The home page of luckystar in the Goal Rush template, Midnight gold colours" })).toBeVisible();

  await page.getByLabel("Your site's name").fill("mybrand7");
  await page.getByRole("radio", { name: "Emerald" }).check();
  // The scheme applies before anything is sent, by CSS alone.
  await expect(page.locator(".preview-pages .tp-a").first()).toHaveCSS("fill", EMERALD);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/colorSchemeId=4/);
  await expect(page).toHaveURL(/name=mybrand7/);
  await expect(page.getByRole("img", { name: "The home page of mybrand7 in the Goal Rush template, Emerald colours" })).toBeVisible();
  await expect(page.getByRole("img", { name: "The games lobby of mybrand7 in the Goal Rush template, Emerald colours" })).toBeVisible();
  await expect(page.locator(".preview-pages text", { hasText: "mybrand7" })).toHaveCount(4);
  await expect(page.locator(".preview-pages .tp-a").first()).toHaveCSS("fill", EMERALD);

  await page.getByRole("button", { name: "Choose Goal Rush in these colours" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create site");
  await expect(page.locator(".order-summary")).toContainText("Goal Rush");
  await expect(page.locator(".order-summary")).toContainText("Emerald");
});

test("on a phone the large preview takes the screen's width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await logIn(page, await createMerchant(), "/en/choose-theme/preview/105?countriesId=1&packageId=1&colorSchemeId=2");
  // The phone's own layout comes first, drawn at the screen's width, so its words are as large as a real site's.
  const home = page.getByRole("img", { name: /The home page of luckystar on a phone/ });
  await expect(home).toBeVisible();
  expect((await home.boundingBox())!.width).toBeGreaterThanOrEqual(340);
  expect((await home.boundingBox())!.y).toBeLessThan((await page.getByRole("img", { name: /The home page of luckystar in/ }).boundingBox())!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe("a template not on offer", () => {
  test.use({ consoleAllowed: [/status of 404/] });

  test("its preview answers 404 with the way back", async ({ page }) => {
    await logIn(page, await createMerchant(), "/");
    const response = await page.goto("/en/choose-theme/preview/705?countriesId=1&packageId=1");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This template is not offered in this market.");
    await expect(page.getByRole("link", { name: "Back to all templates" })).toBeVisible();
  });
});
