import { generate } from "otplib";
import { createMerchant, expect, logIn, test } from "./fixtures";
import { keyShown, logInWithCode, logOut, open, reload, toast } from "./personal-helpers";

// The longest browser tests (they may wait for the authenticator's next time step): a file of
// their own, named to run early, so no worker ends the run still waiting on one.

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

test("binds Google Authenticator with a real code, needs it at login, then unbinds", async ({ page, context, jsEnabled }) => {
  test.setTimeout(90_000);
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/en/personal?section=security");
  await expect(page.locator(".personal-badge")).toHaveText("Off");
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
  await expect(page.locator(".personal-badge")).toHaveText("On");
  await expect(page.locator(".personal-key")).toHaveCount(0);

  await logOut(page);
  await logInWithCode(page, merchant);
  await expect(page.getByRole("dialog").getByText("Please enter the 6-digit code from Google Authenticator")).toBeVisible();
  await logInWithCode(page, merchant, await codes.next(secret));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator(".user-menu summary")).toContainText(merchant.account);

  await open(page, "/en/personal?section=security");
  const unbind = page.getByRole("region", { name: "Turn off" });
  await unbind.getByLabel("Google Authenticator code").fill(await codes.wrong(secret));
  await unbind.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByRole("region", { name: "Turn off" }).getByText("The Google Authenticator code is incorrect")).toBeVisible();
  await page.getByRole("region", { name: "Turn off" }).getByLabel("Google Authenticator code").fill(await codes.next(secret));
  await page.getByRole("region", { name: "Turn off" }).getByRole("button", { name: "Turn off" }).click();
  await expect(toast(page)).toContainText("Operation successful");
  await expect(page.locator(".personal-badge")).toHaveText("Off");

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
  await expect(page.locator(".personal-badge")).toHaveText("On");

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
  await expect(page.locator(".personal-badge")).toHaveText("On");

  // The old authenticator's codes no longer count.
  const check = page.getByRole("region", { name: "Check a code" });
  await check.getByLabel("Google Authenticator code").fill(await codes.next(oldSecret));
  await check.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("region", { name: "Check a code" }).getByText("The Google Authenticator code is incorrect")).toBeVisible();
});
