import { randomUUID } from "node:crypto";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../server/modules/auth/tokens";
import { notify } from "../../server/modules/notice/service";
import { startApi, type TestApi } from "../helpers/api-server";
import { loginMerchant, signedInMerchant, stepUpHeaders } from "../helpers/merchant";
import { DAY } from "../helpers/shop";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const TOTP_STEP_MS = 30_000;

/** The code an authenticator app shows for this secret at the API's (manual) time. */
function codeNow(secret: string, on: TestApi = api): Promise<string> {
  return generate({ secret, epoch: on.clock.now().getTime() / 1000 });
}

/** A six-digit code that is not the current one. */
async function wrongCode(secret: string, on: TestApi = api): Promise<string> {
  const code = await codeNow(secret, on);
  return code === "000000" ? "111111" : "000000";
}

const get = (path: string, token: string, headers?: Record<string, string>) => api.call("GET", path, { token, headers });
const post = (path: string, token: string, body: unknown, headers?: Record<string, string>) => api.call("POST", path, { token, body, headers });

/** Issues a key (after confirming the password) and confirms it with a current code; returns the bound secret. */
async function bindAuthenticator({ accessToken: token, password }: { accessToken: string; password: string }, on: TestApi = api): Promise<string> {
  const key = await on.call("GET", "/api/user/get-code", { token, headers: await stepUpHeaders(on, token, { password }) });
  expect(key.status, JSON.stringify(key.body)).toBe(200);
  const bound = await on.call("GET", `/api/user/binding?PIN=${await codeNow(key.body.data.secret, on)}`, { token });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  return key.body.data.secret;
}

describe("every /api/user endpoint", () => {
  it.each([
    ["GET", "/api/user/info"],
    ["GET", "/api/user/frame"],
    ["POST", "/api/user/save"],
    ["POST", "/api/user/password"],
    ["POST", "/api/user/alter-email"],
    ["GET", "/api/user/get-code"],
    ["GET", "/api/user/pending-code"],
    ["GET", "/api/user/binding?PIN=123456"],
    ["GET", "/api/user/check-pin?PIN=123456"],
    ["GET", "/api/user/unbinding?PIN=123456"],
  ])("%s %s needs a bearer token", async (method, path) => {
    const { status, body } = await api.call(method, path, method === "POST" ? { body: {} } : {});
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, errorCode: "UNAUTHORIZED" });
  });

  it("is described in the OpenAPI document", async () => {
    const { body } = await api.call("GET", "/api/openapi.json");
    for (const path of ["info", "frame", "get-code", "pending-code", "binding", "check-pin", "unbinding"]) expect(body.paths[`/api/user/${path}`].get).toBeDefined();
    for (const path of ["save", "password", "alter-email"]) expect(body.paths[`/api/user/${path}`].post).toBeDefined();
  });
});

describe("GET /api/user/info", () => {
  it("answers the caller's user info, the same as login gave, without secrets", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await get("/api/user/info", merchant.accessToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true });
    expect(body.data).toEqual(merchant.userInfo);
    expect(Object.keys(body.data).sort()).toEqual(
      ["account", "authenticatorBound", "avatarUrl", "createdAt", "email", "emailVerified", "id", "img", "nickname", "otherContact", "phone", "realName", "remark", "username"].sort(),
    );
    expect(JSON.stringify(body)).not.toMatch(/hash|secret|totp|\$2[aby]\$/i);
  });

  it("answers each merchant with their own account", async () => {
    const a = await signedInMerchant(api);
    const b = await signedInMerchant(api);
    expect((await get("/api/user/info", a.accessToken)).body.data.account).toBe(a.account);
    expect((await get("/api/user/info", b.accessToken)).body.data.account).toBe(b.account);
  });
});

