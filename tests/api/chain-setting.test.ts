import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { placeOrder } from "../helpers/shop";

const SECRET = "test-secret-test-secret-test-secret-0123";

describe("the CHAIN setting, checked at start-up", () => {
  it("is the simulator in development and tests", () => {
    expect(loadConfig({ NODE_ENV: "test", JWT_SECRET: SECRET }).CHAIN).toBe("simulator");
    expect(loadConfig({ NODE_ENV: "development", JWT_SECRET: SECRET }).CHAIN).toBe("simulator");
  });

  it("is no chain at all in production without demo mode", () => {
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET }).CHAIN).toBe("none");
  });

  it("refuses the simulator in production unless the deployment is a demo", () => {
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, CHAIN: "simulator" })).toThrow(/DEMO_MODE=on/);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, CHAIN: "simulator", DEMO_MODE: "on" }).CHAIN).toBe("simulator");
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, DEMO_MODE: "on" }).CHAIN).toBe("simulator");
  });

  it("refuses a chain it does not know, and a demo mode that is neither on nor off", () => {
    expect(() => loadConfig({ NODE_ENV: "test", JWT_SECRET: SECRET, CHAIN: "bitcoin" })).toThrow(/CHAIN/);
    expect(() => loadConfig({ NODE_ENV: "test", JWT_SECRET: SECRET, DEMO_MODE: "yes" })).toThrow(/DEMO_MODE/);
  });
});

describe("production without demo mode: nothing simulated is reachable", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ NODE_ENV: "production" });
  });
  afterAll(() => api.close());

  it("has no simulate-transfer endpoint, in the API or its documentation", async () => {
    const { token } = await shopper(api);
    const { status, body } = await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: 1 } });
    expect(status).toBe(404);
    expect(body.errorCode).toBe("ROUTE_NOT_FOUND");
    const docs = await api.call("GET", "/api/openapi.json");
    expect(docs.body.paths["/api/pay/simulate-transfer"]).toBeUndefined();
  });

  it("says no chain is connected, and refuses to open a payment with a clear message", async () => {
    expect((await api.call("GET", "/api/pay")).body.data).toMatchObject({ chain: "none", simulator: false });
    const { token } = await shopper(api);
    const order = await placeOrder(api, token);
    const { status, body } = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id } });
    expect(status).toBe(409);
    expect(body.errorCode).toBe("PAYMENTS_UNAVAILABLE");
    expect(body.msg).toMatch(/not connected/);
    expect(await api.db.payment.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe("a demo deployment in production", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ NODE_ENV: "production", DEMO_MODE: "on" });
  });
  afterAll(() => api.close());

  it("runs the simulator and says so", async () => {
    expect((await api.call("GET", "/api/pay")).body.data).toMatchObject({ chain: "simulator", simulator: true });
    const { token } = await shopper(api);
    const { status } = await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: 999_999 } });
    expect(status).toBe(404);
    const docs = await api.call("GET", "/api/openapi.json");
    expect(docs.body.paths["/api/pay/simulate-transfer"]).toBeDefined();
  });
});
