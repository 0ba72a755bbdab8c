import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { DAY, OPERATION, addToCart, liveSite, tick } from "../helpers/shop";

/**
 * The agreement's actions as the merchant and the provider meet them over HTTP: holds,
 * restriction, reports, disputes, inactivity, and the notices each leaves (stored once, e-mailed
 * once, a banner while urgent).
 */
let api: TestApi;
const KEY = "provider-key-for-tests-0123456789abcdef";
const asProvider = { authorization: `Bearer ${KEY}` };

beforeAll(async () => {
  api = await startApi({ PROVIDER_API_KEY: KEY });
});
afterAll(() => api.close());

const provider = (path: string, body: unknown) => api.call("POST", `/api/provider${path}`, { headers: asProvider, body });

async function notices(token: string) {
  const { status, body } = await api.call("GET", "/api/notice/list", { token });
  expect(status).toBe(200);
  return body.data as { items: { kind: string; active: boolean; params: Record<string, unknown> }[]; active: { kind: string }[]; unread: number };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) as text. */
function decodeWords(header: string): string {
  return header.replace(/\s+/g, " ").replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s?/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
  );
}

async function readSite(token: string, id: number) {
  return (await api.call("GET", `/api/site?id=${id}`, { token })).body.data.items[0];
}

describe("the provider's API", () => {
  it("answers only the provider's key: not a merchant's token, not a wrong key, not none", async () => {
    const m = await shopper(api);
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong-key-wrong-key-wrong-key-000000" }, { authorization: `Bearer ${m.token}` }];
    for (const headers of attempts) {
      const { status, body } = await api.call("GET", "/api/provider/dispute/list", { headers });
      expect(status).toBe(401);
      expect(body.errorCode).toBe("PROVIDER_KEY_INVALID");
    }
    expect((await api.call("GET", "/api/provider/dispute/list", { headers: asProvider })).status).toBe(200);
  });

  it("refuses bad input with a translated 400 and changes nothing", async () => {
    const { status, body } = await api.call("POST", "/api/provider/report", { headers: { ...asProvider, "accept-language": "es" }, body: { siteName: "", day: "yesterday", wagersMinor: -1 } });
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? body.data?.fieldErrors ?? {})).toEqual(expect.arrayContaining(["siteName", "day", "wagersMinor"]));
    expect(await api.db.activityReport.count()).toBe(0);
    // A day that is not on the calendar is not read as another one.
    const feb30 = await api.call("POST", "/api/provider/report", { headers: asProvider, body: { siteName: "x", day: "2026-02-30", wagersMinor: 1, winningsMinor: 0, collectedMinor: 0, payoutCount: 0 } });
    expect(feb30.status).toBe(400);
    expect(Object.keys(feb30.body.data.fieldErrors)).toEqual(["day"]);
  });
});

describe("a fraud hold", () => {
  it("holds a site for 7 days with an urgent notice, which a top-up does not lift, and ends by itself", async () => {
    const m = await shopper(api);
    const { site } = await liveSite(api, m.token);
    const held = await provider("/site/hold", { siteName: site.siteName, reason: "Chargebacks under review" });
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({ status: "held" });
    const until = held.body.data.holdUntil as string;
    expect(Date.parse(until) - api.clock.now().getTime()).toBe(7 * DAY);
    expect(await readSite(m.token, site.id)).toMatchObject({ status: "held", holdUntil: until, holdReason: "Chargebacks under review" });
    expect((await notices(m.token)).active.map((n) => n.kind)).toEqual(["hold-started"]);
    // Holding it twice is a conflict, not a second hold.
    expect((await provider("/site/hold", { siteName: site.siteName, reason: "again" })).status).toBe(409);

    api.clock.advance(7 * DAY - 1000);
    await tick(api);
    expect((await readSite(await m.relogin(), site.id)).status).toBe("held");
    api.clock.advance(2000);
    await tick(api);
    await tick(api);
    const token = await m.relogin();
    expect((await readSite(token, site.id)).status).toBe("live");
    const after = await notices(token);
    expect(after.active).toEqual([]);
    expect(after.items.map((n) => n.kind)).toEqual(["hold-lifted", "hold-started"]);
    // The lift is stamped when the hold ended, not when the job noticed.
    const change = await api.db.statusChange.findFirstOrThrow({ where: { entity: "site", entityId: site.id, toStatus: "live", fromStatus: "held" } });
    expect(change.at.toISOString()).toBe(until);
  });
});

