import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { periodKeyAt } from "@shared/domain/billing";
import { cartStatus } from "@shared/domain/cart-status";
import { PACKAGES } from "@shared/domain/constants";
import { type Change, changeFeed } from "../../server/db/cache/change-feed";
import { simulatorChain } from "../../server/chain/simulator";
import { openDatabase } from "../../server/db";
import { startApi, type TestApi } from "../helpers/api-server";
import { loginMerchant, signedInMerchant } from "../helpers/merchant";
import { DAY, MINUTE, addToCart, liveSite, placeOrder, tick, uniqueSiteName } from "../helpers/shop";

// The hot reads are served from memory (decision 025). What a client must never notice: an answer
// older than a change it was told about. Every test here reads first, so the value is in memory,
// then changes it, then reads again at once.

let api: TestApi;
const PROVIDER_KEY = "provider-key-for-tests-0123456789abcdef";
beforeAll(async () => {
  api = await startApi({ PROVIDER_API_KEY: PROVIDER_KEY });
});
afterAll(() => api.close());

const readInfo = (token: string) => api.call("GET", "/api/user/info", { token });

describe("sessions and accounts kept in memory", () => {
  it("refuses a superseded session's token at once, though it was just served", async () => {
    const merchant = await signedInMerchant(api);
    for (let i = 0; i < 3; i++) expect((await readInfo(merchant.accessToken)).status).toBe(200);
    await loginMerchant(api, merchant);
    const { status, body } = await readInfo(merchant.accessToken);
    expect(status).toBe(422);
    expect(body).toMatchObject({ errorCode: "ACCOUNT_LOGGED_IN_ELSEWHERE" });
  });

  it("refuses a logged-out token at once", async () => {
    const merchant = await signedInMerchant(api);
    expect((await readInfo(merchant.accessToken)).status).toBe(200);
    expect((await api.call("POST", "/api/login/logout", { token: merchant.accessToken, body: {} })).status).toBe(200);
    expect((await readInfo(merchant.accessToken)).status).toBe(401);
  });

  it("shows a saved profile on the next read", async () => {
    const merchant = await signedInMerchant(api);
    expect((await readInfo(merchant.accessToken)).body.data.nickname).toBe("");
    const save = await api.call("POST", "/api/user/save", { token: merchant.accessToken, body: { nickname: "Night owl" } });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    expect((await readInfo(merchant.accessToken)).body.data.nickname).toBe("Night owl");
  });
});

describe("an order list kept between reads", () => {
  it("still shows an order placed after the list was read, and timed out once its window passes", async () => {
    const merchant = await signedInMerchant(api);
    const token = merchant.accessToken;
    // The list is read, and kept.
    expect((await api.call("GET", "/api/order/list", { token })).body.data.total).toBe(0);
    const order = await placeOrder(api, token);
    expect((await api.call("GET", "/api/order/list", { token })).body.data.items[0]).toMatchObject({ id: order.id, status: 0 });
    api.clock.advance(31 * MINUTE);
    // Past the access token's life too: a new login, which is no change to the orders.
    const { accessToken: later } = await loginMerchant(api, merchant);
    const { body } = await api.call("GET", "/api/order/list", { token: later });
    expect(body.data.items[0]).toMatchObject({ id: order.id, status: 4, statusName: "timedOut" });
  });
});

