import type { Locator, Page } from "@playwright/test";
import { sendOnSimulator } from "./chain-helpers";
import { API_URL, createMerchant, createPendingOrder, expect, expectAccessible, logIn, test, uniqueAccount, type Merchant } from "./fixtures";

/**
 * The moments a merchant commits money: the checkout and the payment dialogs fit a phone, a tablet
 * and a desktop with their actions in view, the terms checkbox is a box beside its label, the
 * payment view follows the chain by itself, and the orders read like a ledger.
 */

const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

async function api<T = any>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  expect(response.status, JSON.stringify(envelope)).toBe(200);
  return envelope.data as T;
}

/** A valid cart item (Brazil, Standard) put in the merchant's cart through the API. */
async function createCartItem(merchant: Merchant): Promise<number> {
  const { accessToken } = await api("/api/login/authorize", { account: merchant.account, password: merchant.password });
  const templates = await (await fetch(`${API_URL}/api/cart/template-list?countriesId=1`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
  const item = await api(
    "/api/cart/create",
    { countriesId: 1, packageId: 1, templateId: templates.data.templates[0].id, colorSchemeId: 1, siteName: `s${uniqueAccount("c")}`.toLowerCase(), nickname: "Fixture", otherContact: "@fixture" },
    accessToken,
  );
  return item.id;
}

/** The control is inside the viewport and is what a tap on its middle reaches (nothing covers it). */
async function expectReachable(page: Page, control: Locator, what: string) {
  await expect(control, what).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await control.boundingBox())!;
  expect(box.y, `${what}: top in view`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what}: bottom in view at ${viewport.width}x${viewport.height}`).toBeLessThanOrEqual(viewport.height);
  expect(box.x, `${what}: left in view`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right in view`).toBeLessThanOrEqual(viewport.width);
  const onTop = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(onTop, `${what}: nothing covers it`).toBe(true);
}

for (const viewport of VIEWPORTS) {
  test(`checkout and payment dialogs keep their actions in view at ${viewport.width}x${viewport.height}`, async ({ page, jsEnabled }) => {
    await page.setViewportSize(viewport);
    const merchant = await createMerchant();
    const cartItemId = await createCartItem(merchant);
    const { orderId } = await createPendingOrder(merchant);
    // A second order with its payment opened, before the browser logs in (one session per account).
    const second = await createPendingOrder(merchant);
    await api("/api/pay/unified-ordering", { orderId: second.orderId, network: "ERC20" }, second.accessToken);
    await logIn(page, merchant, `/en/cart?checkout=${cartItemId}`);

    // Checkout: the terms checkbox is a normal box right beside its label, and the order button is in view.
    const checkout = page.getByRole("dialog");
    await expectReachable(page, checkout.getByRole("button", { name: "Place order and pay" }), "Place order and pay");
    const terms = checkout.getByLabel("I have read and agree to the terms of service");
    const box = (await terms.boundingBox())!;
    expect(box.width, "the checkbox keeps a box's size").toBeLessThanOrEqual(24);
    expect(box.height, "the checkbox keeps a box's size").toBeLessThanOrEqual(24);
    const label = (await checkout.locator("label.check > span").boundingBox())!;
    expect(label.x - (box.x + box.width), "the label starts right beside the box").toBeLessThanOrEqual(16);
    expect(label.x - (box.x + box.width)).toBeGreaterThanOrEqual(0);
    const target = (await checkout.locator("label.check").boundingBox())!;
    expect(target.height, "the label is a 44 px target").toBeGreaterThanOrEqual(44);
    if (jsEnabled && viewport.width === 1280) await expectAccessible(page, "the checkout dialog");

    // Paying: before and after the address is given, the actions are in view and one countdown runs.
    await page.goto(`/en/my-order?pay=${orderId}`);
    const pay = page.getByRole("dialog");
    await expectReachable(page, pay.getByRole("button", { name: "Get the payment address" }), "Get the payment address");
    await expect(pay.getByRole("timer")).toHaveCount(1);
    await page.goto(`/en/my-order?pay=${second.orderId}`);
    await expectReachable(page, pay.getByRole("button", { name: "I have paid" }), "I have paid");
    await expectReachable(page, pay.getByRole("button", { name: "Simulate transfer" }), "Simulate transfer");
    await expect(pay.getByRole("timer")).toHaveCount(1);
    await expect(pay.locator(".address code")).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    // The address is shown whole, inside the dialog.
    const address = (await pay.locator(".address code").boundingBox())!;
    const panel = (await pay.locator(".dialog-panel").boundingBox())!;
    expect(address.x + address.width).toBeLessThanOrEqual(panel.x + panel.width);

    if (jsEnabled) {
      if (viewport.width === 1280) await expectAccessible(page, "the payment dialog");
      // The focus ring marks the focused control, never the whole dialog; a notice shows above the backdrop.
      expect(await pay.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("none");
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return { inDialog: Boolean(el.closest("dialog")), dialog: el.tagName === "DIALOG", outline: getComputedStyle(el).outlineStyle };
      });
      expect(ring).toEqual({ inDialog: true, dialog: false, outline: "solid" });
      await pay.getByRole("button", { name: "I have paid" }).click();
      const notice = page.getByRole("status").filter({ hasText: "No matching transfer yet" });
      await expect(notice).toBeVisible();
      await expectReachable(page, notice.locator("p"), "the notice");
    }
  });
}

