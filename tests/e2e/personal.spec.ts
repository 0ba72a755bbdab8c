import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { createMerchant, expect, logIn, test, type Merchant } from "./fixtures";

const toast = (page: Page) => page.locator(".toasts");

/**
 * Opens a page and waits until it is quiet: with JavaScript the page fetches its translations
 * and then hydrates, and a click before that would be lost.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

async function reload(page: Page) {
  await page.reload();
  await page.waitForLoadState("networkidle");
}

async function logOut(page: Page) {
  await open(page, "/?dialog=logout");
  await page.getByRole("dialog", { name: "Log out" }).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
}

const TOTP_STEP_SECONDS = 30;

/**
 * The codes an authenticator app shows, one per time step. The API accepts each step of a user
 * once (whatever the key) and allows one step of clock drift either way, so successive steps from
 * the previous one on need no waiting for the clock in most runs.
 */
function authenticatorCodes() {
  let lastStep = -Infinity;
  const stepAt = (seconds: number) => Math.floor(seconds / TOTP_STEP_SECONDS);
  return {
    async next(secret: string): Promise<string> {
      const now = Date.now() / 1000;
      // The previous step stays valid until the next one begins: use it only with 5 s to spare.
      const earliest = now % TOTP_STEP_SECONDS < TOTP_STEP_SECONDS - 5 ? stepAt(now) - 1 : stepAt(now);
      const step = Math.max(earliest, lastStep + 1);
      const waitMs = ((step - 1) * TOTP_STEP_SECONDS + 1 - now) * 1000;
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      lastStep = step;
      return generate({ secret, epoch: step * TOTP_STEP_SECONDS });
    },
    /** A six-digit code that no step the API would accept now shows. */
    async wrong(secret: string): Promise<string> {
      const now = stepAt(Date.now() / 1000);
      const valid = await Promise.all([-1, 0, 1, 2].map((offset) => generate({ secret, epoch: (now + offset) * TOTP_STEP_SECONDS })));
      return ["000000", "111111", "222222", "333333", "444444"].find((code) => !valid.includes(code))!;
    },
  };
}

const keyShown = async (page: Page) => ((await page.locator(".personal-key").textContent()) ?? "").trim();

async function logInWithCode(page: Page, merchant: Merchant, code?: string) {
  await open(page, "/?showLogin=1");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Account", { exact: true }).fill(merchant.account);
  await dialog.getByLabel("Password", { exact: true }).fill(merchant.password);
  if (code) await dialog.getByLabel("Google Authenticator code (if bound)").fill(code);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

test("saves personal information, refuses a bad phone number, and shows it after a reload", async ({ page }) => {
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/en/personal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personal settings");
  await expect(page.getByRole("link", { name: "Personal information" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(merchant.account, { exact: true }).first()).toBeVisible();

  await page.getByLabel("Nickname").fill("Lucky Star");
  await page.getByLabel("Real name").fill("Chen Wei");
  await page.getByLabel("Phone", { exact: true }).fill("call me");
  await page.getByLabel("Other contact").fill("telegram: @luckystar");
  await page.getByLabel("Remark").fill("Evenings are best");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByLabel("Nickname")).toHaveValue("Lucky Star");

  await page.getByLabel("Phone", { exact: true }).fill("+44 20 7946 0958");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Operation successful");

  await reload(page);
  await expect(page.getByLabel("Nickname")).toHaveValue("Lucky Star");
  await expect(page.getByLabel("Real name")).toHaveValue("Chen Wei");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+44 20 7946 0958");
  await expect(page.getByLabel("Other contact")).toHaveValue("telegram: @luckystar");
  await expect(page.getByLabel("Remark")).toHaveValue("Evenings are best");
  await expect(page.locator(".user-menu summary")).toContainText("Lucky Star");

  // An emptied field is cleared, not kept.
  await page.getByLabel("Remark").fill("");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page)).toContainText("Operation successful");
  await reload(page);
  await expect(page.getByLabel("Remark")).toHaveValue("");
  await expect(page.getByLabel("Nickname")).toHaveValue("Lucky Star");
});

