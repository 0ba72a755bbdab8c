import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { newMerchant, signedInMerchant } from "../helpers/merchant";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

// On zxcvbn-ts's common-password list, whatever their case; each passes the length rule (6-20).
const COMMON = ["password1", "Qwerty123", "iloveyou"];

/** The code in the newest e-mail to this address. */
function codeSentTo(email: string): string {
  const mail = api.mails().filter((m) => m.includes(`To: ${email}`)).at(-1)!;
  return /\b(\d{6})\b/.exec(mail.split("\n\n").slice(1).join("\n"))![1];
}

describe("common passwords", () => {
  it.each(COMMON)("registration refuses %s with the translated message, and creates nothing", async (password) => {
    const merchant = newMerchant({ password });
    const { status, body } = await api.call("POST", "/api/login/register", { body: merchant, headers: { "Accept-Language": "ru" } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: "PASSWORD_TOO_COMMON", msg: "Этот пароль слишком распространён, его легко подобрать. Выберите другой." });
    expect(body.data.fieldErrors).toEqual({ password: [body.msg] });
    expect(await api.db.user.count({ where: { account: merchant.account } })).toBe(0);
  });

  it("keeps the specification's length rule and its message before the list", async () => {
    const { status, body } = await api.call("POST", "/api/login/register", { body: newMerchant({ password: "12345" }) });
    expect(status).toBe(400);
    expect(body.data.fieldErrors.password).toEqual(["Password length must be between 6 and 20 characters"]);
  });

  it("a password change refuses a common one and keeps the old password", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await api.call("POST", "/api/user/password", {
      token: merchant.accessToken,
      body: { oldPassword: merchant.password, newPassword: "password1", confirmPassword: "password1" },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: "PASSWORD_TOO_COMMON", msg: "This password is too common and easy to guess. Please choose another one." });
    expect(body.data.fieldErrors).toEqual({ newPassword: [body.msg] });
    expect((await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password } })).status).toBe(200);
  });

  it("a reset refuses a common one and leaves the code usable for a better one", async () => {
    const merchant = await signedInMerchant(api);
    await api.call("POST", "/api/login/forgot-password", { body: { account: merchant.account } });
    const code = codeSentTo(merchant.email);
    const refused = await api.call("POST", "/api/login/reset-password", {
      body: { account: merchant.account, code, newPassword: "iloveyou", confirmPassword: "iloveyou" },
      headers: { "Accept-Language": "ja" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe("PASSWORD_TOO_COMMON");
    expect(refused.body.data.fieldErrors.newPassword).toEqual(["このパスワードはよく使われていて推測されやすいため、使用できません。別のパスワードを選んでください。"]);
    const done = await api.call("POST", "/api/login/reset-password", {
      body: { account: merchant.account, code, newPassword: "Heron-Lake-77", confirmPassword: "Heron-Lake-77" },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it("a wrong reset code is answered as such, whatever the password (the list reveals nothing without the code)", async () => {
    const merchant = await signedInMerchant(api);
    await api.call("POST", "/api/login/forgot-password", { body: { account: merchant.account } });
    const code = codeSentTo(merchant.email);
    const wrong = await api.call("POST", "/api/login/reset-password", {
      body: { account: merchant.account, code: code === "000000" ? "111111" : "000000", newPassword: "password1", confirmPassword: "password1" },
    });
    expect(wrong.body.errorCode).toBe("RESET_CODE_INVALID");
  });
});
