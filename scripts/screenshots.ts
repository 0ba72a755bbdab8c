/**
 * `npm run screenshots`: every public page, and every page of a signed-in merchant (orders, sites,
 * settlement, cart, notices, personal, and the opening station's steps: market, package, template,
 * site information), in English, Chinese and Arabic, 375 and 1280 px wide, light and dark, full
 * page, into docs/screenshots/<locale>/<page>-<width>-<theme>.webp (.jpg when taller than WebP
 * allows), with an index, docs/screenshots/README.md. It starts a stack of its own (fresh database,
 * free ports, as the end-to-end tests do) with a merchant who has a live site, an order waiting for
 * payment and a site in the cart, and stops it after.
 * Storefronts too, once per width, into docs/screenshots/storefronts/: every template's home as the
 * renderer makes it (served by the browser tests' tiny storefront server, no stack needed), and on
 * the stack at their own addresses the demo's three example sites, the merchant's live site's lobby
 * and a game page, and its back office (signed in with the site's operation account; skipped with a
 * note while the stack has no back office).
 * Exits 1, naming them, if a page overflows sideways, shows an i18n key instead of its text, or
 * draws its text without the font the app ships for its language (decision 022).
 *
 *   --pages home,my-site       only these pages (home is the home page; services/ may be left out;
 *                              templates, live-sites and backoffice are the storefront pictures)
 *   --locales en,ar            only these locales
 *   --widths 375               only these widths
 *   --themes dark              only light or dark
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import sharp from "sharp";
import { STOREFRONT_DESIGNS } from "@shared/storefront/designs";
import { catalogueFor } from "@shared/storefront/catalogue";
import { DEMO_SITES } from "@shared/storefront/demo-sites";
import { localePath } from "../app/utils/locale";
import { startStorefrontServer } from "../tests/e2e/storefront-server";
import { PUBLIC_PAGES } from "../app/utils/search-engines";
import type { Locale } from "@shared/contracts/locales";

const OUT = path.resolve("docs", "screenshots");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The launch flags of playwright.config.ts.
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];

const pageName = (page: string) => page.replace(/^services\//, "") || "home";

/** The merchant's live site (bought in Brazil through the API below), with the operation account set at checkout. */
const LIVE_SITE = { siteName: "lucky-star", marketCode: "BR", operation: { account: "oper1234", password: "pass1234" } };

/** What the merchant made before the pictures are taken: the choices the journey's steps are shown with. */
type Merchant = { templateId: number };

/** The signed-in merchant's pages, by name: their path (without the locale), given the merchant's data. */
const PROTECTED_PAGES: Partial<Record<string, (merchant: Merchant) => string>> = {
  "my-order": () => "my-order",
  "my-site": () => "my-site",
  settlement: () => "settlement",
  cart: () => "cart",
  notices: () => "notices",
  personal: () => "personal",
  "step-market": () => "my-site?dialog=countries",
  "step-package": () => "package?countriesId=1",
  "step-template": () => "choose-theme?countriesId=1&packageId=1",
  "step-site-information": ({ templateId }) => `created?countriesId=1&packageId=1&templateId=${templateId}&colorSchemeId=1`,
};

// The family the app ships for a locale's script, and that its text must be drawn with (decision 022).
const SHIPPED_FONT: Partial<Record<Locale, string>> = { en: "Noto Sans", zh: "Noto Sans SC", ar: "Noto Sans Arabic" };

function option(name: string, all: readonly string[]): string[] {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return [...all];
  const chosen = (process.argv[at + 1] ?? "").split(",").filter(Boolean);
  const unknown = chosen.filter((value) => !all.includes(value));
  if (!chosen.length || unknown.length) {
    console.error(`--${name} takes a comma-separated list of: ${all.join(", ")}`);
    process.exit(2);
  }
  return chosen;
}

