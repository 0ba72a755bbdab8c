import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { PROTECTION_PORTS, startWebServer } from "./extra-web-server";
import { API_URL, createMerchant, expect, logIn, test } from "./fixtures";

/**
 * Specification point 1 and decision 019: the protective page against automated agents
 * (SITE_PROTECTION) and the frame escape.
 *
 * The protection is all in the web server, so instead of a fifth stack (API, database, migrations
 * and seed for every run of the suite) this file starts, for its own tests only, two more web
 * servers in front of the base stack's API, as `npm start` runs one, with SITE_PROTECTION=on (and
 * one of them ALLOW_SEARCH_ENGINES=on), on ports of their own (PROTECTION_PORTS); only the
 * JavaScript project starts them.
 */
const PROTECTED = `http://localhost:${PROTECTION_PORTS[0]}`;
const PROTECTED_WITH_SEARCH_ENGINES = `http://localhost:${PROTECTION_PORTS[1]}`;

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36";

type Texts = { page: { title: string; detail: string }; frame: { title: string; detail: string }; print: string; devtools: string };
const texts = (locale: string) => JSON.parse(fs.readFileSync(path.resolve("app", "locales", locale, "protection.json"), "utf8")) as Texts;
const en = texts("en");

const get = (url: string, userAgent: string) => fetch(url, { headers: { "user-agent": userAgent }, redirect: "manual" });

