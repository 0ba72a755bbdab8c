import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { loginMerchant, shopper, STEP_UP_HEADER, stepUpHeaders } from "../helpers/merchant";
import { liveSite, OPERATION } from "../helpers/shop";

/**
 * Step-up (POST /api/user/confirm-identity and the X-Step-Up-Token header): changing the e-mail and
 * binding a first authenticator (without a bound one), and resetting a site's operation password
 * (always) need a fresh proof of identity from the same session.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const TOTP_STEP_MS = 30_000;
const STEP_UP_TTL_MS = 300_000;
const STEP_UP_REQUIRED_EN = "Please confirm it is you first. Enter your account password, or your Google Authenticator code if you use one.";
const PASSWORD_INCORRECT_EN = "The current password is incorrect";

type Merchant = Awaited<ReturnType<typeof shopper>>;

/** The code an authenticator app shows for this secret at the API's (manual) time. */
function codeNow(secret: string, on: TestApi = api): Promise<string> {
  return generate({ secret, epoch: on.clock.now().getTime() / 1000 });
}

async function wrongCode(secret: string): Promise<string> {
  return (await codeNow(secret)) === "000000" ? "111111" : "000000";
}

function confirmIdentity(token: string, body: unknown, headers?: Record<string, string>, on: TestApi = api) {
  return on.call("POST", "/api/user/confirm-identity", { token, body, headers });
}

async function userRow(m: Merchant) {
  return api.db.user.findUniqueOrThrow({ where: { account: m.account } });
}

/**
 * A sensitive operation: `prepare` gives it what it needs (a site), `send` makes a change (a new
 * value each time), `state` reads what the change would touch, and `changed` tells that it took.
 */
type Operation = {
  name: string;
  prepare: (m: Merchant) => Promise<{ siteId?: number }>;
  send: (m: Merchant, ctx: { siteId?: number }, token: string, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
  state: (m: Merchant, ctx: { siteId?: number }) => Promise<unknown>;
};

const operations: Operation[] = [
  {
    name: "POST /api/user/alter-email",
    prepare: async () => ({}),
    send: (_m, _ctx, token, headers) => api.call("POST", "/api/user/alter-email", { token, headers, body: { newEmail: `n${randomUUID().slice(0, 8)}@example.org` } }),
    state: async (m) => (await userRow(m)).email,
  },
  {
    name: "GET /api/user/get-code",
    prepare: async () => ({}),
    send: (_m, _ctx, token, headers) => api.call("GET", "/api/user/get-code", { token, headers }),
    state: async (m) => {
      const { totpPendingSecret, totpSecret } = await userRow(m);
      return { totpPendingSecret, totpSecret };
    },
  },
  {
    name: "POST /api/site",
    prepare: async (m) => ({ siteId: (await liveSite(api, m.token)).site.id }),
    send: (_m, ctx, token, headers) => api.call("POST", "/api/site", { token, headers, body: { id: ctx.siteId, password: `p${randomUUID().slice(0, 8)}` } }),
    state: async (_m, ctx) => (await api.db.site.findUniqueOrThrow({ where: { id: ctx.siteId! } })).operationPasswordHash,
  },
];

function expectStepUpRequired(response: { status: number; body: any }) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body).toMatchObject({ success: false, code: 1512, errorCode: "STEP_UP_REQUIRED", data: null });
}

