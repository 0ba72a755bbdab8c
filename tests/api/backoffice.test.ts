import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper, stepUpHeaders } from "../helpers/merchant";
import { DAY, liveSite, OPERATION, payOrder, placeOrder } from "../helpers/shop";

/**
 * A site's back office (decision 049): the operation account set at checkout signs in, a wrong one
 * is refused with one message and a limit, a reset from My sites ends every session and changes
 * which password works, and a back-office token and a merchant's are never taken for each other.
 */
const PROVIDER_KEY = "provider-key-for-tests-0123456789abcdef";
const asProvider = { authorization: `Bearer ${PROVIDER_KEY}` };
const REFUSED = "The operation account or password is not correct.";

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ PROVIDER_API_KEY: PROVIDER_KEY });
});
afterAll(() => api.close());

const signIn = (siteName: string, account: string, password: string) => api.call("POST", "/api/backoffice/session", { body: { siteName, account, password } });
const readSite = (token?: string) => api.call("GET", "/api/backoffice/site", { token });

describe("signing in to a site's back office", () => {
  it("signs the checkout's operation account in and shows the site, its charges and its players' days", async () => {
    const merchant = await shopper(api);
    const { site } = await liveSite(api, merchant.token);
    const report = await api.call("POST", "/api/provider/report", {
      headers: asProvider,
      body: { siteName: site.siteName, day: "2026-11-22", wagersMinor: 500_000, winningsMinor: 420_000, collectedMinor: 10_000, payoutCount: 1, playerCount: 37 },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    api.clock.advance(DAY);

    const session = await signIn(site.siteName, OPERATION.account, OPERATION.password);
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(session.body.data.expiresAt)).toBeGreaterThan(api.clock.now().getTime());

    const { status, body } = await readSite(session.body.data.token);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      siteName: site.siteName,
      status: "live",
      domain: site.domain,
      storefrontUrl: `http://${site.domain}:3000`,
      templateName: site.template.name,
      colorScheme: { name: site.colorScheme.name },
      marketName: site.country.countryNames,
      languages: site.country.languages,
      settlementCurrency: "USDT",
      portal: { sitesUrl: "http://localhost:3000/en/my-site", settlementUrl: `http://localhost:3000/en/settlement?site=${site.id}` },
      activity: [{ day: "2026-11-22", playerCount: 37, wagersMinor: 500_000, ggrMinor: 80_000 }],
    });
    const merchantView = (await api.call("GET", `/api/site?id=${site.id}`, { token: await merchant.relogin() })).body.data.items[0];
    // Read from the portal's own figures: the same balance, charge, days and latest changes.
    expect(body.data.depositBalanceMinor).toBe(merchantView.depositBalanceMinor);
    expect(body.data.dailyChargeMinor).toBe(merchantView.dailyChargeMinor);
    expect(body.data.runwayDays).toBe(merchantView.runwayDays);
    expect(body.data.ledger).toEqual(merchantView.ledger);
    expect(body.data.ledger.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(["prepaid", "royalty"]));
  });

  it("answers in the request's language", async () => {
    const merchant = await shopper(api);
    const { site } = await liveSite(api, merchant.token);
    const { token } = (await signIn(site.siteName, OPERATION.account, OPERATION.password)).body.data;
    const { body } = await api.call("GET", "/api/backoffice/site", { token, headers: { "accept-language": "zh" } });
    expect(body.data.portal.sitesUrl).toBe("http://localhost:3000/zh/my-site");
    const refused = await api.call("POST", "/api/backoffice/session", { body: { siteName: site.siteName, account: "nobody1", password: "wrong123" }, headers: { "accept-language": "zh" } });
    expect(refused.body.msg).toBe("运营账号或密码不正确。");
  });

  it("lets a site still building sign in, and shows it building", async () => {
    const merchant = await shopper(api);
    const order = await placeOrder(api, merchant.token);
    const { result } = await payOrder(api, merchant.token, order.id);
    const siteName = (await api.db.site.findUniqueOrThrow({ where: { id: result.siteId } })).siteName;
    const { token } = (await signIn(siteName, OPERATION.account, OPERATION.password)).body.data;
    const { body } = await readSite(token);
    expect(["queued", "building"]).toContain(body.data.status);
    expect(body.data.activity).toEqual([]);
    expect(body.data.runwayDays).toBeNull();
  });

  it("refuses a wrong password, a wrong account and an unknown or released site alike, never saying which", async () => {
    const merchant = await shopper(api);
    const { site } = await liveSite(api, merchant.token);
    const released = await liveSite(api, merchant.token);
    await api.db.site.update({ where: { id: released.site.id }, data: { status: "released" } });
    const attempts = [
      signIn(site.siteName, OPERATION.account, "wrong1234"),
      signIn(site.siteName, "someone1", OPERATION.password),
      signIn(site.siteName.toUpperCase(), OPERATION.account.toUpperCase(), OPERATION.password),
      signIn("nosuchsite42", OPERATION.account, OPERATION.password),
      signIn(released.site.siteName, OPERATION.account, OPERATION.password),
    ];
    for (const { status, body } of await Promise.all(attempts)) {
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, code: 1620, errorCode: "BACKOFFICE_SIGN_IN_FAILED", msg: REFUSED, data: null });
    }
  });

  it("answers 400 with the fields' messages to a form that is not one, and signs nobody in", async () => {
    for (const body of [{}, { siteName: "x", account: "", password: "" }, { siteName: "a".repeat(31), account: "a".repeat(11), password: "b".repeat(11) }, ["siteName"]]) {
      const answer = await api.call("POST", "/api/backoffice/session", { body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.errorCode).toBe("VALIDATION_FAILED");
    }
    const empty = await api.call("POST", "/api/backoffice/session", { body: { siteName: "lucky", account: " ", password: "" } });
    expect(empty.body.data.fieldErrors).toEqual({ account: ["Account cannot be empty"], password: ["Password cannot be empty"] });
  });

  it("stops a site's failed sign-ins at the limit with 429 and Retry-After, even with the right password", async () => {
    const merchant = await shopper(api);
    const { site } = await liveSite(api, merchant.token);
    const limit = api.config.RATE_LIMIT_LOGIN_PER_15MIN;
    for (let i = 0; i < limit; i++) expect((await signIn(site.siteName, OPERATION.account, `wrong${i}xx`)).status).toBe(401);
    const blocked = await signIn(site.siteName, OPERATION.account, OPERATION.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe("RATE_LIMITED");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another site's back office is not locked by it.
    const other = await liveSite(api, merchant.token);
    expect((await signIn(other.site.siteName, OPERATION.account, OPERATION.password)).status).toBe(200);
  });
});