describe("a restricted account", () => {
  it("cannot open new sites until verified, but can still log in and top up", async () => {
    const m = await shopper(api);
    const { site } = await liveSite(api, m.token);
    expect((await provider("/account/restrict", { account: m.account, reason: "Company documents missing" })).body.data).toMatchObject({ status: "restricted" });
    const token = await m.relogin();
    const item = await addToCart(api, token);
    const refused = await api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, agreeTerms: true }, headers: { "accept-language": "de" } });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("ACCOUNT_RESTRICTED");
    expect(await api.db.order.count({ where: { user: { account: m.account } } })).toBe(1);
    const topUp = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: site.id, amountMinor: 10_000 } });
    expect(topUp.status).toBe(200);
    expect((await notices(token)).active.map((n) => n.kind)).toEqual(["restricted"]);

    expect((await provider("/account/verify", { account: m.account })).body.data).toMatchObject({ status: "active" });
    expect((await api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, agreeTerms: true } })).status).toBe(200);
    expect((await notices(token)).active).toEqual([]);
  });
});

describe("reports, disputes and the ledger", () => {
  it("books a reported day once; the merchant disputes a charge within 24 hours; the provider upholds it", async () => {
    const m = await shopper(api);
    const { site } = await liveSite(api, m.token);
    const day = api.clock.now().toISOString().slice(0, 10);
    const report = { siteName: site.siteName, day, wagersMinor: 500_000, winningsMinor: 450_000, collectedMinor: 100_000, payoutCount: 2 };
    expect((await provider("/report", report)).status).toBe(201);
    const again = await provider("/report", report);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe("REPORT_EXISTS");

    const token = await m.relogin();
    const ledger = await api.call("GET", `/api/ledger?siteId=${site.id}&kind=collection_fee`, { token });
    expect(ledger.body.data.items.map((e: { amountMinor: number }) => e.amountMinor)).toEqual([-3_500]);
    const fee = ledger.body.data.items[0];
    expect(fee.disputableUntil).not.toBeNull();

    const raised = await api.call("POST", "/api/ledger/dispute", { token, body: { entryId: fee.id, reason: "We collected less that day" } });
    expect(raised.status).toBe(200);
    expect((await api.call("POST", "/api/ledger/dispute", { token, body: { entryId: fee.id, reason: "again" } })).body.errorCode).toBe("DISPUTE_EXISTS");
    // Someone else's entry does not exist for them.
    const other = await shopper(api);
    expect((await api.call("POST", "/api/ledger/dispute", { token: other.token, body: { entryId: fee.id, reason: "mine?" } })).status).toBe(404);
    // A credit is not a charge.
    const prepaid = (await api.call("GET", `/api/ledger?siteId=${site.id}&kind=prepaid`, { token })).body.data.items[0];
    expect((await api.call("POST", "/api/ledger/dispute", { token, body: { entryId: prepaid.id, reason: "no" } })).body.errorCode).toBe("DISPUTE_NOT_A_CHARGE");

    const before = (await readSite(token, site.id)).depositBalanceMinor;
    const listed = await api.call("GET", "/api/provider/dispute/list?status=open", { headers: asProvider });
    const dispute = listed.body.data.find((d: { entryId: number }) => d.entryId === fee.id);
    expect(dispute).toMatchObject({ account: m.account, amountMinor: -3_500, reason: "We collected less that day" });
    expect((await provider("/dispute/resolve", { id: dispute.id, decision: "upheld", resolution: "Corrected volume" })).status).toBe(200);
    expect((await provider("/dispute/resolve", { id: dispute.id, decision: "rejected", resolution: "twice" })).status).toBe(409);
    expect((await readSite(token, site.id)).depositBalanceMinor).toBe(before + 3_500);
    const adjustment = (await api.call("GET", `/api/ledger?siteId=${site.id}&kind=adjustment`, { token })).body.data.items;
    expect(adjustment.map((e: { amountMinor: number }) => e.amountMinor)).toEqual([3_500]);
    expect((await notices(token)).items.map((n) => n.kind)).toContain("dispute-upheld");
  });

  it("refuses a dispute after 24 hours, quoting the rule, and lets an open one lapse after 15 days", async () => {
    const m = await shopper(api);
    const { site } = await liveSite(api, m.token);
    api.clock.advance(DAY);
    await tick(api);
    const token = await m.relogin();
    const [charge] = (await api.call("GET", `/api/ledger?siteId=${site.id}&kind=maintenance`, { token })).body.data.items;
    expect((await api.call("POST", "/api/ledger/dispute", { token, body: { entryId: charge.id, reason: "Down all day" } })).status).toBe(200);

    api.clock.advance(DAY);
    await tick(api);
    const late = (await api.call("GET", `/api/ledger?siteId=${site.id}&kind=maintenance`, { token: await m.relogin() })).body.data.items;
    const older = late.find((e: { id: number; disputableUntil: string | null }) => e.id !== charge.id && e.disputableUntil !== null);
    api.clock.advance(DAY + 1000);
    const refused = await api.call("POST", "/api/ledger/dispute", { token: await m.relogin(), body: { entryId: older.id, reason: "late" }, headers: { "accept-language": "en" } });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe("DISPUTE_WINDOW_CLOSED");
    expect(refused.body.msg).toMatch(/24/);

    api.clock.advance(13 * DAY);
    await tick(api);
    expect((await api.db.dispute.findFirstOrThrow({ where: { entryId: charge.id } })).status).toBe("lapsed");
    expect((await notices(await m.relogin())).items.map((n) => n.kind)).toContain("dispute-lapsed");
  });

  it("pages and filters the ledger, each row with its site's balance after it", async () => {
    const m = await shopper(api);
    const { site } = await liveSite(api, m.token);
    api.clock.advance(5 * DAY);
    await tick(api);
    const token = await m.relogin();
    const first = (await api.call("GET", `/api/ledger?pageSize=2`, { token })).body.data;
    expect(first.total).toBe(6);
    expect(first.items).toHaveLength(2);
    const all = (await api.call("GET", `/api/ledger?pageSize=100&siteId=${site.id}`, { token })).body.data.items;
    expect(all[0].balanceAfterMinor).toBe((await readSite(token, site.id)).depositBalanceMinor);
    expect(all.at(-1)).toMatchObject({ kind: "prepaid", balanceAfterMinor: 100_000 });
    // A page, or a kind alone, shows the same balances as the whole statement.
    const second = (await api.call("GET", `/api/ledger?pageSize=2&page=2`, { token })).body.data.items;
    expect(second).toEqual(all.slice(2, 4));
    const charges = (await api.call("GET", `/api/ledger?pageSize=100&kind=maintenance`, { token })).body.data;
    expect(charges.items).toEqual(all.filter((entry: { kind: string }) => entry.kind === "maintenance"));
    expect(charges.total).toBe(charges.items.length);
    expect((await api.call("GET", `/api/ledger?kind=bogus`, { token })).status).toBe(400);
  });

  it("gives each row its site's running sum on every page and for every kind, with sites interleaved and a day reported late", async () => {
    const m = await shopper(api);
    const { site: first } = await liveSite(api, m.token);
    const { site: second } = await liveSite(api, await m.relogin());
    api.clock.advance(4 * DAY);
    await tick(api);
    // Reported three days late: its fees are booked after later days' charges but belong before them.
    const lateDay = new Date(api.clock.now().getTime() - 3 * DAY).toISOString().slice(0, 10);
    expect((await provider("/report", { siteName: first.siteName, day: lateDay, wagersMinor: 800_000, winningsMinor: 700_000, collectedMinor: 200_000, payoutCount: 3 })).status).toBe(201);
    const token = await m.relogin();
    type Row = { id: number; siteId: number; kind: string; amountMinor: number; balanceAfterMinor: number; occurredAt: string };
    const read = async (query: string) => (await api.call("GET", `/api/ledger?${query}`, { token })).body.data.items as Row[];
    const all = await read("pageSize=100");
    expect(new Set(all.map((e) => e.siteId))).toEqual(new Set([first.id, second.id]));
    const late = all.filter((e) => e.kind === "collection_fee");
    expect(late).toHaveLength(1);
    expect(all.some((e) => e.id < late[0].id && e.occurredAt > late[0].occurredAt)).toBe(true);
    // Each balance is the sum of its site's entries up to it in the order events happened (then booked).
    const upTo = (e: Row) => all.filter((x) => x.siteId === e.siteId && (x.occurredAt < e.occurredAt || (x.occurredAt === e.occurredAt && x.id <= e.id)));
    for (const e of all) expect(e.balanceAfterMinor).toBe(upTo(e).reduce((sum, x) => sum + x.amountMinor, 0));
    for (const site of [first, second]) expect(all.find((e) => e.siteId === site.id)!.balanceAfterMinor).toBe((await readSite(token, site.id)).depositBalanceMinor);
    // A page, a kind or a site alone shows the rows and balances of the whole statement.
    for (const size of [1, 2, 3]) {
      for (let page = 1; (page - 1) * size < all.length; page++) expect(await read(`pageSize=${size}&page=${page}`)).toEqual(all.slice((page - 1) * size, page * size));
    }
    for (const kind of new Set(all.map((e) => e.kind))) {
      const ofKind = all.filter((e) => e.kind === kind);
      expect(await read(`pageSize=100&kind=${kind}`)).toEqual(ofKind);
      expect(await read(`pageSize=1&page=${ofKind.length}&kind=${kind}`)).toEqual(ofKind.slice(-1));
    }
    for (const site of [first, second]) expect(await read(`pageSize=2&page=2&siteId=${site.id}`)).toEqual(all.filter((e) => e.siteId === site.id).slice(2, 4));
  });
});