describe("GET /api/user/frame", () => {
  it("answers in one request what every page's frame shows: the account, the urgent notices, the cart's count", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await get("/api/user/frame", merchant.accessToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true });
    expect(body.data).toEqual({ user: merchant.userInfo, alerts: { unread: 0, active: [], activeTotal: 0 }, cartCount: 0 });
  });

  it("names the three newest urgent notices in force and how many there are in all", async () => {
    const merchant = await signedInMerchant(api);
    const userId = merchant.userInfo.id as number;
    const start = api.clock.now().getTime();
    for (let day = 0; day < 5; day++) {
      await notify(api.db, { userId, kind: "restricted", key: `restricted:${userId}:${day}`, urgent: true, occurredAt: new Date(start + day * DAY) });
    }
    await notify(api.db, { userId, kind: "restricted", key: `restricted:${userId}:old`, urgent: false, occurredAt: new Date(start + 9 * DAY) });
    const { alerts } = (await get("/api/user/frame", merchant.accessToken)).body.data;
    expect(alerts).toMatchObject({ unread: 6, activeTotal: 5 });
    expect(alerts.active.map((n: { occurredAt: string }) => Date.parse(n.occurredAt))).toEqual([4, 3, 2].map((day) => start + day * DAY));
  });

  it("follows a saved profile at once, and keeps each merchant's frame their own", async () => {
    const a = await signedInMerchant(api);
    const b = await signedInMerchant(api);
    expect((await post("/api/user/save", a.accessToken, { nickname: "Frame Star" })).status).toBe(200);
    expect((await get("/api/user/frame", a.accessToken)).body.data.user).toMatchObject({ account: a.account, nickname: "Frame Star" });
    expect((await get("/api/user/frame", b.accessToken)).body.data.user).toEqual(b.userInfo);
  });
});

describe("POST /api/user/save", () => {
  const profile = {
    nickname: "  Lucky Star  ",
    realName: "Chen Wei",
    phone: "+44 (0)20 7946-0958",
    otherContact: "telegram: @luckystar",
    remark: "Prefers contact in the evening",
    img: "/avatars/3.png",
  };

  it("saves the personal information, trimmed, and answers the user info", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await post("/api/user/save", merchant.accessToken, profile);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, msg: "Operation successful" });
    expect(body.data).toMatchObject({ ...profile, nickname: "Lucky Star", account: merchant.account, email: merchant.email });
    expect((await get("/api/user/info", merchant.accessToken)).body.data).toEqual(body.data);
    expect((await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } })).avatar).toBe("/avatars/3.png");
  });

  it("keeps absent fields and clears empty ones", async () => {
    const merchant = await signedInMerchant(api);
    await post("/api/user/save", merchant.accessToken, profile);
    const { status, body } = await post("/api/user/save", merchant.accessToken, { remark: "", phone: "12345" });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ nickname: "Lucky Star", realName: "Chen Wei", img: "/avatars/3.png", remark: "", phone: "12345" });
  });

  it("ignores fields that are not personal information", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await post("/api/user/save", merchant.accessToken, {
      nickname: "Nick",
      account: "hijacked",
      email: "other@example.com",
      id: 1,
      passwordHash: "x",
      totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DP",
      avatar: "https://evil.example/a.png",
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ nickname: "Nick", account: merchant.account, email: merchant.email, img: "", authenticatorBound: false });
    await loginMerchant(api, merchant);
  });

  it.each([
    ["phone", "call me", "Please enter a valid phone number"],
    ["phone", "+-()", "Please enter a valid phone number"],
    ["phone", "１２３４５", "Please enter a valid phone number"],
    ["phone", "1".repeat(31), "Must be at most 30 characters"],
    ["img", "https://evil.example/a.png", "Please choose a valid image"],
    ["img", "//evil.example/a.png", "Please choose a valid image"],
    ["img", "javascript:alert(1)", "Please choose a valid image"],
    ["img", "/a.png\" onerror=\"alert(1)", "Please choose a valid image"],
    ["nickname", "n".repeat(51), "Must be at most 50 characters"],
    ["realName", "r".repeat(51), "Must be at most 50 characters"],
    ["otherContact", "o".repeat(101), "Must be at most 100 characters"],
    ["remark", "r".repeat(501), "Must be at most 500 characters"],
    ["nickname", 5, "This value has the wrong type"],
    ["remark", { text: "x" }, "This value has the wrong type"],
    ["phone", ["123"], "This value has the wrong type"],
    ["img", null, "This value has the wrong type"],
  ].map(([field, value, message]) => ({ field: field as string, value, message })))("refuses a $field with $message", async ({ field, value, message }) => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await post("/api/user/save", merchant.accessToken, { ...profile, [field]: value });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "VALIDATION_FAILED" });
    expect(body.data.fieldErrors[field]).toEqual([message]);
    expect((await get("/api/user/info", merchant.accessToken)).body.data.nickname).toBe("");
  });

  it("answers 400 to a huge value or a body that is not an object", async () => {
    const merchant = await signedInMerchant(api);
    expect((await post("/api/user/save", merchant.accessToken, { remark: "r".repeat(90_000) })).status).toBe(400);
    for (const rawBody of ["[]", '"text"', "7"]) {
      const { status } = await api.call("POST", "/api/user/save", { token: merchant.accessToken, rawBody });
      expect(status).toBe(400);
    }
  });

  it("changes only the caller's account", async () => {
    const a = await signedInMerchant(api);
    const b = await signedInMerchant(api);
    await post("/api/user/save", a.accessToken, profile);
    expect((await get("/api/user/info", b.accessToken)).body.data).toEqual(b.userInfo);
  });

  it("answers in Chinese for Accept-Language zh", async () => {
    const merchant = await signedInMerchant(api);
    const { body } = await post("/api/user/save", merchant.accessToken, { phone: "call me" }, { "accept-language": "zh" });
    expect(body.data.fieldErrors.phone).toEqual(["请输入有效的电话号码"]);
  });
});