describe.each(operations)("$name", (op) => {
  it("is refused with 400 STEP_UP_REQUIRED without a valid step-up token and changes nothing", async () => {
    const m = await shopper(api);
    const ctx = await op.prepare(m);
    const before = await op.state(m, ctx);

    const without = await op.send(m, ctx, m.token);
    expectStepUpRequired(without);
    expect(without.body.msg).toBe(STEP_UP_REQUIRED_EN);
    expect(await op.state(m, ctx)).toEqual(before);

    const zh = await op.send(m, ctx, m.token, { "accept-language": "zh" });
    expectStepUpRequired(zh);
    expect(zh.body.msg).toEqual(expect.any(String));
    expect(zh.body.msg).not.toBe(STEP_UP_REQUIRED_EN);
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);

    for (const bogus of ["", "not-a-token", m.token, m.refreshToken]) {
      expectStepUpRequired(await op.send(m, ctx, m.token, { [STEP_UP_HEADER]: bogus }));
    }
    expect(await op.state(m, ctx)).toEqual(before);
    if (op.name === "GET /api/user/get-code") {
      expect(before).toEqual({ totpPendingSecret: null, totpSecret: null });
      expect((await api.call("GET", "/api/user/pending-code", { token: m.token })).body.errorCode).toBe("AUTHENTICATOR_KEY_MISSING");
    }
    if (op.name === "POST /api/user/alter-email") {
      expect((await api.call("GET", "/api/user/info", { token: m.token })).body.data.email).toBe(m.email);
    }

    const done = await op.send(m, ctx, m.token, await stepUpHeaders(api, m.token, { password: m.password }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await op.state(m, ctx)).not.toEqual(before);
  });

  it("refuses a step-up token of another merchant's session", async () => {
    const victim = await shopper(api);
    const attacker = await shopper(api);
    const ctx = await op.prepare(victim);
    const before = await op.state(victim, ctx);

    const attackersToken = await stepUpHeaders(api, attacker.token, { password: attacker.password });
    expectStepUpRequired(await op.send(victim, ctx, victim.token, attackersToken));
    expect(await op.state(victim, ctx)).toEqual(before);
  });

  it("refuses a step-up token of an earlier session of the same merchant after a new login", async () => {
    const m = await shopper(api);
    const ctx = await op.prepare(m);
    const earlier = await stepUpHeaders(api, m.token, { password: m.password });
    const before = await op.state(m, ctx);

    const token = await m.relogin();
    expectStepUpRequired(await op.send(m, ctx, token, earlier));
    expect(await op.state(m, ctx)).toEqual(before);

    // The new session confirms for itself.
    const done = await op.send(m, ctx, token, await stepUpHeaders(api, token, { password: m.password }));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it("accepts a step-up token for 5 minutes and refuses it after", async () => {
    const m = await shopper(api);
    const ctx = await op.prepare(m);
    const headers = await stepUpHeaders(api, m.token, { password: m.password });

    api.clock.advance(STEP_UP_TTL_MS - 1000);
    const inTime = await op.send(m, ctx, m.token, headers);
    expect(inTime.status, JSON.stringify(inTime.body)).toBe(200);
    const before = await op.state(m, ctx);

    // 301 s after it was issued; the access token (15 minutes) is still good.
    api.clock.advance(2000);
    expect((await api.call("GET", "/api/user/info", { token: m.token })).status).toBe(200);
    expectStepUpRequired(await op.send(m, ctx, m.token, headers));
    expect(await op.state(m, ctx)).toEqual(before);
  });
});

describe("POST /api/user/confirm-identity without an authenticator", () => {
  it("answers a step-up token valid for 300 s for the account password", async () => {
    const m = await shopper(api);
    const { status, body } = await confirmIdentity(m.token, { password: m.password });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true });
    expect(Object.keys(body.data).sort()).toEqual(["expiresIn", "stepUpToken"]);
    expect(body.data).toEqual({ stepUpToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), expiresIn: 300 });
  });

  it("is described in the OpenAPI document", async () => {
    const { body } = await api.call("GET", "/api/openapi.json");
    expect(body.paths["/api/user/confirm-identity"].post).toBeDefined();
  });

  it("needs a bearer token", async () => {
    const { status, body } = await api.call("POST", "/api/user/confirm-identity", { body: { password: "Kestrel842" } });
    expect(status).toBe(401);
    expect(body.errorCode).toBe("UNAUTHORIZED");
  });

  it("refuses a wrong password with 400 PASSWORD_INCORRECT on the password field, translated", async () => {
    const m = await shopper(api);
    const { status, body } = await confirmIdentity(m.token, { password: "not-my-password" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 1509, errorCode: "PASSWORD_INCORRECT", msg: PASSWORD_INCORRECT_EN });
    expect(body.data.fieldErrors.password).toEqual([PASSWORD_INCORRECT_EN]);

    const zh = await confirmIdentity(m.token, { password: "not-my-password" }, { "accept-language": "zh" });
    expect(zh.status).toBe(400);
    expect(zh.body.errorCode).toBe("PASSWORD_INCORRECT");
    expect(zh.body.msg).toEqual(expect.any(String));
    expect(zh.body.msg).not.toBe(PASSWORD_INCORRECT_EN);
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.body.data.fieldErrors.password).toEqual([zh.body.msg]);

    // The session goes on.
    expect((await api.call("GET", "/api/user/info", { token: m.token })).status).toBe(200);
  });

  it.each([
    ["no password", {}],
    ["an empty password", { password: "" }],
    ["only a code (none is bound)", { PIN: "123456" }],
    ["the password in other case", { password: "KESTREL842" }],
  ])("refuses %s with 400 PASSWORD_INCORRECT", async (_label, body) => {
    const m = await shopper(api);
    const response = await confirmIdentity(m.token, body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.errorCode).toBe("PASSWORD_INCORRECT");
    expect(response.body.data.fieldErrors.password).toEqual([PASSWORD_INCORRECT_EN]);
  });

  it("answers 400 VALIDATION_FAILED to a password of the wrong type or a huge one", async () => {
    const m = await shopper(api);
    for (const body of [{ password: 123456 }, { password: "p".repeat(50_000) }, { PIN: "12ab" }]) {
      const { status, body: answer } = await confirmIdentity(m.token, body);
      expect(status).toBe(400);
      expect(answer.errorCode).toBe("VALIDATION_FAILED");
    }
  });

  it("a step-up token is never an access token, and an access token is never a step-up token", async () => {
    const m = await shopper(api);
    const { site } = await liveSite(api, m.token);
    const stepUpToken = (await stepUpHeaders(api, m.token, { password: m.password }))[STEP_UP_HEADER];

    for (const [method, path] of [
      ["GET", "/api/user/info"],
      ["GET", "/api/site"],
    ]) {
      const { status, body } = await api.call(method, path, { token: stepUpToken });
      expect(status).toBe(401);
      expect(body.success).toBe(false);
    }
    // Not even together with itself as the header.
    const asBoth = await api.call("POST", "/api/site", { token: stepUpToken, headers: { [STEP_UP_HEADER]: stepUpToken }, body: { id: site.id, password: "hijack123" } });
    expect(asBoth.status).toBe(401);
    expect(await bcrypt.compare(OPERATION.password, (await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).operationPasswordHash)).toBe(true);
    // Nor can it confirm the identity again to get a fresh one.
    expect((await confirmIdentity(stepUpToken, { password: m.password })).status).toBe(401);
  });
});

