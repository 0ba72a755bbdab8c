import { createMerchant, expect, lastMailTo, test } from "./fixtures";

test("a merchant who forgot the password gets a code by e-mail and sets a new one", async ({ page }) => {
  const merchant = await createMerchant();
  await page.goto("/?showLogin=1");
  await page.getByRole("dialog").getByRole("link", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset password" });
  await dialog.getByLabel("Account", { exact: true }).fill(merchant.account);
  await dialog.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByRole("status")).toContainText("If this account exists, a code has been sent");

  const step2 = page.getByRole("dialog", { name: "Reset password" });
  await expect(step2.getByLabel("Account", { exact: true })).toHaveValue(merchant.account);
  await expect(step2.getByLabel("Account", { exact: true })).toHaveAttribute("readonly", "");
  await step2.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("dialog").getByText("Please enter a new password")).toBeVisible();

  const mail = lastMailTo(merchant.email);
  expect(mail, "no reset e-mail").toBeDefined();
  const code = /\b(\d{6})\b/.exec(mail!.split("\n\n").slice(1).join("\n"))![1];
  const form = page.getByRole("dialog");
  await form.getByLabel("Code from the email").fill(code);
  await form.getByLabel("New password", { exact: true }).fill("brandnew99");
  await form.getByLabel("Confirm the new password").fill("brandnew99");
  await form.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been reset");

  const login = page.getByRole("dialog", { name: "Log in" });
  await expect(login.getByLabel("Account", { exact: true })).toHaveValue(merchant.account);
  await login.getByLabel("Password", { exact: true }).fill("brandnew99");
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("status")).toContainText("Login successful");
});
