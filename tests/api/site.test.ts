import { originOf } from "@shared/storefront/hosts";
import { pino } from "pino";
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGES } from "@shared/domain/constants";
import { withBalances } from "../../server/modules/ledger/arithmetic";
import { billingService } from "../../server/modules/billing/service";
import { periodKeyAt } from "@shared/domain/billing";
import { book } from "../../server/modules/ledger/book";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper, stepUpHeaders } from "../helpers/merchant";
import { BRAZIL, BRAZIL_TEMPLATE, DAY, OPERATION, addToCart, liveSite, payOrder, placeOrder, tick } from "../helpers/shop";

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const merchant = () => shopper(api);

/**
 * A describe whose tests move the clock by months gets a database of its own: every live site of the
 * file's other tests would otherwise be billed through each of those months (sites stay live while no
 * activity report proves them inactive, decision 038), which is time spent on sites these tests never read.
 */
function ownDatabase() {
  let shared: TestApi;
  beforeAll(async () => {
    shared = api;
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
    api = shared;
  });
}

async function readSite(token: string, id: number) {
  const { status, body } = await api.call("GET", `/api/site?id=${id}`, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.items[0];
}

describe("the whole path: cart -> order -> payment -> site building -> live -> order completed", () => {
  it("builds the site over SITE_BUILD_SECONDS and completes the order when it goes live", async () => {
    const { token } = await merchant();
    const item = await addToCart(api, token, { colorSchemeId: 3 });
    const created = await api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, agreeTerms: true } });
    const order = created.body.data;
    expect(order.status).toBe(0);

    const { result } = await payOrder(api, token, order.id);
    expect(result.order.status).toBe(1);
    const paidAt = api.clock.now();

    const queued = await readSite(token, result.siteId);
    expect(queued).toMatchObject({
      id: result.siteId,
      orderId: order.id,
      orderNo: order.orderNo,
      siteName: item.siteName,
      status: "queued",
      progress: 0,
      country: { id: BRAZIL, code: "BR" },
      currency: "BRL",
      template: { id: BRAZIL_TEMPLATE },
      colorScheme: { id: 3 },
      domain: `${item.siteName}.casino.localhost`,
      siteUrl: originOf(`${item.siteName}.casino.localhost`, api.config.WEB_URL),
      backofficeUrl: originOf(`admin.${item.siteName}.casino.localhost`, api.config.WEB_URL),
      operationAccount: OPERATION.account,
      buildStartedAt: paidAt.toISOString(),
      estimatedLiveAt: new Date(paidAt.getTime() + 6000).toISOString(),
      launchedAt: null,
      depositBalanceMinor: 0,
      prepaidDepositMinor: 100_000,
      settlementCurrency: "USDT",
      topUpNotice: false,
      ledger: [],
      balanceDays: [],
    });
    expect(JSON.stringify(queued)).not.toMatch(/password|Hash/i);

    // A third of the pace in: the build renders and stores the pages, and the merchant sees it.
    api.clock.advance(2000);
    expect(await tick(api)).toMatchObject({ sitesLaunched: 0 });
    expect(await readSite(token, result.siteId)).toMatchObject({ status: "building", progress: 40 });
    expect(await api.db.storefrontPage.count({ where: { siteId: result.siteId } })).toBeGreaterThan(0);
    // Two thirds: the check has run.
    api.clock.advance(2000);
    await tick(api);
    expect(await readSite(token, result.siteId)).toMatchObject({ status: "building", progress: 80 });
    expect((await api.call("POST", "/api/order/info", { token, body: { id: order.id } })).body.data.status).toBe(1);

    api.clock.advance(2000);
    const report = await tick(api);
    expect(report.sitesLaunched).toBe(1);
    const live = await readSite(token, result.siteId);
    expect(live).toMatchObject({
      status: "live",
      progress: 100,
      launchedAt: new Date(paidAt.getTime() + 6000).toISOString(),
      depositBalanceMinor: 100_000,
      ledger: [{ kind: "prepaid", amountMinor: 100_000, balanceAfterMinor: 100_000, occurredAt: new Date(paidAt.getTime() + 6000).toISOString() }],
      balanceDays: [{ day: new Date(paidAt.getTime() + 6000).toISOString().slice(0, 10), balanceMinor: 100_000 }],
    });
    const completed = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(completed.body.data).toMatchObject({ status: 2, statusName: "completed", siteId: result.siteId });

    // Running the work again changes nothing.
    expect(await tick(api)).toMatchObject({ sitesLaunched: 0 });
    expect((await readSite(token, result.siteId)).ledger).toHaveLength(1);
  });

  it("a site is not live until its build has published it, however long ago it was paid", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const { result } = await payOrder(api, token, order.id);
    api.clock.advance(60_000);
    expect(await readSite(token, result.siteId)).toMatchObject({ status: "queued", progress: 0, depositBalanceMinor: 0 });
    expect((await api.call("GET", "/api/order/list?status=1", { token })).body.data.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    await tick(api);
    expect(await readSite(token, result.siteId)).toMatchObject({ status: "live", progress: 100, depositBalanceMinor: 100_000 });
  });
});

