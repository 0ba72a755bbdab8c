import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("the API envelope", () => {
  it("answers the health check with code 0", async () => {
    const { status, body } = await api.call("GET", "/api/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, data: { status: "ok", database: "ok" } });
    expect(typeof body.msg).toBe("string");
  });

  it("answers an unknown /api path with 404 in the envelope", async () => {
    const { status, body } = await api.call("GET", "/api/no-such-thing");
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, errorCode: "ROUTE_NOT_FOUND", msg: "The requested resource does not exist" });
    expect(body.code).not.toBe(0);
  });

  it("finds an endpoint as Express would: any case, a trailing slash, HEAD as GET; the wrong method is unknown", async () => {
    for (const path of ["/api/health", "/api/Health", "/api/health/", "/api/health?probe=1"]) {
      const { status, body } = await api.call("GET", path);
      expect([path, status, body.code]).toEqual([path, 200, 0]);
    }
    const head = await fetch(`${api.baseUrl}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const wrongMethod = await api.call("POST", "/api/health", { body: {} });
    expect(wrongMethod.status).toBe(404);
    const options = await fetch(`${api.baseUrl}/api/health`, { method: "OPTIONS" });
    expect([options.status, options.headers.get("allow")]).toEqual([200, "GET, HEAD"]);
    expect((await fetch(`${api.baseUrl}/api/order/create`, { method: "OPTIONS" })).headers.get("allow")).toBe("POST");
    expect((await fetch(`${api.baseUrl}/api/no-such-thing`, { method: "OPTIONS" })).status).toBe(404);
    // Served beside the endpoints, on the same router.
    expect((await fetch(`${api.baseUrl}/api/openapi.json`)).status).toBe(200);
  });

  it("translates messages by Accept-Language", async () => {
    const { body } = await api.call("GET", "/api/no-such-thing", { headers: { "accept-language": "zh-CN,zh;q=0.9" } });
    expect(body.msg).not.toBe("The requested resource does not exist");
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it("answers malformed JSON with 400, not a stack trace", async () => {
    const { status, body } = await api.call("POST", "/api/health", { rawBody: '{"account": ' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "INVALID_JSON" });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it("answers an oversize body with 413", async () => {
    const { status, body } = await api.call("POST", "/api/health", { body: { blob: "x".repeat(200_000) } });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, errorCode: "PAYLOAD_TOO_LARGE" });
  });

  it("serves an OpenAPI 3.1 document", async () => {
    const { status, body } = await api.call("GET", "/api/openapi.json");
    expect(status).toBe(200);
    expect(body.openapi).toBe("3.1.0");
    expect(body.paths["/api/health"].get).toBeDefined();
  });
});

describe("the API docs", () => {
  it("serves a readable page with its assets from this server, no CDN", async () => {
    const page = await fetch(`${api.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('id="swagger-ui"');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.every((source) => source.startsWith("/api/docs/"))).toBe(true);
    for (const source of sources) expect((await fetch(`${api.baseUrl}${source}`)).status, source).toBe(200);
  });
});
