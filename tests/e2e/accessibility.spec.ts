import AxeBuilder from "@axe-core/playwright";
import { createMerchant, createPaidSite, expect, logIn, test } from "./fixtures";

// axe runs as a script in the page; the server-rendered HTML it checks is the same without JavaScript.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

/** Pages are checked with axe for serious and critical problems (WCAG 2.1 A and AA rules). */
async function expectAccessible(page: import("@playwright/test").Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

test("public pages and dialogs have no serious accessibility problems", async ({ page }) => {
  for (const path of ["/", "/?showLogin=1", "/?showLogin=1&tab=register", "/?dialog=reset-password", "/ar/help-center", "/en/services/casino-aggregator-gameapi", "/en/affiliate-program"]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test("the merchant's pages have no serious accessibility problems", async ({ page }) => {
  const merchant = await createMerchant();
  await createPaidSite(merchant);
  await logIn(page, merchant);
  for (const path of [
    "/?dialog=countries",
    "/en/introduction?countriesId=1",
    "/en/package?countriesId=1",
    "/en/choose-theme?countriesId=1&packageId=1",
    "/en/created?countriesId=1&packageId=1&templateId=105&colorSchemeId=1",
    "/en/cart",
    "/en/my-order",
    "/en/my-site",
    "/en/settlement",
    "/en/personal",
  ]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});