describe("GET /api/site", () => {
  it("shows the site of an order paid on the chain before anyone asked for the payment's result, once the scheduler has read the chain", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id } });
    await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: opened.body.data.id } });
    await tick(api);
    const { body } = await api.call("GET", "/api/site", { token });
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0]).toMatchObject({ orderId: order.id, status: "queued" });
  });

  it("lists only the caller's sites, newest first; another merchant's site answers 404", async () => {
    const owner = await merchant();
    const other = await merchant();
    const first = await liveSite(api, owner.token);
    const second = await liveSite(api, owner.token);
    await liveSite(api, other.token);

    const { body } = await api.call("GET", "/api/site", { token: owner.token });
    expect(body.data.items.map((s: { id: number }) => s.id)).toEqual([second.site.id, first.site.id]);

    const foreign = await api.call("GET", `/api/site?id=${first.site.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeNull();
  });

  it("lists the caller's sites for a picker: name, status and balance as the full list says, without the ledger", async () => {
    const owner = await merchant();
    const other = await merchant();
    const first = await liveSite(api, owner.token);
    const second = await liveSite(api, owner.token);
    const full = (await api.call("GET", "/api/site", { token: owner.token })).body.data;
    const { status, body } = await api.call("GET", "/api/site/choices?pageSize=100", { token: owner.token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: 100 });
    expect(body.data.items).toEqual(
      full.items.map((s: Record<string, unknown>) => ({ id: s.id, siteName: s.siteName, status: s.status, settlementCurrency: s.settlementCurrency, depositBalanceMinor: s.depositBalanceMinor, topUpNotice: s.topUpNotice })),
    );
    expect(body.data.items.map((s: { id: number }) => s.id)).toEqual([second.site.id, first.site.id]);
    expect((await api.call("GET", `/api/site/choices?id=${first.site.id}`, { token: other.token })).status).toBe(404);
    expect((await api.call("GET", "/api/site/choices?pageSize=500", { token: owner.token })).status).toBe(400);
  });

  it("lists nothing for a merchant without sites", async () => {
    const { token } = await merchant();
    expect((await api.call("GET", "/api/site", { token })).body.data).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
    expect((await api.call("GET", "/api/site?id=", { token })).body.data).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it("pages a long list of sites, newest first, with its total", async () => {
    const { token } = await merchant();
    const { site: live } = await liveSite(api, token);
    const template = await api.db.site.findUniqueOrThrow({ where: { id: live.id } });
    const order = await api.db.order.findUniqueOrThrow({ where: { id: template.orderId } });
    const { id: _orderId, orderNo: _orderNo, ...orderFields } = order;
    const { id: _siteId, orderId: _siteOrder, siteName: _name, domain: _domain, ...siteFields } = template;
    // 120 more live sites of this merchant, each with its order and a ledger entry of its own.
    for (let i = 0; i < 120; i++) {
      const copy = await api.db.order.create({ data: { ...orderFields, orderNo: `PAGED${live.id}-${i}` } });
      const site = await api.db.site.create({
        // Its balance is its ledger's sum, as book() keeps every site's.
        data: { ...siteFields, orderId: copy.id, siteName: `paged${live.id}x${i}`, domain: `paged${live.id}x${i}.example`, depositBalanceMinor: 1000 + i, createdAt: new Date(template.createdAt.getTime() - (i + 1) * 60_000) },
      });
      await api.db.depositEntry.create({ data: { siteId: site.id, userId: site.userId, kind: "prepaid", amountMinor: 1000 + i, key: `paged:${site.id}`, occurredAt: site.createdAt, createdAt: site.createdAt } });
    }
    // Unasked, a page holds ten sites, as My sites shows them.
    const unasked = (await api.call("GET", "/api/site", { token })).body.data;
    expect(unasked).toMatchObject({ total: 121, page: 1, pageSize: 10 });
    expect(unasked.items).toHaveLength(10);
    const first = (await api.call("GET", "/api/site?pageSize=100", { token })).body.data;
    expect(first).toMatchObject({ total: 121, page: 1, pageSize: 100 });
    expect(first.items.slice(0, 10).map((s: { id: number }) => s.id)).toEqual(unasked.items.map((s: { id: number }) => s.id));
    expect(first.items[0].id).toBe(live.id);
    const second = (await api.call("GET", "/api/site?page=2&pageSize=100", { token })).body.data;
    expect(second.items).toHaveLength(21);
    // Each site carries its own ledger, not another's.
    const last = second.items[20];
    expect(last.siteName).toBe(`paged${live.id}x119`);
    expect(last.ledger.map((entry: { amountMinor: number }) => entry.amountMinor)).toEqual([1119]);
    expect((await api.call("GET", "/api/site?pageSize=101", { token })).status).toBe(400);
  });

  it.each(["?id=abc", "?id=0", "?id=-4", "?id=1&id=2"])("answers 400 to %s", async (query) => {
    const { token } = await merchant();
    expect((await api.call("GET", `/api/site${query}`, { token })).status).toBe(400);
  });
});

describe("POST /api/site: resetting the operation password", () => {
  it("stores the new password hashed, never returns it", async () => {
    const { token, password } = await merchant();
    const { site } = await liveSite(api, token);
    const headers = await stepUpHeaders(api, token, { password });
    const { status, body } = await api.call("POST", "/api/site", { token, body: { id: site.id, password: "newPass42" }, headers });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, msg: "The operation password has been reset", data: null });
    const stored = await api.db.site.findUniqueOrThrow({ where: { id: site.id } });
    expect(await bcrypt.compare("newPass42", stored.operationPasswordHash)).toBe(true);
    expect(await bcrypt.compare(OPERATION.password, stored.operationPasswordHash)).toBe(false);
  });

  it.each([
    ["too short", "ab1"],
    ["too long", "abcdefgh123"],
    ["with symbols", "pass-word"],
    ["empty", ""],
  ])("refuses a password %s", async (_label, password) => {
    const { token } = await merchant();
    const { status, body } = await api.call("POST", "/api/site", { token, body: { id: 1, password } });
    expect(status).toBe(400);
    expect(body.data.fieldErrors.password).toEqual(["The password must be 6-10 letters and digits"]);
  });

  it("answers 404 for another merchant's site and leaves its password alone", async () => {
    const owner = await merchant();
    const other = await merchant();
    const { site } = await liveSite(api, owner.token);
    const before = (await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).operationPasswordHash;
    // Even with the other merchant's identity confirmed.
    const headers = await stepUpHeaders(api, other.token, { password: other.password });
    const { status } = await api.call("POST", "/api/site", { token: other.token, body: { id: site.id, password: "hijack123" }, headers });
    expect(status).toBe(404);
    expect((await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).operationPasswordHash).toBe(before);
  });

  it.each([
    ["nothing", {}],
    ["wrong types", { id: "x", password: 123456 }],
    ["a huge password", { id: 1, password: "a".repeat(40_000) }],
    ["an array", ["id", 1]],
  ])("answers 400 to %s", async (_label, body) => {
    const { token } = await merchant();
    expect((await api.call("POST", "/api/site", { token, body })).status).toBe(400);
  });

  it("answers 401 without a token", async () => {
    expect((await api.call("GET", "/api/site")).status).toBe(401);
    expect((await api.call("POST", "/api/site", { body: {} })).status).toBe(401);
  });
});

// Each test steps the clock through weeks or months of due work, for every live site the file has
// made (the paging tests' included): tens of seconds on a busy machine (48 s seen for the Elite one).
describe("maintenance billing and the deposit", { timeout: 150_000 }, () => {
  ownDatabase();

  /** Sites whose casinos have players every day: without any for 30 days a site loses its URL. */
  const playing = new Set<number>();

  /** Moves the clock to an exact moment (always forwards in this file); the playing casinos report the day before (break-even: no charges). */
  async function at(iso: string) {
    api.clock.set(new Date(iso));
    const day = periodKeyAt("day", new Date(api.clock.now().getTime() - DAY));
    const billing = billingService({ db: api.db, clock: api.clock, config: api.config, logger: pino({ level: "silent" }) });
    for (const siteId of playing) await billing.recordReport({ siteId, day, wagersMinor: 100, winningsMinor: 100, collectedMinor: 0, payoutCount: 0 }, "provider");
  }

  /** The site's entries of one kind, in the order they happened, with the balance after each. */
  async function entries(siteId: number, kind = "maintenance") {
    const all = await api.db.depositEntry.findMany({ where: { siteId }, orderBy: [{ occurredAt: "asc" }, { id: "asc" }] });
    return withBalances(all).filter((e) => e.kind === kind);
  }

  it("charges a Standard site 33 USDT per closed day, once per day however often the work runs", async () => {
    const m = await merchant();
    const { site } = await liveSite(api, m.token);
    const launchedDay = site.launchedAt.slice(0, 10);

    await tick(api);
    expect(await entries(site.id)).toHaveLength(0);

    api.clock.set(new Date(`${launchedDay}T23:59:59Z`));
    await tick(api);
    expect(await entries(site.id)).toHaveLength(0);

    api.clock.advance(2000);
    await Promise.all([tick(api), tick(api)]);
    await tick(api);
    const charged = await entries(site.id);
    expect(charged.map((e) => [e.reference, e.amountMinor, e.balanceAfterMinor])).toEqual([[launchedDay, -3_300, 96_700]]);
    // Stamped with the period it belongs to (the day's end), not the moment the work ran.
    expect(charged[0].occurredAt.toISOString()).toBe(new Date(Date.parse(`${launchedDay}T00:00:00Z`) + DAY).toISOString());

    api.clock.advance(3 * DAY);
    await tick(api);
    await tick(api);
    expect((await entries(site.id)).map((e) => e.balanceAfterMinor)).toEqual([96_700, 93_400, 90_100, 86_800]);

    const read = await readSite(await m.relogin(), site.id);
    expect(read.depositBalanceMinor).toBe(86_800);
    expect(read.ledger.map((e: { kind: string }) => e.kind)).toEqual(["prepaid", "maintenance", "maintenance", "maintenance", "maintenance"]);
    expect(read.ledger[1].reference).toBe(launchedDay);
  });

  it("charges an Elite site 1000 USDT when its month closes, the first month prorated by the days live", async () => {
    await at("2027-02-10T08:00:00Z");
    const m = await merchant();
    const { site } = await liveSite(api, m.token, { packageId: PACKAGES.elite.id });
    playing.add(site.id);
    await at("2027-02-28T23:00:00Z");
    await tick(api);
    expect(await entries(site.id)).toHaveLength(0);
    await at("2027-03-01T00:00:05Z");
    await tick(api);
    await tick(api);
    // Live from 10 February: 19 of February's 28 days, 678.571… USDT, half up to 678.57.
    expect((await entries(site.id)).map((e) => [e.reference, e.amountMinor, e.balanceAfterMinor])).toEqual([["2027-02", -67_857, 32_143]]);
    await at("2027-04-01T00:00:05Z");
    await tick(api);
    expect((await entries(site.id)).map((e) => [e.reference, e.amountMinor])).toEqual([["2027-02", -67_857], ["2027-03", -100_000]]);
    const read = await readSite(await m.relogin(), site.id);
    expect(read).toMatchObject({ depositBalanceMinor: -67_857, pendingSettlementMinor: 67_857, topUpNotice: true, status: "live" });
  });

  it("gives a top-up notice below 30%, suspends on day 31 at zero, and a top-up brings the site back", async () => {
    await at("2027-04-01T10:00:00Z");
    const m = await merchant();
    const { site } = await liveSite(api, m.token);
    playing.add(site.id);

    // 100000 - 21 x 3300 = 30700: still 30% or more.
    await at("2027-04-22T00:00:01Z");
    await tick(api);
    expect(await readSite(await m.relogin(), site.id)).toMatchObject({ depositBalanceMinor: 30_700, topUpNotice: false });
    // One more day: 27400, below 30%.
    await at("2027-04-23T00:00:01Z");
    await tick(api);
    expect(await readSite(await m.relogin(), site.id)).toMatchObject({ depositBalanceMinor: 27_400, topUpNotice: true });

    // The 31st charge (for 2027-05-01) takes the deposit below zero at 2027-05-02T00:00:01: day 1.
    await at("2027-05-02T00:00:01Z");
    await tick(api);
    expect(await readSite(await m.relogin(), site.id)).toMatchObject({ depositBalanceMinor: -2_300, status: "live" });

    // Day 30 (2027-05-31) still live; day 31 (2027-06-01) suspended.
    await at("2027-05-31T23:00:00Z");
    expect((await tick(api)).sitesSuspended).toBe(0);
    expect((await readSite(await m.relogin(), site.id)).status).toBe("live");
    await at("2027-06-01T00:00:01Z");
    expect((await tick(api)).sitesSuspended).toBe(1);
    const suspended = await readSite(await m.relogin(), site.id);
    expect(suspended.status).toBe("suspended");

    const token = await m.relogin();
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: site.id, amountMinor: 200_000 } });
    await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: opened.body.data.id } });
    await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: opened.body.data.id } });
    const back = await readSite(token, site.id);
    expect(back.status).toBe("live");
    expect(back.depositBalanceMinor).toBe(suspended.depositBalanceMinor + 200_000);
  });

  it("a top-up that leaves the deposit at zero or below does not restart the 30 days", async () => {
    await at("2027-08-01T10:00:00Z");
    const m = await merchant();
    const { site } = await liveSite(api, m.token);
    playing.add(site.id);
    // The 31st charge (for 08-31) is stamped 09-01T00:00: day 1 at zero is 1 September.
    await at("2027-09-02T00:00:01Z");
    await tick(api);
    expect((await readSite(await m.relogin(), site.id)).depositBalanceMinor).toBeLessThanOrEqual(0);

    await at("2027-09-20T12:00:00Z");
    const token = await m.relogin();
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: site.id, amountMinor: 100 } });
    await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: opened.body.data.id } });
    await tick(api);
    const after = await readSite(await m.relogin(), site.id);
    expect(after.depositBalanceMinor).toBeLessThanOrEqual(0);
    expect(after.atZeroSince).toBe("2027-09-01T00:00:00.000Z");

    await at("2027-09-30T23:00:00Z");
    await tick(api);
    expect((await readSite(await m.relogin(), site.id)).status).toBe("live");
    await at("2027-10-01T00:00:01Z");
    await tick(api);
    expect((await readSite(await m.relogin(), site.id)).status).toBe("suspended");
  });
});

// Last in the file: its site's booked history is ahead of the clock, and no billing runs after it.
describe("a site's deposit history in its view", () => {
  ownDatabase();

  it("shows a site's history flat however old it is: a balance a day over the 90 days up to its latest change, and its latest ten changes", async () => {
    const m = await merchant();
    const { site } = await liveSite(api, m.token);
    const launched = Date.parse(`${site.launchedAt.slice(0, 10)}T00:00:00Z`);
    // 150 days of history: a 1 USDT charge every day and a 0.50 USDT fee every tenth day.
    await api.db.$transaction(
      async (tx) => {
        for (let d = 1; d <= 150; d++) {
          const occurredAt = new Date(launched + d * DAY + 3_600_000);
          const entry = { siteId: site.id, reference: periodKeyAt("day", occurredAt), occurredAt, bookedAt: occurredAt };
          await book(tx, { ...entry, kind: "maintenance", amountMinor: -100, key: `history:${site.id}:${d}` });
          if (d % 10 === 0) await book(tx, { ...entry, kind: "royalty", amountMinor: -50, key: `history:${site.id}:${d}:fee` });
        }
      },
      { timeout: 60_000 },
    );
    const balanceAfterDay = (d: number) => 100_000 - 100 * d - 50 * Math.floor(d / 10);
    const dayKey = (d: number) => periodKeyAt("day", new Date(launched + d * DAY));
    // The day after: the read counts the balances back from the site's over its window alone.
    api.clock.set(new Date(launched + 151 * DAY));

    const read = await readSite(await m.relogin(), site.id);
    expect(read.depositBalanceMinor).toBe(balanceAfterDay(150));
    // Days 61-150, after the balance carried in from day 60: one closing balance a day.
    const expected = [60, ...Array.from({ length: 90 }, (_, i) => 61 + i)].map((d) => ({ day: dayKey(d), balanceMinor: balanceAfterDay(d) }));
    expect(read.balanceDays).toEqual(expected);
    // The latest ten changes in full, the last of them the balance now.
    expect(read.ledger.map((e: { kind: string; reference: string; balanceAfterMinor: number }) => [e.kind, e.reference, e.balanceAfterMinor])).toEqual([
      ...Array.from({ length: 9 }, (_, i) => ["maintenance", dayKey(142 + i), balanceAfterDay(142 + i) + (142 + i === 150 ? 50 : 0)]),
      ["royalty", dayKey(150), balanceAfterDay(150)],
    ]);

    // A correction for day 5, booked now, long before the chart's window: every balance after it moves.
    await api.db.$transaction((tx) => book(tx, { siteId: site.id, kind: "adjustment", amountMinor: 500, key: `history:${site.id}:correction`, reference: dayKey(5), occurredAt: new Date(launched + 5 * DAY), bookedAt: new Date(launched + 151 * DAY) }));
    const corrected = await readSite(await m.relogin(), site.id);
    expect(corrected.depositBalanceMinor).toBe(balanceAfterDay(150) + 500);
    expect(corrected.balanceDays).toEqual(expected.map((point) => ({ ...point, balanceMinor: point.balanceMinor + 500 })));
    expect(corrected.ledger.at(-1)).toMatchObject({ balanceAfterMinor: balanceAfterDay(150) + 500 });
  });

  /**
   * Books `entries` for the site, each on day `d` after its launch day (at 01:00 UTC), one of a kind
   * a day, and sets the clock to the day after the last of them.
   */
  async function history(siteId: number, launchedAt: string, entries: { d: number; kind: "maintenance" | "royalty" | "topup" | "adjustment"; amountMinor: number }[]) {
    const launched = Date.parse(`${launchedAt.slice(0, 10)}T00:00:00Z`);
    const after = new Date(launched + (Math.max(...entries.map((entry) => entry.d)) + 1) * DAY);
    if (after > api.clock.now()) api.clock.set(after);
    await api.db.$transaction(
      async (tx) => {
        for (const { d, kind, amountMinor } of entries) {
          const occurredAt = new Date(launched + d * DAY + 3_600_000);
          await book(tx, { siteId, kind, amountMinor, key: `history:${siteId}:${kind}:${d}`, reference: periodKeyAt("day", occurredAt), occurredAt, bookedAt: occurredAt });
        }
      },
      { timeout: 60_000 },
    );
    return (d: number) => periodKeyAt("day", new Date(launched + d * DAY));
  }

  it("counts a deposit's days at zero from before the chart's window, however long ago it reached zero", async () => {
    const m = await merchant();
    const { site } = await liveSite(api, m.token);
    // The prepaid 1,000 USDT used up on day 1, then 1 USDT a day for 119 days more: at zero since day 1.
    const dayKey = await history(site.id, site.launchedAt, [{ d: 1, kind: "maintenance", amountMinor: -100_000 }, ...Array.from({ length: 119 }, (_, i) => ({ d: 2 + i, kind: "maintenance" as const, amountMinor: -100 }))]);

    const read = await readSite(await m.relogin(), site.id);
    expect(read.depositBalanceMinor).toBe(-11_900);
    expect(read.atZeroSince?.slice(0, 10)).toBe(dayKey(1));
    expect(read.suspendFrom?.slice(0, 10)).toBe(dayKey(31));
    // The chart: days 31-120 after the balance carried in from day 30.
    expect(read.balanceDays[0]).toEqual({ day: dayKey(30), balanceMinor: -2_900 });
    expect(read.balanceDays.at(-1)).toEqual({ day: dayKey(120), balanceMinor: -11_900 });
  });

  it("lists the latest ten changes of a site that changes rarely, and counts balances after a change booked late for an old day", async () => {
    const m = await merchant();
    const { site } = await liveSite(api, m.token);
    // A change every 25 days over 300 days: three of them in the 90 days up to the latest.
    const dayKey = await history(site.id, site.launchedAt, Array.from({ length: 12 }, (_, i) => ({ d: 25 * (i + 1), kind: "maintenance" as const, amountMinor: -1_000 })));
    const changes = (read: { ledger: { reference: string; balanceAfterMinor: number }[] }) => read.ledger.map((e) => [e.reference, e.balanceAfterMinor]);

    const read = await readSite(await m.relogin(), site.id);
    expect(changes(read)).toEqual(Array.from({ length: 10 }, (_, i) => [dayKey(25 * (i + 3)), 100_000 - 1_000 * (i + 3)]));
    expect(read.balanceDays).toEqual([
      { day: dayKey(210), balanceMinor: 92_000 },
      ...[225, 250, 275, 300].map((d) => ({ day: dayKey(d), balanceMinor: 100_000 - 1_000 * (d / 25) })),
    ]);

    // A correction for day 5, booked now: every balance after day 5 moves with it.
    await history(site.id, site.launchedAt, [{ d: 5, kind: "adjustment", amountMinor: 500 }]);
    const corrected = await readSite(await m.relogin(), site.id);
    expect(corrected.depositBalanceMinor).toBe(88_500);
    expect(changes(corrected)).toEqual(Array.from({ length: 10 }, (_, i) => [dayKey(25 * (i + 3)), 100_500 - 1_000 * (i + 3)]));
    expect(corrected.balanceDays[0]).toEqual({ day: dayKey(210), balanceMinor: 92_500 });
  });
});