describe("POST /api/user/confirm-identity with a bound authenticator", () => {
  async function boundMerchant() {
    const m = await shopper(api);
    const key = await api.call("GET", "/api/user/get-code", { token: m.token, headers: await stepUpHeaders(api, m.token, { password: m.password }) });
    expect(key.status, JSON.stringify(key.body)).toBe(200);
    const secret: string = key.body.data.secret;
    const bound = await api.call("GET", `/api/user/binding?PIN=${await codeNow(secret)}`, { token: m.token });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    // The code that bound the key is used up.
    api.clock.advance(TOTP_STEP_MS);
    return { ...m, secret };
  }

  it("does not take the password, takes a current code once, and the token resets a site's password", async () => {
    const m = await boundMerchant();
    const { site } = await liveSite(api, m.token);
    const hashBefore = (await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).operationPasswordHash;

    const byPassword = await confirmIdentity(m.token, { password: m.password });
    expect(byPassword.status).toBe(400);
    expect(byPassword.body).toMatchObject({ errorCode: "AUTHENTICATOR_CODE_REQUIRED", msg: "Please enter the Google Authenticator code" });
    expect(byPassword.body.data.fieldErrors.PIN).toEqual(["Please enter the Google Authenticator code"]);

    const wrong = await confirmIdentity(m.token, { password: m.password, PIN: await wrongCode(m.secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: "AUTHENTICATOR_CODE_INVALID", msg: "The Google Authenticator code is incorrect" });
    expect(wrong.body.data.fieldErrors.PIN).toEqual(["The Google Authenticator code is incorrect"]);

    const zh = await confirmIdentity(m.token, { PIN: await wrongCode(m.secret) }, { "accept-language": "zh" });
    expect(zh.body.errorCode).toBe("AUTHENTICATOR_CODE_INVALID");
    expect(zh.body.msg).not.toBe("The Google Authenticator code is incorrect");
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);

    expectStepUpRequired(await api.call("POST", "/api/site", { token: m.token, body: { id: site.id, password: "newPass42" } }));
    expect((await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).operationPasswordHash).toBe(hashBefore);

    const code = await codeNow(m.secret);
    const headers = await stepUpHeaders(api, m.token, { PIN: code });
    const reset = await api.call("POST", "/api/site", { token: m.token, headers, body: { id: site.id, password: "newPass42" } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const stored = await api.db.site.findUniqueOrThrow({ where: { id: site.id } });
    expect(await bcrypt.compare("newPass42", stored.operationPasswordHash)).toBe(true);

    // A code proves one thing: the same code does not confirm again.
    const replayed = await confirmIdentity(m.token, { PIN: code });
    expect(replayed.status).toBe(400);
    expect(replayed.body.errorCode).toBe("AUTHENTICATOR_CODE_INVALID");

    api.clock.advance(TOTP_STEP_MS);
    expect((await confirmIdentity(m.token, { PIN: await codeNow(m.secret) })).status).toBe(200);
  });

  it("a step-up token does not replace the code that alter-email and get-code still need", async () => {
    const m = await boundMerchant();
    const headers = await stepUpHeaders(api, m.token, { PIN: await codeNow(m.secret) });

    const email = await api.call("POST", "/api/user/alter-email", { token: m.token, headers, body: { newEmail: "next@example.com" } });
    expect(email.status).toBe(400);
    expect(email.body.errorCode).toBe("AUTHENTICATOR_CODE_REQUIRED");
    expect((await userRow(m)).email).toBe(m.email);

    const key = await api.call("GET", "/api/user/get-code", { token: m.token, headers });
    expect(key.status).toBe(409);
    expect(key.body.errorCode).toBe("AUTHENTICATOR_ALREADY_BOUND");
    expect(await userRow(m)).toMatchObject({ totpSecret: m.secret, totpPendingSecret: null });

    // With a code, as before, and no header.
    api.clock.advance(TOTP_STEP_MS);
    const changed = await api.call("POST", "/api/user/alter-email", { token: m.token, body: { newEmail: "next@example.com", oldPIN: await codeNow(m.secret) } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.email).toBe("next@example.com");
  });
});

describe("failed identity confirmations", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startApi({ RATE_LIMIT_LOGIN_PER_15MIN: "3" });
  });
  afterAll(() => limited.close());

  it("are limited per user (429) like other secret checks; successes do not count", async () => {
    const m = await shopper(limited);
    const other = await shopper(limited);

    for (let i = 0; i < 3; i++) expect((await confirmIdentity(m.token, { password: m.password }, undefined, limited)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await confirmIdentity(m.token, { password: "guess-number-" + i }, undefined, limited)).status).toBe(400);
    const blocked = await confirmIdentity(m.token, { password: m.password }, undefined, limited);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe("RATE_LIMITED");

    expect((await confirmIdentity(other.token, { password: other.password }, undefined, limited)).status).toBe(200);
  });
});

describe("a step-up token after a login elsewhere", () => {
  it("goes with its session: the earlier session's access token no longer works at all (422)", async () => {
    const m = await shopper(api);
    const headers = await stepUpHeaders(api, m.token, { password: m.password });
    await loginMerchant(api, m);
    const { status, body } = await api.call("GET", "/api/user/get-code", { token: m.token, headers });
    expect(status).toBe(422);
    expect(body.errorCode).toBe("ACCOUNT_LOGGED_IN_ELSEWHERE");
    expect((await userRow(m)).totpPendingSecret).toBeNull();
  });
});
