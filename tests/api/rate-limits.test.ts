import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { addToCart, cartInput, OPERATION, placeOrder } from "../helpers/shop";

/**
 * The rate limits the endpoint map declares (decision 037): cart items, orders and payments a
 * merchant may create in an hour, and every endpoint's general limit per address. The creation
 * past the limit is refused with the translated RATE_LIMITED envelope and the RateLimit headers,
 * and creates nothing.
 */
const spanish = JSON.parse(fs.readFileSync("app/locales/es/errors.json", "utf8")) as Record<string, string>;
const inSpanish = { "accept-language": "es" };

function expectRefused(answer: { status: number; body: any; headers: Headers }, policy: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toMatchObject({ success: false, errorCode: "RATE_LIMITED", msg: spanish.RATE_LIMITED, data: null });
  expect(answer.headers.get("ratelimit")).toMatch(new RegExp(`"${policy}"; r=0; t=\\d+`));
  expect(answer.headers.get("ratelimit-policy")).toMatch(new RegExp(`"${policy}"; q=\\d+; w=3600; pk=:`));
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("per-merchant limits on creations", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_CART_PER_HOUR: "3", RATE_LIMIT_ORDER_PER_HOUR: "2", RATE_LIMIT_PAYMENT_PER_HOUR: "1" });
  });
  afterAll(() => api.close());

  it("refuses the cart item past RATE_LIMIT_CART_PER_HOUR and keeps the cart as it was; another merchant is still served", async () => {
    const merchant = await shopper(api);
    for (let i = 0; i < 3; i++) await addToCart(api, merchant.token);
    const refused = await api.call("POST", "/api/cart/create", { token: merchant.token, body: cartInput(), headers: inSpanish });
    expectRefused(refused, "cart-create");
    const { body } = await api.call("GET", "/api/cart/list", { token: merchant.token });
    expect(body.data.items).toHaveLength(3);

    const other = await shopper(api);
    await addToCart(api, other.token);
  });

  it("refuses the order past RATE_LIMIT_ORDER_PER_HOUR and leaves its cart item unordered", async () => {
    const merchant = await shopper(api);
    await placeOrder(api, merchant.token);
    await placeOrder(api, merchant.token);
    const item = await addToCart(api, merchant.token);
    const refused = await api.call("POST", "/api/order/create", { token: merchant.token, body: { id: item.id, ...OPERATION, agreeTerms: true }, headers: inSpanish });
    expectRefused(refused, "order-create");
    expect(await api.db.order.count({ where: { user: { account: merchant.account } } })).toBe(2);
    expect((await api.call("GET", `/api/cart/detail?id=${item.id}`, { token: merchant.token })).status).toBe(200);
  });

  it("refuses the payment past RATE_LIMIT_PAYMENT_PER_HOUR and opens no address", async () => {
    const merchant = await shopper(api);
    const first = await placeOrder(api, merchant.token);
    expect((await api.call("POST", "/api/pay/unified-ordering", { token: merchant.token, body: { orderId: first.id } })).status).toBe(200);
    const second = await placeOrder(api, merchant.token);
    const refused = await api.call("POST", "/api/pay/unified-ordering", { token: merchant.token, body: { orderId: second.id }, headers: inSpanish });
    expectRefused(refused, "payment-create");
    expect(await api.db.payment.count({ where: { orderId: second.id } })).toBe(0);
  });

  it("counts every creation, refused ones too, and names the general limit beside its own", async () => {
    const merchant = await shopper(api);
    // A refused request (an invalid body) costs as much to answer as an accepted one and counts.
    const invalid = await api.call("POST", "/api/pay/unified-ordering", { token: merchant.token, body: {} });
    expect(invalid.status).toBe(400);
    // From the host itself the general limit does not count (decision 037): the merchant's own limit is named alone.
    expect(invalid.headers.get("ratelimit")).toMatch(/^"payment-create"; r=0; t=\d+$/);
    const order = await placeOrder(api, merchant.token);
    expectRefused(await api.call("POST", "/api/pay/unified-ordering", { token: merchant.token, body: { orderId: order.id }, headers: inSpanish }), "payment-create");
  });
});

describe("the general limit of every endpoint", () => {
  let api: TestApi;
  beforeAll(async () => {
    // The API believes the address its caller forwards, as it believes the web server's (TRUST_PROXY).
    api = await startApi({ RATE_LIMIT_API_PER_MINUTE: "5", TRUST_PROXY: "loopback" });
  });
  afterAll(() => api.close());

  const visitor = { "x-forwarded-for": "203.0.113.7" };

  it("refuses the request past RATE_LIMIT_API_PER_MINUTE from one address, on public and protected endpoints alike", async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await api.call("GET", "/api/opening-station/language-list", { headers: visitor });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("ratelimit")).toBe(`"api"; r=${4 - i}; t=60`);
    }
    const refused = await api.call("GET", "/api/user/info", { headers: { ...visitor, ...inSpanish } });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: "RATE_LIMITED", msg: spanish.RATE_LIMITED });
    expect(refused.headers.get("ratelimit-policy")).toMatch(/^"api"; q=5; w=60; pk=:/);
    expect(refused.headers.get("retry-after")).toBe("60");
    // Another address is counted apart, and the host's own processes (loopback: health checks, a load test on the host) are not counted.
    expect((await api.call("GET", "/api/opening-station/language-list", { headers: { "x-forwarded-for": "198.51.100.9" } })).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const local = await api.call("GET", "/api/opening-station/language-list");
      expect(local.status).toBe(200);
      expect(local.headers.get("ratelimit")).toBeNull();
    }
  });
});
