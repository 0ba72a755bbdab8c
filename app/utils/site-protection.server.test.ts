import { describe, expect, it } from "vitest";
import { carriesClientProtection, getsProtectivePage, isAutomatedAgent, isMarketingPage } from "./site-protection.server";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const AHREFS = "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)";

const ON = { SITE_PROTECTION: "on", ALLOW_SEARCH_ENGINES: "off" } as const;
const ON_WITH_ENGINES = { SITE_PROTECTION: "on", ALLOW_SEARCH_ENGINES: "on" } as const;
const OFF = { SITE_PROTECTION: "off", ALLOW_SEARCH_ENGINES: "on" } as const;

describe("who counts as automated", () => {
  it.each([CHROME, ANDROID, IPHONE, FIREFOX])("a browser is not: %s", (ua) => expect(isAutomatedAgent(ua)).toBe(false));
  it.each([HEADLESS, GOOGLEBOT, BINGBOT, AHREFS, "curl/8.5.0", "python-requests/2.31", "Mozilla/5.0 PhantomJS/2.1", "Mozilla/5.0 jsdom/24.0"])(
    "%s is",
    (ua) => expect(isAutomatedAgent(ua)).toBe(true),
  );
  it("a request without a user agent is (every browser sends one)", () => expect(isAutomatedAgent(undefined)).toBe(true));
});

describe("the marketing pages", () => {
  it.each(["/", "/en", "/zh", "/ar/help-center", "/en/services/casino-aggregator-gameapi", "/ja/newboss-igaming-alliance", "/tr/affiliate-program", "/ko/services/online-casino-advertising/"])(
    "%s is one",
    (path) => expect(isMarketingPage(path)).toBe(true),
  );
  it.each(["/en/my-order", "/en/personal", "/zh/cart", "/en/sso-test", "/en/services", "/xx/help-center", "/login", "/en/auth/login"])("%s is not", (path) =>
    expect(isMarketingPage(path)).toBe(false),
  );
});

describe("the protective page", () => {
  it("is for crawlers and headless browsers when the protection is on, never for browsers", () => {
    expect(getsProtectivePage(GOOGLEBOT, "/", ON)).toBe(true);
    expect(getsProtectivePage(HEADLESS, "/en/help-center", ON)).toBe(true);
    expect(getsProtectivePage(CHROME, "/", ON)).toBe(false);
    expect(getsProtectivePage(IPHONE, "/en/my-order", ON)).toBe(false);
  });

  it("is for nobody when the protection is off", () => {
    expect(getsProtectivePage(GOOGLEBOT, "/", OFF)).toBe(false);
    expect(getsProtectivePage(HEADLESS, "/en/my-order", OFF)).toBe(false);
  });

  it("lets named search engines through to the marketing pages only, and only when allowed", () => {
    expect(getsProtectivePage(GOOGLEBOT, "/zh/help-center", ON_WITH_ENGINES)).toBe(false);
    expect(getsProtectivePage(BINGBOT, "/", ON_WITH_ENGINES)).toBe(false);
    expect(getsProtectivePage(GOOGLEBOT, "/en/my-order", ON_WITH_ENGINES)).toBe(true);
    // Not a named search engine, and not a search engine pretending in a headless browser's name.
    expect(getsProtectivePage(AHREFS, "/", ON_WITH_ENGINES)).toBe(true);
    expect(getsProtectivePage(HEADLESS, "/", ON_WITH_ENGINES)).toBe(true);
  });

  it("the client-side protection is left out exactly where a search engine was let through", () => {
    expect(carriesClientProtection(CHROME, "/", ON)).toBe(true);
    expect(carriesClientProtection(GOOGLEBOT, "/", ON_WITH_ENGINES)).toBe(false);
    expect(carriesClientProtection(GOOGLEBOT, "/en/my-order", ON_WITH_ENGINES)).toBe(true);
    expect(carriesClientProtection(CHROME, "/", OFF)).toBe(false);
  });
});