test("the payment view follows the chain by itself: a transfer turns it to paid without a click", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "without JavaScript the page's refresh link does it (checked below)");
  const merchant = await createMerchant();
  const { orderId, accessToken } = await createPendingOrder(merchant);
  const payment = await api<{ address: string }>("/api/pay/unified-ordering", { orderId }, accessToken);
  await logIn(page, merchant, `/en/my-order?pay=${orderId}`);
  const pay = page.getByRole("dialog");
  const status = pay.locator(".payment-status");
  await expect(status).toHaveText("Waiting for your transfer.");
  // Said politely by a screen reader when it changes.
  await expect(status).toHaveAttribute("aria-live", "polite");
  await expect(pay).toContainText("This view updates by itself");
  // The same document all along: a reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The transfer happens elsewhere (a wallet; here the simulator's), not on this page.
  sendOnSimulator(payment.address, "1999.00");

  await expect(status).toHaveText("Payment received. Your site is being built.", { timeout: 15_000 });
  await expect(pay.getByRole("link", { name: "View site" })).toBeVisible();
  await expect(pay.getByRole("button", { name: "I have paid" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("without JavaScript the payment view refreshes by a link and shows the transfer", async ({ page, jsEnabled }) => {
  test.skip(jsEnabled, "with JavaScript the view updates by itself (above)");
  const merchant = await createMerchant();
  const { orderId, accessToken } = await createPendingOrder(merchant);
  const payment = await api<{ address: string }>("/api/pay/unified-ordering", { orderId }, accessToken);
  await logIn(page, merchant, `/en/my-order?pay=${orderId}`);
  const pay = page.getByRole("dialog");
  await expect(pay.locator(".payment-status")).toHaveText("Waiting for your transfer.");
  sendOnSimulator(payment.address, "1999.00");
  // The scheduler records the transfer within its tick (reads never write, decision 039): the
  // merchant refreshes until it shows, as one would.
  await expect(async () => {
    await pay.getByRole("link", { name: "Refresh status" }).click();
    await expect(pay.locator(".payment-status")).toHaveText("Payment received. Your site is being built.", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});

test("my orders read like a ledger: one line per cell, amounts on the right, actions side by side", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const merchant = await createMerchant();
  const { orderNo } = await createPendingOrder(merchant);
  await logIn(page, merchant, "/en/my-order");
  const row = page.getByRole("row", { name: new RegExp(orderNo) });
  const lineHeight = async (cell: Locator) =>
    cell.evaluate((el) => {
      // The lines its text takes: the distinct tops of the boxes of its text nodes.
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
      }
      return tops.size;
    });
  for (const text of ["Pending payment", "1,999.00 USDT", "UTC", orderNo]) {
    const cell = row.getByRole("cell").filter({ hasText: text });
    expect(await lineHeight(cell), `"${text}" stays on one line`).toBe(1);
  }
  const amount = row.getByRole("cell").filter({ hasText: "1,999.00 USDT" });
  expect(await amount.evaluate((el) => [getComputedStyle(el).textAlign, getComputedStyle(el).fontVariantNumeric])).toEqual(["end", "tabular-nums"]);
  const payButton = (await row.getByRole("link", { name: "Pay" }).boundingBox())!;
  const cancelButton = (await row.getByRole("link", { name: "Cancel order" }).boundingBox())!;
  expect(Math.abs(payButton.y - cancelButton.y), "Pay and Cancel side by side").toBeLessThan(2);
  // Every cell of the row is a table cell, so their rules line up.
  const cells = await row.getByRole("cell").evaluateAll((els) => els.map((el) => [getComputedStyle(el).display, Math.round(el.getBoundingClientRect().bottom)]));
  expect(new Set(cells.map(([display]) => display))).toEqual(new Set(["table-cell"]));
  expect(new Set(cells.map(([, bottom]) => bottom)).size).toBe(1);
});