/** The storefront pictures: taken once per width, in the site's language and colours (no theme, no portal locale). */
const STOREFRONT_SHOTS = ["templates", "live-sites", "backoffice"] as const;
const chosenPages = option("pages", [...PUBLIC_PAGES.map(pageName), ...Object.keys(PROTECTED_PAGES), ...STOREFRONT_SHOTS]);
const pages = chosenPages.filter((page) => !(STOREFRONT_SHOTS as readonly string[]).includes(page));
const storefrontShots = STOREFRONT_SHOTS.filter((shot) => chosenPages.includes(shot));
const locales = option("locales", ["en", "zh", "ar"]) as Locale[];
const widths = option("widths", ["375", "1280"]).map(Number);
const themes = option("themes", ["light", "dark"]) as ("light" | "dark")[];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, stack: { exitCode: number | null }, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stack.exitCode !== null) throw new Error(`the stack stopped (exit ${stack.exitCode}) before it answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** What looks unfinished on the page: sideways overflow (and what sticks out), raw i18n keys or placeholders, and the shipped font not used. */
function inspect(font: string | undefined) {
  const root = document.documentElement;
  const problems: string[] = [];
  if (font && ![...document.fonts].some((face) => face.family.replace(/["']/g, "") === font && face.status === "loaded")) {
    problems.push(`drawn without the shipped font ${font}`);
  }
  if (root.scrollWidth > root.clientWidth) {
    const culprits = [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1 && element.getClientRects().length > 0)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= root.clientWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}`);
    problems.push(`overflows sideways (scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}): ${culprits.join(", ")}`);
  }
  // An i18n key shown as text: "ns:some.key" or "some.key" (camelCase segments, no spaces), or a {{placeholder}}.
  const key = /^([a-z][\w-]*:)?[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9_]+)+$/;
  const domain = /\.(com|net|org|io|me|dev|app|cn|tw|ru|pdf|png|svg|jpg)$/i;
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) texts.push(node.textContent?.trim() ?? "");
  }
  for (const element of document.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
    for (const attribute of ["alt", "aria-label", "placeholder", "title"]) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value.trim());
    }
  }
  texts.push(document.title);
  const raw = [...new Set(texts.filter((text) => (key.test(text) && !domain.test(text)) || /\{\{\s*\w+\s*\}\}/.test(text)))];
  if (raw.length) problems.push(`untranslated: ${raw.slice(0, 10).join(" | ")}`);
  return problems;
}

let shots = 0;

/**
 * The open page, full length (or its first screen), into `file` (WebP; a JPEG when taller than WebP
 * allows), after its pictures and fonts have loaded; what looks unfinished on the whole page is
 * added to `failures`.
 */
