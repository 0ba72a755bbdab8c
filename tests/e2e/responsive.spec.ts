import { createMerchant, createPaidSite, expect, logIn, test } from "./fixtures";

const PAGES = ["/", "/ar", "/en/help-center", "/en/package?countriesId=1", "/en/choose-theme?countriesId=1&packageId=1", "/en/cart", "/en/my-order", "/en/my-site", "/en/settlement", "/en/notices", "/en/personal"];

for (const width of [375, 768, 1280]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const merchant = await createMerchant();
    await createPaidSite(merchant);
    await logIn(page, merchant);
    for (const path of PAGES) {
      await page.goto(path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

test("the header is usable from the keyboard, with a visible focus", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  const login = page.getByRole("banner").getByRole("link", { name: "Log in" });
  for (let i = 0; i < 15 && !(await login.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(login).toBeFocused();
  const outline = await login.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
});