// Several API processes on one PostgreSQL database: each keeps its own memory, and hears the others' writes.
describe.skipIf(!process.env.TEST_POSTGRES_URL)("on PostgreSQL, with a second API on the same database", () => {
  let other: TestApi;
  beforeAll(async () => {
    other = await startApi({ DATABASE_URL: api.config.DATABASE_URL });
  });
  afterAll(() => other.close({ keepDatabase: true }));

  const until = async (check: () => Promise<boolean>) => {
    // NOTIFY travels on its own connection: it arrives within milliseconds, not always before the next request.
    for (let i = 0; i < 25 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  it("refuses on one API a session superseded through the other", async () => {
    const merchant = await signedInMerchant(api);
    expect((await readInfo(merchant.accessToken)).status).toBe(200);
    expect((await other.call("GET", "/api/user/info", { token: merchant.accessToken })).status).toBe(200);
    await loginMerchant(other, merchant);
    expect(await until(async () => (await readInfo(merchant.accessToken)).status === 422)).toBe(true);
  });

  it("shows on one API a profile saved through the other", async () => {
    const merchant = await signedInMerchant(api);
    expect((await readInfo(merchant.accessToken)).body.data.nickname).toBe("");
    expect((await other.call("POST", "/api/user/save", { token: merchant.accessToken, body: { nickname: "Two doors" } })).status).toBe(200);
    expect(await until(async () => (await readInfo(merchant.accessToken)).body.data.nickname === "Two doors")).toBe(true);
  });

  it("every table of the schema tells the other processes when it is written", async () => {
    const models = [...fs.readFileSync("prisma/schema.prisma", "utf8").matchAll(/^model (\w+) \{/gm)].map((m) => m[1]);
    const rows = await api.db.$queryRaw<{ table: string }[]>`SELECT c.relname::text AS "table" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname::text = c.relname::text || '_changes'`;
    const watched = new Set(rows.map((row) => row.table));
    expect(models.filter((model) => !watched.has(model))).toEqual([]);
  });
});

// On SQLite a tester's command writes from its own connection, which no cache hears; reads never look
// at the chain (decision 039): the scheduler's run settles the transfer, through the API's own connection.
describe.skipIf(process.env.TEST_POSTGRES_URL)("a transfer recorded behind the API's back", () => {
  it("shows on the payment view's next read of the order once the scheduler has run, though the order was just read and kept", async () => {
    const merchant = await signedInMerchant(api);
    const token = merchant.accessToken;
    const order = await placeOrder(api, token);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id, network: "TRC20" } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const info = async () => (await api.call("POST", "/api/order/info", { token, body: { id: order.id } })).body.data;
    for (let i = 0; i < 2; i++) expect(await info()).toMatchObject({ status: 0, paidMinor: 0 });
    // What `npm run chain:transfer` does, on a connection of its own.
    const tester = await openDatabase(api.config.DATABASE_URL);
    await simulatorChain({ db: tester, clock: api.clock }).recordTransfer({ network: "TRC20", toAddress: opened.body.data.address, amountMinor: order.amountMinor });
    await tester.$disconnect();
    await tick(api);
    expect(await info()).toMatchObject({ status: 1, paidMinor: order.amountMinor });
  });

  it("shows on the next read of the payment list (the settlement page's top-up view) once the scheduler has run", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    const { site } = await liveSite(api, token);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: site.id, amountMinor: 30_000 } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const topUp = async () => (await api.call("GET", "/api/pay/list?purpose=topup", { token })).body.data.items[0];
    for (let i = 0; i < 2; i++) expect(await topUp()).toMatchObject({ id: opened.body.data.id, status: "pending" });
    const tester = await openDatabase(api.config.DATABASE_URL);
    await simulatorChain({ db: tester, clock: api.clock }).recordTransfer({ network: "TRC20", toAddress: opened.body.data.address, amountMinor: 30_000 });
    await tester.$disconnect();
    await tick(api);
    expect(await topUp()).toMatchObject({ id: opened.body.data.id, status: "confirmed" });
  });
});

