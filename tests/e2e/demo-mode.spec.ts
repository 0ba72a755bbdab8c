import { createMerchant, createPendingOrder, expect, logIn, PRODUCTION_API_URL, PRODUCTION_WEB_URL, test } from "./fixtures";

/**
 * The chain by setting (integrity issue): the main e2e stack is `npm start`'s local demo, the
 * second one runs with NODE_ENV=production and no demo mode.
 */
const BANNER = "Demo: payments are simulated. No real money is taken.";

test("a demo says so on every page, public and protected", async ({ page }) => {
  for (const path of ["/", "/zh", "/en/help-center", "/en/services/casino-aggregator-gameapi", "/en/no-such-page"]) {
    await page.goto(path);
    await expect(page.locator(".demo-banner"), path).toBeVisible();
  }
  await expect(page.locator(".demo-banner").first()).toBeVisible();
  const merchant = await createMerchant();
  await logIn(page, merchant);
  for (const path of ["/en/my-order", "/en/my-site", "/en/settlement", "/en/personal"]) {
    await page.goto(path);
    await expect(page.getByText(BANNER), path).toBeVisible();
  }
});

test.describe("production without demo mode", () => {
  test.use({ baseURL: PRODUCTION_WEB_URL });

  test("has no demo banner, no simulate endpoint and no simulate button", async ({ page, request }) => {
    await page.goto("/en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".demo-banner")).toHaveCount(0);

    const merchant = await createMerchant(PRODUCTION_API_URL);
    const { orderId, accessToken } = await createPendingOrder(merchant, PRODUCTION_API_URL);
    const simulate = await request.post(`${PRODUCTION_API_URL}/api/pay/simulate-transfer`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { paymentId: 1 },
    });
    expect(simulate.status()).toBe(404);

    await logIn(page, merchant);
    await page.goto(`/en/my-order?pay=${orderId}`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("button", { name: "Get the payment address" }).click();
    await expect(page.getByRole("status")).toContainText("USDT payments are not connected yet");
    await expect(page.getByRole("button", { name: "Simulate transfer" })).toHaveCount(0);
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });

  test("cookies are Secure and HSTS is sent when the visitor came over HTTPS, and not over plain HTTP", async ({ playwright }) => {
    // Two visitors with cookie jars of their own, so each is sent the cookies afresh.
    const httpsVisitor = await playwright.request.newContext({ baseURL: PRODUCTION_WEB_URL });
    const httpVisitor = await playwright.request.newContext({ baseURL: PRODUCTION_WEB_URL });
    const overHttps = await httpsVisitor.get("/en?showLogin=1", { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.headers()["strict-transport-security"]).toMatch(/max-age=31536000/);
    const secureCookies = overHttps.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
    expect(secureCookies.length).toBeGreaterThan(0);
    for (const cookie of secureCookies) expect(cookie.value, cookie.value).toMatch(/;\s*Secure/i);

    const overHttp = await httpVisitor.get("/en?showLogin=1");
    expect(overHttp.headers()["strict-transport-security"]).toBeUndefined();
    const plainCookies = overHttp.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
    expect(plainCookies.length).toBeGreaterThan(0);
    for (const cookie of plainCookies) expect(cookie.value).not.toMatch(/;\s*Secure/i);
    await httpsVisitor.dispose();
    await httpVisitor.dispose();
  });

  test("seeds no demo merchant", async ({ request }) => {
    const login = await request.post(`${PRODUCTION_API_URL}/api/login/authorize`, { data: { account: "demo", password: "demo1234" } });
    expect(login.status()).toBe(401);
  });
});
