import { expect, type Page } from "@playwright/test";
import { createMerchant, createPaidSite, expectAccessible, logIn, test } from "./fixtures";

// The page background of each theme (--color-bg), as the browser computes it.
const LIGHT_BACKGROUND = "rgb(248, 250, 252)";
const DARK_BACKGROUND = "rgb(11, 17, 32)";

// Read once the page the switch's form led to has loaded (without JavaScript the form posts and the browser loads the next page).
const background = async (page: Page) => {
  await page.waitForLoadState("domcontentloaded");
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
};

async function choose(page: Page, name: "Light" | "Dark" | "Same as device") {
  // A header menu opened while the page still hydrates was once found closed again under CI's load.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Light or dark appearance").click();
  await page.getByRole("button", { name, exact: true }).click();
}

test("the header's switch turns the page dark, and the choice is remembered on the next pages", async ({ page }) => {
  await page.goto("/en/help-center");
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  expect(await background(page)).toBe(LIGHT_BACKGROUND);

  await choose(page, "Dark");
  await expect(page).toHaveURL(/\/en\/help-center$/);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await background(page)).toBe(DARK_BACKGROUND);
  await expect(page.getByRole("button", { name: "Dark", exact: true, includeHidden: true })).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.goto("/zh/services/casino-aggregator-gameapi");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  expect(await background(page)).toBe(DARK_BACKGROUND);
});

test("a chosen light theme wins over a dark device, and 'same as device' follows the device again", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/en/help-center?from=test");
  expect(await background(page)).toBe(DARK_BACKGROUND);

  await choose(page, "Light");
  // The page it was sent from, query and all.
  await expect(page).toHaveURL(/\/en\/help-center\?from=test$/);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await background(page)).toBe(LIGHT_BACKGROUND);

  await page.goto("/en/affiliate-program");
  expect(await background(page)).toBe(LIGHT_BACKGROUND);
  await choose(page, "Same as device");
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
  expect(await background(page)).toBe(DARK_BACKGROUND);
});

test("with no choice, a device set to dark gets the dark theme on the first paint", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/en/help-center");
  expect(await background(page)).toBe(DARK_BACKGROUND);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
});

test("a page fetched without the form (a link or a crawler) is sent home, and a foreign target is refused", async ({ page }) => {
  const response = await page.request.get("/ru/theme", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/ru");
  await page.goto("/");
  const token = await page.locator('form[action="/en/theme"] input[name="csrf"]').inputValue();
  const posted = await page.request.post("/en/theme", { form: { csrf: token, theme: "dark", redirectTo: "//evil.example/" }, maxRedirects: 0 });
  expect(posted.status()).toBe(302);
  expect(posted.headers().location).toBe("/");
});

test.describe("in the dark theme", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

  test("public and signed-out pages have no serious accessibility problems", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
    for (const path of ["/", "/?showLogin=1", "/ar/help-center", "/zh/services/casino-aggregator-gameapi", "/en/services/online-casino-payment-gateway", "/en/affiliate-program", "/en/newboss-igaming-alliance"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await expectAccessible(page, `${path} (dark)`);
    }
  });

  test("the merchant's pages have no serious accessibility problems", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const merchant = await createMerchant();
    await createPaidSite(merchant);
    await page.context().addCookies([{ name: "theme", value: "dark", url: baseURL! }]);
    await logIn(page, merchant);
    for (const path of ["/?dialog=countries", "/en/package?countriesId=1", "/en/choose-theme?countriesId=1&packageId=1", "/en/cart", "/en/my-order", "/en/my-site", "/en/settlement", "/en/notices", "/en/personal"]) {
      await page.goto(path);
      await expectAccessible(page, `${path} (dark)`);
    }
  });
});
