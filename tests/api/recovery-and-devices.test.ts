import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { registerMerchant, signedInMerchant, STEP_UP_HEADER, stepUpHeaders, type Merchant } from "../helpers/merchant";

/**
 * Recovery codes in place of a lost authenticator, the
 * list of signed-in devices with sign-out, and the refresh grace bound to the device that rotated.
 * Over HTTP against the real API, with browsers told apart by their User-Agent and, as the web
 * server vouches for it, their address (X-Forwarded-For from the trusted loopback).
 */

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ SESSIONS_PER_ACCOUNT: "3", TRUST_PROXY: "loopback" });
});
afterAll(() => api.close());

const TOTP_STEP_MS = 30_000;
const PHONE = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1", "x-forwarded-for": "198.51.100.7" };
const LAPTOP = { "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "x-forwarded-for": "203.0.113.9" };
const THIEF = { "user-agent": LAPTOP["user-agent"], "x-forwarded-for": "192.0.2.66" };

const codeNow = (secret: string, on: TestApi = api) => generate({ secret, epoch: on.clock.now().getTime() / 1000 });

function login(merchant: Pick<Merchant, "account" | "password">, extra: { pin?: string; deviceId?: string } = {}, headers: Record<string, string> = {}, on: TestApi = api) {
  return on.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password, ...extra }, headers });
}

/** A merchant with an authenticator bound, its secret and the ten codes the binding showed. */
async function withAuthenticator(on: TestApi = api) {
  const merchant = await signedInMerchant(on);
  const key = await on.call("GET", "/api/user/get-code", { token: merchant.accessToken, headers: await stepUpHeaders(on, merchant.accessToken, { password: merchant.password }) });
  const secret: string = key.body.data.secret;
  const bound = await on.call("GET", `/api/user/binding?PIN=${await codeNow(secret, on)}`, { token: merchant.accessToken });
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  on.clock.advance(TOTP_STEP_MS);
  return { ...merchant, secret, codes: bound.body.data.recoveryCodes as string[] };
}

