import { afterEach, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";

/**
 * Per-address limits key on an address someone vouches for (integrity issue, finding 5): the
 * API believes X-Forwarded-For only from the proxies named in TRUST_PROXY. With a limit of 2
 * failed logins per account, the per-address limit is 10.
 */
const PER_ADDRESS = 10;

let api: TestApi;
afterEach(() => api.close());

/** Failed logins for different accounts (so only the per-address limit can trip), each from `address`. */
async function failedLogins(count: number, address: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const { status } = await api.call("POST", "/api/login/authorize", {
      body: { account: `nobody${i}x`, password: "wrong-password" },
      headers: { "X-Forwarded-For": address(i) },
    });
    statuses.push(status);
  }
  return statuses;
}

describe("the per-address login limit", () => {
  it("ignores a forwarded address when no proxy is trusted: varying it does not dodge the limit", async () => {
    api = await startApi({ RATE_LIMIT_LOGIN_PER_15MIN: "2", TRUST_PROXY: "" });
    const statuses = await failedLogins(PER_ADDRESS + 1, (i) => `203.0.113.${i}`);
    expect(statuses.slice(0, PER_ADDRESS).every((status) => status === 401)).toBe(true);
    expect(statuses[PER_ADDRESS]).toBe(429);
  });

  it("believes the address the trusted web server vouches for, so one visitor does not lock out another", async () => {
    api = await startApi({ RATE_LIMIT_LOGIN_PER_15MIN: "2", TRUST_PROXY: "loopback" });
    const first = await failedLogins(PER_ADDRESS + 1, () => "203.0.113.7");
    expect(first[PER_ADDRESS]).toBe(429);
    // Another visitor behind the same web server is not locked out.
    const other = await failedLogins(1, () => "198.51.100.9");
    expect(other[0]).toBe(401);
  });
});
