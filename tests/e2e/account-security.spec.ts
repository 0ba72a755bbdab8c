import { API_URL, createMerchant, expect, formLogIn, logIn, mailedCode, test, tokenFrom, uniqueAccount, type Merchant } from "./fixtures";
import { open, toast } from "./personal-helpers";

/** E-mail verification and the security log (decision 035), with JavaScript on and off. */

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${API_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  expect(response.status, JSON.stringify(envelope)).toBe(200);
  return envelope.data;
}

/** A cart item of the merchant's, put in through the API (Brazil, Standard). */
async function cartItemFor(merchant: Merchant): Promise<string> {
  const { accessToken } = await post("/api/login/authorize", { account: merchant.account, password: merchant.password });
  const templates = await (await fetch(`${API_URL}/api/cart/template-list?countriesId=1`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
  const siteName = `s${uniqueAccount("v")}`.toLowerCase().slice(0, 30);
  await post(
    "/api/cart/create",
    { countriesId: 1, packageId: 1, templateId: templates.data.templates[0].id, colorSchemeId: 1, siteName, nickname: "Verifier", otherContact: "@verifier" },
    accessToken,
  );
  await post("/api/login/logout", {}, accessToken);
  return siteName;
}

test("an unverified merchant is told at checkout, verifies with the mailed code in the notice, then checks out", async ({ page }) => {
  const merchant = await createMerchant(API_URL, { verified: false });
  const siteName = await cartItemFor(merchant);
  await logIn(page, merchant, "/en/cart");
  await page.waitForLoadState("networkidle");
  const notice = page.getByRole("region", { name: "Please verify your email address" });
  await expect(notice).toContainText(`We sent a 6-digit code to ${merchant.email}`);

  // Checkout is refused with the message that says how to verify.
  await page.locator(".cart-item", { hasText: siteName }).getByRole("link", { name: "Checkout" }).click();
  const checkout = page.getByRole("dialog");
  await checkout.getByLabel("Operation account").fill("oper1234");
  await checkout.getByLabel("Operation password").fill("pass1234");
  await checkout.getByLabel("I have read and agree to the terms of service").check();
  await checkout.getByRole("button", { name: "Place order and pay" }).click();
  await expect(page.getByRole("dialog")).toContainText("Please verify your email address before you check out.");

  // A wrong code is refused under its field; "send a new code" within the minute is refused too.
  await open(page, "/en/cart");
  const code = mailedCode(merchant.email);
  await notice.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
  await notice.getByRole("button", { name: "Verify" }).click();
  await expect(notice.getByText("The code is wrong or has expired. Please ask for a new one.")).toBeVisible();
  await notice.getByRole("button", { name: "Send a new code" }).click();
  await expect(toast(page)).toContainText("A code was sent a moment ago.");

  await notice.getByLabel("Code from the email").fill(code);
  await notice.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page)).toContainText("Your email address is verified");
  await expect(page.getByRole("region", { name: "Please verify your email address" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/en\/cart$/);

  await page.locator(".cart-item", { hasText: siteName }).getByRole("link", { name: "Checkout" }).click();
  await page.getByRole("dialog").getByLabel("Operation account").fill("oper1234");
  await page.getByRole("dialog").getByLabel("Operation password").fill("pass1234");
  await page.getByRole("dialog").getByLabel("I have read and agree to the terms of service").check();
  await page.getByRole("dialog").getByRole("button", { name: "Place order and pay" }).click();
  await expect(page).toHaveURL(/\/en\/my-order\?pay=\d+/);
});

test("the personal page shows the address unverified, and the security log lists sign-ins and failures with address and device", async ({ page }) => {
  const merchant = await createMerchant(API_URL, { verified: false });
  // A failed sign-in through the login form first, then the real one.
  const token = await tokenFrom(page.request);
  const failed = await page.request.post("/en/auth/login", { form: { csrf: token, account: merchant.account, password: "not-my-password", backTo: "/en" }, maxRedirects: 0 });
  expect(failed.status()).toBe(302);
  await formLogIn(page.request, merchant);

  await open(page, "/en/personal?section=email");
  await expect(page.locator(".personal-facts")).toContainText("Not verified");

  await open(page, "/en/personal?section=log");
  await expect(page.getByRole("heading", { level: 2, name: "Security log" })).toBeVisible();
  const rows = page.locator(".security-log-table tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Signed in");
  await expect(rows.nth(1)).toContainText("Failed sign-in");
  // The time carries its zone; the address is the browser's; the device is named from its User-Agent
  // (the Desktop Chrome device's, whatever system the test runs on).
  await expect(rows.nth(0).locator("td").nth(0)).toContainText("UTC");
  await expect(rows.nth(0).locator("td").nth(2)).toContainText("127.0.0.1");
  await expect(rows.nth(0).locator("td").nth(3)).toContainText("Chrome on Windows");

  // Verified through the notice, the log shows it and the personal page says so.
  const notice = page.getByRole("region", { name: "Please verify your email address" });
  await notice.getByLabel("Code from the email").fill(mailedCode(merchant.email));
  await notice.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page)).toContainText("Your email address is verified");
  await expect(rows.nth(0)).toContainText("Email address verified");
  await open(page, "/zh/personal?section=log");
  await expect(page.getByRole("heading", { level: 2, name: "安全日志" })).toBeVisible();
  await expect(page.locator(".security-log-table tbody tr").nth(0)).toContainText("已验证邮箱地址");
  await open(page, "/en/personal?section=email");
  await expect(page.locator(".personal-facts")).toContainText("Verified");
});

test("registration refuses a common password under its field, keeping the length rule's own message", async ({ page }) => {
  await page.goto("/?showLogin=1&tab=register");
  await page.waitForLoadState("networkidle");
  const dialog = page.getByRole("dialog");
  const account = uniqueAccount("c");
  await dialog.getByLabel("Account", { exact: true }).fill(account);
  await dialog.getByLabel("Email", { exact: true }).fill(`${account}@example.com`);
  await dialog.getByLabel("Password", { exact: true }).fill("12345");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("dialog").getByText("Password length must be between 6 and 20 characters")).toBeVisible();
  await page.getByRole("dialog").getByLabel("Password", { exact: true }).fill("password1");
  await page.getByRole("dialog").getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("dialog").getByText("This password is too common and easy to guess. Please choose another one.")).toBeVisible();
});