async function shoot(tab: Page, file: string, font: string | undefined, what: string, failures: string[], fullPage = true) {
  // Lazy pictures below the fold would be blank in a full-page picture: load them all first.
  await tab.evaluate(async () => {
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
    const loaded = (image: HTMLImageElement) =>
      new Promise((resolve) => {
        if (image.complete) return resolve(null);
        image.addEventListener("load", resolve, { once: true });
        image.addEventListener("error", resolve, { once: true });
      });
    await Promise.race([Promise.all([...document.images].map(loaded)), new Promise((resolve) => setTimeout(resolve, 5000))]);
    // Decoded too: a phone's full-page picture otherwise draws pictures far below the first screen blank.
    await Promise.race([Promise.all([...document.images].map((image) => image.decode().catch(() => null))), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await document.fonts.ready;
  });
  const problems = await tab.evaluate(inspect, font);
  for (const problem of problems) failures.push(`${what}: ${problem}`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // WebP keeps text sharp at a fraction of JPEG's size (the help centre is 10,000 px tall);
  // it stops at 16,383 px, so a taller page is a JPEG.
  const png = sharp(await tab.screenshot({ fullPage, type: "png", animations: "disabled" }));
  if (((await png.metadata()).height ?? 0) > 16_383) {
    file = file.replace(/\.webp$/, ".jpg");
    await png.jpeg({ quality: 60, mozjpeg: true }).toFile(file);
  } else {
    await png.webp({ quality: 60, effort: 5 }).toFile(file);
  }
  shots += 1;
  console.log(`${shots} ${path.relative(process.cwd(), file)} (${Math.round(fs.statSync(file).size / 1024)} KB)${problems.length ? "  ✗ " + problems.join("; ") : ""}`);
}

async function capture(browser: Browser, base: string, signedIn: BrowserContextOptions["storageState"], merchant: Merchant) {
  const jobs = locales.flatMap((locale) => pages.flatMap((page) => widths.flatMap((width) => themes.map((theme) => ({ locale, page, width, theme })))));
  const failures: string[] = [];
  for (const { locale, page, width, theme } of jobs) {
    const signedInPage = PROTECTED_PAGES[page];
    const route = signedInPage ? signedInPage(merchant) : (PUBLIC_PAGES.find((candidate) => pageName(candidate) === page) ?? "");
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme: theme,
      deviceScaleFactor: 1,
      isMobile: width < 600,
      hasTouch: width < 600,
      storageState: signedInPage ? signedIn : undefined,
    });
    // tsx names the functions it compiles with a helper (__name) that the page does not have.
    await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
    const url = base + localePath(locale, route);
    try {
      const tab = await context.newPage();
      const response = await tab.goto(url, { waitUntil: "load" });
      if (!response?.ok()) throw new Error(`answered ${response?.status()}`);
      if (signedInPage && new URL(tab.url()).searchParams.has("showLogin")) throw new Error("asked to log in");
      await shoot(tab, path.join(OUT, locale, `${page}-${width}-${theme}.webp`), SHIPPED_FONT[locale], `${url} at ${width} px, ${theme}`, failures);
    } catch (error) {
      failures.push(`${url} at ${width} px, ${theme}: ${(error as Error).message.split("\n")[0]}`);
      console.log(`${url} ✗ ${(error as Error).message.split("\n")[0]}`);
    } finally {
      await context.close();
    }
  }
  return failures;
}

/**
 * A storefront picture: the first screen of `url` at `width` (the whole page is checked; 58 pictures
 * of whole storefronts would weigh 15 MB) into docs/screenshots/storefronts/<name>-<width>.webp. A
 * page that is not there yet (a site still building) is asked again for a minute.
 */
async function storefrontShot(browser: Browser, url: string, name: string, width: number, failures: string[], prepare?: (tab: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, isMobile: width < 600, hasTouch: width < 600 });
  await context.addInitScript({ content: "globalThis.__name = (fn) => fn;" });
  try {
    const tab = await context.newPage();
    for (let tries = 0; ; tries++) {
      const response = await tab.goto(url, { waitUntil: "load" });
      if (response?.ok()) break;
      if (tries >= 60) throw new Error(`answered ${response?.status()}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await prepare?.(tab);
    await shoot(tab, path.join(OUT, "storefronts", `${name}-${width}.webp`), SHIPPED_FONT.en, `${url} at ${width} px`, failures, false);
  } catch (error) {
    failures.push(`${url} at ${width} px: ${(error as Error).message.split("\n")[0]}`);
    console.log(`${url} ✗ ${(error as Error).message.split("\n")[0]}`);
  } finally {
    await context.close();
  }
}

/**
 * The storefronts: every template's home as the renderer makes it (in English, served by the tiny
 * storefront server), then on the stack at their own addresses the example sites' homes, the
 * merchant's live site's lobby and a game page, and its back office when the stack has one.
 */
async function captureStorefronts(browser: Browser, webPort: number) {
  const failures: string[] = [];
  if (storefrontShots.includes("templates")) {
    const port = await freePort();
    const server = await startStorefrontServer(port);
    try {
      for (const design of STOREFRONT_DESIGNS) {
        for (const width of widths) await storefrontShot(browser, `http://demo-${design.key}.localhost:${port}/en/`, `template-${design.key}`, width, failures);
      }
    } finally {
      server.close();
    }
  }
  const site = (siteName: string, page = "") => `http://${siteName}.casino.localhost:${webPort}/${page}`;
  if (storefrontShots.includes("live-sites")) {
    for (const width of widths) {
      for (const example of DEMO_SITES) await storefrontShot(browser, site(example.siteName), `example-${example.siteName}`, width, failures);
      await storefrontShot(browser, site(LIVE_SITE.siteName, "en/lobby"), "site-lobby", width, failures);
      await storefrontShot(browser, site(LIVE_SITE.siteName, `en/games/${catalogueFor(LIVE_SITE.marketCode).games[0].key}`), "site-game", width, failures);
    }
  }
  if (storefrontShots.includes("backoffice")) {
    const signIn = `http://admin.${LIVE_SITE.siteName}.casino.localhost:${webPort}/backoffice/en/sign-in`;
    // Without a back office the address answers 404, or the portal sends it home.
    const probe = await browser.newPage();
    const status = (await probe.goto(signIn))?.status();
    const opened = new URL(probe.url()).pathname === new URL(signIn).pathname;
    await probe.close();
    if (status === 404 || !opened) {
      console.log(`The back office is not on this stack yet (${signIn} ${status === 404 ? "answered 404" : "led elsewhere"}): no back-office pictures.`);
    } else {
      for (const width of widths) {
        await storefrontShot(browser, signIn, "backoffice-sign-in", width, failures);
        await storefrontShot(browser, signIn, "backoffice-dashboard", width, failures, async (tab) => {
          await tab.locator('input[name="account"]').fill(LIVE_SITE.operation.account);
          await tab.locator('input[name="password"]').fill(LIVE_SITE.operation.password);
          await Promise.all([tab.waitForURL((url) => !url.pathname.endsWith("/sign-in")), tab.locator('form button[type="submit"]').click()]);
        });
      }
    }
  }
  return failures;
}

