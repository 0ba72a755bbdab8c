import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenario } from "../../prisma/scenarios";
import { providerService } from "../../server/modules/provider/service";
import { storefrontVersion } from "../../server/modules/storefront/version";
import { startApi, type TestApi } from "../helpers/api-server";
import { loginMerchant, shopper } from "../helpers/merchant";
import { DAY, liveSite, payOrder, placeOrder, tick } from "../helpers/shop";

/**
 * The storefronts as the web server asks for them (GET /storefront/<path> naming the visitor's host):
 * built on payment from the renderer into the database, served at their address as their state says.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ SITE_BUILD_SECONDS: "3", DEMO_REPORTS: "off" });
});
afterAll(() => api.close());

const deps = () => ({ db: api.db, clock: api.clock, config: api.config, logger: pino({ level: "silent" }) });

async function visit(siteName: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.baseUrl}/storefront${path}`, { redirect: "manual", headers: { "x-storefront-host": `${siteName}.casino.localhost:3000`, ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("a paid site's storefront", () => {
  let siteName: string;
  let home: Awaited<ReturnType<typeof visit>>;

  beforeAll(async () => {
    const { token } = await shopper(api);
    const { site } = await liveSite(api, token);
    siteName = site.siteName;
    home = await visit(siteName, "/pt/");
  });

  it("is stored by its build: its pages in each language of its market, and the assets they need", async () => {
    const site = await api.db.site.findUniqueOrThrow({ where: { siteName } });
    expect(site).toMatchObject({ status: "live", buildStep: "publish", storefrontVersion: storefrontVersion() });
    const paths = (await api.db.storefrontPage.findMany({ where: { siteId: site.id }, select: { path: true } })).map((page) => page.path);
    // Brazil's site speaks Portuguese first, then English.
    for (const lng of ["pt", "en"]) for (const page of ["/", "/lobby", "/promotions", "/vip", "/help", "/responsible-gaming", "/terms", "/sign-in", "/sign-up"]) expect(paths).toContain(`/${lng}${page}`);
    expect(paths).toEqual(expect.arrayContaining(["/robots.txt", "/sitemap.xml"]));
  });

  it("answers at its address: the root sends to the market's language, pages carry an ETag and answer 304 when unchanged", async () => {
    const root = await visit(siteName, "/");
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/pt/");
    expect((await visit(siteName, "/", { "accept-language": "en-GB,en;q=0.9" })).headers.get("location")).toBe("/en/");
    // A language the site does not speak: its market's.
    expect((await visit(siteName, "/", { "accept-language": "ja" })).headers.get("location")).toBe("/pt/");

    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(home.body).toContain('lang="pt"');
    const etag = home.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(home.headers.get("cache-control")).toBe("no-cache");
    const again = await visit(siteName, "/pt/", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers its kept gzip bytes to an asker that takes gzip, and the same page as text to one that does not", async () => {
    const gzipped = await fetch(`${api.baseUrl}/storefront/pt/`, { headers: { "x-storefront-host": `${siteName}.casino.localhost:3000`, "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await gzipped.text()).toBe(home.body);
    const plain = await visit(siteName, "/pt/", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.body).toBe(home.body);
    expect(plain.headers.get("etag")).toBe(home.headers.get("etag"));
  });

  it("references fingerprinted assets that are all served, immutable", async () => {
    const assets = [...new Set(home.body.match(/\/_assets\/[A-Za-z0-9._/-]+/g))];
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    expect(assets.filter((asset) => asset.endsWith(".svg")).length).toBeGreaterThan(10);
    for (const asset of assets) {
      const answer = await visit(siteName, asset);
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
    // Another site (or no site) asking for a path that is no asset: 404.
    expect((await visit(siteName, "/_assets/nothing.00000000.css")).status).toBe(404);
  });

  it("serves the lobby with its filters and paging, and each game's page, made on request", async () => {
    const lobby = await visit(siteName, "/pt/lobby");
    expect(lobby.status).toBe(200);
    const gameLinks = [...new Set([...lobby.body.matchAll(/href="(\/pt\/games\/[a-z0-9-]+)"/g)].map((match) => match[1]!))];
    expect(gameLinks.length).toBeGreaterThan(10);
    const game = await visit(siteName, gameLinks[0]!);
    expect(game.status).toBe(200);
    expect(game.headers.get("etag")).toBeTruthy();
    expect((await visit(siteName, "/pt/lobby?category=slots&page=2")).status).toBe(200);
    expect((await visit(siteName, "/pt/games/no-such-game")).status).toBe(404);
    expect((await visit(siteName, "/pt/no-such-page")).status).toBe(404);
    expect((await visit(siteName, "/%E0%A4%A")).status).toBe(404);
  });

  it("welcomes search engines: its robots.txt allows all and names its sitemap at its own address", async () => {
    const robots = await visit(siteName, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`http://${siteName}.casino.localhost:3000/sitemap.xml`);
    const sitemap = await visit(siteName, "/sitemap.xml");
    expect(sitemap.body).toContain(`http://${siteName}.casino.localhost:3000/pt/lobby`);
  });
});

describe("the address follows the site's state", () => {
  it("a name nobody holds answers 404", async () => {
    const answer = await visit("nobody-has-this-name", "/");
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("<html");
  });

  it("a site being built answers 503 'opening soon', and its pages only once published", async () => {
    const { token } = await shopper(api);
    const order = await placeOrder(api, token);
    await payOrder(api, token, order.id);
    const building = await visit(order.siteName, "/");
    expect(building.status).toBe(503);
    expect(building.headers.get("retry-after")).toBeTruthy();
    api.clock.advance(3000);
    await tick(api);
    expect((await visit(order.siteName, "/")).status).toBe(302);
  });

  it("on hold: 503 with Retry-After until the hold ends; released by the provider, it answers again", async () => {
    const { token } = await shopper(api);
    const { site } = await liveSite(api, token);
    await providerService(deps()).holdSite(site.siteName, "e2e check");
    const held = await visit(site.siteName, "/pt/");
    expect(held.status).toBe(503);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(6 * DAY / 1000);
    expect(held.body).not.toContain("e2e check");
    await providerService(deps()).releaseHold(site.siteName);
    expect((await visit(site.siteName, "/pt/")).status).toBe(200);
  });

  it("deposit-zero-29-days: two days later the address is unavailable (503), a top-up brings it back", async () => {
    const scenario = await loadScenario(deps(), "deposit-zero-29-days", { prefix: "sf" });
    const name = scenario.sites[0]!;
    expect((await visit(name, "/")).status).toBe(302);
    api.clock.advance(2 * DAY);
    await tick(api);
    const suspended = await visit(name, "/");
    expect(suspended.status).toBe(503);
    expect(suspended.headers.get("retry-after")).toBeTruthy();
    // The merchant tops the deposit up past what is pending: live again, its pages back.
    const { account, password } = scenario;
    const { accessToken: token } = await loginMerchant(api, { account, password });
    const site = await api.db.site.findUniqueOrThrow({ where: { siteName: name } });
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: site.id, amountMinor: 300_000, network: "TRC20" } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: opened.body.data.id } });
    await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: opened.body.data.id } });
    await tick(api);
    expect((await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).status).toBe("live");
    expect((await visit(name, "/")).status).toBe(302);
  });

  it("inactive-31-days: the address answers 404 'free again' with a link to claim it", async () => {
    const { sites } = await loadScenario(deps(), "inactive-31-days", { prefix: "sf" });
    const answer = await visit(sites[0]!, "/");
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(new URL(api.config.WEB_URL).origin);
  });
});

describe("builds", () => {
  it("a build that cannot be made goes to the provider's attention list and is tried again, never live", async () => {
    const { token } = await shopper(api);
    const order = await placeOrder(api, token);
    const { result } = await payOrder(api, token, order.id);
    // A template no design matches: the renderer cannot make the site.
    await api.db.site.update({ where: { id: result.siteId }, data: { templateId: 99 } });
    api.clock.advance(3000);
    await tick(api);
    const site = await api.db.site.findUniqueOrThrow({ where: { id: result.siteId } });
    expect(site.status).toBe("queued");
    const listed = await api.db.attention.findFirstOrThrow({ where: { kind: "due-work", subject: `build:${site.id}`, resolvedAt: null } });
    expect(listed.detail).toMatch(/template/);
    // Mended, the next try after the back-off builds it and the entry is resolved.
    const { templateId } = await api.db.order.findUniqueOrThrow({ where: { id: order.id } });
    await api.db.site.update({ where: { id: site.id }, data: { templateId } });
    api.clock.advance(DAY);
    await tick(api);
    expect((await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).status).toBe("live");
    expect((await api.db.attention.findFirstOrThrow({ where: { id: listed.id } })).resolvedAt).not.toBeNull();
  });

  it("a live site made by another renderer version is made again, and keeps answering meanwhile", async () => {
    const { token } = await shopper(api);
    const { site } = await liveSite(api, token);
    await api.db.site.update({ where: { id: site.id }, data: { storefrontVersion: "older" } });
    expect((await visit(site.siteName, "/pt/")).status).toBe(200);
    await tick(api);
    expect((await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).storefrontVersion).toBe(storefrontVersion());
  });
});