describe("the back-office session", () => {
  it("ends when the operation password is reset from My sites: the old password refused, the new one accepted", async () => {
    const merchant = await shopper(api);
    const { site } = await liveSite(api, merchant.token);
    const before = (await signIn(site.siteName, OPERATION.account, OPERATION.password)).body.data.token;
    expect((await readSite(before)).status).toBe(200);

    const headers = await stepUpHeaders(api, merchant.token, { password: merchant.password });
    const reset = await api.call("POST", "/api/site", { token: merchant.token, body: { id: site.id, password: "fresh7788" }, headers });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    const ended = await readSite(before);
    expect(ended.status).toBe(401);
    expect(ended.body).toMatchObject({ code: 1621, errorCode: "BACKOFFICE_SESSION_ENDED", msg: "Your back office session has ended. Please sign in again." });
    expect((await signIn(site.siteName, OPERATION.account, OPERATION.password)).body.errorCode).toBe("BACKOFFICE_SIGN_IN_FAILED");
    const after = await signIn(site.siteName, OPERATION.account, "fresh7788");
    expect(after.status).toBe(200);
    expect((await readSite(after.body.data.token)).status).toBe(200);
  });

  it("ends when the token expires and when the site is released", async () => {
    const merchant = await shopper(api);
    const { site } = await liveSite(api, merchant.token);
    const token = (await signIn(site.siteName, OPERATION.account, OPERATION.password)).body.data.token;
    api.clock.advance(8 * 60 * 60_000 + 1000);
    expect((await readSite(token)).body.errorCode).toBe("BACKOFFICE_SESSION_ENDED");
    const fresh = (await signIn(site.siteName, OPERATION.account, OPERATION.password)).body.data.token;
    await api.db.site.update({ where: { id: site.id }, data: { status: "released" } });
    expect((await readSite(fresh)).body.errorCode).toBe("BACKOFFICE_SESSION_ENDED");
  });

  it("is refused without a token or with a forged one", async () => {
    expect((await readSite()).status).toBe(401);
    expect((await readSite("not.a.token")).status).toBe(401);
    const merchant = await shopper(api);
    const { site } = await liveSite(api, merchant.token);
    const token: string = (await signIn(site.siteName, OPERATION.account, OPERATION.password)).body.data.token;
    const [head, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: String(site.id + 1) })).toString("base64url")}.${signature}`;
    expect((await readSite(forged)).status).toBe(401);
  });

  it("never takes a merchant's token for a back-office one, nor a back-office token for a merchant's", async () => {
    const merchant = await shopper(api);
    const { site } = await liveSite(api, merchant.token);
    const backoffice = (await signIn(site.siteName, OPERATION.account, OPERATION.password)).body.data.token;
    expect((await readSite(merchant.token)).body.errorCode).toBe("BACKOFFICE_SESSION_ENDED");
    for (const path of ["/api/user/info", "/api/site", "/api/ledger", "/api/order/list"]) {
      expect((await api.call("GET", path, { token: backoffice })).status, path).toBe(401);
    }
    expect((await api.call("POST", "/api/site", { token: backoffice, body: { id: site.id, password: "hijack12" } })).status).toBe(401);
  });
});
