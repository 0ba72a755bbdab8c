import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { signedInMerchant, stepUpHeaders } from "../helpers/merchant";

let api: TestApi;
beforeAll(async () => {
  // As behind the web server: the API believes the visitor's address it forwards.
  api = await startApi({ TRUST_PROXY: "loopback" });
});
afterAll(() => api.close());

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_ON_IOS = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
/** The code an authenticator app shows for this secret at the API's (manual) time. */
const codeNow = (secret: string) => generate({ secret, epoch: api.clock.now().getTime() / 1000 });

const from = (address: string, userAgent: string) => ({ "X-Forwarded-For": address, "User-Agent": userAgent });

async function log(token: string, query = "") {
  const { status, body } = await api.call("GET", `/api/user/security-log${query}`, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe("security log", () => {
  it("records sign-ins and failed sign-ins with the address and the device, newest first", async () => {
    const merchant = await signedInMerchant(api);
    const failed = await api.call("POST", "/api/login/authorize", {
      body: { account: merchant.account, password: "not-the-password" },
      headers: from("198.51.100.7", SAFARI_ON_IOS),
    });
    expect(failed.status).toBe(401);
    const login = await api.call("POST", "/api/login/authorize", {
      body: { account: merchant.account, password: merchant.password },
      headers: from("203.0.113.9", FIREFOX_ON_WINDOWS),
    });
    const page = await log(login.body.data.accessToken);
    expect(page.items.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: "sign-in", ip: "203.0.113.9", browser: "Firefox", system: "Windows", userAgent: FIREFOX_ON_WINDOWS }),
      expect.objectContaining({ kind: "sign-in-failed", ip: "198.51.100.7", browser: "Safari", system: "iOS" }),
    ]);
    expect(page.items[0].at).toBe(api.clock.now().toISOString());
    expect(page.items.at(-1).kind).toBe("sign-in");
    expect(page.total).toBe(3);
  });

  it("records password changes and resets, e-mail changes and verification, the authenticator set up and turned off", async () => {
    const merchant = await signedInMerchant(api);
    const token = merchant.accessToken;
    const headers = from("192.0.2.44", FIREFOX_ON_WINDOWS);
    expect((await api.call("POST", "/api/user/password", { token, headers, body: { oldPassword: merchant.password, newPassword: "Otter-Bay-31", confirmPassword: "Otter-Bay-31" } })).status).toBe(200);

    const newEmail = `log-${merchant.account}@example.com`;
    const stepUp = await stepUpHeaders(api, token, { password: "Otter-Bay-31" });
    expect((await api.call("POST", "/api/user/alter-email", { token, headers: { ...headers, ...stepUp }, body: { newEmail } })).status).toBe(200);
    const mail = api.mails().filter((m) => m.includes(`To: ${newEmail}`)).at(-1)!;
    const code = /\b(\d{6})\b/.exec(mail.split("\n\n").slice(1).join("\n"))![1];
    expect((await api.call("POST", "/api/user/verify-email", { token, headers, body: { code } })).status).toBe(200);

    const key = await api.call("GET", "/api/user/get-code", { token, headers: await stepUpHeaders(api, token, { password: "Otter-Bay-31" }) });
    expect((await api.call("GET", `/api/user/binding?PIN=${await codeNow(key.body.data.secret)}`, { token, headers })).status).toBe(200);
    api.clock.advance(30_000);
    expect((await api.call("GET", `/api/user/unbinding?PIN=${await codeNow(key.body.data.secret)}`, { token, headers })).status).toBe(200);

    await api.call("POST", "/api/login/forgot-password", { body: { account: merchant.account } });
    const resetMail = api.mails().filter((m) => m.includes(`To: ${newEmail}`)).at(-1)!;
    const resetCode = /\b(\d{6})\b/.exec(resetMail.split("\n\n").slice(1).join("\n"))![1];
    expect((await api.call("POST", "/api/login/reset-password", { headers, body: { account: merchant.account, code: resetCode, newPassword: "Marten-Hill-52", confirmPassword: "Marten-Hill-52" } })).status).toBe(200);

    const relogin = await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: "Marten-Hill-52" } });
    const page = await log(relogin.body.data.accessToken);
    expect(page.items.map((item: { kind: string }) => item.kind)).toEqual([
      "sign-in",
      "password-reset",
      "authenticator-removed",
      "authenticator-set-up",
      "email-verified",
      "email-changed",
      "password-changed",
      "sign-in",
    ]);
    expect(page.items.slice(1, 7).every((item: { ip: string }) => item.ip === "192.0.2.44")).toBe(true);
  });

  it("shows only the caller's own events, a page at a time", async () => {
    const first = await signedInMerchant(api);
    const second = await signedInMerchant(api);
    for (let i = 0; i < 3; i++) await api.call("POST", "/api/login/authorize", { body: { account: second.account, password: "wrong-password" } });
    const mine = await log(first.accessToken);
    expect(mine.total).toBe(1);
    expect(await api.db.securityEvent.count({ where: { user: { account: second.account } } })).toBe(4);

    const paged = await log(second.accessToken, "?page=2&pageSize=3");
    expect(paged).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(paged.items).toHaveLength(1);
    expect(paged.items[0].kind).toBe("sign-in");
    const bad = await api.call("GET", "/api/user/security-log?pageSize=1000", { token: second.accessToken });
    expect(bad.status).toBe(400);
    expect((await api.call("GET", "/api/user/security-log")).status).toBe(401);
  });

  it("records nothing for a sign-in to an account that does not exist", async () => {
    const before = await api.db.securityEvent.count();
    await api.call("POST", "/api/login/authorize", { body: { account: "nobody-at-all", password: "whatever1" } });
    expect(await api.db.securityEvent.count()).toBe(before);
  });
});
