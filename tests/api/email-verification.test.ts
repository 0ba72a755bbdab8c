import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { signedInMerchant, stepUpHeaders } from "../helpers/merchant";
import { addToCart, OPERATION } from "../helpers/shop";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The e-mails to this address, oldest first. */
function mailsTo(email: string): string[] {
  return api.mails().filter((mail) => mail.includes(`To: ${email}`));
}

/** The code in the newest e-mail to this address (quoted-printable bodies keep plain digits). */
function codeSentTo(email: string): string {
  const mail = mailsTo(email).at(-1);
  expect(mail, `no e-mail to ${email}`).toBeDefined();
  return /\b(\d{6})\b/.exec(mail!.split("\n\n").slice(1).join("\n"))![1];
}

const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

/** A merchant as registration leaves it: signed in, its address not yet proved. */
const unverified = () => signedInMerchant(api, {}, { verified: false });

async function verify(token: string, code: string) {
  return api.call("POST", "/api/user/verify-email", { token, body: { code } });
}

describe("e-mail verification", () => {
  it("mails a code at registration that verifies the address once", async () => {
    const merchant = await unverified();
    const mail = mailsTo(merchant.email).at(-1)!;
    expect(mail).toContain("Subject: Your CasinoLaunch verification code");
    const info = await api.call("GET", "/api/user/info", { token: merchant.accessToken });
    expect(info.body.data.emailVerified).toBe(false);

    const done = await verify(merchant.accessToken, codeSentTo(merchant.email));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.msg).toBe("Your email address is verified");
    expect(done.body.data.emailVerified).toBe(true);
    // The code is stored only as a digest.
    const stored = await api.db.emailVerification.findFirstOrThrow({ where: { user: { account: merchant.account } } });
    expect(stored.codeHash).not.toContain(codeSentTo(merchant.email));
    expect(stored.usedAt).not.toBeNull();
  });

  it("refuses a wrong code with a translated message, and the right one after five wrong tries", async () => {
    const merchant = await unverified();
    const code = codeSentTo(merchant.email);
    const wrong = await api.call("POST", "/api/user/verify-email", {
      token: merchant.accessToken,
      body: { code: otherThan(code) },
      headers: { "Accept-Language": "de;q=0.1, es" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ errorCode: "EMAIL_CODE_INVALID", msg: "El código es incorrecto o ha vencido. Solicite uno nuevo." });
    expect(wrong.body.data.fieldErrors.code).toEqual([wrong.body.msg]);
    for (let i = 0; i < 4; i++) expect((await verify(merchant.accessToken, otherThan(code))).status).toBe(400);
    const locked = await verify(merchant.accessToken, code);
    expect(locked.body.errorCode).toBe("EMAIL_CODE_INVALID");
    expect((await api.call("GET", "/api/user/info", { token: merchant.accessToken })).body.data.emailVerified).toBe(false);

    // A new code works again (after the minute between two codes).
    api.clock.advance(61_000);
    const resent = await api.call("POST", "/api/user/verify-email/send", { token: merchant.accessToken });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect((await verify(merchant.accessToken, codeSentTo(merchant.email))).status).toBe(200);
  });

  it("refuses a code after its window, a malformed code, and a resend within the minute", async () => {
    const merchant = await unverified();
    const code = codeSentTo(merchant.email);
    const tooSoon = await api.call("POST", "/api/user/verify-email/send", { token: merchant.accessToken });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.errorCode).toBe("EMAIL_CODE_TOO_SOON");
    expect(tooSoon.body.msg).toMatch(/^A code was sent a moment ago\. Please wait \d+ seconds/);

    api.clock.advance(31 * 60_000);
    // The access token has expired by now too: sign in again.
    const token = (await api.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password } })).body.data.accessToken;
    expect((await verify(token, code)).body.errorCode).toBe("EMAIL_CODE_INVALID");
    const malformed = await verify(token, "12ab");
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.fieldErrors.code).toEqual(["Please enter the 6-digit code from the email"]);

    // An older code stops working once a new one is sent.
    await api.call("POST", "/api/user/verify-email/send", { token });
    const first = codeSentTo(merchant.email);
    api.clock.advance(61_000);
    await api.call("POST", "/api/user/verify-email/send", { token });
    const second = codeSentTo(merchant.email);
    if (first !== second) expect((await verify(token, first)).body.errorCode).toBe("EMAIL_CODE_INVALID");
    expect((await verify(token, second)).status).toBe(200);
    const again = await api.call("POST", "/api/user/verify-email/send", { token });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe("EMAIL_ALREADY_VERIFIED");
  });

  it("refuses checkout until the address is verified, with a message that says how, then allows it", async () => {
    const merchant = await unverified();
    const item = await addToCart(api, merchant.accessToken);
    const refused = await api.call("POST", "/api/order/create", { token: merchant.accessToken, body: { id: item.id, ...OPERATION, agreeTerms: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe("EMAIL_NOT_VERIFIED");
    expect(refused.body.msg).toContain("Enter the 6-digit code we emailed you");
    // Nothing changed: the item is still in the cart, no order exists.
    expect((await api.call("GET", "/api/cart/list", { token: merchant.accessToken })).body.data.items.map((i: { id: number }) => i.id)).toContain(item.id);
    expect(await api.db.order.count({ where: { user: { account: merchant.account } } })).toBe(0);

    expect((await verify(merchant.accessToken, codeSentTo(merchant.email))).status).toBe(200);
    const placed = await api.call("POST", "/api/order/create", { token: merchant.accessToken, body: { id: item.id, ...OPERATION, agreeTerms: true } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it("mails a reset code only to a verified address, answering the same either way", async () => {
    const merchant = await unverified();
    const before = mailsTo(merchant.email).length;
    const asked = await api.call("POST", "/api/login/forgot-password", { body: { account: merchant.account } });
    expect(asked.status).toBe(200);
    expect(asked.body.msg).toBe("If this account exists, a code has been sent to its email address");
    expect(mailsTo(merchant.email)).toHaveLength(before);
    expect(await api.db.passwordReset.count({ where: { user: { account: merchant.account } } })).toBe(0);

    await verify(merchant.accessToken, codeSentTo(merchant.email));
    const verifiedAsk = await api.call("POST", "/api/login/forgot-password", { body: { account: merchant.account } });
    expect(verifiedAsk.body.msg).toBe(asked.body.msg);
    expect(mailsTo(merchant.email).at(-1)).toContain("Subject: Your CasinoLaunch password reset code");
  });

  it("makes a changed address unverified, mails it a code and tells the old one", async () => {
    const merchant = await signedInMerchant(api);
    expect((await api.call("GET", "/api/user/info", { token: merchant.accessToken })).body.data.emailVerified).toBe(true);
    const newEmail = `new-${merchant.account}@example.com`;
    const headers = await stepUpHeaders(api, merchant.accessToken, { password: merchant.password });
    const changed = await api.call("POST", "/api/user/alter-email", { token: merchant.accessToken, headers, body: { newEmail } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ email: newEmail, emailVerified: false });
    expect(mailsTo(merchant.email).at(-1)).toContain("Subject: Your CasinoLaunch email address was changed");
    expect(mailsTo(merchant.email).at(-1)).toContain(newEmail);
    expect(mailsTo(newEmail).at(-1)).toContain("Subject: Your CasinoLaunch verification code");

    const item = await addToCart(api, merchant.accessToken);
    const refused = await api.call("POST", "/api/order/create", { token: merchant.accessToken, body: { id: item.id, ...OPERATION, agreeTerms: true } });
    expect(refused.body.errorCode).toBe("EMAIL_NOT_VERIFIED");
    expect((await verify(merchant.accessToken, codeSentTo(newEmail))).body.data).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("does not let a code mailed to an old address verify a new one", async () => {
    const merchant = await unverified();
    const oldCode = codeSentTo(merchant.email);
    // Changed behind the API's back to another address (as alter-email would, which also sends a new code).
    await api.db.user.update({ where: { account: merchant.account }, data: { email: `other-${merchant.account}@example.com` } });
    expect((await verify(merchant.accessToken, oldCode)).body.errorCode).toBe("EMAIL_CODE_INVALID");
  });

  it("needs a login", async () => {
    expect((await api.call("POST", "/api/user/verify-email", { body: { code: "123456" } })).status).toBe(401);
    expect((await api.call("POST", "/api/user/verify-email/send")).status).toBe(401);
  });
});