describe("notices", () => {
  it("are stored once per event and e-mailed once, in the merchant's language", async () => {
    const m = await shopper(api);
    await api.db.user.update({ where: { account: m.account }, data: { locale: "es" } });
    const { site } = await liveSite(api, m.token);
    const mailsBefore = api.mails().length;
    // Day 22 of Standard: 27400 left, below 30%.
    api.clock.advance(22 * DAY);
    await tick(api);
    await tick(api);
    const token = await m.relogin();
    const list = await notices(token);
    expect(list.items.filter((n) => n.kind === "deposit-low")).toHaveLength(1);
    expect(list.active.map((n) => n.kind)).toEqual(["deposit-low"]);
    expect((await readSite(token, site.id)).topUpNotice).toBe(true);
    const mails = api.mails().slice(mailsBefore).filter((mail) => mail.includes(site.siteName));
    expect(mails).toHaveLength(1);
    // In Spanish: the subject is a MIME encoded word, decoded here.
    const subject = decodeWords(/^Subject: (.*(?:\n .*)*)/m.exec(mails[0])?.[1] ?? "");
    expect(subject).toContain(site.siteName);
    expect(subject).toMatch(/dep[oó]sito|saldo/i);

    expect((await api.call("POST", "/api/notice/read", { token, body: {} })).status).toBe(200);
    expect((await notices(token)).unread).toBe(0);
  });
});