test("changes the password after a mismatched confirmation, then logs in with the new one", async ({ page }) => {
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/en/personal?section=password");
  await expect(page.getByRole("heading", { level: 2, name: "Change password" })).toBeVisible();

  await page.getByLabel("Current password").fill(merchant.password);
  await page.getByLabel("New password", { exact: true }).fill("brandnew1");
  await page.getByLabel("Confirm new password").fill("brandnew2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The two passwords entered are inconsistent")).toBeVisible();

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("brandnew1");
  await page.getByLabel("Confirm new password").fill("brandnew1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is incorrect")).toBeVisible();
  await expect(page.getByLabel("Current password")).toHaveValue("");

  await page.getByLabel("Current password").fill(merchant.password);
  await page.getByLabel("New password", { exact: true }).fill("brandnew1");
  await page.getByLabel("Confirm new password").fill("brandnew1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page)).toContainText("Operation successful");
  await expect(page.getByLabel("Current password")).toHaveValue("");

  await logOut(page);
  await logInWithCode(page, merchant);
  await expect(page.getByRole("dialog").getByText("Incorrect account or password")).toBeVisible();
  await logIn(page, { ...merchant, password: "brandnew1" });
  await expect(page.locator(".user-menu summary")).toContainText(merchant.account);
});

test("changes the email address", async ({ page }) => {
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/en/personal?section=email");
  await expect(page.getByText(merchant.email, { exact: true })).toBeVisible();
  await page.getByLabel("New email").fill("not-an-email");
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  // Without an authenticator the account password confirms the change (step-up).
  await page.getByLabel("New email").fill("changed@example.org");
  await page.getByLabel("Your account password").fill("wrong-password");
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText("The current password is incorrect")).toBeVisible();
  await expect(page.getByText(merchant.email, { exact: true })).toBeVisible();
  await page.getByLabel("New email").fill("changed@example.org");
  await page.getByLabel("Your account password").fill(merchant.password);
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(toast(page)).toContainText("Operation successful");
  await expect(page.getByText("changed@example.org", { exact: true })).toBeVisible();
});

test("binds Google Authenticator with a real code, needs it at login, then unbinds", async ({ page, context, jsEnabled }) => {
  test.setTimeout(90_000);
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/en/personal?section=security");
  await expect(page.locator(".personal-badge")).toHaveText("Not bound");
  await expect(page.getByRole("link", { name: "Android (Google Play)" })).toHaveAttribute("href", /play\.google\.com/);
  await expect(page.getByRole("link", { name: "iOS (App Store)" })).toHaveAttribute("href", /apps\.apple\.com/);

  // Binding a first authenticator asks for the account password (step-up).
  await page.getByLabel("Your account password").fill("wrong-password");
  await page.getByRole("button", { name: "Generate key" }).click();
  await expect(page.getByText("The current password is incorrect")).toBeVisible();
  await expect(page.locator(".personal-key")).toHaveCount(0);
  await page.getByLabel("Your account password").fill(merchant.password);
  await page.getByRole("button", { name: "Generate key" }).click();
  await expect(page).toHaveURL(/section=security&step=2/);
  const qr = page.getByRole("img", { name: "QR code of your authenticator key" });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  const secret = await keyShown(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // Showing the page again shows the same key: only the button issues a new one.
  await reload(page);
  await expect(page.locator(".personal-key")).toHaveText(secret);

  if (jsEnabled) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy key" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  } else {
    await expect(page.getByRole("button", { name: "Copy key" })).toHaveCount(0);
  }

  const codes = authenticatorCodes();
  await page.getByLabel("Google Authenticator code").fill(await codes.wrong(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("The Google Authenticator code is incorrect")).toBeVisible();
  await expect(page.locator(".personal-key")).toHaveText(secret);

  await page.getByLabel("Google Authenticator code").fill(await codes.next(secret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page)).toContainText("Operation successful");
  await expect(page.locator(".personal-badge")).toHaveText("Bound");
  await expect(page.locator(".personal-key")).toHaveCount(0);

  await logOut(page);
  await logInWithCode(page, merchant);
  await expect(page.getByRole("dialog").getByText("Please enter the 6-digit code from Google Authenticator")).toBeVisible();
  await logInWithCode(page, merchant, await codes.next(secret));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator(".user-menu summary")).toContainText(merchant.account);

  await open(page, "/en/personal?section=security");
  const unbind = page.getByRole("region", { name: "Unbind" });
  await unbind.getByLabel("Google Authenticator code").fill(await codes.wrong(secret));
  await unbind.getByRole("button", { name: "Unbind" }).click();
  await expect(page.getByRole("region", { name: "Unbind" }).getByText("The Google Authenticator code is incorrect")).toBeVisible();
  await page.getByRole("region", { name: "Unbind" }).getByLabel("Google Authenticator code").fill(await codes.next(secret));
  await page.getByRole("region", { name: "Unbind" }).getByRole("button", { name: "Unbind" }).click();
  await expect(toast(page)).toContainText("Operation successful");
  await expect(page.locator(".personal-badge")).toHaveText("Not bound");

  await logOut(page);
  await logIn(page, merchant);
});

