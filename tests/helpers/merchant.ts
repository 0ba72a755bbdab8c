import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { TestApi } from "./api-server";

export type Merchant = { account: string; password: string; email: string };

/** A merchant with a unique account (3-20 characters), not yet registered. */
export function newMerchant(overrides: Partial<Merchant> = {}): Merchant {
  const account = `m${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  return { account, password: "Kestrel842", email: `${account}@example.com`, ...overrides };
}

/**
 * Registers a merchant through the API. Its address is then marked verified in the database, as a
 * fixture would create it (tests not about verification go on to check out or reset a password);
 * `verified: false` leaves it as registration does (tests/api/email-verification.test.ts).
 */
export async function registerMerchant(api: TestApi, overrides: Partial<Merchant> = {}, { verified = true } = {}): Promise<Merchant> {
  const merchant = newMerchant(overrides);
  const { status, body } = await api.call("POST", "/api/login/register", { body: merchant });
  expect(status, JSON.stringify(body)).toBe(200);
  if (verified) await api.db.user.update({ where: { account: merchant.account }, data: { emailVerifiedAt: api.clock.now() } });
  return merchant;
}

/** Logs a merchant in and returns the token pair and user info (data of /api/login/authorize). */
export async function loginMerchant(
  api: TestApi,
  merchant: Pick<Merchant, "account" | "password">,
  extra: { pin?: string } = {},
): Promise<{ accessToken: string; refreshToken: string; userInfo: Record<string, unknown> }> {
  const { status, body } = await api.call("POST", "/api/login/authorize", {
    body: { account: merchant.account, password: merchant.password, ...extra },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Registers and logs in a fresh merchant: the usual start of a test that needs a caller. */
export async function signedInMerchant(api: TestApi, overrides: Partial<Merchant> = {}, options: { verified?: boolean } = {}) {
  const merchant = await registerMerchant(api, overrides, options);
  return { ...merchant, ...(await loginMerchant(api, merchant)) };
}

/**
 * A merchant of its own for a test, with its token and a way to log in again (a clock move can
 * outlive the access token), so orders and clock moves never leak between tests.
 */
export async function shopper(api: TestApi) {
  const signedIn = await signedInMerchant(api);
  return { ...signedIn, token: signedIn.accessToken, relogin: async () => (await loginMerchant(api, signedIn)).accessToken };
}

export const STEP_UP_HEADER = "X-Step-Up-Token";

/**
 * Confirms the caller's identity (POST /api/user/confirm-identity) with the account password, or a
 * current authenticator code where one is bound, and returns the header a sensitive request needs.
 */
export async function stepUpHeaders(
  api: TestApi,
  accessToken: string,
  proof: { password: string } | { PIN: string },
): Promise<Record<string, string>> {
  const { status, body } = await api.call("POST", "/api/user/confirm-identity", { token: accessToken, body: proof });
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.data.stepUpToken).toEqual(expect.any(String));
  return { [STEP_UP_HEADER]: body.data.stepUpToken };
}
