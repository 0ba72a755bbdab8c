import { expect } from "@playwright/test";
import { API_URL, createMerchant, logIn, test } from "./fixtures";

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

  // Typed and chosen once the page has hydrated (under CI's load, earlier input was once lost to it).
  await page.waitForLoadState("networkidle");
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

test("a cart item's template and colours change from its large preview, which shows the item's site name", async ({ page, jsEnabled }) => {
  const merchant = await createMerchant();
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${API_URL}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()).data;
  };
  const { accessToken } = await post("/api/login/authorize", { account: merchant.account, password: merchant.password });
  const siteName = `s${Date.now().toString(36)}${process.pid}`;
  const item = await post("/api/cart/create", { countriesId: 1, packageId: 1, templateId: 105, colorSchemeId: 1, siteName, nickname: "Preview", otherContact: "@preview" }, accessToken);

  await logIn(page, merchant, `/en/choose-theme?cartItemId=${item.id}`);
  // Chosen once the page has hydrated: a choice made before is the page's own, and the preview link
  // keeps the scheme it was drawn with (under CI's load a clean-clone run lost it so, twice).
  await page.waitForLoadState("networkidle");
  await page.getByRole("radio", { name: "Lagoon" }).check();
  await page.getByRole("link", { name: "Preview Lucky Fruits" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Lucky Fruits template");
  // Without JavaScript the link carries the scheme the page was loaded with: the item's.
  const scheme = jsEnabled ? "Lagoon" : "Midnight gold";
  await expect(page.getByRole("img", { name: `The home page of ${siteName} in the Lucky Fruits template, ${scheme} colours` })).toBeVisible();
  await page.getByRole("radio", { name: "Lagoon" }).check();
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page.getByRole("img", { name: `The home page of ${siteName} in the Lucky Fruits template, Lagoon colours` })).toBeVisible();
  await expect(page).not.toHaveURL(/csrf/);
  await page.getByRole("button", { name: "Save template and colours" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping cart");
  await expect(page.locator(".cart-item", { hasText: siteName })).toContainText("Lucky Fruits");
  // Changing the item again starts from what was saved.
  await page.goto(`/en/choose-theme?cartItemId=${item.id}`);
  await expect(page.getByRole("radio", { name: "Lagoon" })).toBeChecked();
  await expect(page.locator(".template-card", { hasText: "Lucky Fruits" }).getByRole("radio")).toBeChecked();
});

test("a site name with markup is drawn as text, and nonsense in the address is no error", async ({ page }) => {
  await logIn(page, await createMerchant(), `/en/choose-theme/preview/105?countriesId=1&packageId=1&name=${encodeURIComponent('<b>x</b>&"')}`);
  await expect(page.locator(".preview-pages text", { hasText: '<b>x</b>&"' }).first()).toBeVisible();
  await expect(page.locator(".preview-pages b")).toHaveCount(0);
  for (const path of ["/en/choose-theme/preview/1e99?countriesId=1", "/en/choose-theme/preview/105?countriesId=abc&colorSchemeId=%00", "/en/choose-theme/preview/105?cartItemId=-1"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
  }
});
