import { expect, test } from "@playwright/test";

test("the English home page renders with its language set", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("online casino");
});

test("a locale page renders in its language", async ({ page }) => {
  await page.goto("/zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("娱乐场");
});

test("an unknown locale or path goes home, and /login opens the login dialog", async ({ page }) => {
  await page.goto("/xx/cart");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/\?showLogin=1$/);
});
