import { beforeAll, describe, expect, it } from "vitest";

// The web server's API client against an API that cannot be reached (nothing listens on port 9).
process.env.API_URL = "http://127.0.0.1:9";
process.env.SESSION_SECRET = "unit-test-session-secret-unit-test-session";
process.env.API_TIMEOUT_MS = "2000";

let Api: typeof import("./api.server").Api;
let session: typeof import("./session.server");

beforeAll(async () => {
  ({ Api } = await import("./api.server"));
  session = await import("./session.server");
});

async function loggedInRequest(url: string, accessExpiresAt = Date.now() + 10 * 60_000) {
  const blank = await session.getSession(new Request(url));
  blank.set("accessToken", "access");
  blank.set("refreshToken", "refresh");
  blank.set("accessExpiresAt", accessExpiresAt);
  const cookie = (await session.commitSession(blank, new Request(url))).split(";")[0];
  return new Request(url, { headers: { Cookie: cookie } });
}

describe("an unreachable API on a protected page", () => {
  it("sends the user home with the network-error notice and keeps the login", async () => {
    const api = await Api.from(await loggedInRequest("http://localhost/zh/my-order"));
    const thrown = await api.load("/order/list").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/zh?networkError=1");
    // No Set-Cookie: the session (and its tokens) stays as it was.
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(api.loggedIn).toBe(true);
  });

  it("keeps the login when the token is due for refresh and the refresh cannot reach the API either", async () => {
    const api = await Api.from(await loggedInRequest("http://localhost/en/my-site", Date.now() - 1000));
    const thrown = await api.load("/site").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get("Location")).toBe("/?networkError=1");
    expect(api.loggedIn).toBe(true);
    expect(api.session.get("refreshToken")).toBe("refresh");
  });
});

describe("an unreachable API behind a form", () => {
  it("answers the submit as a failure with the translated network-error message, not a server error", async () => {
    const api = await Api.from(await loggedInRequest("http://localhost/zh/cart"));
    const result = await api.post("/cart/delete", { id: 1 });
    expect(result).toMatchObject({ ok: false, errorCode: "NETWORK_ERROR", msg: "网络错误，请检查您的网络连接" });
    expect(api.loggedIn).toBe(true);
  });
});
