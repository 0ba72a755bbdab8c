import { generate } from "otplib";
import { createMerchant, expect, expectAccessible, logIn, test } from "./fixtures";
import { keyShown, logInWithCode, logOut, open, reload, toast } from "./personal-helpers";

/**
 * With JavaScript and without (decision 036): recovery codes shown once when
 * the authenticator is set up, one of them logging in in place of the code, a new set after a
 * step-up; and the list of logged-in devices, logging out another one and every one.
 */

const codesShown = async (page: import("@playwright/test").Page) => (await page.getByTestId("recovery-codes").locator("code").allTextContents()).map((code) => code.trim());

test("shows ten recovery codes once at set-up; one logs in in place of the code, once; a new set needs a code", async ({ page, jsEnabled }) => {
  test.setTimeout(90_000);
  const merchant = await createMerchant();
  await logIn(page, merchant);
  await open(page, "/en/personal?section=security");
  await page.getByLabel("Your account password").fill(merchant.password);
  await page.getByRole("button", { name: "Generate key" }).click();
  const secret = await keyShown(page);
  await page.getByLabel("Google Authenticator code").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page)).toContainText("Operation successful");

  const fresh = page.getByRole("region", { name: "Your recovery codes" });
  await expect(fresh).toContainText("They are shown only this once.");
  const codes = await codesShown(page);
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  // The same codes as a text file, without any script.
  const download = fresh.getByRole("link", { name: "Download as a text file" });
  await expect(download).toHaveAttribute("download", `recovery-codes-${merchant.account}.txt`);
  const file = decodeURIComponent((await download.getAttribute("href"))!.replace(/^data:text\/plain;charset=utf-8,/, ""));
  for (const code of codes) expect(file).toContain(code);
  if (jsEnabled) await expectAccessible(page, "the recovery codes shown once");

  // Shown once: the next visit has the count, not the codes.
  await reload(page);
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recovery codes", exact: true })).toContainText("Unused codes: 10 of 10");

  // The phone is lost: a recovery code logs in where the code is asked, and only once.
  await logOut(page);
  await logInWithCode(page, merchant, codes[0]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator(".user-menu summary")).toContainText(merchant.account);
  await open(page, "/en/personal?section=security");
  await expect(page.getByRole("region", { name: "Recovery codes", exact: true })).toContainText("Unused codes: 9 of 10");
  await logOut(page);
  await logInWithCode(page, merchant, codes[0]);
  await expect(page.getByRole("dialog").getByText("The Google Authenticator code is incorrect")).toBeVisible();
  await logInWithCode(page, merchant, codes[1].toUpperCase());
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A new set: confirmed with a code (here a recovery code); the old ones stop working.
  await open(page, "/en/personal?section=security");
  const panel = page.getByRole("region", { name: "Recovery codes", exact: true });
  await panel.getByLabel("Google Authenticator code or recovery code").fill("zzzzz-zzzzz");
  await panel.getByRole("button", { name: "Get new codes" }).click();
  await expect(page.getByRole("region", { name: "Recovery codes", exact: true }).getByText("The Google Authenticator code is incorrect")).toBeVisible();
  await page.getByRole("region", { name: "Recovery codes", exact: true }).getByLabel("Google Authenticator code or recovery code").fill(codes[2]);
  await page.getByRole("region", { name: "Recovery codes", exact: true }).getByRole("button", { name: "Get new codes" }).click();
  await expect(toast(page)).toContainText("New recovery codes are ready. The old ones no longer work.");
  const renewed = await codesShown(page);
  expect(renewed).toHaveLength(10);
  expect(renewed).not.toContain(codes[3]);
  await expect(page.getByRole("region", { name: "Recovery codes", exact: true })).toContainText("Unused codes: 10 of 10");
  await logOut(page);
  await logInWithCode(page, merchant, codes[3]);
  await expect(page.getByRole("dialog").getByText("The Google Authenticator code is incorrect")).toBeVisible();
  await logInWithCode(page, merchant, renewed[0]);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("lists the logged-in devices and logs out another one, then every one", async ({ page, browser, javaScriptEnabled, jsEnabled }) => {
  const merchant = await createMerchant();
  const phone = await browser.newContext({
    javaScriptEnabled,
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  });
  const phonePage = await phone.newPage();
  await logIn(phonePage, merchant, "/en/cart");
  await expect(phonePage).toHaveURL(/\/en\/cart$/);
  await logIn(page, merchant);

  await open(page, "/en/personal?section=devices");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Logged-in devices");
  const devices = page.getByTestId("device");
  await expect(devices).toHaveCount(2);
  const here = devices.filter({ hasText: "This device" });
  await expect(here).toContainText(/Chrome \d+ on (Windows|Linux)/);
  // The address the web server vouched for: this machine.
  await expect(here).toContainText(/127\.0\.0\.1|::1/);
  const other = devices.filter({ hasText: "Safari 17 on iOS" });
  await expect(other).toContainText("Last active");
  if (jsEnabled) await expectAccessible(page, "the logged-in devices");

  await other.getByRole("button", { name: "Log out Safari 17 on iOS" }).click();
  await expect(toast(page)).toContainText("The device has been logged out");
  await expect(page.getByTestId("device")).toHaveCount(1);
  await expect(page.getByText("No other device is logged in.")).toBeVisible();

  // The phone's login ended on the server: its next page asks it to log in again.
  await phonePage.goto("/en/cart");
  await expect(phonePage).toHaveURL(/showLogin=1/);
  await phone.close();

  await page.getByRole("button", { name: "Log out everywhere, this device too" }).click();
  await expect(toast(page)).toContainText("Logged out everywhere");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await page.goto("/en/personal?section=devices");
  await expect(page).toHaveURL(/showLogin=1/);
});
