import { expect } from "@playwright/test";
import { createMerchant, createPaidSite, expectAccessible, logIn, test } from "./fixtures";

// axe runs as a script in the page; the server-rendered HTML it checks is the same without JavaScript.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

test("public pages and dialogs have no serious accessibility problems", async ({ page }) => {
  for (const path of ["/", "/?showLogin=1", "/?showLogin=1&tab=register", "/?dialog=reset-password", "/ar/help-center", "/en/services/casino-aggregator-gameapi", "/en/affiliate-program"]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the merchant's pages have no serious accessibility problems in the ${colorScheme} theme`, async ({ page }) => {
    // Twelve pages, each analysed by axe: about 20 s alone, more beside another worker.
    test.setTimeout(180_000);
    // No theme cookie: the pages follow the system's preference, as a first visit does.
    await page.emulateMedia({ colorScheme });
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
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), path).toContain(colorScheme);
      await expectAccessible(page, `${path} (${colorScheme})`);
    }
  });
}
