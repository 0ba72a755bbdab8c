import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { signedInMerchant } from "../helpers/merchant";

// The affiliate-programme application and the contact form take the same fields and behave alike.
const forms = [
  { path: "/api/league/save", stored: (api: TestApi, id: number) => api.db.leagueApplication.findUnique({ where: { id } }) },
  { path: "/api/contact/submit", stored: (api: TestApi, id: number) => api.db.contactMessage.findUnique({ where: { id } }) },
];

describe.each(forms)("POST $path", ({ path, stored }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it("stores the submission as pending, without login, trimmed, with the clock's time", async () => {
    const { status, body } = await api.call("POST", path, { body: { name: "  Ana Souza ", contact: "telegram @ana", remark: "Brazil, 3 sites" } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, msg: "Submission successful", data: { id: expect.any(Number), status: "pending" } });
    const row = await stored(api, body.data.id);
    expect(row).toMatchObject({ name: "Ana Souza", contact: "telegram @ana", remark: "Brazil, 3 sites", status: "pending", userId: null });
    expect(row?.createdAt.toISOString()).toBe("2026-11-22T10:00:00.000Z");
  });

  it("attaches the merchant when a valid bearer token comes with it", async () => {
    const merchant = await signedInMerchant(api);
    const { status, body } = await api.call("POST", path, { token: merchant.accessToken, body: { name: "Li", contact: "+86 138 0000 0000" } });
    expect(status).toBe(200);
    const row = await stored(api, body.data.id);
    expect(row).toMatchObject({ userId: merchant.userInfo.id, remark: "" });
  });

  it("still accepts the form from someone with a stale token, without attaching anyone", async () => {
    const { status, body } = await api.call("POST", path, { token: "expired.or.forged", body: { name: "Li", contact: "li@example.com" } });
    expect(status).toBe(200);
    expect((await stored(api, body.data.id))?.userId).toBeNull();
  });

  it.each([
    [{}, { name: ["Please enter your name"], contact: ["Please enter a contact"] }],
    [{ name: "   ", contact: "" }, { name: ["Please enter your name"], contact: ["Please enter a contact"] }],
    [{ name: 12, contact: ["x"] }, { name: ["Please enter your name"], contact: ["Please enter a contact"] }],
    [{ name: "x".repeat(51), contact: "c" }, { name: ["Must be at most 50 characters"] }],
    [{ name: "n", contact: "c".repeat(101) }, { contact: ["Must be at most 100 characters"] }],
    [{ name: "n", contact: "c", remark: "r".repeat(501) }, { remark: ["Must be at most 500 characters"] }],
    [{ name: "n", contact: "c", remark: { a: 1 } }, { remark: ["This value has the wrong type"] }],
  ])("refuses %j with translated field errors", async (payload, fieldErrors) => {
    const { status, body } = await api.call("POST", path, { body: payload });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "VALIDATION_FAILED" });
    expect(body.data.fieldErrors).toEqual(fieldErrors);
  });

  it("answers in Chinese for a Chinese client", async () => {
    const { body } = await api.call("POST", path, { body: {}, headers: { "accept-language": "zh" } });
    expect(body.data.fieldErrors.name).toEqual(["请输入姓名"]);
  });

  it.each([["null"], ["[]"], ['"text"'], ["{"]])("answers the body %s with 400, never 500", async (rawBody) => {
    const { status, body } = await api.call("POST", path, { rawBody });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe.each(forms)("rate limit of POST $path", ({ path }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it("answers 429 after 10 accepted submissions from one address in 15 minutes; refused ones do not count", async () => {
    for (let i = 0; i < 3; i++) expect((await api.call("POST", path, { body: {} })).status).toBe(400);
    for (let i = 0; i < 10; i++) {
      const { status } = await api.call("POST", path, { body: { name: `n${i}`, contact: "c" } });
      expect(status).toBe(200);
    }
    const { status, body } = await api.call("POST", path, { body: { name: "n", contact: "c" } });
    expect(status).toBe(429);
    expect(body).toMatchObject({ success: false, errorCode: "RATE_LIMITED" });
  });
});