describe("POST /api/user/password", () => {
  it("refuses a confirmation that differs with the message of point 5", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await post("/api/user/password", merchant.accessToken, {
      oldPassword: merchant.password,
      newPassword: "brandnew1",
      confirmPassword: "brandnew2",
    });
    expect(status).toBe(400);
    expect(body.data.fieldErrors).toEqual({ confirmPassword: ["The two passwords entered are inconsistent"] });
    const zh = await post("/api/user/password", merchant.accessToken, { oldPassword: merchant.password, newPassword: "brandnew1", confirmPassword: "" }, { "accept-language": "zh" });
    expect(zh.body.data.fieldErrors.confirmPassword).toEqual(["两次输入的密码不一致"]);
  });

  it.each([
    [{ oldPassword: "", newPassword: "brandnew1", confirmPassword: "brandnew1" }, "oldPassword", "Password cannot be empty"],
    [{ newPassword: "brandnew1", confirmPassword: "brandnew1" }, "oldPassword", "Password cannot be empty"],
    [{ oldPassword: "Kestrel842", newPassword: "", confirmPassword: "" }, "newPassword", "Please enter a new password"],
    [{ oldPassword: "Kestrel842", confirmPassword: "x" }, "newPassword", "Please enter a new password"],
    [{ oldPassword: "Kestrel842", newPassword: "12345", confirmPassword: "12345" }, "newPassword", "Password length must be between 6 and 20 characters"],
    [{ oldPassword: "Kestrel842", newPassword: "x".repeat(21), confirmPassword: "x".repeat(21) }, "newPassword", "Password length must be between 6 and 20 characters"],
    [{ oldPassword: "Kestrel842", newPassword: "brandnew1" }, "confirmPassword", "This field is required"],
    [{ oldPassword: 123456, newPassword: "brandnew1", confirmPassword: "brandnew1" }, "oldPassword", "Password cannot be empty"],
    [{ oldPassword: "Kestrel842", newPassword: "brandnew1", confirmPassword: ["brandnew1"] }, "confirmPassword", "This value has the wrong type"],
    [{ oldPassword: "o".repeat(50_000), newPassword: "brandnew1", confirmPassword: "brandnew1" }, "oldPassword", "Must be at most 100 characters"],
  ].map(([input, field, message]) => ({ input, field: field as string, message })))("refuses a $field with $message", async ({ input, field, message }) => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await post("/api/user/password", merchant.accessToken, input);
    expect(status).toBe(400);
    expect(body.errorCode).toBe("VALIDATION_FAILED");
    expect(body.data.fieldErrors[field]).toEqual([message]);
  });

  it("refuses a wrong current password with 400 PASSWORD_INCORRECT and keeps the session", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await post("/api/user/password", merchant.accessToken, {
      oldPassword: "not-my-password",
      newPassword: "brandnew1",
      confirmPassword: "brandnew1",
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "PASSWORD_INCORRECT", msg: "The current password is incorrect" });
    expect(body.data.fieldErrors.oldPassword).toEqual(["The current password is incorrect"]);
    expect((await get("/api/user/info", merchant.accessToken)).status).toBe(200);
    await loginMerchant(api, merchant);
  });

  it("changes the password, ends every other session and keeps the caller's", async () => {
    const merchant = await signedInMerchant(api);
    const userId = merchant.userInfo.id as number;
    // A second live session (as a concurrent login could leave), with a token of its own.
    const now = api.clock.now();
    const other = await api.db.session.create({
      data: { id: randomUUID(), userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + 86_400_000) },
    });
    const otherToken = await signAccessToken(api.config.JWT_SECRET, { userId, sessionId: other.id }, now, 900);
    expect((await get("/api/user/info", otherToken)).status).toBe(200);
    const bystander = await signedInMerchant(api);

    const { status, body } = await post("/api/user/password", merchant.accessToken, {
      oldPassword: merchant.password,
      newPassword: "brandnew1",
      confirmPassword: "brandnew1",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, data: null });

    expect((await get("/api/user/info", merchant.accessToken)).status).toBe(200);
    const refreshed = await api.call("POST", "/api/login/refresh", { body: { refreshToken: merchant.refreshToken } });
    expect(refreshed.status).toBe(200);
    const ended = await get("/api/user/info", otherToken);
    expect(ended.status).toBe(401);
    expect(ended.body.errorCode).toBe("UNAUTHORIZED");
    expect((await api.db.session.findUniqueOrThrow({ where: { id: other.id } })).revokedReason).toBe("password-changed");
    expect((await get("/api/user/info", bystander.accessToken)).status).toBe(200);

    const oldLogin = await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password } });
    expect(oldLogin.status).toBe(401);
    await loginMerchant(api, { account: merchant.account, password: "brandnew1" });
  });
});

