import { expect, type Page } from "@playwright/test";
import { createMerchant, formLogIn } from "./fixtures";
import { withWebServer } from "./extra-web-server";

// The base stack has no SELF_SERVICE_FROM (self-service is open there); these run a web server of
// the same stack with the date set, one far ahead and one passed.
const beforeOpening = withWebServer(0, { SELF_SERVICE_FROM: "2999-01-01" });
const afterOpening = withWebServer(1, { SELF_SERVICE_FROM: "2020-01-01" });

// With JavaScript the page hydrates after it shows: a click before that is lost, so wait until it is quiet.
async function open(page: Page, to: string) {
  await page.goto(to);
  await page.waitForLoadState("networkidle");
}

async function signIn(page: Page, to: string) {
  await formLogIn(page.request, await createMerchant());
  await open(page, to);
}

beforeOpening.describe("before self-service opening starts", () => {
  beforeOpening("a visitor's 'Open a site' shows the notice with the date, not the login or the country list", async ({ page }) => {
    await open(page, "/en/help-center");
    await page.getByRole("banner").getByRole("link", { name: "Open a site" }).click();
    const dialog = page.getByRole("dialog", { name: "Coming soon" });
    await expect(dialog).toContainText("Fully self-service site opening starts on January 1, 2999.");
    await expect(page).toHaveURL(/\/en\/help-center\?dialog=coming-soon$/);
    await expect(page.getByRole("dialog", { name: /log in|sign in/i })).toHaveCount(0);
  });

  beforeOpening("a merchant's buttons show it in the page's language, and the country list never opens", async ({ page }) => {
    await signIn(page, "/zh");
    await page.getByRole("contentinfo").getByRole("link", { name: "开启您的事业" }).click();
    await expect(page.getByRole("dialog")).toContainText("全自助开站将于2999年1月1日开放。");
    await expect(page.locator(".country-grid")).toHaveCount(0);

    await page.goto("/en/my-site");
    await page.getByRole("main").getByRole("link", { name: "Open a site" }).first().click();
    await expect(page.getByRole("dialog", { name: "Coming soon" })).toContainText("January 1, 2999");
    await page.goto("/en/my-site");
    await page.getByRole("banner").getByRole("link", { name: "Open a site" }).click();
    await expect(page.getByRole("dialog", { name: "Coming soon" })).toBeVisible();
    await expect(page.locator(".country-grid")).toHaveCount(0);
  });
});

afterOpening.describe("once self-service opening has started", () => {
  afterOpening("the merchant's 'Open a site' opens the country list, and the notice is gone", async ({ page }) => {
    await signIn(page, "/en/help-center");
    await page.getByRole("banner").getByRole("link", { name: "Open a site" }).click();
    await expect(page).toHaveURL(/dialog=countries/);
    await expect(page.locator(".country-grid")).toBeVisible();
    await page.goto("/en/help-center?dialog=coming-soon");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