test("resets Google Authenticator: a current code issues a new key, which then replaces the old one", async ({ page }) => {
  test.setTimeout(90_000);
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/en/personal?section=security");
  await page.getByLabel("Your account password").fill(merchant.password);
  await page.getByRole("button", { name: "Generate key" }).click();
  const oldSecret = await keyShown(page);
  const codes = authenticatorCodes();
  await page.getByLabel("Google Authenticator code").fill(await codes.next(oldSecret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator(".personal-badge")).toHaveText("Bound");

  const reset = page.getByRole("region", { name: "Reset" });
  await reset.getByLabel("Google Authenticator code").fill(await codes.next(oldSecret));
  await reset.getByRole("button", { name: "Reset" }).click();
  await expect(page).toHaveURL(/section=security&step=2/);
  await expect(page.getByText("Your current authenticator keeps working until you confirm this new key.")).toBeVisible();
  const newSecret = await keyShown(page);
  expect(newSecret).not.toBe(oldSecret);

  await page.getByLabel("Google Authenticator code").fill(await codes.next(newSecret));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page)).toContainText("Operation successful");
  await expect(page.locator(".personal-badge")).toHaveText("Bound");

  // The old authenticator's codes no longer count.
  const check = page.getByRole("region", { name: "Check a code" });
  await check.getByLabel("Google Authenticator code").fill(await codes.next(oldSecret));
  await check.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("region", { name: "Check a code" }).getByText("The Google Authenticator code is incorrect")).toBeVisible();
});

test("every section fits a 375 px screen without scrolling sideways", async ({ page }) => {
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, "/en/personal?section=security");
  await page.getByLabel("Your account password").fill(merchant.password);
  await page.getByRole("button", { name: "Generate key" }).click();
  await expect(page.locator(".personal-key")).toBeVisible();
  for (const url of ["/en/personal?section=security&step=2", "/en/personal?section=info", "/en/personal?section=password", "/en/personal?section=email"]) {
    await open(page, url);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, url).toBeLessThanOrEqual(375);
  }
});

test("is in Chinese under /zh", async ({ page }) => {
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/zh/personal?section=security");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("个人设置");
  await expect(page.locator(".personal-badge")).toHaveText("未绑定");
  await expect(page.getByRole("button", { name: "生成密钥" })).toBeVisible();
  await expect(page).toHaveTitle(/个人设置/);
});