describe("POST /api/user/alter-email without an authenticator", () => {
  it("changes the email address", async () => {
    const merchant = await signedInMerchant(api);
    const headers = await stepUpHeaders(api, merchant.accessToken, { password: merchant.password });
    const { status, body } = await post("/api/user/alter-email", merchant.accessToken, { newEmail: "  new.address@example.org ", oldPIN: "", newPIN: "" }, headers);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ account: merchant.account, email: "new.address@example.org" });
    expect((await get("/api/user/info", merchant.accessToken)).body.data.email).toBe("new.address@example.org");
  });

  it.each([
    [{}, "newEmail", "Email cannot be empty"],
    [{ newEmail: "" }, "newEmail", "Email cannot be empty"],
    [{ newEmail: "not-an-email" }, "newEmail", "Please enter a valid email address"],
    [{ newEmail: `${"x".repeat(300)}@example.com` }, "newEmail", "Please enter a valid email address"],
    [{ newEmail: "a@example.com", oldPIN: "12ab" }, "oldPIN", "Please enter the 6-digit code or a recovery code"],
    [{ newEmail: "a@example.com", oldPIN: 123456 }, "oldPIN", "This value has the wrong type"],
  ].map(([input, field, message]) => ({ input, field: field as string, message })))("refuses a $field with $message", async ({ input, field, message }) => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await post("/api/user/alter-email", merchant.accessToken, input);
    expect(status).toBe(400);
    expect(body.data.fieldErrors[field]).toEqual([message]);
    expect((await get("/api/user/info", merchant.accessToken)).body.data.email).toBe(merchant.email);
  });
});