describe("recovery codes", () => {
  it("are ten, shown once at binding, stored only as digests, and counted on the personal page", async () => {
    const merchant = await withAuthenticator();
    expect(merchant.codes).toHaveLength(10);
    expect(new Set(merchant.codes).size).toBe(10);
    for (const code of merchant.codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const user = await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } });
    const stored = await api.db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(10);
    for (const row of stored) for (const code of merchant.codes) expect(row.codeHash).not.toContain(code.replace("-", ""));
    const state = await api.call("GET", "/api/user/recovery-codes", { token: merchant.accessToken });
    expect(state.body.data).toMatchObject({ remaining: 10 });
    // Nothing shows them again.
    expect(JSON.stringify(state.body)).not.toContain(merchant.codes[0]);
  });

  it("sign in in place of the code, each once, in any case and without the hyphen", async () => {
    const merchant = await withAuthenticator();
    const first = await login(merchant, { pin: merchant.codes[0] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await login(merchant, { pin: merchant.codes[0] });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ errorCode: "PIN_INVALID", msg: "The Google Authenticator code is incorrect" });
    const typedLoosely = await login(merchant, { pin: ` ${merchant.codes[1].replace("-", "").toUpperCase()} ` });
    expect(typedLoosely.status).toBe(200);
    const state = await api.call("GET", "/api/user/recovery-codes", { token: typedLoosely.body.data.accessToken });
    expect(state.body.data.remaining).toBe(8);
  });

  it("are refused when made up, or of another account, and say what a code looks like", async () => {
    const merchant = await withAuthenticator();
    const other = await withAuthenticator();
    expect((await login(merchant, { pin: "aaaaa-bbbbb" })).body.errorCode).toBe("PIN_INVALID");
    expect((await login(merchant, { pin: other.codes[0] })).body.errorCode).toBe("PIN_INVALID");
    const malformed = await login(merchant, { pin: "abc" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.fieldErrors.pin).toEqual(["Please enter the 6-digit code or a recovery code"]);
    // The other account's code still works for its owner.
    expect((await login(other, { pin: other.codes[0] })).status).toBe(200);
  });

  it("count wrong guesses against the login limit", async () => {
    const limited = await startApi({ RATE_LIMIT_LOGIN_PER_15MIN: "3" });
    try {
      const merchant = await withAuthenticator(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await login(merchant, { pin: `zzzz${i}-zzzzz` }, {}, limited)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Limited: even the right code waits.
      expect((await login(merchant, { pin: merchant.codes[0] }, {}, limited)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("confirm identity (step-up) once each, and reset a lost authenticator", async () => {
    const merchant = await withAuthenticator();
    const confirmed = await api.call("POST", "/api/user/confirm-identity", { token: merchant.accessToken, body: { PIN: merchant.codes[2] } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.stepUpToken).toBeTruthy();
    const replayed = await api.call("POST", "/api/user/confirm-identity", { token: merchant.accessToken, body: { PIN: merchant.codes[2] } });
    expect(replayed.status).toBe(400);
    expect(replayed.body).toMatchObject({ errorCode: "AUTHENTICATOR_CODE_INVALID" });
    // The phone is lost: a recovery code starts the reset, the new key's first code binds it.
    const reset = await api.call("GET", `/api/user/get-code?PIN=${merchant.codes[3]}`, { token: merchant.accessToken });
    expect(reset.status).toBe(200);
    const bound = await api.call("GET", `/api/user/binding?PIN=${await codeNow(reset.body.data.secret)}`, { token: merchant.accessToken });
    expect(bound.status).toBe(200);
    // A new key, a new set: the old codes are gone.
    expect((await login(merchant, { pin: merchant.codes[4] })).body.errorCode).toBe("PIN_INVALID");
    expect((await login(merchant, { pin: bound.body.data.recoveryCodes[0] })).status).toBe(200);
    // Each recovery code used, wherever, is in the owner's security log (decision 035): the step-up, the reset, the sign-in.
    const user = await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } });
    expect(await api.db.securityEvent.count({ where: { userId: user.id, kind: "recovery-code-used" } })).toBe(3);
  });

  it("are regenerated only after a step-up, and the old set stops working", async () => {
    const merchant = await withAuthenticator();
    const without = await api.call("POST", "/api/user/recovery-codes/regenerate", { token: merchant.accessToken });
    expect(without.status).toBe(400);
    expect(without.body.errorCode).toBe("STEP_UP_REQUIRED");
    const forged = await api.call("POST", "/api/user/recovery-codes/regenerate", { token: merchant.accessToken, headers: { [STEP_UP_HEADER]: "not-a-token" } });
    expect(forged.body.errorCode).toBe("STEP_UP_REQUIRED");
    const headers = await stepUpHeaders(api, merchant.accessToken, { PIN: await codeNow(merchant.secret) });
    const regenerated = await api.call("POST", "/api/user/recovery-codes/regenerate", { token: merchant.accessToken, headers });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.msg).toBe("New recovery codes are ready. The old ones no longer work.");
    const fresh: string[] = regenerated.body.data.codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(merchant.codes[0]);
    expect((await login(merchant, { pin: merchant.codes[0] })).body.errorCode).toBe("PIN_INVALID");
    const signedIn = await login(merchant, { pin: fresh[0] });
    expect(signedIn.status).toBe(200);
    expect((await api.call("GET", "/api/user/recovery-codes", { token: signedIn.body.data.accessToken })).body.data.remaining).toBe(9);
  });

  it("need an authenticator, and go with it when it is turned off", async () => {
    const plain = await signedInMerchant(api);
    const headers = await stepUpHeaders(api, plain.accessToken, { password: plain.password });
    const refused = await api.call("POST", "/api/user/recovery-codes/regenerate", { token: plain.accessToken, headers });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe("AUTHENTICATOR_NOT_BOUND");
    expect((await api.call("GET", "/api/user/recovery-codes", { token: plain.accessToken })).body.data).toEqual({ remaining: 0, createdAt: null });

    const merchant = await withAuthenticator();
    const unbound = await api.call("GET", `/api/user/unbinding?PIN=${merchant.codes[0]}`, { token: merchant.accessToken });
    expect(unbound.status).toBe(200);
    expect((await api.call("GET", "/api/user/recovery-codes", { token: merchant.accessToken })).body.data.remaining).toBe(0);
  });

  it("are not accepted where the app itself is checked (binding a new key)", async () => {
    const merchant = await withAuthenticator();
    await api.call("GET", `/api/user/get-code?PIN=${await codeNow(merchant.secret)}`, { token: merchant.accessToken });
    const bind = await api.call("GET", `/api/user/binding?PIN=${merchant.codes[0]}`, { token: merchant.accessToken });
    expect(bind.status).toBe(400);
    expect(bind.body.errorCode).toBe("VALIDATION_FAILED");
  });
});

describe("signed-in devices", () => {
  async function onTwoDevices() {
    const merchant = await registerMerchant(api);
    const phone = await login(merchant, { deviceId: "phone" }, PHONE);
    api.clock.advance(60_000);
    const laptop = await login(merchant, { deviceId: "laptop" }, LAPTOP);
    expect(phone.status).toBe(200);
    expect(laptop.status).toBe(200);
    return { merchant, phone: phone.body.data, laptop: laptop.body.data };
  }
  const info = (token: string) => api.call("GET", "/api/user/info", { token });

  it("are listed with browser, system, address, first and last seen, this one marked", async () => {
    const { laptop } = await onTwoDevices();
    const { status, body } = await api.call("GET", "/api/user/devices", { token: laptop.accessToken });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    const [current, other] = body.data;
    expect(current).toMatchObject({ browser: "Chrome 131", os: "Windows", address: "203.0.113.9", current: true });
    expect(other).toMatchObject({ browser: "Safari 17", os: "iOS", address: "198.51.100.7", current: false });
    expect(Date.parse(other.firstSeenAt)).toBeLessThan(Date.parse(current.firstSeenAt));
  });

  it("move their last seen, browser and address at a token refresh, not at every request", async () => {
    const { phone } = await onTwoDevices();
    const before = (await api.call("GET", "/api/user/devices", { token: phone.accessToken })).body.data.find((device: { current: boolean }) => device.current);
    api.clock.advance(5 * 60_000);
    await info(phone.accessToken);
    const read = (await api.call("GET", "/api/user/devices", { token: phone.accessToken })).body.data.find((device: { current: boolean }) => device.current);
    expect(read.lastSeenAt).toBe(before.lastSeenAt);
    const moved = { ...PHONE, "x-forwarded-for": "198.51.100.8" };
    const refreshed = await api.call("POST", "/api/login/refresh", { body: { refreshToken: phone.refreshToken }, headers: moved });
    expect(refreshed.status).toBe(200);
    const after = (await api.call("GET", "/api/user/devices", { token: refreshed.body.data.accessToken })).body.data.find((device: { current: boolean }) => device.current);
    expect(after.lastSeenAt).toBe(api.clock.now().toISOString());
    expect(after.address).toBe("198.51.100.8");
    expect(after.firstSeenAt).toBe(before.firstSeenAt);
  });

  it("sign out one device: its tokens are refused at once, this one goes on", async () => {
    const { phone, laptop } = await onTwoDevices();
    expect((await info(phone.accessToken)).status).toBe(200);
    const devices = (await api.call("GET", "/api/user/devices", { token: laptop.accessToken })).body.data;
    const phoneId = devices.find((device: { current: boolean }) => !device.current).id;
    const out = await api.call("POST", "/api/user/devices/sign-out", { token: laptop.accessToken, body: { id: phoneId } });
    expect(out.status).toBe(200);
    expect(out.body.msg).toBe("The device has been logged out");
    expect((await info(phone.accessToken)).status).toBe(401);
    expect((await api.call("POST", "/api/login/refresh", { body: { refreshToken: phone.refreshToken }, headers: PHONE })).status).toBe(401);
    expect((await info(laptop.accessToken)).status).toBe(200);
    expect((await api.call("GET", "/api/user/devices", { token: laptop.accessToken })).body.data).toHaveLength(1);
    // Again, or a device of another account: not found, nothing changes.
    const again = await api.call("POST", "/api/user/devices/sign-out", { token: laptop.accessToken, body: { id: phoneId } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ errorCode: "SESSION_NOT_FOUND", msg: "This device is not logged in any more." });
    const stranger = await onTwoDevices();
    const theirs = (await api.call("GET", "/api/user/devices", { token: stranger.laptop.accessToken })).body.data[0].id;
    expect((await api.call("POST", "/api/user/devices/sign-out", { token: laptop.accessToken, body: { id: theirs } })).status).toBe(404);
    expect((await info(stranger.laptop.accessToken)).status).toBe(200);
    const empty = await api.call("POST", "/api/user/devices/sign-out", { token: laptop.accessToken, body: { id: "" } });
    expect(empty.status).toBe(400);
  });

  it("sign out everywhere else, or everywhere including here", async () => {
    const { merchant, phone, laptop } = await onTwoDevices();
    const tablet = (await login(merchant, { deviceId: "tablet" })).body.data;
    const others = await api.call("POST", "/api/user/devices/sign-out-everywhere", { token: laptop.accessToken, body: {} });
    expect(others.body).toMatchObject({ success: true, data: { count: 2 }, msg: "Logged out everywhere" });
    expect((await info(phone.accessToken)).status).toBe(401);
    expect((await info(tablet.accessToken)).status).toBe(401);
    expect((await info(laptop.accessToken)).status).toBe(200);
    const all = await api.call("POST", "/api/user/devices/sign-out-everywhere", { token: laptop.accessToken, body: { includeThis: true } });
    expect(all.body.data.count).toBe(1);
    expect((await info(laptop.accessToken)).status).toBe(401);
  });

  it("are at most SESSIONS_PER_ACCOUNT: a login beyond it ends the least recently seen, a login on the same device replaces its own", async () => {
    const { merchant, phone, laptop } = await onTwoDevices();
    const laptopAgain = (await login(merchant, { deviceId: "laptop" }, LAPTOP)).body.data;
    expect((await info(laptop.accessToken)).body.errorCode).toBe("ACCOUNT_LOGGED_IN_ELSEWHERE");
    expect((await info(phone.accessToken)).status).toBe(200);
    api.clock.advance(60_000);
    await login(merchant, { deviceId: "tablet" });
    api.clock.advance(60_000);
    await login(merchant, { deviceId: "tv" });
    // Three at most: the phone, seen longest ago, made room.
    expect((await info(phone.accessToken)).body.errorCode).toBe("ACCOUNT_LOGGED_IN_ELSEWHERE");
    expect((await info(laptopAgain.accessToken)).status).toBe(200);
  });

  it("keep the specification's one session per account with SESSIONS_PER_ACCOUNT=1", async () => {
    const single = await startApi({ SESSIONS_PER_ACCOUNT: "1" });
    try {
      const merchant = await registerMerchant(single);
      const first = (await login(merchant, { deviceId: "a" }, {}, single)).body.data;
      await login(merchant, { deviceId: "b" }, {}, single);
      expect((await single.call("GET", "/api/user/info", { token: first.accessToken })).body.errorCode).toBe("ACCOUNT_LOGGED_IN_ELSEWHERE");
    } finally {
      await single.close();
    }
  });
});

describe("the refresh grace (finding 7)", () => {
  async function rotated() {
    const merchant = await registerMerchant(api);
    const pair = (await login(merchant, { deviceId: "laptop" }, LAPTOP)).body.data;
    const next = await api.call("POST", "/api/login/refresh", { body: { refreshToken: pair.refreshToken }, headers: LAPTOP });
    expect(next.status).toBe(200);
    return { old: pair.refreshToken as string, next: next.body.data };
  }
  const refresh = (refreshToken: string, headers: Record<string, string>) => api.call("POST", "/api/login/refresh", { body: { refreshToken }, headers });

  it("gives the device that rotated the same new token once more, within 30 s", async () => {
    const { old, next } = await rotated();
    api.clock.advance(20_000);
    const replay = await refresh(old, LAPTOP);
    expect(replay.status).toBe(200);
    expect(replay.body.data.refreshToken).toBe(next.refreshToken);
    expect((await api.call("GET", "/api/user/info", { token: replay.body.data.accessToken })).status).toBe(200);
    // Once: a second replay is reuse, and it ends the session (the new token with it).
    const second = await refresh(old, LAPTOP);
    expect(second.status).toBe(401);
    expect(second.body.errorCode).toBe("REFRESH_TOKEN_INVALID");
    expect((await refresh(next.refreshToken, LAPTOP)).status).toBe(401);
    expect((await api.call("GET", "/api/user/info", { token: next.accessToken })).status).toBe(401);
  });

  it("refuses the old token from another address or browser, and ends the session", async () => {
    for (const other of [THIEF, { ...LAPTOP, "user-agent": "curl/8.5.0" }]) {
      const { old, next } = await rotated();
      const stolen = await refresh(old, other);
      expect(stolen.status).toBe(401);
      expect(stolen.body.errorCode).toBe("REFRESH_TOKEN_INVALID");
      // Reuse detection: the rightful device's new pair is ended too, and the grace with it.
      expect((await refresh(next.refreshToken, LAPTOP)).status).toBe(401);
      expect((await refresh(old, LAPTOP)).status).toBe(401);
    }
  });

  it("is over after 30 s, and once the new token has been used", async () => {
    const late = await rotated();
    api.clock.advance(31_000);
    expect((await refresh(late.old, LAPTOP)).status).toBe(401);
    expect((await refresh(late.next.refreshToken, LAPTOP)).status).toBe(401);

    const movedOn = await rotated();
    expect((await refresh(movedOn.next.refreshToken, LAPTOP)).status).toBe(200);
    expect((await refresh(movedOn.old, LAPTOP)).status).toBe(401);
  });

  it("keeps nothing a database copy could use: the successor is sealed with the old token", async () => {
    const { old, next } = await rotated();
    const rows = await api.db.refreshToken.findMany({ where: { usedAt: { not: null } }, orderBy: { id: "desc" }, take: 1 });
    expect(rows[0].successorBox).toBeTruthy();
    expect(rows[0].successorBox).not.toContain(next.refreshToken);
    expect(JSON.stringify(rows)).not.toContain(old);
  });
});