// What each commit tells the caches (decision 025): whose rows it wrote, from the triggers' notes,
// so that a cache kept by merchant drops only theirs. On both databases.
describe("what a write tells the caches", () => {
  const heard = (run: () => Promise<unknown>) => async () => {
    const changes: Change[] = [];
    const stop = changeFeed(api.db).subscribe((change) => changes.push(change === "all" ? change : Object.fromEntries(Object.entries(change).map(([table, whose]) => [table, whose === "any" ? whose : [...whose].sort((a, b) => a - b)]))));
    try {
      await run();
    } finally {
      stop();
    }
    return changes;
  };
  const merchantWithOrder = async () => {
    const merchant = await signedInMerchant(api);
    const order = await placeOrder(api, merchant.accessToken);
    const { id } = await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } });
    return { id, order };
  };

  it("names every merchant whose rows one statement wrote, and only them", async () => {
    const [a, b] = [await merchantWithOrder(), await merchantWithOrder()];
    await merchantWithOrder();
    const changes = await heard(() => api.db.order.updateMany({ where: { id: { in: [a.order.id, b.order.id] } }, data: { nickname: "both" } }))();
    // PostgreSQL's NOTIFY comes back to this process too, a merchant at a time, before or after the commit's own word.
    expect(changes).toContainEqual({ Order: [a.id, b.id].sort((x, y) => x - y) });
  });

  it("names a transaction's merchants by table, a cascade's rows included, and nothing for a rollback", async () => {
    const a = await merchantWithOrder();
    const b = await merchantWithOrder();
    const changes = await heard(() =>
      api.db.$transaction(async (tx) => {
        await tx.user.update({ where: { id: a.id }, data: { nickname: "a" } });
        await tx.order.update({ where: { id: b.order.id }, data: { nickname: "b" } });
        // An account deleted takes its orders, sessions and the rest with it (ON DELETE CASCADE).
        await tx.user.delete({ where: { id: b.id } });
      }),
    )();
    expect(changes).toContainEqual(expect.objectContaining({ User: [a.id, b.id], Order: [b.id], Session: [b.id] }));
    // PostgreSQL's notices of that commit are still arriving for a moment.
    if (process.env.TEST_POSTGRES_URL) await new Promise((resolve) => setTimeout(resolve, 300));
    const rolledBack = await heard(() =>
      api.db
        .$transaction(async (tx) => {
          await tx.order.update({ where: { id: a.order.id }, data: { nickname: "never" } });
          throw new Error("rolled back");
        })
        .catch(() => {}),
    )();
    expect(rolledBack).toEqual([]);
  });

  it("names the merchant of a row an upsert updated (an upsert's conflict clause reaches the triggers on SQLite)", async () => {
    const a = await merchantWithOrder();
    const notice = { userId: a.id, kind: "hold-started", key: `upsert-${a.id}`, occurredAt: new Date() };
    await api.db.notice.create({ data: notice });
    const changes = await heard(() => api.db.notice.upsert({ where: { key: notice.key }, create: notice, update: { readAt: new Date() } }))();
    expect(changes).toContainEqual({ Notice: [a.id] });
    expect((await api.db.notice.findUniqueOrThrow({ where: { key: notice.key } })).readAt).not.toBeNull();
  });

  it("names no merchant for a statement that matched no row, and 'any' for a table without merchants", async () => {
    const changes = await heard(async () => {
      await api.db.order.updateMany({ where: { id: -1 }, data: { nickname: "nobody" } });
      await api.db.contactMessage.create({ data: { name: "n", contact: "n@example.com" } });
    })();
    expect(changes).toContainEqual({ Order: [] });
    expect(changes).toContainEqual({ ContactMessage: "any" });
  });
});