describe("the Google Authenticator", () => {
  it("get-code issues a pending key with its otpauth URI and a QR code as SVG", async () => {
    const merchant = await signedInMerchant(api);
    const headers = await stepUpHeaders(api, merchant.accessToken, { password: merchant.password });
    const { status, body } = await get("/api/user/get-code", merchant.accessToken, headers);
    expect(status).toBe(200);
    const { secret, otpauthUri, qrSvg } = body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(merchant.account);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(qrSvg).not.toMatch(/<script/i);

    const stored = await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } });
    expect(stored).toMatchObject({ totpPendingSecret: secret, totpSecret: null });
    expect((await get("/api/user/info", merchant.accessToken)).body.data.authenticatorBound).toBe(false);

    const again = await get("/api/user/get-code", merchant.accessToken, headers);
    expect(again.body.data.secret).not.toBe(secret);
    // Only the newest key can be confirmed.
    const stale = await get(`/api/user/binding?PIN=${await codeNow(secret)}`, merchant.accessToken);
    expect(stale.status).toBe(400);
    expect(stale.body.errorCode).toBe("AUTHENTICATOR_CODE_INVALID");
  });

  it("pending-code shows the issued key again without replacing it, until it is confirmed", async () => {
    const merchant = await signedInMerchant(api);
    const none = await get("/api/user/pending-code", merchant.accessToken);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ success: false, errorCode: "AUTHENTICATOR_KEY_MISSING" });

    const issued = (await get("/api/user/get-code", merchant.accessToken, await stepUpHeaders(api, merchant.accessToken, { password: merchant.password }))).body.data;
    const shown = await get("/api/user/pending-code", merchant.accessToken);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ code: 0, success: true, data: issued });
    expect((await get("/api/user/pending-code", merchant.accessToken)).body.data.secret).toBe(issued.secret);
    expect(await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } })).toMatchObject({ totpPendingSecret: issued.secret });

    const bound = await get(`/api/user/binding?PIN=${await codeNow(issued.secret)}`, merchant.accessToken);
    expect(bound.status).toBe(200);
    expect((await get("/api/user/pending-code", merchant.accessToken)).body.errorCode).toBe("AUTHENTICATOR_KEY_MISSING");

    // A reset's new key is shown again too; another merchant never sees it.
    api.clock.advance(TOTP_STEP_MS);
    const reset = (await get(`/api/user/get-code?PIN=${await codeNow(issued.secret)}`, merchant.accessToken)).body.data;
    expect((await get("/api/user/pending-code", merchant.accessToken)).body.data.secret).toBe(reset.secret);
    const other = await signedInMerchant(api);
    expect((await get("/api/user/pending-code", other.accessToken)).status).toBe(409);
  });

  it("binding without an issued key answers 409 AUTHENTICATOR_KEY_MISSING", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await get("/api/user/binding?PIN=123456", merchant.accessToken);
    expect(status).toBe(409);
    expect(body).toMatchObject({ errorCode: "AUTHENTICATOR_KEY_MISSING", msg: "Please generate a new key first" });
  });

  it.each(["check-pin", "unbinding"])("%s without a bound authenticator answers 409 AUTHENTICATOR_NOT_BOUND", async (path) => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await get(`/api/user/${path}?PIN=123456`, merchant.accessToken);
    expect(status).toBe(409);
    expect(body.errorCode).toBe("AUTHENTICATOR_NOT_BOUND");
  });

  it("a wrong code answers 400 AUTHENTICATOR_CODE_INVALID, not 401, and the session goes on", async () => {
    const merchant = await signedInMerchant(api);
    const key = await get("/api/user/get-code", merchant.accessToken, await stepUpHeaders(api, merchant.accessToken, { password: merchant.password }));
    const { status, body } = await get(`/api/user/binding?PIN=${await wrongCode(key.body.data.secret)}`, merchant.accessToken);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "AUTHENTICATOR_CODE_INVALID", msg: "The Google Authenticator code is incorrect" });
    expect(body.data.fieldErrors.PIN).toEqual(["The Google Authenticator code is incorrect"]);
    expect((await get("/api/user/info", merchant.accessToken)).body.data.authenticatorBound).toBe(false);

    const zh = await get(`/api/user/binding?PIN=${await wrongCode(key.body.data.secret)}`, merchant.accessToken, { "accept-language": "zh" });
    expect(zh.body.msg).toBe("Google Authenticator 验证码错误");
  });

  it.each([
    { label: "no PIN", query: "", message: "Please enter the Google Authenticator code" },
    { label: "an empty PIN", query: "?PIN=", message: "Please enter the 6-digit code" },
    { label: "5 digits", query: "?PIN=12345", message: "Please enter the 6-digit code" },
    { label: "7 digits", query: "?PIN=1234567", message: "Please enter the 6-digit code" },
    { label: "a letter", query: "?PIN=12a456", message: "Please enter the 6-digit code" },
    { label: "a huge PIN", query: `?PIN=${"9".repeat(5_000)}`, message: "Please enter the 6-digit code" },
    { label: "two PINs", query: "?PIN=123456&PIN=654321", message: "Please enter the Google Authenticator code" },
    { label: "a bracketed PIN", query: "?PIN[a]=123456", message: "Please enter the Google Authenticator code" },
  ])("binding with $label answers 400: $message", async ({ query, message }) => {
    const merchant = await signedInMerchant(api);
    expect((await get("/api/user/get-code", merchant.accessToken, await stepUpHeaders(api, merchant.accessToken, { password: merchant.password }))).status).toBe(200);
    const { status, body } = await get(`/api/user/binding${query}`, merchant.accessToken);
    expect(status).toBe(400);
    expect(body.errorCode).toBe("VALIDATION_FAILED");
    expect(body.data.fieldErrors.PIN).toEqual([message]);
  });

  it("binds, is needed at login, refuses a code twice, and unbinds (real TOTP codes)", async () => {
    const merchant = await signedInMerchant(api);
    const key = await get("/api/user/get-code", merchant.accessToken, await stepUpHeaders(api, merchant.accessToken, { password: merchant.password }));
    const secret: string = key.body.data.secret;
    const code = await codeNow(secret);

    const bound = await get(`/api/user/binding?PIN=${code}`, merchant.accessToken);
    expect(bound.status).toBe(200);
    expect(bound.body).toMatchObject({ code: 0, success: true, data: { account: merchant.account, authenticatorBound: true } });
    expect(await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } })).toMatchObject({ totpSecret: secret, totpPendingSecret: null });

    // The code that bound the key is used up everywhere.
    const replayedCheck = await get(`/api/user/check-pin?PIN=${code}`, merchant.accessToken);
    expect(replayedCheck.status).toBe(400);
    expect(replayedCheck.body.errorCode).toBe("AUTHENTICATOR_CODE_INVALID");
    const login = (pin?: string) => api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password, pin } });
    const replayedLogin = await login(code);
    expect(replayedLogin.status).toBe(401);
    expect(replayedLogin.body.errorCode).toBe("PIN_INVALID");

    // Bound: a second binding or a new key without a code is refused.
    expect((await get(`/api/user/binding?PIN=${code}`, merchant.accessToken)).body.errorCode).toBe("AUTHENTICATOR_ALREADY_BOUND");
    const keyAgain = await get("/api/user/get-code", merchant.accessToken);
    expect(keyAgain.status).toBe(409);
    expect(keyAgain.body).toMatchObject({ errorCode: "AUTHENTICATOR_ALREADY_BOUND", msg: "Google Authenticator is already set up" });

    const withoutPin = await login();
    expect(withoutPin.status).toBe(401);
    expect(withoutPin.body).toMatchObject({ errorCode: "PIN_REQUIRED" });
    expect(withoutPin.body.data.fieldErrors.pin).toBeDefined();
    const wrongPin = await login(await wrongCode(secret));
    expect(wrongPin.status).toBe(401);
    expect(wrongPin.body).toMatchObject({ errorCode: "PIN_INVALID", msg: "The Google Authenticator code is incorrect" });

    api.clock.advance(TOTP_STEP_MS);
    const loggedIn = await login(await codeNow(secret));
    expect(loggedIn.status).toBe(200);
    const token: string = loggedIn.body.data.accessToken;
    expect(loggedIn.body.data.userInfo.authenticatorBound).toBe(true);

    api.clock.advance(TOTP_STEP_MS);
    const checked = await get(`/api/user/check-pin?PIN=${await codeNow(secret)}`, token);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ code: 0, success: true, data: null });

    const wrongUnbind = await get(`/api/user/unbinding?PIN=${await wrongCode(secret)}`, token);
    expect(wrongUnbind.status).toBe(400);
    expect(wrongUnbind.body.errorCode).toBe("AUTHENTICATOR_CODE_INVALID");

    api.clock.advance(TOTP_STEP_MS);
    const unbound = await get(`/api/user/unbinding?PIN=${await codeNow(secret)}`, token);
    expect(unbound.status).toBe(200);
    expect(unbound.body.data.authenticatorBound).toBe(false);
    expect(await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } })).toMatchObject({ totpSecret: null, totpPendingSecret: null });

    const plainLogin = await login();
    expect(plainLogin.status).toBe(200);
  });

  it("resets: a new key needs a current code, and the old authenticator works until the new one is confirmed", async () => {
    const merchant = await signedInMerchant(api);
    const oldSecret = await bindAuthenticator(merchant);

    api.clock.advance(TOTP_STEP_MS);
    const refused = await get(`/api/user/get-code?PIN=${await wrongCode(oldSecret)}`, merchant.accessToken);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe("AUTHENTICATOR_CODE_INVALID");

    const key = await get(`/api/user/get-code?PIN=${await codeNow(oldSecret)}`, merchant.accessToken);
    expect(key.status).toBe(200);
    const newSecret: string = key.body.data.secret;
    expect(newSecret).not.toBe(oldSecret);

    api.clock.advance(TOTP_STEP_MS);
    expect((await get(`/api/user/check-pin?PIN=${await codeNow(oldSecret)}`, merchant.accessToken)).status).toBe(200);

    api.clock.advance(TOTP_STEP_MS);
    const rebound = await get(`/api/user/binding?PIN=${await codeNow(newSecret)}`, merchant.accessToken);
    expect(rebound.status).toBe(200);
    expect(rebound.body.data.authenticatorBound).toBe(true);

    api.clock.advance(TOTP_STEP_MS);
    expect((await get(`/api/user/check-pin?PIN=${await codeNow(oldSecret)}`, merchant.accessToken)).status).toBe(400);
    expect((await get(`/api/user/check-pin?PIN=${await codeNow(newSecret)}`, merchant.accessToken)).status).toBe(200);
  });

  it("alter-email needs a current code (oldPIN) once an authenticator is bound", async () => {
    const merchant = await signedInMerchant(api);
    const secret = await bindAuthenticator(merchant);
    api.clock.advance(TOTP_STEP_MS);

    const missing = await post("/api/user/alter-email", merchant.accessToken, { newEmail: "next@example.com" });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errorCode: "AUTHENTICATOR_CODE_REQUIRED", msg: "Please enter the Google Authenticator code" });
    expect(missing.body.data.fieldErrors.oldPIN).toEqual(["Please enter the Google Authenticator code"]);

    const wrong = await post("/api/user/alter-email", merchant.accessToken, { newEmail: "next@example.com", oldPIN: await wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe("AUTHENTICATOR_CODE_INVALID");
    expect(wrong.body.data.fieldErrors.oldPIN).toEqual(["The Google Authenticator code is incorrect"]);
    expect((await get("/api/user/info", merchant.accessToken)).body.data.email).toBe(merchant.email);

    const code = await codeNow(secret);
    const changed = await post("/api/user/alter-email", merchant.accessToken, { newEmail: "next@example.com", oldPIN: code });
    expect(changed.status).toBe(200);
    expect(changed.body.data.email).toBe("next@example.com");
    const replayed = await post("/api/user/alter-email", merchant.accessToken, { newEmail: "again@example.com", oldPIN: code });
    expect(replayed.body.errorCode).toBe("AUTHENTICATOR_CODE_INVALID");
  });

  it("keeps each merchant's authenticator to themselves", async () => {
    const a = await signedInMerchant(api);
    const b = await signedInMerchant(api);
    const secretA = await bindAuthenticator(a);
    expect((await get("/api/user/info", b.accessToken)).body.data.authenticatorBound).toBe(false);

    const secretB = await bindAuthenticator(b);
    api.clock.advance(TOTP_STEP_MS);
    const codeA = await codeNow(secretA);
    if (codeA !== (await codeNow(secretB))) {
      const crossed = await get(`/api/user/unbinding?PIN=${codeA}`, b.accessToken);
      expect(crossed.status).toBe(400);
    }
    expect((await get("/api/user/info", b.accessToken)).body.data.authenticatorBound).toBe(true);
    expect((await get(`/api/user/unbinding?PIN=${codeA}`, a.accessToken)).status).toBe(200);
    expect((await get("/api/user/info", b.accessToken)).body.data.authenticatorBound).toBe(true);
  });
});