test.describe("with SITE_PROTECTION=on", () => {
  // One pair of servers, in one worker: the tests of this group run one after another.
  test.describe.configure({ mode: "default" });
  let servers: Awaited<ReturnType<typeof startWebServer>>[] = [];

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.use.javaScriptEnabled === false, "the server side answers the same to any client; the browser side needs JavaScript");
    servers = await Promise.all([
      startWebServer(PROTECTION_PORTS[0], { SITE_PROTECTION: "on" }),
      startWebServer(PROTECTION_PORTS[1], { SITE_PROTECTION: "on", ALLOW_SEARCH_ENGINES: "on" }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  test("a crawler and a headless browser get the protective page; the API, robots.txt and sitemap.xml still answer", async () => {
    const crawled = await get(`${PROTECTED}/`, GOOGLEBOT);
    expect(crawled.status).toBe(403);
    const html = await crawled.text();
    expect(html).toContain(`<h1>${en.page.title}</h1>`);
    expect(html).toContain(en.page.detail);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(crawled.headers.get("x-robots-tag")).toBe("noindex");
    expect(crawled.headers.get("set-cookie")).toBeNull();
    expect(crawled.headers.get("x-frame-options")).toBe("DENY");
    expect(crawled.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(crawled.headers.get("x-content-type-options")).toBe("nosniff");

    // In the language of the path.
    const headless = await get(`${PROTECTED}/zh/help-center`, HEADLESS);
    expect(headless.status).toBe(403);
    expect(await headless.text()).toContain(texts("zh").page.title);
    // Any page, not only the home page; a form post too, before the form guard.
    expect((await get(`${PROTECTED}/en/my-order`, HEADLESS)).status).toBe(403);
    expect((await fetch(`${PROTECTED}/en/auth/login`, { method: "POST", headers: { "user-agent": "curl/8.5.0" } })).status).toBe(403);

    const health = await get(`${API_URL}/api/health`, GOOGLEBOT);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true });
    for (const file of ["/robots.txt", "/sitemap.xml", "/favicon.svg"]) expect((await get(`${PROTECTED}${file}`, GOOGLEBOT)).status, file).toBe(200);

    // A person's browser gets the product, with the client-side protection in its head.
    const person = await get(`${PROTECTED}/en/help-center`, CHROME);
    expect(person.status).toBe(200);
    const product = await person.text();
    expect(product).toContain('<main id="main"');
    expect(product).not.toContain(`<h1>${en.page.title}</h1>`);
    expect(product).toContain('src="/site-protection.js"');
  });

  test("with ALLOW_SEARCH_ENGINES=on a named search engine reads the marketing pages, and only those", async () => {
    for (const page of ["/", "/zh/help-center", "/ar/services/online-casino-payment-gateway", "/en/newboss-igaming-alliance"]) {
      const response = await get(`${PROTECTED_WITH_SEARCH_ENGINES}${page}`, GOOGLEBOT);
      expect(response.status, page).toBe(200);
      const html = await response.text();
      expect(html, page).toContain('<main id="main"');
      // A search engine let through is not then blocked by the page's own script.
      expect(html, page).not.toContain("site-protection.js");
    }
    const merchantsPage = await get(`${PROTECTED_WITH_SEARCH_ENGINES}/en/my-order`, GOOGLEBOT);
    expect(merchantsPage.status).toBe(403);
    expect(await merchantsPage.text()).toContain(en.page.title);
    // Other crawlers and headless browsers stay out everywhere.
    expect((await get(`${PROTECTED_WITH_SEARCH_ENGINES}/`, "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)")).status).toBe(403);
    expect((await get(`${PROTECTED_WITH_SEARCH_ENGINES}/`, HEADLESS)).status).toBe(403);
  });

  test("a browser driven by automation (navigator.webdriver) gets the protective page instead of the product", async ({ page }) => {
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    // The page stops loading itself, so its load event never comes.
    const response = await page.goto(`${PROTECTED}/ja/help-center`, { waitUntil: "commit" });
    // Its user agent is a desktop Chrome's: the server let it through, its own script stopped it.
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts("ja").page.title);
    await expect(page.getByText(texts("ja").page.detail)).toBeVisible();
    await expect(page).toHaveTitle(texts("ja").page.title);
    await expect(page.locator("main, header, footer")).toHaveCount(0);
  });

  test.describe("in a person's browser", () => {
    test.use({ baseURL: PROTECTED });
    test.beforeEach(async ({ page }) => {
      // A person's browser: not driven by automation. Developer tools are "docked" on demand,
      // by making the window 300 px wider than the page, as a docked panel does.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
        const w = window as unknown as { docked: boolean };
        w.docked = false;
        Object.defineProperty(window, "outerWidth", { get: () => window.innerWidth + (w.docked ? 300 : 0) });
        Object.defineProperty(window, "outerHeight", { get: () => window.innerHeight + 80 });
      });
    });

    test("right-click, selection, printing and developer shortcuts are off, except in form fields", async ({ page }) => {
      await page.goto("/?showLogin=1");
      await page.waitForLoadState("networkidle");
      const dialog = page.getByRole("dialog");
      const account = dialog.getByLabel("Account", { exact: true });
      await expect(account).toBeVisible();
      // Whether each event reached the page with its default prevented (listeners after the protection's).
      await page.evaluate(() => {
        const w = window as unknown as { prevented: Record<string, boolean> };
        w.prevented = {};
        document.addEventListener("contextmenu", (event) => (w.prevented[`menu:${(event.target as Element).tagName}`] = event.defaultPrevented));
        window.addEventListener("keydown", (event) => (w.prevented[`key:${event.ctrlKey ? "Control+" : ""}${event.shiftKey ? "Shift+" : ""}${event.code}`] = event.defaultPrevented));
      });
      const prevented = () => page.evaluate(() => (window as unknown as { prevented: Record<string, boolean> }).prevented);

      const heading = dialog.getByRole("heading").first();
      await heading.click({ button: "right" });
      await account.click({ button: "right" });
      expect(await prevented()).toMatchObject({ [`menu:${await heading.evaluate((e) => e.tagName)}`]: true, "menu:INPUT": false });

      await heading.click({ clickCount: 3 });
      expect(await page.evaluate(() => String(window.getSelection()))).toBe("");
      await account.fill("someone");
      await account.press("Control+A");
      expect(await account.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 7]);

      for (const key of ["F12", "Control+Shift+KeyI", "Control+Shift+KeyJ", "Control+Shift+KeyC", "Control+KeyU", "Control+KeyP"]) await page.keyboard.press(key);
      await account.press("End");
      await account.press("KeyX");
      expect(await prevented()).toMatchObject({
        "key:F12": true,
        "key:Control+Shift+KeyI": true,
        "key:Control+Shift+KeyJ": true,
        "key:Control+Shift+KeyC": true,
        "key:Control+KeyU": true,
        "key:Control+KeyP": true,
        "key:KeyX": false,
      });
      await expect(account).toHaveValue("someonex");

      await page.emulateMedia({ media: "print" });
      expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("none");
      expect(await page.evaluate(() => getComputedStyle(document.documentElement, "::before").content)).toBe(JSON.stringify(en.print));
      await page.emulateMedia({ media: "screen" });
      expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe("none");
    });

    test("open developer tools cover the page with a notice until they are closed", async ({ page }) => {
      await page.goto("/zh/help-center");
      await page.waitForLoadState("networkidle");
      const overlay = () => page.evaluate(() => getComputedStyle(document.documentElement, "::after").content);
      expect(await overlay()).toBe("none");
      await page.evaluate(() => ((window as unknown as { docked: boolean }).docked = true));
      await expect.poll(overlay, { timeout: 2000 }).toBe(JSON.stringify(texts("zh").devtools));
      expect(await page.evaluate(() => getComputedStyle(document.documentElement, "::after").position)).toBe("fixed");
      await page.evaluate(() => ((window as unknown as { docked: boolean }).docked = false));
      await expect.poll(overlay, { timeout: 2000 }).toBe("none");
    });

    test("an authenticator key can still be selected and copied", async ({ page }) => {
      const merchant = await createMerchant();
      await logIn(page, merchant, "/en/personal?section=security");
      await page.waitForLoadState("networkidle");
      await page.getByLabel("Your account password").fill(merchant.password);
      await page.getByRole("button", { name: "Generate key" }).click();
      const key = page.locator(".personal-key");
      await expect(key).toHaveText(/^[A-Z2-7]{32}$/);
      await key.click({ clickCount: 3 });
      expect((await page.evaluate(() => String(window.getSelection()))).trim()).toBe((await key.textContent())?.trim());
      await expect(page.getByRole("button", { name: "Copy key" })).toHaveAttribute("data-copyable");
      await page.evaluate(() => {
        document.addEventListener("contextmenu", (event) => ((window as unknown as { menuPrevented: boolean }).menuPrevented = event.defaultPrevented));
      });
      await key.click({ button: "right" });
      expect(await page.evaluate(() => (window as unknown as { menuPrevented: boolean }).menuPrevented)).toBe(false);
    });
  });
});

