import { describe, expect, it } from "vitest";
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from "./tokens";

const secret = "unit-test-secret-unit-test-secret-0123";
const now = new Date("2026-11-22T10:00:00Z");

describe("access tokens", () => {
  it("round-trip the user and session", async () => {
    const token = await signAccessToken(secret, { userId: 7, sessionId: "s-1" }, now, 900);
    expect(await verifyAccessToken(secret, token, now)).toEqual({ ok: true, claims: { userId: 7, sessionId: "s-1" } });
  });

  it("carry exp as seconds after iat", async () => {
    const token = await signAccessToken(secret, { userId: 7, sessionId: "s-1" }, now, 900);
    const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
    expect(payload.exp - payload.iat).toBe(900);
    expect(payload.sub).toBe("7");
  });

  it("are expired once exp has passed", async () => {
    const token = await signAccessToken(secret, { userId: 7, sessionId: "s-1" }, now, 900);
    expect(await verifyAccessToken(secret, token, new Date(now.getTime() + 901_000))).toEqual({ ok: false, reason: "expired" });
  });

  it("are refused when signed with another secret or tampered with", async () => {
    const token = await signAccessToken("another-secret-another-secret-0123456", { userId: 7, sessionId: "s" }, now, 900);
    expect(await verifyAccessToken(secret, token, now)).toEqual({ ok: false, reason: "invalid" });
    const [h, , s] = (await signAccessToken(secret, { userId: 7, sessionId: "s" }, now, 900)).split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "1", sid: "s", exp: 9e9 })).toString("base64url");
    expect(await verifyAccessToken(secret, `${h}.${forged}.${s}`, now)).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyAccessToken(secret, "not-a-jwt", now)).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("refresh tokens", () => {
  it("are random and stored as a hash", () => {
    const a = newRefreshToken();
    expect(a).not.toBe(newRefreshToken());
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
  });
});
