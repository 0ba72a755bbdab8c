import { test as base, expect, type Page } from "@playwright/test";

export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

export type Merchant = { account: string; password: string; email: string };

let counter = 0;
/** A fresh account name: 3-20 characters, unique across workers and runs. */
export function uniqueAccount(prefix = "m"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(0, 20);
}

/** Registers a merchant straight through the product API, so a test starts where it needs to. */
export async function createMerchant(): Promise<Merchant> {
  const merchant = { account: uniqueAccount(), password: "secret123", email: "merchant@example.com" };
  const response = await fetch(`${API_URL}/api/login/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(merchant),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return merchant;
}

/** Logs in through the login dialog, as a person would. */
export async function logIn(page: Page, merchant: Merchant, from = "/?showLogin=1") {
  await page.goto(from);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Account", { exact: true }).fill(merchant.account);
  await dialog.getByLabel("Password", { exact: true }).fill(merchant.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

export const test = base.extend<{ jsEnabled: boolean }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
});

export { expect };
