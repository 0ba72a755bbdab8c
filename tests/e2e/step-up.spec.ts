import { createMerchant, createPaidSite, expect, logIn, test } from "./fixtures";

/** Sensitive changes ask for the account password in the same form (integrity issue, step-up). */
test("resetting a site's back-office password asks for the account password", async ({ page }) => {
  const merchant = await createMerchant();
  const { siteName, siteId } = await createPaidSite(merchant);
  await logIn(page, merchant);
  // Once built: while a site builds the page polls for progress (a separate behaviour).
  await page.goto("/en/my-site");
  await expect(async () => {
    await page.reload();
    await expect(page.locator(".site-card", { hasText: siteName })).toContainText("Live", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.goto(`/en/my-site?reset=${siteId}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(siteName);

  await dialog.getByLabel("New operation password").fill("newPass42");
  await dialog.getByLabel("Your account password").fill("not-my-password");
  await dialog.getByRole("button", { name: "Reset operation password" }).click();
  await expect(page.getByRole("dialog").getByText("The current password is incorrect")).toBeVisible();

  await page.getByRole("dialog").getByLabel("New operation password").fill("newPass42");
  await page.getByRole("dialog").getByLabel("Your account password").fill(merchant.password);
  await page.getByRole("dialog").getByRole("button", { name: "Reset operation password" }).click();
  await expect(page.getByRole("status")).toContainText(/reset|success/i);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
