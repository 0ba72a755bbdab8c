import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { registerMerchant } from "../helpers/merchant";

/**
 * The web server's shared refresh kept the new token pair
 * 30 s for any request carrying the old refresh token. Its API client (app/utils/api.server.ts),
 * over HTTP against the real API, as the web server runs it for requests whose session cookie
 * holds an expired access token: the browser that rotated gets the kept pair; the same cookie from
 * another address does not, and the API then ends the login (decision 036).
 */

let api: TestApi;
let Api: typeof import("../../app/utils/api.server").Api;
let session: typeof import("../../app/utils/session.server");

beforeAll(async () => {
  api = await startApi({ TRUST_PROXY: "loopback" });
  // The web side reads its settings when first imported: import it afresh, pointed at this API.
  process.env.API_URL = api.baseUrl;
  process.env.SESSION_SECRET = "unit-test-session-secret-unit-test-session";
  vi.resetModules();
  ({ Api } = await import("../../app/utils/api.server"));
  session = await import("../../app/utils/session.server");
});
afterAll(async () => {
  await api.close();
  // Test files share a worker's modules: later ones import the web side afresh, with their own settings.
  delete process.env.API_URL;
  vi.resetModules();
});

const LAPTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The session cookie of a browser logged in a while ago: its access token due for refresh. */
async function staleLoginCookie() {
  const merchant = await registerMerchant(api);
  const { body } = await api.call("POST", "/api/login/authorize", {
    body: { account: merchant.account, password: merchant.password, deviceId: "web-laptop" },
    headers: { "user-agent": LAPTOP, "x-forwarded-for": "203.0.113.9" },
  });
  const blank = await session.getSession(new Request("http://localhost/"));
  blank.set("accessToken", body.data.accessToken);
  blank.set("refreshToken", body.data.refreshToken);
  blank.set("accessExpiresAt", Date.now() - 1000);
  blank.set("deviceId", "web-laptop");
  return { refreshToken: body.data.refreshToken as string, cookie: (await session.commitSession(blank, new Request("http://localhost/"))).split(";")[0] };
}

/** A page request as the web server hands it on: the visitor's cookie and browser, the address it vouches for. */
const page = (cookie: string, userAgent: string, address: string) =>
  Api.from(new Request("http://localhost/en/personal", { headers: { Cookie: cookie, "user-agent": userAgent, "x-client-address": address } }));

describe("the web server's shared refresh", () => {
  it("gives the kept new pair to the browser that rotated, and to nobody else", async () => {
    const { cookie, refreshToken } = await staleLoginCookie();
    const first = await page(cookie, LAPTOP, "203.0.113.9");
    expect((await first.get("/user/info")).ok).toBe(true);
    const rotated = first.session.get("refreshToken");
    expect(rotated).not.toBe(refreshToken);

    // Another page of the same browser, sent with the old cookie before the new one arrived.
    const second = await page(cookie, LAPTOP, "203.0.113.9");
    expect((await second.get("/user/info")).ok).toBe(true);
    expect(second.session.get("refreshToken")).toBe(rotated);

    // The same cookie, copied, from another address: no kept pair; the API refuses the spent token
    // and ends the session, the rightful browser's new tokens with it.
    const copied = await page(cookie, LAPTOP, "192.0.2.66");
    const stolen = await copied.get("/user/info", undefined, { onLoginEnded: "clear" });
    expect(stolen).toMatchObject({ ok: false, errorCode: "REFRESH_TOKEN_INVALID" });
    expect(copied.loggedIn).toBe(false);
    expect((await api.call("GET", "/api/user/info", { token: first.session.get("accessToken") })).status).toBe(401);
  });

  it("passes the visitor's browser and address to the API, which lists them with the device", async () => {
    const { cookie } = await staleLoginCookie();
    const phone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1";
    const moved = await page(cookie, phone, "198.51.100.20");
    const devices = await moved.get("/user/devices");
    expect(devices.ok && devices.data).toEqual([expect.objectContaining({ browser: "Safari 17", os: "iOS", address: "198.51.100.20", current: true })]);
  });
});
