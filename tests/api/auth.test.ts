import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../server/modules/auth/tokens";
import { startApi, type TestApi } from "../helpers/api-server";
import { loginMerchant, newMerchant, registerMerchant, signedInMerchant } from "../helpers/merchant";

let api: TestApi;
beforeAll(async () => {
  // The production cost: this file checks how passwords are stored.
  api = await startApi({ PASSWORD_HASH_COST: "10" });
});
afterAll(() => api.close());

const FIFTEEN_MINUTES = 15 * 60_000;

function register(body: unknown, headers?: Record<string, string>) {
  return api.call("POST", "/api/login/register", { body, headers });
}

/** The protected endpoint these tests knock on with a token. */
function userInfo(token: string | undefined, headers?: Record<string, string>) {
  return api.call("GET", "/api/user/info", { token, headers });
}

describe("POST /api/login/register", () => {
  it("creates the account and answers its user info without secrets", async () => {
    const merchant = newMerchant();
    const { status, body } = await register({ ...merchant, leagueCode: "PROMO1" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, msg: "Registration successful" });
    expect(body.data.userInfo).toMatchObject({ account: merchant.account, username: merchant.account, email: merchant.email, authenticatorBound: false });
    expect(JSON.stringify(body)).not.toMatch(/hash|secret|\$2[aby]\$/i);
    expect(JSON.stringify(body)).not.toContain(merchant.password);

    const stored = await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } });
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(stored.leagueCode).toBe("PROMO1");
    expect(stored.createdAt.toISOString()).toBe(api.clock.now().toISOString());
  });

  it("trims the account and the email", async () => {
    const merchant = newMerchant();
    const { status, body } = await register({ ...merchant, account: `  ${merchant.account} `, email: ` ${merchant.email}  ` });
    expect(status).toBe(200);
    expect(body.data.userInfo).toMatchObject({ account: merchant.account, email: merchant.email });
  });

  it.each([
    ["account", undefined, "Account cannot be empty"],
    ["account", "", "Account cannot be empty"],
    ["account", "   ", "Account cannot be empty"],
    ["account", "ab", "Account length must be between 3 and 20 characters"],
    ["account", "a".repeat(21), "Account length must be between 3 and 20 characters"],
    ["password", undefined, "Password cannot be empty"],
    ["password", "", "Password cannot be empty"],
    ["password", "12345", "Password length must be between 6 and 20 characters"],
    ["password", "x".repeat(21), "Password length must be between 6 and 20 characters"],
    ["email", undefined, "Email cannot be empty"],
    ["email", "", "Email cannot be empty"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "a@b", "Please enter a valid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Please enter a valid email address"],
  ].map(([field, value, message]) => ({ field: field as string, value, message })))("refuses a $field with $message", async ({ field, value, message }) => {
    const { status, body } = await register({ ...newMerchant(), [field]: value });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "VALIDATION_FAILED", msg: "Request parameter error" });
    expect(body.code).not.toBe(0);
    expect(body.data.fieldErrors[field]).toEqual([message]);
  });

  it("names every missing field at once", async () => {
    const { status, body } = await register({});
    expect(status).toBe(400);
    expect(body.data.fieldErrors).toEqual({
      account: ["Account cannot be empty"],
      password: ["Password cannot be empty"],
      email: ["Email cannot be empty"],
    });
  });

  it("refuses an account that is taken with 409 ACCOUNT_TAKEN on the account field", async () => {
    const merchant = await registerMerchant(api);
    const { status, body } = await register({ ...newMerchant(), account: merchant.account });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, errorCode: "ACCOUNT_TAKEN", msg: "This account is already registered" });
    expect(body.data.fieldErrors.account).toEqual(["This account is already registered"]);
  });

  it.each([
    ["a number as account", { account: 12345 }],
    ["an object as password", { password: { $gt: "" } }],
    ["an array as email", { email: ["a@example.com"] }],
    ["a number as leagueCode", { leagueCode: 7 }],
    ["a huge account", { account: "a".repeat(60_000) }],
    ["a huge password", { password: "p".repeat(60_000) }],
    ["a huge email", { email: `${"e".repeat(60_000)}@example.com` }],
    ["a huge leagueCode", { leagueCode: "L".repeat(60_000) }],
  ])("answers 400, never 500, to %s", async (_, override) => {
    const { status, body } = await register({ ...newMerchant(), ...override });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "VALIDATION_FAILED" });
  });

  it.each([
    ["an array", "[]"],
    ["a string", '"account"'],
    ["a number", "42"],
    ["null", "null"],
  ])("answers 400 to %s as the body", async (_, rawBody) => {
    const { status, body } = await api.call("POST", "/api/login/register", { rawBody });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "VALIDATION_FAILED" });
  });

  it("ignores unknown fields", async () => {
    const merchant = newMerchant();
    const { status, body } = await register({ ...merchant, id: 1, passwordHash: "x", totpSecret: "JBSWY3DPEHPK3PXP", isAdmin: true });
    expect(status).toBe(200);
    expect(body.data.userInfo.id).not.toBe(1);
    const stored = await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } });
    expect(stored.totpSecret).toBeNull();
    await loginMerchant(api, merchant);
  });

  it("answers in Chinese for Accept-Language zh", async () => {
    const { body } = await register({ ...newMerchant(), account: "ab" }, { "accept-language": "zh-CN,zh;q=0.9,en;q=0.5" });
    expect(body.msg).toBe("请求参数错误");
    expect(body.data.fieldErrors.account).toEqual(["账号长度必须在 3 到 20 个字符之间"]);
  });
});

