import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { checkTotp, newTotpSecret, totpUri } from "./totp";

const now = new Date("2026-11-22T10:00:00Z");
const epoch = now.getTime() / 1000;

describe("authenticator codes", () => {
  it("accept the current code once, then refuse it", async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret, epoch });
    const step = await checkTotp(secret, code, now, null);
    expect(step).toBe(Math.floor(epoch / 30));
    expect(await checkTotp(secret, code, now, step)).toBeUndefined();
  });

  it("accept the previous step's code (clock drift) but not one from minutes ago", async () => {
    const secret = newTotpSecret();
    expect(await checkTotp(secret, await generate({ secret, epoch: epoch - 30 }), now, null)).toBeDefined();
    expect(await checkTotp(secret, await generate({ secret, epoch: epoch - 300 }), now, null)).toBeUndefined();
  });

  it("refuse a code of another secret", async () => {
    const code = await generate({ secret: newTotpSecret(), epoch });
    expect(await checkTotp(newTotpSecret(), code, now, null)).toBeUndefined();
  });

  it("give an otpauth URI an authenticator app can scan", () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, "merchant1");
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain("merchant1");
  });
});