// On SQLite a second connection to the file writes behind the API's back (on PostgreSQL every connection is heard).
describe.skipIf(process.env.TEST_POSTGRES_URL)("what other merchants' writes leave in memory", () => {
  it("keeps a merchant's pages through other merchants' logins and orders, not through a write to their own rows", async () => {
    const reader = await signedInMerchant(api);
    const other = await signedInMerchant(api);
    const order = await placeOrder(api, reader.accessToken);
    const othersOrder = await placeOrder(api, other.accessToken);
    const nickname = async () => (await api.call("GET", "/api/order/list?page=1&pageSize=10", { token: reader.accessToken })).body.data.items[0].nickname;
    const before = await nickname();
    const behind = await openDatabase(api.config.DATABASE_URL);
    await behind.order.update({ where: { id: order.id }, data: { nickname: "changed behind" } });
    await behind.$disconnect();
    // The other merchant logs in in another language (their account is written) and cancels an order:
    // the reader's kept page stays (for its 2 s).
    const spanish = await api.call("POST", "/api/login/authorize", { headers: { "accept-language": "es" }, body: { account: other.account, password: other.password } });
    expect(spanish.status).toBe(200);
    expect((await api.db.user.findUniqueOrThrow({ where: { account: other.account } })).locale).toBe("es");
    const cancelled = await api.call("POST", "/api/order/edit", { token: spanish.body.data.accessToken, body: { id: othersOrder.id, status: 5 } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await nickname()).toBe(before);
    // The reader saves their profile: their account is written, their kept pages go, and the change shows.
    expect((await api.call("POST", "/api/user/save", { token: reader.accessToken, body: { nickname: "Reader" } })).status).toBe(200);
    expect(await nickname()).toBe("changed behind");
  });
});

describe("pages of a merchant's lists kept in memory", () => {
  it("shows an order cancelled just after its list page was served", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    const order = await placeOrder(api, token);
    for (let i = 0; i < 2; i++) expect((await api.call("GET", "/api/order/list?page=1&pageSize=10", { token })).body.data.items[0]).toMatchObject({ id: order.id, status: 0 });
    expect((await api.call("POST", "/api/order/edit", { token, body: { id: order.id, status: 5 } })).status).toBe(200);
    const { body } = await api.call("GET", "/api/order/list?page=1&pageSize=10", { token });
    expect(body.data.items[0]).toMatchObject({ id: order.id, status: 5 });
  });

  it("counts an order placed after the list was read in the total of every page, read before or not", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    const first = await placeOrder(api, token);
    const page = async (n: number) => (await api.call("GET", `/api/order/list?page=${n}&pageSize=1`, { token })).body.data;
    for (let i = 0; i < 2; i++) expect(await page(1)).toMatchObject({ total: 1, items: [{ id: first.id }] });
    const second = await placeOrder(api, token);
    expect(await page(2)).toMatchObject({ total: 2, items: [{ id: first.id }] });
    expect(await page(1)).toMatchObject({ total: 2, items: [{ id: second.id }] });
  });

  it("shows the provider's hold on a site just after the merchant's site list was served", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    const { site } = await liveSite(api, token);
    for (let i = 0; i < 2; i++) expect((await api.call("GET", "/api/site", { token })).body.data.items[0]).toMatchObject({ id: site.id, holdUntil: null });
    const hold = await api.call("POST", "/api/provider/site/hold", { headers: { authorization: `Bearer ${PROVIDER_KEY}` }, body: { siteName: site.siteName, reason: "Chargeback review" } });
    expect(hold.status, JSON.stringify(hold.body)).toBe(200);
    const { body } = await api.call("GET", "/api/site", { token });
    expect(body.data.items[0]).toMatchObject({ id: site.id, holdReason: "Chargeback review" });
    expect(body.data.items[0].holdUntil).not.toBeNull();
  });

  it("counts a pending order's seconds down on a kept page of orders, with nothing written between the reads", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    const order = await placeOrder(api, token);
    const seconds = async () => (await api.call("GET", "/api/order/list", { token })).body.data.items.find((o: { id: number }) => o.id === order.id).remainingSeconds;
    expect(await seconds()).toBe(1800);
    expect(await seconds()).toBe(1800);
    // Rounded up: a second and a half on, a whole 1,798 seconds and a half are left.
    api.clock.advance(1_500);
    expect(await seconds()).toBe(1799);
    api.clock.advance(499);
    expect(await seconds()).toBe(1799);
    api.clock.advance(1);
    expect(await seconds()).toBe(1798);
  });

  it("answers a kept page of sites alike, until a fee in it leaves its 30 days: then the daily charge drops without any write", async () => {
    const merchant = await signedInMerchant(api);
    const { site } = await liveSite(api, merchant.accessToken);
    const report = await api.call("POST", "/api/provider/report", {
      headers: { authorization: `Bearer ${PROVIDER_KEY}` },
      body: { siteName: site.siteName, day: periodKeyAt("day", api.clock.now()), wagersMinor: 1_000_000, winningsMinor: 900_000, collectedMinor: 0, payoutCount: 0 },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const sites = async (token: string) => {
      const { status, body, headers } = await api.call("GET", "/api/site", { token });
      expect(status).toBe(200);
      expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
      return body.data.items;
    };
    const [booked] = await sites(merchant.accessToken);
    const fee = booked.ledger.find((entry: { kind: string }) => entry.kind === "royalty");
    // A minute before the fee is 30 days old (a new login: the old token has run out).
    api.clock.set(new Date(Date.parse(fee.occurredAt) + 30 * DAY - MINUTE));
    const { accessToken } = await loginMerchant(api, merchant);
    const first = await sites(accessToken);
    expect(await sites(accessToken)).toEqual(first);
    // 10 % of 1,000 USDT won by the casino, averaged over 30 days, on top of the day's maintenance.
    expect(first[0].dailyChargeMinor).toBe(PACKAGES.standard.maintenanceFeeMinor + Math.round(10_000 / 30));
    // Two minutes on, nothing written since (the scheduler does not run here): the fee is out.
    api.clock.advance(2 * MINUTE);
    const [later] = await sites(accessToken);
    expect(later).toMatchObject({ id: site.id, depositBalanceMinor: first[0].depositBalanceMinor, dailyChargeMinor: PACKAGES.standard.maintenanceFeeMinor });
  });

  it("shows a day's charge on the statement page read just before it was booked, with the balance after it", async () => {
    const merchant = await signedInMerchant(api);
    const { site } = await liveSite(api, merchant.accessToken);
    const statement = async (token: string) => (await api.call("GET", "/api/ledger?page=1&pageSize=20", { token })).body.data;
    for (let i = 0; i < 2; i++) expect((await statement(merchant.accessToken)).items.map((e: { kind: string }) => e.kind)).toEqual(["prepaid"]);
    api.clock.advance(DAY);
    await tick(api);
    const { accessToken } = await loginMerchant(api, merchant);
    const { items, total } = await statement(accessToken);
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({ kind: "maintenance", siteId: site.id });
    expect(items[0].balanceAfterMinor).toBe(items[1].balanceAfterMinor + items[0].amountMinor);
  });

  it("shows a new notice in the header at once, and drops the unread count as soon as it is read", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    const { site } = await liveSite(api, token);
    const alerts = async () => (await api.call("GET", "/api/user/frame", { token })).body.data.alerts;
    for (let i = 0; i < 2; i++) expect(await alerts()).toMatchObject({ unread: 0, active: [] });
    const hold = await api.call("POST", "/api/provider/site/hold", { headers: { authorization: `Bearer ${PROVIDER_KEY}` }, body: { siteName: site.siteName, reason: "Chargeback review" } });
    expect(hold.status).toBe(200);
    const held = await alerts();
    expect(held.unread).toBe(1);
    expect(held.active.map((n: { kind: string }) => n.kind)).toEqual(["hold-started"]);
    expect((await api.call("POST", "/api/notice/read", { token, body: {} })).status).toBe(200);
    expect((await alerts()).unread).toBe(0);
  });

  it("reads a cart item as taken as soon as another merchant orders its name, and as free once that order's payment window closes", async () => {
    const a = await signedInMerchant(api);
    const b = await signedInMerchant(api);
    const siteName = uniqueSiteName();
    await addToCart(api, a.accessToken, { siteName });
    const cart = async (token: string) => (await api.call("GET", "/api/cart/list", { token })).body.data.items[0];
    for (let i = 0; i < 2; i++) expect(await cart(a.accessToken)).toMatchObject({ siteName, status: cartStatus.valid, invalidReason: null });
    await placeOrder(api, b.accessToken, { siteName });
    expect(await cart(a.accessToken)).toMatchObject({ siteName, status: cartStatus.invalid, invalidReason: "siteNameTaken" });
    // No write follows: the reservation lapses with the clock alone.
    api.clock.advance(api.config.PAYMENT_WINDOW_MINUTES * MINUTE + 1_000);
    const { accessToken } = await loginMerchant(api, a);
    expect(await cart(accessToken)).toMatchObject({ siteName, status: cartStatus.valid, invalidReason: null });
  });

  it("keeps one merchant's page from another's", async () => {
    const a = await signedInMerchant(api);
    const b = await signedInMerchant(api);
    const order = await placeOrder(api, a.accessToken);
    expect((await api.call("GET", "/api/order/list?page=1&pageSize=10", { token: a.accessToken })).body.data.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await api.call("GET", "/api/order/list?page=1&pageSize=10", { token: b.accessToken })).body.data).toMatchObject({ items: [], total: 0 });
  });
});