describe("failed password and code checks", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startApi({ RATE_LIMIT_LOGIN_PER_15MIN: "3" });
  });
  afterAll(() => limited.close());

  it("are limited per user (429), forged tokens cannot use up a user's attempts, and successes do not count", async () => {
    const merchant = await signedInMerchant(limited);
    const other = await signedInMerchant(limited);
    const secret = await bindAuthenticator(merchant, limited);
    const check = (pin: string, token = merchant.accessToken) => limited.call("GET", `/api/user/check-pin?PIN=${pin}`, { token });

    const forged = await signAccessToken("another-secret-another-secret-another-1", { userId: merchant.userInfo.id as number, sessionId: "x" }, limited.clock.now(), 900);
    // Counted against the address instead.
    const forgedStatuses = [];
    for (let i = 0; i < 4; i++) forgedStatuses.push((await check("123456", forged)).status);
    expect(forgedStatuses).toEqual([401, 401, 401, 429]);

    for (let i = 0; i < 3; i++) {
      limited.clock.advance(TOTP_STEP_MS);
      expect((await check(await codeNow(secret, limited))).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await check(await wrongCode(secret, limited))).status).toBe(400);
    const blocked = await check(await wrongCode(secret, limited));
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe("RATE_LIMITED");
    const password = await limited.call("POST", "/api/user/password", {
      token: merchant.accessToken,
      body: { oldPassword: merchant.password, newPassword: "brandnew1", confirmPassword: "brandnew1" },
    });
    expect(password.status).toBe(429);

    expect((await limited.call("GET", "/api/user/check-pin?PIN=123456", { token: other.accessToken })).status).toBe(409);
  });
});
