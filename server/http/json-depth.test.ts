import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../../tests/helpers/api-server";
import { MAX_JSON_DEPTH } from "./json-depth";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const nested = (depth: number) => `{"account":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;

describe("the JSON depth limit", () => {
  it("answers a 5,000-deep body with a 400 envelope, translated, before any handler runs", async () => {
    const { status, body } = await api.call("POST", "/api/login/authorize", { rawBody: nested(5000), headers: { "accept-language": "zh" } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "JSON_TOO_DEEP" });
    expect(body.msg).toContain(String(MAX_JSON_DEPTH));
  });

  it("lets a body at the limit through to validation", async () => {
    const { status, body } = await api.call("POST", "/api/login/authorize", { rawBody: nested(MAX_JSON_DEPTH) });
    expect(status).toBe(400);
    expect(body.errorCode).toBe("VALIDATION_FAILED");
  });

  it("does not count brackets inside strings", async () => {
    const { body } = await api.call("POST", "/api/login/authorize", { body: { account: "[".repeat(100), password: "{".repeat(100) } });
    expect(body.errorCode).not.toBe("JSON_TOO_DEEP");
  });

  it("refuses JSON in a charset other than UTF-8, where brackets could hide", async () => {
    const { status, body } = await api.call("POST", "/api/login/authorize", {
      rawBody: nested(5000),
      headers: { "content-type": "application/json; charset=utf-16" },
    });
    expect(status).toBe(415);
    expect(body.errorCode).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});
