import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { signedInMerchant } from "../helpers/merchant";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The code in the newest e-mail to this address (quoted-printable bodies keep plain digits). */
function codeSentTo(email: string): string {
  const mail = api.mails().filter((m) => m.includes(`To: ${email}`)).at(-1);
  expect(mail, `no e-mail to ${email}`).toBeDefined();
  return /\b(\d{6})\b/.exec(mail!.split("\n\n").slice(1).join("\n"))![1];
}

describe("forgot password", () => {
  it("e-mails a code that sets a new password once and ends every session", async () => {
    const merchant = await signedInMerchant(api);
    const asked = await api.call("POST", "/api/login/forgot-password", { body: { account: merchant.account } });
    expect(asked.status).toBe(200);
    expect(asked.body.msg).toBe("If this account exists, a code has been sent to its email address");
    const mail = api.mails().at(-1)!;
    expect(mail).toContain(`To: ${merchant.email}`);
    expect(mail).toContain("Subject: Your CasinoLaunch password reset code");
    const code = codeSentTo(merchant.email);

    const wrong = await api.call("POST", "/api/login/reset-password", {
      body: { account: merchant.account, code: code === "000000" ? "111111" : "000000", newPassword: "brandnew1", confirmPassword: "brandnew1" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: "RESET_CODE_INVALID", data: { fieldErrors: { code: [wrong.body.msg] } } });

    const done = await api.call("POST", "/api/login/reset-password", {
      body: { account: merchant.account, code, newPassword: "brandnew1", confirmPassword: "brandnew1" },
    });
    expect(done.status).toBe(200);
    expect((await api.call("GET", "/api/user/info", { token: merchant.accessToken })).status).toBe(401);
    expect((await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password } })).status).toBe(401);
    expect((await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: "brandnew1" } })).status).toBe(200);

    const again = await api.call("POST", "/api/login/reset-password", {
      body: { account: merchant.account, code, newPassword: "another-42", confirmPassword: "another-42" },
    });
    expect(again.body.errorCode).toBe("RESET_CODE_INVALID");
  });

  it("answers an unknown account exactly like a known one, and sends nothing", async () => {
    const before = api.mails().length;
    const { status, body } = await api.call("POST", "/api/login/forgot-password", { body: { account: "nobody-here" } });
    expect(status).toBe(200);
    expect(body.msg).toBe("If this account exists, a code has been sent to its email address");
    expect(api.mails()).toHaveLength(before);
  });

  it("refuses a code after its window, and a code after too many wrong tries", async () => {
    const merchant = await signedInMerchant(api);
    await api.call("POST", "/api/login/forgot-password", { body: { account: merchant.account } });
    const code = codeSentTo(merchant.email);
    api.clock.advance((api.config.PASSWORD_RESET_MINUTES + 1) * 60_000);
    const late = await api.call("POST", "/api/login/reset-password", { body: { account: merchant.account, code, newPassword: "brandnew1", confirmPassword: "brandnew1" } });
    expect(late.body.errorCode).toBe("RESET_CODE_INVALID");

    await api.call("POST", "/api/login/forgot-password", { body: { account: merchant.account } });
    const fresh = codeSentTo(merchant.email);
    const wrongCode = fresh === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      await api.call("POST", "/api/login/reset-password", { body: { account: merchant.account, code: wrongCode, newPassword: "brandnew1", confirmPassword: "brandnew1" } });
    }
    const locked = await api.call("POST", "/api/login/reset-password", { body: { account: merchant.account, code: fresh, newPassword: "brandnew1", confirmPassword: "brandnew1" } });
    expect(locked.body.errorCode).toBe("RESET_CODE_INVALID");
  });

  it("validates with the specification's messages", async () => {
    const { status, body } = await api.call("POST", "/api/login/reset-password", {
      body: { account: "ab", code: "12", newPassword: "", confirmPassword: "x" },
    });
    expect(status).toBe(400);
    expect(body.data.fieldErrors).toEqual({
      account: ["Account length must be between 3 and 20 characters"],
      code: ["Please enter the 6-digit code from the email"],
      newPassword: ["Please enter a new password"],
    });
    const mismatch = await api.call("POST", "/api/login/reset-password", {
      body: { account: "abcdef", code: "123456", newPassword: "Kestrel842", confirmPassword: "Kestrel843" },
    });
    expect(mismatch.body.data.fieldErrors).toEqual({ confirmPassword: ["The two passwords entered are inconsistent"] });
  });
});