describe("POST /api/login/authorize", () => {
  it("answers an access token, a refresh token and the user info", async () => {
    const merchant = await registerMerchant(api);
    const { status, body } = await api.call("POST", "/api/login/authorize", {
      body: { account: merchant.account, password: merchant.password, deviceId: "dev-1" },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, msg: "Login successful" });
    const { accessToken, refreshToken, userInfo: info, expiresIn } = body.data;
    expect(info).toMatchObject({ account: merchant.account, email: merchant.email });
    expect(typeof refreshToken).toBe("string");
    expect(refreshToken.length).toBeGreaterThanOrEqual(40);
    expect(expiresIn).toBe(900);

    const claims = decodeJwt(accessToken);
    expect(claims.sub).toBe(String(info.id));
    expect(typeof claims.sid).toBe("string");
    expect(claims.exp).toBe(api.clock.now().getTime() / 1000 + 900);

    expect(JSON.stringify(body)).not.toMatch(/hash|secret|totp|\$2[aby]\$/i);
    const session = await api.db.session.findUniqueOrThrow({ where: { id: claims.sid as string } });
    expect(session.deviceId).toBe("dev-1");
    // No server named: the specification's default.
    expect(session.server).toBe("unicorn");
    // Only a hash of the refresh token is kept.
    const stored = await api.db.refreshToken.findMany({ where: { sessionId: session.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toBe(refreshToken);

    expect((await userInfo(accessToken)).status).toBe(200);
  });

  it("keeps the login form's server with the session, and refuses a malformed one", async () => {
    const merchant = await registerMerchant(api);
    const { body } = await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password, server: "phoenix-2" } });
    const session = await api.db.session.findUniqueOrThrow({ where: { id: decodeJwt(body.data.accessToken).sid as string } });
    expect(session.server).toBe("phoenix-2");
    const refused = await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password, server: "../etc" } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.data.fieldErrors)).toEqual(["server"]);
  });

  it("answers a wrong password and an unknown account alike: 401 LOGIN_FAILED", async () => {
    const merchant = await registerMerchant(api);
    const wrongPassword = await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: "wrong-password" } });
    const unknownAccount = await api.call("POST", "/api/login/authorize", { body: { account: "nobody-here", password: merchant.password } });
    for (const answer of [wrongPassword, unknownAccount]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: "LOGIN_FAILED", msg: "Incorrect account or password", data: null });
    }
    expect(wrongPassword.body).toEqual(unknownAccount.body);
  });

  it("refuses an empty account or password with the messages of point 5", async () => {
    const { status, body } = await api.call("POST", "/api/login/authorize", { body: { account: "", password: "" } });
    expect(status).toBe(400);
    expect(body.data.fieldErrors).toEqual({ account: ["Account cannot be empty"], password: ["Password cannot be empty"] });
  });

  it.each([
    ["a number as account", { account: 123456, password: "Kestrel842" }],
    ["an object as password", { account: "someone", password: { length: 8 } }],
    ["a huge password", { account: "someone", password: "p".repeat(90_000) }],
    ["a pin that is not 6 digits", { account: "someone", password: "Kestrel842", pin: "12ab56" }],
    ["a number as pin", { account: "someone", password: "Kestrel842", pin: 123456 }],
    ["a huge deviceId", { account: "someone", password: "Kestrel842", deviceId: "d".repeat(5_000) }],
  ])("answers 400, never 500, to %s", async (_, body) => {
    const answer = await api.call("POST", "/api/login/authorize", { body });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe("VALIDATION_FAILED");
  });

  it("answers in Chinese for Accept-Language zh", async () => {
    const { status, body } = await api.call("POST", "/api/login/authorize", {
      body: { account: "nobody-here", password: "Kestrel842" },
      headers: { "accept-language": "zh" },
    });
    expect(status).toBe(401);
    expect(body.msg).toBe("账号或密码错误");
  });
});

