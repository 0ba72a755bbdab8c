import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";

export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

export type Merchant = { account: string; password: string; email: string };

let counter = 0;
/** A fresh account name: 3-20 characters, unique across workers and runs. */
export function uniqueAccount(prefix = "m"): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`.slice(0, 20);
}

/**
 * Registers a merchant straight through the product API, so a test starts where it needs to: with
 * its address verified by the code the API mailed (`verified: false` stops before that).
 */
export async function createMerchant(apiUrl = API_URL, { verified = true } = {}): Promise<Merchant> {
  const account = uniqueAccount();
  const merchant = { account, password: "Kestrel842", email: `${account}@example.com` };
  const response = await fetch(`${apiUrl}/api/login/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(merchant),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  if (verified) {
    const { accessToken } = await apiCall("/api/login/authorize", { account, password: merchant.password }, undefined, apiUrl);
    await apiCall("/api/user/verify-email", { code: mailedCode(merchant.email, apiUrl) }, accessToken, apiUrl);
    await apiCall("/api/login/logout", {}, accessToken, apiUrl);
  }
  return merchant;
}

/** The 6-digit code in the newest e-mail to this address from the API at `apiUrl` (its outbox: playwright.config.ts). */
export function mailedCode(email: string, apiUrl = API_URL): string {
  const mail = lastMailTo(email, new URL(apiUrl).port);
  expect(mail, `an e-mail to ${email}`).toBeDefined();
  return /\b(\d{6})\b/.exec(mail!.split("\n\n").slice(1).join("\n"))![1];
}

/**
 * Signs the page's browser in through the login form's action over HTTP, in the browser's own
 * cookie jar, then opens `to`: a test starts logged in without typing into the dialog (the
 * dialog itself is tested in shell.spec.ts).
 */
export async function logIn(page: Page, merchant: Merchant, to = "/") {
  await formLogIn(page.request, merchant);
  await page.goto(to);
}

export const test = base.extend<{ jsEnabled: boolean; consoleAllowed: RegExp[]; consoleGuard: void }>({
  jsEnabled: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  // Console errors a test provokes on purpose (a refused form answers 403), per test.
  consoleAllowed: [[], { option: true }],
  // Any console error, uncaught page error or hydration warning fails the test that caused it.
  consoleGuard: [
    async ({ page, consoleAllowed }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if ((message.type() === "error" || /hydrat/i.test(text)) && !consoleAllowed.some((allowed) => allowed.test(text))) {
          problems.push(`console.${message.type()}: ${text} (${page.url()})`);
        }
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
      await use();
      expect(problems, "the browser console stayed clean").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page has no serious or critical accessibility problems (axe, WCAG 2.1 A and AA rules; needs JavaScript in the page). */
export async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
}

async function apiCall(path: string, body: unknown, token?: string, apiUrl = API_URL) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  expect(response.status, JSON.stringify(envelope)).toBe(200);
  return envelope.data;
}

/** An order placed straight through the API (Brazil, Standard), waiting for payment. */
export async function createPendingOrder(
  merchant: Merchant,
  apiUrl = API_URL,
): Promise<{ siteName: string; orderNo: string; orderId: number; accessToken: string }> {
  const { accessToken } = await apiCall("/api/login/authorize", { account: merchant.account, password: merchant.password }, undefined, apiUrl);
  const templates = await (await fetch(`${apiUrl}/api/cart/template-list?countriesId=1`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
  const siteName = `s${uniqueAccount("x")}`.toLowerCase().slice(0, 30);
  const item = await apiCall(
    "/api/cart/create",
    { countriesId: 1, packageId: 1, templateId: templates.data.templates[0].id, colorSchemeId: 1, siteName, nickname: "Fixture", otherContact: "@fixture" },
    accessToken,
    apiUrl,
  );
  const order = await apiCall("/api/order/create", { id: item.id, account: "oper1234", password: "pass1234", agreeTerms: true }, accessToken, apiUrl);
  return { siteName, orderNo: order.orderNo, orderId: order.id, accessToken };
}

/** A merchant's site bought and paid straight through the API (Brazil, Standard); building or live. */
export async function createPaidSite(merchant: Merchant): Promise<{ siteName: string; siteId: number }> {
  const { siteName, orderId, accessToken } = await createPendingOrder(merchant);
  const payment = await apiCall("/api/pay/unified-ordering", { orderId }, accessToken);
  await apiCall("/api/pay/simulate-transfer", { paymentId: payment.id }, accessToken);
  const result = await apiCall("/api/order/paymentresults", { paymentId: payment.id }, accessToken);
  // The fixture ends its own session; the test logs in in the browser afterwards.
  await apiCall("/api/login/logout", {}, accessToken);
  return { siteName, siteId: result.siteId };
}

/** The newest e-mail the API (the demo stack's unless `apiPort` names another) wrote to its local outbox for this address. */
export function lastMailTo(email: string, apiPort = process.env.E2E_API_PORT ?? "4100"): string | undefined {
  const outbox = path.resolve("data", `outbox-e2e-${apiPort}`);
  if (!fs.existsSync(outbox)) return undefined;
  return fs
    .readdirSync(outbox)
    .sort()
    .map((name) => fs.readFileSync(path.join(outbox, name), "utf8"))
    .filter((mail) => mail.includes(`To: ${email}`))
    .at(-1);
}

/** The second stack the e2e run starts: NODE_ENV=production without demo mode (playwright.config.ts). */
export const PRODUCTION_WEB_URL = `http://localhost:${Number(process.env.E2E_WEB_PORT ?? 3100) + 100}`;
export const PRODUCTION_API_URL = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4100) + 100}`;

/** The authenticity token and cookie a page of this site gives a client. */
export async function tokenFrom(request: APIRequestContext, path = "/en?showLogin=1"): Promise<string> {
  const html = await (await request.get(path)).text();
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(token, "the page renders the form's authenticity token").toBeTruthy();
  return token!;
}

/** Logs a merchant in through the login form's action, with the form's token, as an HTTP client would. */
export async function formLogIn(request: APIRequestContext, merchant: Merchant): Promise<string> {
  const token = await tokenFrom(request);
  const response = await request.post("/en/auth/login", {
    form: { csrf: token, account: merchant.account, password: merchant.password, backTo: "/en" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).not.toContain("showLogin");
  return token;
}

/** The avatar form's address as the personal page renders it: its upload token rides in the query (decision 011). */
export async function avatarFormAction(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/en/personal?section=info")).text();
  const action = /action="(\/en\/personal\/avatar\?upload=[^"]+)"/.exec(html)?.[1];
  expect(action, "the avatar form names its upload token in its address").toBeTruthy();
  return action!;
}
