import { expect } from "@playwright/test";
import { withWebServer } from "./extra-web-server";
import { test } from "./fixtures";

// The base stack sets SOCIAL_TELEGRAM_URL, SOCIAL_X_URL and TELEGRAM_SUPPORT_URL (playwright.config.ts)
// and leaves the other links unset.
const TELEGRAM = "https://t.me/casinolaunch_e2e";
const X = "https://x.com/casinolaunch_e2e";
const SUPPORT = "https://t.me/casinolaunch_support_e2e";

test("the footer shows the configured social links with their brand icons, and no others", async ({ page }) => {
  await page.goto("/en/help-center");
  const social = page.getByRole("list", { name: "Follow us" });
  await expect(social.getByRole("link")).toHaveCount(2);
  await expect(social.getByRole("link", { name: "Telegram" })).toHaveAttribute("href", TELEGRAM);
  await expect(social.getByRole("link", { name: "X" })).toHaveAttribute("href", X);
  // A drawn mark, not a first letter.
  await expect(social.getByRole("link", { name: "Telegram" }).locator("svg path")).toHaveAttribute("d", /^M11\.944 0A12 12 0 0 0 0 12/);
  await expect(social.getByRole("link", { name: "Telegram" })).toHaveText("");
  for (const unset of ["WhatsApp", "Facebook", "Instagram", "YouTube", "LinkedIn", "Discord"]) {
    await expect(page.getByRole("link", { name: unset })).toHaveCount(0);
  }
});

test("a social link opens in a new tab half a second after the press", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "without JavaScript it is a plain link to a new tab, opened at once");
  await page.goto("/en/help-center");
  // Until the page hydrates the link is the plain one, opened at once: press it once it has.
  await page.waitForLoadState("networkidle");
  const pressed = Date.now();
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "X", exact: true }).click()]);
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(450);
  expect(popup.url()).toMatch(/^(https:\/\/x\.com\/casinolaunch_e2e|chrome-error:)/);
});

test("the Telegram dialog offers the configured support link and hides 'Link now', which is not set", async ({ page }) => {
  await page.goto("/en/help-center");
  await page.getByRole("contentinfo").getByRole("link", { name: "Site consultant" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: "Telegram support" })).toHaveAttribute("href", SUPPORT);
  await expect(dialog.getByRole("link", { name: "Link now" })).toHaveCount(0);
});

const unconfigured = withWebServer(2, {});

unconfigured("with no link configured, the footer has no social list and the dialog no buttons", async ({ page }) => {
  await page.goto("/en/help-center?dialog=telegram");
  await expect(page.getByRole("dialog")).toContainText("Merchants who link their Telegram");
  await expect(page.getByRole("dialog").getByRole("link", { name: /Link now|support/i })).toHaveCount(0);
  await expect(page.locator(".site-footer .social")).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Telegram" })).toHaveCount(0);
});
