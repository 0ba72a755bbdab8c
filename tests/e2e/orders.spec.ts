import { createMerchant, createPendingOrder, expect, logIn, test } from "./fixtures";

test("a merchant filters orders, reads one, and cancels a pending one after confirming", async ({ page }) => {
  const merchant = await createMerchant();
  const { orderNo, siteName } = await createPendingOrder(merchant);
  await logIn(page, merchant);
  await page.goto("/en/my-order");
  const row = page.getByRole("row", { name: new RegExp(orderNo) });
  await expect(row).toContainText("Pending payment");
  await expect(row).toContainText("1,999.00 USDT");

  await page.getByRole("navigation", { name: "Order status" }).getByRole("link", { name: "Completed" }).click();
  await expect(page.getByText("No order has the status “Completed”.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Show all orders" })).toBeVisible();
  await page.getByRole("navigation", { name: "Order status" }).getByRole("link", { name: "Pending payment" }).click();
  await expect(page.getByRole("row", { name: new RegExp(orderNo) })).toBeVisible();

  await page.getByRole("link", { name: orderNo }).click();
  const detail = page.getByRole("dialog", { name: `Order ${orderNo}` });
  await expect(detail).toContainText(siteName);
  await expect(detail).toContainText("oper1234");
  await detail.getByRole("link", { name: "Close" }).click();

  await page.getByRole("row", { name: new RegExp(orderNo) }).getByRole("link", { name: "Cancel order" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel order" });
  await expect(confirm).toContainText(`Are you sure you want to cancel order ${orderNo}?`);
  await confirm.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("status")).toContainText("Operation successful");
  await page.goto("/en/my-order?status=5");
  await expect(page.getByRole("row", { name: new RegExp(orderNo) })).toContainText("Cancelled");
});

test("the payment view shows the amount, a live countdown and the address to pay", async ({ page, javaScriptEnabled }) => {
  const merchant = await createMerchant();
  const { orderId } = await createPendingOrder(merchant);
  await logIn(page, merchant);
  await page.goto(`/en/my-order?pay=${orderId}`);
  const pay = page.getByRole("dialog");
  const timer = pay.getByRole("timer");
  const first = await timer.textContent();
  expect(first).toMatch(/^\d{1,2}:\d{2}$/);
  if (javaScriptEnabled) await expect(timer).not.toHaveText(first!, { timeout: 3000 });
  await pay.getByText("USDT · ERC20").click();
  await pay.getByRole("button", { name: "Get the payment address" }).click();
  await expect(page.getByRole("dialog").locator(".address code")).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole("dialog")).toContainText("Send only USDT on this network");
});
