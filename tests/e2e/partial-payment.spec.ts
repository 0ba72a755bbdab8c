import { spawnSync } from "node:child_process";
import { createMerchant, createPaidSite, expect, logIn, test } from "./fixtures";

/** A transfer on the chain simulator, as a tester's wallet sends it (npm run chain:transfer), into the e2e API's database. */
function sendOnSimulator(address: string, amount: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/chain-transfer.ts", "--address", address, "--amount", amount], {
    env: { ...process.env, DATABASE_URL: `file:./data/e2e-${process.env.E2E_API_PORT ?? 4100}.db` },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}

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
  await expect(box.locator("div", { hasText: "Received so far" })).toContainText("200.00 USDT");
  await expect(box.locator("div", { hasText: "Still to send" })).toContainText("50.50 USDT");

  // The simulator's button sends only the rest.
  await page.getByRole("button", { name: "Simulate transfer" }).click();
  await expect(page.getByRole("status")).toContainText("Top-up received");
});
