import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { HDKey } from "@scure/bip32";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { stackModeOf } from "../../server/stack-mode";
import { runtimeEnv } from "../../scripts/runtime-env";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { placeOrder } from "../helpers/shop";

const SECRET = "test-secret-test-secret-test-secret-0123";
// The provider's TRON account (the standard test mnemonic): a public key, as the setting wants.
const TRC20_XPUB = HDKey.fromMasterSeed(pbkdf2(sha512, "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "mnemonic", { c: 2048, dkLen: 64 })).derive("m/44'/195'/0'").publicExtendedKey;

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

describe("demo mode and real money never meet (decision 034)", () => {
  it("a real chain refuses to start in demo mode, in any environment", () => {
    for (const CHAIN of ["erc20", "trc20", "erc20,trc20", "trc20,erc20"]) {
      for (const NODE_ENV of ["production", "development", "test"] as const) {
        expect(() => loadConfig({ NODE_ENV, JWT_SECRET: SECRET, CHAIN, DEMO_MODE: "on" }), `${CHAIN} ${NODE_ENV}`).toThrow(/takes real USDT, and demo mode \(DEMO_MODE=on\)/);
      }
    }
  });

  it("a real chain, or production without demo mode, is real money; the rest is a demo", () => {
    expect(stackModeOf({ NODE_ENV: "production", CHAIN: "erc20" })).toBe("real-money");
    expect(stackModeOf({ NODE_ENV: "development", CHAIN: "trc20" })).toBe("real-money");
    expect(stackModeOf({ NODE_ENV: "test", CHAIN: "erc20,trc20" })).toBe("real-money");
    expect(stackModeOf({ NODE_ENV: "production", CHAIN: "none" })).toBe("real-money");
    expect(stackModeOf({ NODE_ENV: "production", DEMO_MODE: "on", CHAIN: "none" })).toBe("demo");
    expect(stackModeOf({ NODE_ENV: "production", DEMO_MODE: "on" })).toBe("demo");
    expect(stackModeOf({ NODE_ENV: "development" })).toBe("demo");
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET }).STACK_MODE).toBe("real-money");
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, DEMO_MODE: "on", PASSWORD_HASH_COST: "4" }).STACK_MODE).toBe("demo");
  });

  it("made-up casino days never run with a real chain, even in development", () => {
    expect(() => loadConfig({ NODE_ENV: "development", JWT_SECRET: SECRET, CHAIN: "trc20", DEMO_REPORTS: "on", CHAIN_TRC20_XPUB: TRC20_XPUB })).toThrow(/DEMO_REPORTS=on/);
    expect(loadConfig({ NODE_ENV: "development", JWT_SECRET: SECRET, CHAIN: "trc20", CHAIN_TRC20_XPUB: TRC20_XPUB }).DEMO_REPORTS).toBe("off");
  });

  it("npm start is a demo on its own, and never once a real chain is configured", () => {
    // NODE_ENV unset, as `npm start` is typed.
    const typed = (env: Record<string, string>) => runtimeEnv(env as NodeJS.ProcessEnv).DEMO_MODE;
    expect(typed({})).toBe("on");
    expect(typed({ CHAIN: "simulator" })).toBe("on");
    for (const CHAIN of ["erc20", "trc20", "erc20,trc20"]) expect(typed({ CHAIN }), CHAIN).toBe("off");
    expect(runtimeEnv({ NODE_ENV: "production" }).DEMO_MODE).toBe("off");
  });
});

describe("the stack's mode, as the web server reads it for the demo banner", () => {
  it("a demo with no chain at all is still a demo (the banner follows the mode, not the simulator), and production is real money", async () => {
    const demo = await startApi({ NODE_ENV: "production", DEMO_MODE: "on", CHAIN: "none" });
    try {
      expect((await demo.call("GET", "/api/pay")).body.data).toMatchObject({ simulator: false });
      expect((await demo.call("GET", "/api/health")).body.data).toMatchObject({ mode: "demo" });
    } finally {
      await demo.close();
    }
    const real = await startApi({ NODE_ENV: "production" });
    try {
      expect((await real.call("GET", "/api/health")).body.data).toMatchObject({ mode: "real-money" });
    } finally {
      await real.close();
    }
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