describe("POST /api/login/refresh", () => {
  it("rotates: a new pair, and the new access token works", async () => {
    const merchant = await signedInMerchant(api);
    api.clock.advance(60_000);
    const { status, body } = await api.call("POST", "/api/login/refresh", { body: { refreshToken: merchant.refreshToken } });
    expect(status).toBe(200);
    expect(body.data.refreshToken).not.toBe(merchant.refreshToken);
    expect(body.data.accessToken).not.toBe(merchant.accessToken);
    expect(decodeJwt(body.data.accessToken).sid).toBe(decodeJwt(merchant.accessToken).sid);
    expect(decodeJwt(body.data.accessToken).exp).toBe(api.clock.now().getTime() / 1000 + 900);
    expect(body.data.userInfo.account).toBe(merchant.account);
    expect((await userInfo(body.data.accessToken)).status).toBe(200);
  });

  it("revokes the whole session when a used refresh token comes back from another device", async () => {
    const merchant = await signedInMerchant(api);
    const first = await api.call("POST", "/api/login/refresh", { body: { refreshToken: merchant.refreshToken } });
    expect(first.status).toBe(200);

    // Not the browser that rotated it, so no grace (decision 036; tests/api/recovery-and-devices.test.ts).
    const reuse = await api.call("POST", "/api/login/refresh", { body: { refreshToken: merchant.refreshToken }, headers: { "user-agent": "another device" } });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ success: false, errorCode: "REFRESH_TOKEN_INVALID" });

    const newest = await userInfo(first.body.data.accessToken);
    expect(newest.status).toBe(401);
    expect(newest.body.errorCode).toBe("UNAUTHORIZED");
    const newestRefresh = await api.call("POST", "/api/login/refresh", { body: { refreshToken: first.body.data.refreshToken } });
    expect(newestRefresh.status).toBe(401);
    expect(newestRefresh.body.errorCode).toBe("REFRESH_TOKEN_INVALID");
  });

  it("refuses an unknown refresh token with 401 and a missing one with 400", async () => {
    const unknown = await api.call("POST", "/api/login/refresh", { body: { refreshToken: "not-a-token" } });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorCode).toBe("REFRESH_TOKEN_INVALID");
    for (const body of [{}, { refreshToken: "" }, { refreshToken: 42 }, { refreshToken: "r".repeat(10_000) }]) {
      const answer = await api.call("POST", "/api/login/refresh", { body });
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body.errorCode).toBe("VALIDATION_FAILED");
    }
  });

  it("still works after the access token has expired", async () => {
    const merchant = await signedInMerchant(api);
    api.clock.advance(FIFTEEN_MINUTES + 1_000);
    const { status, body } = await api.call("POST", "/api/login/refresh", { body: { refreshToken: merchant.refreshToken } });
    expect(status).toBe(200);
    expect((await userInfo(body.data.accessToken)).status).toBe(200);
  });

  it("refuses a refresh token whose session has passed its lifetime", async () => {
    const merchant = await signedInMerchant(api);
    api.clock.advance(api.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000 + 1_000);
    const { status, body } = await api.call("POST", "/api/login/refresh", { body: { refreshToken: merchant.refreshToken } });
    expect(status).toBe(401);
    expect(body.errorCode).toBe("REFRESH_TOKEN_INVALID");
  });
});

describe("POST /api/login/logout", () => {
  it("revokes the session of the bearer token, and saying it twice is fine", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await api.call("POST", "/api/login/logout", { token: merchant.accessToken, body: {} });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, data: null });

    const after = await userInfo(merchant.accessToken);
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe("UNAUTHORIZED");
    const refresh = await api.call("POST", "/api/login/refresh", { body: { refreshToken: merchant.refreshToken } });
    expect(refresh.status).toBe(401);
    expect(refresh.body.errorCode).toBe("REFRESH_TOKEN_INVALID");

    const again = await api.call("POST", "/api/login/logout", { token: merchant.accessToken, body: {} });
    expect(again.status).toBe(200);
    const session = await api.db.session.findUniqueOrThrow({ where: { id: decodeJwt(merchant.accessToken).sid as string } });
    expect(session.revokedReason).toBe("logout");
  });

  it("revokes the session named by a refresh token alone", async () => {
    const merchant = await signedInMerchant(api);
    expect((await api.call("POST", "/api/login/logout", { body: { refreshToken: merchant.refreshToken } })).status).toBe(200);
    expect((await userInfo(merchant.accessToken)).status).toBe(401);
  });

  it("answers 200 without any token and changes nothing", async () => {
    const merchant = await signedInMerchant(api);
    expect((await api.call("POST", "/api/login/logout", { body: {} })).status).toBe(200);
    expect((await api.call("POST", "/api/login/logout", { body: { refreshToken: "unknown" }, headers: { authorization: "Bearer junk" } })).status).toBe(200);
    expect((await userInfo(merchant.accessToken)).status).toBe(200);
  });
});

