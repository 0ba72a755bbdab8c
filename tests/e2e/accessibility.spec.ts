import { createMerchant, createPaidSite, expectAccessible, logIn, test } from "./fixtures";

// axe runs as a script in the page; the server-rendered HTML it checks is the same without JavaScript.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

test("public pages and dialogs have no serious accessibility problems", async ({ page }) => {
  for (const path of ["/", "/?showLogin=1", "/?showLogin=1&tab=register", "/?dialog=reset-password", "/ar/help-center", "/en/services/casino-aggregator-gameapi", "/en/affiliate-program"]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test("the merchant's pages have no serious accessibility problems", async ({ page }) => {
  // Eleven pages, each analysed by axe: about 20 s alone, more beside another worker.
  test.setTimeout(120_000);
  const merchant = await createMerchant();
  await createPaidSite(merchant);
  await logIn(page, merchant);
  for (const path of [
    "/?dialog=countries",
    "/en/introduction?countriesId=1",
    "/en/package?countriesId=1",
    "/en/choose-theme?countriesId=1&packageId=1",
    "/en/choose-theme/preview/105?countriesId=1&packageId=1&colorSchemeId=3",
    "/en/created?countriesId=1&packageId=1&templateId=105&colorSchemeId=1",
    "/en/cart",
    "/en/my-order",
    "/en/my-site",
    "/en/settlement",
    "/en/notices",
    "/en/personal",
  ]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});
