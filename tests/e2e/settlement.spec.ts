import { createMerchant, createPaidSite, expect, logIn, test } from "./fixtures";

test("a merchant tops up a site's deposit in USDT and sees it credited", async ({ page }) => {
  const merchant = await createMerchant();
  const { siteName } = await createPaidSite(merchant);
  await logIn(page, merchant);
  await page.goto("/en/settlement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Settlement and top-up");
  await expect(page.getByText("The payment address changes regularly")).toBeVisible();

  await page.getByLabel("Amount (USDT)").fill("12.345");
  await page.getByRole("button", { name: "Get the payment address" }).click();
  await expect(page.getByText("Please enter a top-up amount from 1 to 1,000,000 USDT")).toBeVisible();

  await page.getByLabel("Amount (USDT)").fill("250.50");
  await page.getByText("USDT · ERC20").click();
  await page.getByRole("button", { name: "Get the payment address" }).click();
  await expect(page.locator(".address code")).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.locator(".payment-box")).toContainText("250.50 USDT");
  await expect(page.locator("section", { hasText: "Awaiting payment" })).toContainText("250.50 USDT");

  await page.getByRole("button", { name: "Simulate transfer" }).click();
  await expect(page.getByRole("status")).toContainText("Top-up received");
  await expect(page.locator("section", { hasText: "Past payments" })).toContainText("250.50 USDT");

  await page.goto("/en/my-site");
  const site = page.locator(".site-card", { hasText: siteName });
  await expect(async () => {
    await page.reload();
    await expect(site).toContainText("1,250.50 USDT", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});
