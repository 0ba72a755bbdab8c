import type { Page } from "@playwright/test";
import { expect, type Merchant } from "./fixtures";

/** What the personal centre's browser tests (personal.spec.ts, authenticator.spec.ts) share. */

export const toast = (page: Page) => page.locator(".toasts");

/**
 * Opens a page and waits until it is quiet: with JavaScript the page fetches its translations
 * and then hydrates, and a click before that would be lost.
 */
export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

export async function reload(page: Page) {
  await page.reload();
  await page.waitForLoadState("networkidle");
}

export async function logOut(page: Page) {
  await open(page, "/?dialog=logout");
  await page.getByRole("dialog", { name: "Log out" }).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
}

export const keyShown = async (page: Page) => ((await page.locator(".personal-key").textContent()) ?? "").trim();

export async function logInWithCode(page: Page, merchant: Merchant, code?: string) {
  await open(page, "/?showLogin=1");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Account", { exact: true }).fill(merchant.account);
  await dialog.getByLabel("Password", { exact: true }).fill(merchant.password);
  if (code) await dialog.getByLabel("Google Authenticator code (if set up)").fill(code);
  await dialog.getByRole("button", { name: "Log in" }).click();
}
