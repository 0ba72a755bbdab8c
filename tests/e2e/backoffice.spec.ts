import { createMerchant, createPaidSite, expect, expectAccessible, logIn, test } from "./fixtures";

/**
 * A site's back office at admin.<name>.casino.localhost (decision 049), which Chromium resolves to
 * this machine: the operation account set at checkout signs in, a wrong password is refused with
 * the translated message, the dashboard names the site and its state, and signing out ends it.
 * With JavaScript on and off. The site may still be building: the dashboard says so.
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const OPERATION = { account: "oper1234", password: "pass1234" };
const adminOrigin = (siteName: string) => `http://admin.${siteName}.casino.localhost:${WEB_PORT}`;

test("the operation account signs in to the site's back office, a wrong password is refused, and signing out ends it", async ({ page, jsEnabled }) => {
  const { siteName } = await createPaidSite(await createMerchant());
  await page.goto(`${adminOrigin(siteName)}/`);
  await expect(page).toHaveURL(`${adminOrigin(siteName)}/backoffice/en/sign-in`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the back office" })).toBeVisible();
  await expect(page.getByText(siteName, { exact: true })).toBeVisible();

  await page.getByLabel("Operation account").fill(OPERATION.account);
  await page.getByLabel("Password").fill("wrong9999");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The operation account or password is not correct." })).toBeVisible();
  // The account typed comes back; the server never sends the password back (with JavaScript the page keeps what was typed).
  await expect(page.getByLabel("Operation account")).toHaveValue(OPERATION.account);
  if (!jsEnabled) await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(OPERATION.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${adminOrigin(siteName)}/backoffice/en`);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${siteName} is (being built|live)$`) })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Prepaid balance and charges" })).toBeAttached();
  await expect(page.getByRole("link", { name: "My sites" })).toHaveAttribute("href", /\/en\/my-site$/);
  if (jsEnabled) await expectAccessible(page, "back office dashboard");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${adminOrigin(siteName)}/backoffice/en/sign-in`);
  await expect(page.getByText("You have signed out.")).toBeVisible();
  // Signed out: the dashboard's address leads to the sign-in again.
  await page.goto(`${adminOrigin(siteName)}/backoffice/en`);
  await expect(page).toHaveURL(`${adminOrigin(siteName)}/backoffice/en/sign-in`);
});

test("the back office speaks the browser's language, Arabic right to left", async ({ browser, jsEnabled }) => {
  const { siteName } = await createPaidSite(await createMerchant());
  const context = await browser.newContext({ locale: "ar", javaScriptEnabled: jsEnabled });
  const page = await context.newPage();
  await page.goto(`${adminOrigin(siteName)}/`);
  await expect(page).toHaveURL(`${adminOrigin(siteName)}/backoffice/ar/sign-in`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("حساب التشغيل").fill(OPERATION.account);
  await page.getByLabel("كلمة المرور").fill("wrong9999");
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "حساب التشغيل أو كلمة المرور غير صحيحة." })).toBeVisible();
  await context.close();
});

test("the back office exists only at its own host, with its own session", async ({ page, playwright, jsEnabled }) => {
  test.skip(!jsEnabled, "addresses and headers, the same with JavaScript off");
  const merchant = await createMerchant();
  const { siteName } = await createPaidSite(merchant);
  // Node resolves no *.localhost name: an HTTP client names the host in its Host header instead.
  const http = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${WEB_PORT}` });
  const at = (host: string) => ({ headers: { host: `${host}:${WEB_PORT}` }, maxRedirects: 0 });
  const admin = `admin.${siteName}.casino.localhost`;
  // The portal and a storefront have no /backoffice.
  expect((await http.get("/backoffice/en", at("localhost"))).status()).toBe(404);
  // On the storefront's host it is one of the site's addresses: its 404, or its "opening soon" while it builds.
  const onStorefront = await http.get("/backoffice/en", at(`${siteName}.casino.localhost`));
  expect([404, 503]).toContain(onStorefront.status());
  expect(await onStorefront.text()).not.toContain('name="csrf"');
  // On the admin host, the portal's pages lead to the back office.
  const portalPage = await http.get("/en/my-site", at(admin));
  expect(portalPage.status()).toBe(302);
  expect(portalPage.headers().location).toMatch(/\/backoffice\/en$/);

  // The sign-in form posts to its own host only: the form guard refuses one sent from the portal's pages.
  const html = await (await http.get("/backoffice/en/sign-in", at(admin))).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1];
  const form = { csrf, ...OPERATION };
  const forged = await http.post("/backoffice/en/sign-in", { form, headers: { host: `${admin}:${WEB_PORT}`, origin: `http://localhost:${WEB_PORT}` }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  const own = await http.post("/backoffice/en/sign-in", { form, headers: { host: `${admin}:${WEB_PORT}`, origin: adminOrigin(siteName) }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
  expect(own.headers().location).toBe("/backoffice/en");
  // Its cookie is its own: host-only (no Domain), HttpOnly, for the back office's pages alone.
  const cookie = own.headers()["set-cookie"];
  expect(cookie).toMatch(/^__bo=/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/Path=\/backoffice/);
  expect(cookie).not.toMatch(/Domain=/i);
  await http.dispose();

  // A merchant logged in to the portal is not signed in to the back office.
  await logIn(page, merchant, "/en/my-site");
  await page.goto(`${adminOrigin(siteName)}/backoffice/en`);
  await expect(page).toHaveURL(`${adminOrigin(siteName)}/backoffice/en/sign-in`);
});