/** A merchant with a live site, an order waiting for payment and a site in the cart, made through the API; logged in in a browser. */
async function merchantWithData(browser: Browser, web: string, api: string): Promise<{ merchant: Merchant; signedIn: BrowserContextOptions["storageState"] }> {
  const call = async (method: "GET" | "POST", path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${api}/api${path}`, {
      method,
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data: any; msg: string };
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${envelope.msg}`);
    return envelope.data;
  };
  const account = { account: "screenshots", password: "Screens123", email: "screenshots@example.com" };
  await call("POST", "/login/register", account);
  const { accessToken } = await call("POST", "/login/authorize", { account: account.account, password: account.password });
  // Checkout needs the address verified (decision 035): the code registration mailed to the outbox.
  const outbox = `data/outbox-screenshots-${new URL(api).port}`;
  const mail = fs.readdirSync(outbox).sort().map((name) => fs.readFileSync(path.join(outbox, name), "utf8")).filter((text) => text.includes(`To: ${account.email}`)).at(-1) ?? "";
  const code = /\b(\d{6})\b/.exec(mail.split("\n\n").slice(1).join("\n"))?.[1];
  await call("POST", "/user/verify-email", { code }, accessToken);
  const { templates } = await call("GET", "/cart/template-list?countriesId=1", undefined, accessToken);
  const templateId: number = templates[0].id;
  const cartItem = (siteName: string) =>
    call("POST", "/cart/create", { countriesId: 1, packageId: 1, templateId, colorSchemeId: 1, siteName, nickname: "Screenshots", otherContact: "@screenshots" }, accessToken);
  const order = async (siteName: string) => call("POST", "/order/create", { id: (await cartItem(siteName)).id, ...LIVE_SITE.operation, agreeTerms: true }, accessToken);
  const paid = await order(LIVE_SITE.siteName);
  const payment = await call("POST", "/pay/unified-ordering", { orderId: paid.id }, accessToken);
  await call("POST", "/pay/simulate-transfer", { paymentId: payment.id }, accessToken);
  await call("POST", "/order/paymentresults", { paymentId: payment.id }, accessToken);
  await order("golden-palace");
  await cartItem("royal-spin");
  // The site builds in SITE_BUILD_SECONDS (set short below): wait until it is live.
  for (let tries = 0; ; tries++) {
    const { items } = await call("GET", "/site", undefined, accessToken);
    if (items.every((site: { status: string }) => site.status === "live")) break;
    if (tries > 60) throw new Error("the site did not go live");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await call("POST", "/login/logout", {}, accessToken);

  const context = await browser.newContext({ baseURL: web });
  const html = await (await context.request.get("/en?showLogin=1")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const login = await context.request.post("/en/auth/login", { form: { csrf, account: account.account, password: account.password, backTo: "/en" }, maxRedirects: 0 });
  if (login.status() !== 302 || (login.headers().location ?? "").includes("showLogin")) throw new Error(`logging in answered ${login.status()}`);
  // The page after logging in shows "Login successful" once: not in every picture.
  await context.request.get("/en");
  const signedIn = await context.storageState();
  await context.close();
  return { merchant: { templateId }, signedIn };
}

/** docs/screenshots/README.md: every picture there, by page, locale, width and theme (storefronts by width). */
function writeIndex() {
  const files = fs.readdirSync(OUT, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(webp|jpg)$/.test(entry.name));
  const byPage = new Map<string, string[]>();
  for (const entry of files) {
    const relative = path.relative(OUT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    const folder = relative.split("/")[0];
    const name = entry.name.replace(/-\d+(-(light|dark))?\.(webp|jpg)$/, "");
    const page = folder === "storefronts" ? `storefront: ${name}` : name;
    byPage.set(page, [...(byPage.get(page) ?? []), relative]);
  }
  const lines = [
    "# Screenshots",
    "",
    "Made by `npm run screenshots` (scripts/screenshots.ts): every page in en, zh and ar, 375 and 1280 px wide, light and dark; " +
      "every template's storefront home as the renderer makes it, and on the stack at their own addresses the demo's example sites, " +
      "a live site's lobby and game page and its back office, at 375 and 1280 px.",
    "",
  ];
  for (const [page, pictures] of [...byPage].sort(([a], [b]) => a.localeCompare(b))) {
    const link = (picture: string) => {
      const [, width, theme] = /-(\d+)(?:-(light|dark))?\.\w+$/.exec(picture) ?? [];
      const folder = picture.split("/")[0];
      return `[${folder === "storefronts" ? width : `${folder} ${width} ${theme}`}](${picture})`;
    };
    lines.push(`- **${page}**: ${pictures.sort().map(link).join(" · ")}`);
  }
  fs.writeFileSync(path.join(OUT, "README.md"), lines.join("\n") + "\n");
}

const [webPort, apiPort] = [await freePort(), await freePort()];
console.log(`Starting a stack on ports ${webPort} (web) and ${apiPort} (API)…`);
const stack = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--reset-db"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(webPort),
    API_PORT: String(apiPort),
    DATABASE_URL: `file:./data/screenshots-${apiPort}.db`,
    MAIL_OUTBOX_DIR: `data/outbox-screenshots-${apiPort}`,
    LOG_LEVEL: "warn",
    SITE_BUILD_SECONDS: "2",
    DEMO_REPORTS: "off",
  },
});

let failures: string[] = [];
let browser: Browser | undefined;
try {
  await waitForHealth(`http://localhost:${apiPort}/api/health`, stack);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const { merchant, signedIn } = await merchantWithData(browser, `http://localhost:${webPort}`, `http://127.0.0.1:${apiPort}`);
  failures = await capture(browser, `http://localhost:${webPort}`, signedIn, merchant);
  failures.push(...(await captureStorefronts(browser, webPort)));
  writeIndex();
} catch (error) {
  failures.push((error as Error).message);
} finally {
  await browser?.close();
  stack.kill("SIGTERM");
  await new Promise((resolve) => (stack.exitCode !== null ? resolve(null) : stack.once("exit", resolve)));
  for (const suffix of ["", "-journal", "-wal", "-shm"]) fs.rmSync(`data/screenshots-${apiPort}.db${suffix}`, { force: true });
  fs.rmSync(`data/outbox-screenshots-${apiPort}`, { recursive: true, force: true });
}

const total = fs.existsSync(OUT) ? fs.readdirSync(OUT, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0) : 0;
console.log(`docs/screenshots: ${(total / 1024 / 1024).toFixed(1)} MB`);
if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
  process.exit(1);
}
console.log("Nothing overflows, nothing untranslated.");
