import http from "node:http";
import type { AddressInfo } from "node:net";
import { createMerchant, expect, formLogIn, logIn, test, tokenFrom, type Merchant } from "./fixtures";

/**
 * Forms that cannot be forged (integrity issue): a form posted from another site is refused
 * with 403 before any action runs, sets no cookie and changes nothing, with or without a token.
 */

const CROSS_SITE = { Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" };

test.describe("over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: one run is enough");

  test("a cross-site login is refused with and without a token, and signs nobody in", async ({ playwright, baseURL }) => {
    const victim = await playwright.request.newContext({ baseURL });
    const attacker = await createMerchant();
    const token = await tokenFrom(victim);
    for (const withToken of [true, false]) {
      const response = await victim.post("/en/auth/login", {
        headers: CROSS_SITE,
        form: { ...(withToken ? { csrf: token } : {}), account: attacker.account, password: attacker.password, backTo: "/en" },
        maxRedirects: 0,
      });
      expect(response.status(), `token: ${withToken}`).toBe(403);
      expect(response.headers()["set-cookie"], `token: ${withToken}`).toBeUndefined();
      expect(await response.text()).toContain("This form was not sent from this site");
    }
    // Still a visitor: the home page offers the login.
    expect(await (await victim.get("/en")).text()).toContain("showLogin=1");
    await victim.dispose();
  });

  test("a same-site login without the token, or with another browser's, is refused", async ({ playwright, baseURL }) => {
    const browser = await playwright.request.newContext({ baseURL });
    const other = await playwright.request.newContext({ baseURL });
    const merchant = await createMerchant();
    await tokenFrom(browser);
    const foreignToken = await tokenFrom(other);
    for (const form of [{}, { csrf: foreignToken }, { csrf: "forged" }] as Record<string, string>[]) {
      const response = await browser.post("/en/auth/login", {
        headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
        form: { ...form, account: merchant.account, password: merchant.password },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(form)).toBe(403);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    await browser.dispose();
    await other.dispose();
  });

  test("a cross-site post to a protected page's action is refused and changes nothing", async ({ playwright, baseURL }) => {
    const merchant = await createMerchant();
    const browser = await playwright.request.newContext({ baseURL });
    const token = await formLogIn(browser, merchant);
    const profile = { intent: "profile", nickname: "Forged nickname", realName: "", phone: "", otherContact: "", remark: "" };
    for (const withToken of [true, false]) {
      const response = await browser.post("/en/personal?section=info", {
        headers: CROSS_SITE,
        form: { ...(withToken ? { csrf: token } : {}), ...profile },
        maxRedirects: 0,
      });
      expect(response.status(), `token: ${withToken}`).toBe(403);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    const page = await (await browser.get("/en/personal?section=info")).text();
    expect(page).not.toContain("Forged nickname");
    // The same form from the site itself goes through: the guard refuses forgeries, not forms.
    const genuine = await browser.post("/en/personal?section=info", {
      headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
      form: { csrf: token, ...profile, nickname: "Genuine nickname" },
      maxRedirects: 0,
    });
    expect(genuine.status()).toBe(302);
    expect(await (await browser.get("/en/personal?section=info")).text()).toContain("Genuine nickname");
    await browser.dispose();
  });

  test("an oversize form gets the translated 413 page before any action runs", async ({ request }) => {
    const token = await tokenFrom(request, "/zh?showLogin=1");
    const response = await request.post("/zh/auth/login", {
      form: { csrf: token, account: "x".repeat(100_000), password: "Kestrel842" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('lang="zh"');
    expect(html).not.toContain("refusals.");
  });
});

test.describe("in a real browser", () => {
  // The refusal itself: the browser logs the 403 of the forged post.
  test.use({ consoleAllowed: [/status of 403 \(Forbidden\)/] });
  let attackerSite: http.Server;
  let attackerUrl: string;
  let attacker: Merchant;

  test.beforeAll(async ({ baseURL }) => {
    attacker = await createMerchant();
    // Another origin (127.0.0.1 is not localhost) whose page posts a login form to the product.
    attackerSite = http.createServer((_req, res) => {
      res.setHeader("content-type", "text/html");
      res.end(
        `<!doctype html><form id="f" method="post" action="${baseURL}/en/auth/login">` +
          `<input name="account" value="${attacker.account}"><input name="password" value="${attacker.password}">` +
          `<input name="backTo" value="/en"><button>Win a prize</button></form>`,
      );
    });
    await new Promise<void>((resolve) => attackerSite.listen(0, "127.0.0.1", resolve));
    attackerUrl = `http://127.0.0.1:${(attackerSite.address() as AddressInfo).port}/`;
  });
  test.afterAll(() => new Promise<void>((resolve) => attackerSite.close(() => resolve())));

  test("a login form on another site cannot sign the visitor into the attacker's account", async ({ page, context }) => {
    await page.goto("/en"); // the visitor has been here: the site's cookies exist
    await page.goto(attackerUrl);
    await page.getByRole("button", { name: "Win a prize" }).click();
    await expect(page.getByRole("heading", { name: "This form was not sent from this site" })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "__session")).toBeUndefined();
    await page.goto("/en");
    await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  });

  test("the same person logging in on the site itself gets in", async ({ page }) => {
    await logIn(page, attacker);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
