import { sendOnSimulator } from "./chain-helpers";
import { createMerchant, createPaidSite, expect, logIn, test } from "./fixtures";

test("a top-up paid in part shows what is still due, and the rest completes it", async ({ page }) => {
  const merchant = await createMerchant();
  await createPaidSite(merchant);
  await logIn(page, merchant, "/en/settlement");

  await page.getByLabel("Amount (USDT)").fill("250.50");
  await page.getByRole("button", { name: "Get the payment address" }).click();
  const address = (await page.locator(".address code").textContent())!.trim();
  await expect(page.locator(".payment-box")).not.toContainText("Still to send");

  sendOnSimulator(address, "200");
  await page.getByRole("button", { name: "I have paid" }).click();
  await expect(page.getByRole("status")).toContainText("Part of the amount has arrived");
  const box = page.locator(".payment-box");
  await expect(box.locator(".payment-status")).toHaveText(
    "Received 200.00 USDT of 250.50 USDT; send the remaining 50.50 USDT to the same address before the window closes.",
  );
  await expect(box.locator(".payment-facts > div", { hasText: "Still to send" })).toContainText("50.50 USDT");

  // The simulator's button sends only the rest.
  await page.getByRole("button", { name: "Simulate transfer" }).click();
  await expect(page.getByRole("status")).toContainText("Top-up received");
});