describe("one session per account", () => {
  it("answers the superseded session's tokens with 422 ACCOUNT_LOGGED_IN_ELSEWHERE", async () => {
    const merchant = await registerMerchant(api);
    const first = await loginMerchant(api, merchant);
    const second = await loginMerchant(api, merchant);

    const kicked = await userInfo(first.accessToken);
    expect(kicked.status).toBe(422);
    expect(kicked.body).toMatchObject({
      code: 422,
      success: false,
      errorCode: "ACCOUNT_LOGGED_IN_ELSEWHERE",
      msg: "Your account has been logged in elsewhere",
    });
    const kickedRefresh = await api.call("POST", "/api/login/refresh", { body: { refreshToken: first.refreshToken } });
    expect(kickedRefresh.status).toBe(422);
    expect(kickedRefresh.body.errorCode).toBe("ACCOUNT_LOGGED_IN_ELSEWHERE");

    expect((await userInfo(second.accessToken)).status).toBe(200);
  });

  it("tells the kicked-out session in Chinese for Accept-Language zh", async () => {
    const merchant = await registerMerchant(api);
    const first = await loginMerchant(api, merchant);
    await loginMerchant(api, merchant);
    const { body } = await userInfo(first.accessToken, { "accept-language": "zh" });
    expect(body.msg).toBe("您的账号已在其他地方登录");
  });
});

describe("the bearer token", () => {
  it("expires after 15 minutes: 401 TOKEN_EXPIRED", async () => {
    const merchant = await signedInMerchant(api);
    api.clock.advance(FIFTEEN_MINUTES - 1_000);
    expect((await userInfo(merchant.accessToken)).status).toBe(200);
    api.clock.advance(2_000);
    const { status, body } = await userInfo(merchant.accessToken);
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, errorCode: "TOKEN_EXPIRED", msg: "Your session has expired. Please log in again." });
  });

  it.each([
    ["no Authorization header", undefined],
    ["an empty bearer", "Bearer "],
    ["garbage", "Bearer garbage"],
    ["another scheme", "Basic dXNlcjpwYXNz"],
    ["a huge header", `Bearer ${"x".repeat(6_000)}`],
  ])("answers 401 UNAUTHORIZED to %s", async (_, authorization) => {
    const { status, body } = await userInfo(undefined, authorization ? { authorization } : {});
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, errorCode: "UNAUTHORIZED", msg: "Unauthorized, please log in again", data: null });
  });

  it("answers 401 to a token signed with another secret or naming another user", async () => {
    const merchant = await signedInMerchant(api);
    const other = await signedInMerchant(api);
    const sid = decodeJwt(merchant.accessToken).sid as string;
    const foreign = await signAccessToken("another-secret-another-secret-another-1", { userId: merchant.userInfo.id as number, sessionId: sid }, api.clock.now(), 900);
    expect((await userInfo(foreign)).status).toBe(401);
    // A correctly signed token whose session belongs to someone else.
    const mismatched = await signAccessToken(api.config.JWT_SECRET, { userId: other.userInfo.id as number, sessionId: sid }, api.clock.now(), 900);
    expect((await userInfo(mismatched)).status).toBe(401);
  });
});

describe("login rate limit", () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startApi({ RATE_LIMIT_LOGIN_PER_15MIN: "3" });
  });
  afterAll(() => limited.close());

  it("answers 429 RATE_LIMITED after repeated failures for one account; successes do not count", async () => {
    const merchant = await registerMerchant(limited);
    for (let i = 0; i < 5; i++) await loginMerchant(limited, merchant);
    const attempt = (password: string, account = merchant.account) =>
      limited.call("POST", "/api/login/authorize", { body: { account, password } });
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password")).status).toBe(401);

    const blocked = await attempt(merchant.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, errorCode: "RATE_LIMITED", msg: "Too many attempts. Please try again later." });
    // The account is matched however it is spelled.
    expect((await attempt("wrong-password", ` ${merchant.account.toUpperCase()} `)).status).toBe(429);

    // Another account from the same address is not blocked by this one's failures.
    const other = await registerMerchant(limited);
    await loginMerchant(limited, other);
  });
});
