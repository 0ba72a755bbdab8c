import { sendOnSimulator } from "./chain-helpers";
import { createMerchant, createPaidSite, expect, logIn, test } from "./fixtures";

test("a top-up paid in part shows what is still due, and the rest completes it", async ({ page, jsEnabled }) => {
  const merchant = await createMerchant();
  await createPaidSite(merchant);
  await logIn(page, merchant, "/en/settlement");

  await page.getByLabel("Amount (USDT)").fill("250.50");
  await page.getByRole("button", { name: "Get the payment address" }).click();
  const address = (await page.locator(".address code").textContent())!.trim();
  await expect(page.locator(".payment-box")).not.toContainText("Still to send");

  sendOnSimulator(address, "200");
  const box = page.locator(".payment-box");
  const partly = "Received 200.00 USDT of 250.50 USDT; send the remaining 50.50 USDT to the same address before the window closes.";
  // With JavaScript the view sees the part arrive by itself; "I have paid" asks the chain in any case.
  if (jsEnabled) await expect(box.locator(".payment-status")).toHaveText(partly, { timeout: 15_000 });
  await page.getByRole("button", { name: "I have paid" }).click();
  await expect(page.getByRole("status")).toContainText("Part of the amount has arrived");
  await expect(box.locator(".payment-status")).toHaveText(partly);
  await expect(box.locator(".payment-facts > div", { hasText: "Still to send" })).toContainText("50.50 USDT");

  // The simulator's button sends only the rest.
  await page.getByRole("button", { name: "Simulate transfer" }).click();
  await expect(page.getByRole("status")).toContainText("Top-up received");
});