test("with the protection off (the default outside a real deployment) a crawler gets the product", async ({ request }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, "an HTTP check: once is enough");
  const response = await request.get("/en/help-center", { headers: { "user-agent": GOOGLEBOT } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<main id="main"');
  expect(html).not.toContain(en.page.title);
  expect(html).not.toContain("site-protection.js");
});

test.describe("inside another site's frame", () => {
  // A sandboxed frame's refused attempt to move the window is logged as an error: that is the point.
  test.use({ consoleAllowed: [[/Unsafe attempt to initiate navigation/], { scope: "test" }] });

  /** A page of another site, framing `src`. */
  async function framing(page: Page, src: string, sandbox?: string) {
    await page.route("http://framer.test/", (route) =>
      route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Framer</title><iframe ${sandbox ? `sandbox="${sandbox}"` : ""} src="${src}" width="800" height="600"></iframe>` }),
    );
    await page.goto("http://framer.test/");
  }

  /** As a browser that ignores frame-ancestors and X-Frame-Options would load it. */
  async function ignoringFrameHeaders(page: Page, url: string) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      delete headers["x-frame-options"];
      headers["content-security-policy"] = headers["content-security-policy"].replace("frame-ancestors 'none'", "frame-ancestors *");
      await route.fulfill({ response, headers });
    });
  }

  test("the browser refuses to show the product in the frame", async ({ page, baseURL }) => {
    await framing(page, `${baseURL}/en/help-center`);
    const frame = page.frames()[1];
    await expect.poll(() => frame.url()).not.toBe("about:blank");
    expect(frame.url()).not.toContain("/en/help-center");
    await expect(page.frameLocator("iframe").locator("main")).toHaveCount(0);
  });

  test("where the headers are ignored, the page escapes the frame when it may", async ({ page, baseURL, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript only the headers protect the page");
    const url = `${baseURL}/en/help-center`;
    await ignoringFrameHeaders(page, url);
    // A frame of the same site may move the window it is in.
    await page.route(`${baseURL}/framing-test`, (route) => route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Framer</title><iframe src="${url}"></iframe>` }));
    await page.goto(`${baseURL}/framing-test`);
    await expect(page).toHaveURL(url);
    await expect(page.locator("main h1")).toBeVisible();
  });

  test.describe(() => {
    // The browser refusing the sandboxed frame is the point here, and it may say so in the console: the
    // page's attempt to leave the frame, and (depending on timing) the product's files asked from an
    // origin-less frame on a public host to the loopback address.
    test.use({ consoleAllowed: [[/Unsafe attempt to initiate navigation/, /from origin 'null' has been blocked by CORS policy/], { scope: "test" }] });
  test("where the headers are ignored and it may not escape, the frame shows the access-denied screen", async ({ page, baseURL, jsEnabled }) => {
    test.skip(!jsEnabled, "without JavaScript only the headers protect the page");
    const url = `${baseURL}/zh/help-center`;
    await ignoringFrameHeaders(page, url);
    await framing(page, url, "allow-scripts");
    const framed = page.frameLocator("iframe");
    await expect(framed.getByRole("heading", { level: 1 })).toHaveText(texts("zh").frame.title);
    await expect(framed.getByText(texts("zh").frame.detail)).toBeVisible();
    await expect(framed.locator("main, header, footer")).toHaveCount(0);
    await expect(page).toHaveURL("http://framer.test/");
  });
  });
});