describe("an inactive site", () => {
  /** The provider's feed reports a site's closed days up to yesterday, days without players as zeros. */
  async function feedReports(siteName: string, fromDay: Date, toDay: Date) {
    for (let at = fromDay.getTime(); at <= toDay.getTime(); at += DAY) {
      const day = new Date(at).toISOString().slice(0, 10);
      const { status, body } = await provider("/report", { siteName, day, wagersMinor: 0, winningsMinor: 0, collectedMinor: 0, payoutCount: 0 });
      expect([201, 409], JSON.stringify(body)).toContain(status);
    }
  }

  async function attention(status?: "resolved") {
    const { status: code, body } = await api.call("GET", `/api/provider/attention/list${status ? `?status=${status}` : ""}`, { headers: asProvider });
    expect(code).toBe(200);
    return body.data as { kind: string; subject: string; detail: string; resolvedAt: string | null }[];
  }

  async function topUpOutOfTheWay(siteId: number) {
    // Keep the deposit out of the way: a large top-up.
    await api.db.$transaction(async (tx) => {
      const { book } = await import("../../server/modules/ledger/book");
      await book(tx, { siteId, kind: "topup", amountMinor: 500_000, key: `topup:test:${siteId}`, reference: "test", occurredAt: api.clock.now(), bookedAt: api.clock.now() });
    });
  }

  it("while the activity feed is silent loses nothing, warns nobody, and tells the provider; when reports flow the count goes on", async () => {
    const m = await shopper(api);
    const { site } = await liveSite(api, m.token);
    await topUpOutOfTheWay(site.id);
    const launched = new Date(api.clock.now());
    // 40 days without a single report from the provider's feed.
    for (let day = 0; day < 40; day += 10) {
      api.clock.advance(10 * DAY);
      await tick(api);
    }
    let token = await m.relogin();
    expect(await readSite(token, site.id)).toMatchObject({ status: "live", siteName: site.siteName });
    expect((await notices(token)).items.map((n) => n.kind)).not.toContain("inactive-warning");
    const silent = (await attention()).filter((item) => item.kind === "feed-silent");
    expect(silent).toHaveLength(1);
    expect(silent[0].detail).toMatch(/no site loses its URL/);

    // The feed comes back, reporting the last 40 days at once: the silence is resolved, and the site,
    // proven without players for 40 days, is released.
    await feedReports(site.siteName, new Date(launched.getTime() + DAY), new Date(api.clock.now().getTime() - DAY));
    await tick(api);
    expect((await attention()).filter((item) => item.kind === "feed-silent")).toHaveLength(0);
    expect((await attention("resolved")).some((item) => item.kind === "feed-silent" && item.resolvedAt !== null)).toBe(true);
    token = await m.relogin();
    expect(await readSite(token, site.id)).toMatchObject({ status: "released" });
  });

  it("with the feed reporting every day, is warned 7 days before, and on day 31 without players loses its URL: the name is free again", async () => {
    const m = await shopper(api);
    const { site } = await liveSite(api, m.token);
    await topUpOutOfTheWay(site.id);
    const launched = new Date(api.clock.now());
    api.clock.advance(23 * DAY);
    await feedReports(site.siteName, new Date(launched.getTime() + DAY), new Date(api.clock.now().getTime() - DAY));
    await tick(api);
    expect((await notices(await m.relogin())).active.map((n) => n.kind)).toContain("inactive-warning");
    expect(await readSite(await m.relogin(), site.id)).toMatchObject({ status: "live" });
    api.clock.advance(8 * DAY);
    await feedReports(site.siteName, new Date(launched.getTime() + 23 * DAY), new Date(api.clock.now().getTime() - DAY));
    await tick(api);
    const token = await m.relogin();
    const released = await readSite(token, site.id);
    expect(released).toMatchObject({ status: "released", siteName: site.siteName });
    expect((await notices(token)).items.map((n) => n.kind)).toContain("url-released");
    // Anyone may now take the name.
    const other = await shopper(api);
    await addToCart(api, other.token, { siteName: site.siteName });
  });
});
