import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulatorChain } from "../../server/chain/simulator";
import { PACKAGES } from "@shared/domain/constants";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { MINUTE, OPERATION, addToCart, payOrder, placeOrder, tick, uniqueSiteName } from "../helpers/shop";

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const merchant = () => shopper(api);

async function orderStatus(token: string, id: number): Promise<number> {
  const { status, body } = await api.call("POST", "/api/order/info", { token, body: { id } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.status;
}

describe("POST /api/order/create", () => {
  it("turns a valid cart item into an order pending payment for set-up fee plus deposit, and empties it from the cart", async () => {
    const { token } = await merchant();
    const item = await addToCart(api, token);
    const { status, body } = await api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, agreeTerms: true } });
    expect(status).toBe(200);
    expect(body.msg).toBe("Order created. Please pay before the payment window closes.");
    const order = body.data;
    expect(order).toMatchObject({
      status: 0,
      statusName: "pendingPayment",
      siteName: item.siteName,
      nickname: item.nickname,
      currency: "USDT",
      setupFeeMinor: 99_900,
      depositMinor: 100_000,
      amountMinor: 199_900,
      paidMinor: 0,
      operationAccount: OPERATION.account,
      payTime: null,
      payChannel: null,
      transactionOrderId: null,
      expiresAt: new Date(api.clock.now().getTime() + 30 * MINUTE).toISOString(),
      remainingSeconds: 1800,
      siteId: null,
      payments: [],
      package: { id: PACKAGES.standard.id },
      country: { id: item.country.id },
      template: { id: item.template.id },
      colorScheme: { id: item.colorScheme.id },
    });
    expect(order.orderNo).toMatch(new RegExp(`^ORD${api.clock.now().toISOString().slice(0, 10).replaceAll("-", "")}[A-Z2-9]{6}$`));
    expect(JSON.stringify(body)).not.toMatch(/password|Hash/i);

    const stored = await api.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.operationPasswordHash).not.toContain(OPERATION.password);
    expect(await bcrypt.compare(OPERATION.password, stored.operationPasswordHash)).toBe(true);
    expect((await api.call("GET", `/api/cart/detail?id=${item.id}`, { token })).status).toBe(404);
  });

  it("charges the Elite package's own figures", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token, { packageId: PACKAGES.elite.id });
    expect(order).toMatchObject({ setupFeeMinor: 199_900, depositMinor: 100_000, amountMinor: 299_900 });
  });

  it("gives every order its own number", async () => {
    const { token } = await merchant();
    const numbers = await Promise.all([1, 2, 3, 4].map(async () => (await placeOrder(api, token)).orderNo));
    expect(new Set(numbers).size).toBe(4);
  });

  it.each([
    ["absent", {}],
    ["false", { agreeTerms: false }],
    ["the string false", { agreeTerms: "false" }],
  ])("refuses unaccepted terms (%s) and keeps the cart item", async (_label, terms) => {
    const { token } = await merchant();
    const item = await addToCart(api, token);
    const { status, body } = await api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, ...terms } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: "TERMS_NOT_ACCEPTED", msg: "Please agree to the terms of service first" });
    expect(body.data.fieldErrors.agreeTerms).toEqual(["Please agree to the terms of service first"]);
    expect((await api.call("GET", `/api/cart/detail?id=${item.id}`, { token })).status).toBe(200);
  });

  it("accepts a form's ticked checkbox", async () => {
    const { token } = await merchant();
    const item = await addToCart(api, token);
    const { status } = await api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, agreeTerms: "on" } });
    expect(status).toBe(200);
  });

  it("answers in Chinese when asked", async () => {
    const { token } = await merchant();
    const item = await addToCart(api, token);
    const { body } = await api.call("POST", "/api/order/create", {
      token,
      body: { id: item.id, ...OPERATION },
      headers: { "accept-language": "zh-CN" },
    });
    expect(body.msg).toBe("请先同意服务条款");
  });

  it.each([
    ["a short operation account", { account: "abc" }, "account", "The operation account must be 6-10 letters and digits"],
    ["a long operation account", { account: "abcdefghijk" }, "account", "The operation account must be 6-10 letters and digits"],
    ["symbols in the operation account", { account: "abc-def" }, "account", "The operation account must be 6-10 letters and digits"],
    ["a short password", { password: "ab12" }, "password", "The password must be 6-10 letters and digits"],
    ["symbols in the password", { password: "pass word" }, "password", "The password must be 6-10 letters and digits"],
    ["no cart item", { id: undefined }, "id", "Please choose an item"],
  ])("refuses %s", async (_label, overrides, field, message) => {
    const { token } = await merchant();
    const { status, body } = await api.call("POST", "/api/order/create", { token, body: { id: 1, ...OPERATION, agreeTerms: true, ...overrides } });
    expect(status).toBe(400);
    expect(body.errorCode).toBe("VALIDATION_FAILED");
    expect(body.data.fieldErrors[field]).toEqual([message]);
  });

  it("refuses an invalid cart item with 409 CART_ITEM_INVALID and keeps it", async () => {
    const { token } = await merchant();
    const item = await addToCart(api, token, { packageId: PACKAGES.elite.id });
    await api.db.package.update({ where: { id: PACKAGES.elite.id }, data: { active: false } });
    try {
      const { status, body } = await api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, agreeTerms: true } });
      expect(status).toBe(409);
      expect(body).toMatchObject({ errorCode: "CART_ITEM_INVALID", msg: "This cart item is no longer valid", data: { invalidReason: "packageWithdrawn" } });
    } finally {
      await api.db.package.update({ where: { id: PACKAGES.elite.id }, data: { active: true } });
    }
    expect((await api.call("GET", `/api/cart/detail?id=${item.id}`, { token })).status).toBe(200);
  });

  it("gives a contested site name to the first order only", async () => {
    const a = await merchant();
    const b = await merchant();
    const siteName = uniqueSiteName();
    const itemA = await addToCart(api, a.token, { siteName });
    const itemB = await addToCart(api, b.token, { siteName });
    expect((await api.call("POST", "/api/order/create", { token: a.token, body: { id: itemA.id, ...OPERATION, agreeTerms: true } })).status).toBe(200);
    const { status, body } = await api.call("POST", "/api/order/create", { token: b.token, body: { id: itemB.id, ...OPERATION, agreeTerms: true } });
    expect(status).toBe(409);
    expect(body.data).toEqual({ invalidReason: "siteNameTaken" });
  });

  it("checks a cart item out once however many requests race for it", async () => {
    const { token, userInfo } = await merchant();
    const item = await addToCart(api, token);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, agreeTerms: true } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.status).toBe(404);
    expect(await api.db.order.count({ where: { userId: userInfo.id as number } })).toBe(1);
  });

  it("answers 404 for another merchant's cart item", async () => {
    const owner = await merchant();
    const other = await merchant();
    const item = await addToCart(api, owner.token);
    const { status } = await api.call("POST", "/api/order/create", { token: other.token, body: { id: item.id, ...OPERATION, agreeTerms: true } });
    expect(status).toBe(404);
    expect((await api.call("GET", `/api/cart/detail?id=${item.id}`, { token: owner.token })).status).toBe(200);
  });
});

describe("GET /api/order/list", () => {
  it("lists the caller's orders newest first with a stable order and pages", async () => {
    const { token } = await merchant();
    await merchant().then(({ token: other }) => placeOrder(api, other));
    const created: number[] = [];
    for (let i = 0; i < 5; i++) created.push((await placeOrder(api, token)).id);
    const newestFirst = [...created].reverse();

    const all = await api.call("GET", "/api/order/list", { token });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(all.body.data.items.map((o: { id: number }) => o.id)).toEqual(newestFirst);

    const pages = [];
    for (const page of [1, 2, 3]) {
      const { body } = await api.call("GET", `/api/order/list?page=${page}&pageSize=2`, { token });
      expect(body.data).toMatchObject({ total: 5, page, pageSize: 2 });
      pages.push(...body.data.items.map((o: { id: number }) => o.id));
    }
    expect(pages).toEqual(newestFirst);
    expect((await api.call("GET", "/api/order/list?page=9&pageSize=2", { token })).body.data.items).toEqual([]);
  });

  it("pages deep into a long history in the same order, a status filter included", async () => {
    const { token, userInfo } = await merchant();
    const template = await placeOrder(api, token);
    const row = await api.db.order.findUniqueOrThrow({ where: { id: template.id } });
    const { id: _id, orderNo: _no, ...fields } = row;
    // 600 more orders of this merchant, as years of business would leave them: every other one
    // cancelled, some created in the same millisecond (the id then decides).
    await api.db.order.createMany({
      data: Array.from({ length: 600 }, (_, i) => ({
        ...fields,
        orderNo: `DEEP${userInfo.id}-${i}`,
        status: i % 2 === 0 ? 5 : 3,
        createdAt: new Date(row.createdAt.getTime() - 60_000 * (Math.floor(i / 3) + 1)),
      })),
    });
    const everything = await api.db.order.findMany({ where: { userId: Number(userInfo.id) }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true, status: true } });
    const ids = (page: number, status?: number) =>
      api
        .call("GET", `/api/order/list?page=${page}&pageSize=20${status === undefined ? "" : `&status=${status}`}`, { token })
        .then(({ body }) => ({ total: body.data.total, ids: body.data.items.map((o: { id: number }) => o.id) }));
    // Page 26 skips 500 orders (read directly); page 27 skips 520 (its ids read from the index first).
    for (const page of [1, 26, 27, 30, 31]) {
      expect(await ids(page)).toEqual({ total: 601, ids: everything.slice((page - 1) * 20, page * 20).map((o) => o.id) });
    }
    const cancelled = everything.filter((o) => o.status === 5);
    for (const page of [1, 15]) {
      expect(await ids(page, 5)).toEqual({ total: 300, ids: cancelled.slice((page - 1) * 20, page * 20).map((o) => o.id) });
    }
  });

  it("filters by status; an absent or empty status means all", async () => {
    const { token } = await merchant();
    const kept = await placeOrder(api, token);
    const cancelled = await placeOrder(api, token);
    await api.call("POST", "/api/order/edit", { token, body: { id: cancelled.id, status: 5 } });

    const ids = async (query: string) =>
      (await api.call("GET", `/api/order/list${query}`, { token })).body.data.items.map((o: { id: number }) => o.id);
    expect(await ids("?status=0")).toEqual([kept.id]);
    expect(await ids("?status=5")).toEqual([cancelled.id]);
    expect(await ids("?status=1")).toEqual([]);
    expect(await ids("?status=")).toEqual([cancelled.id, kept.id]);
    expect(await ids("")).toEqual([cancelled.id, kept.id]);
  });

  it.each([
    ["an unknown status", "?status=9", "status", "Please choose a valid order status"],
    ["a word for a status", "?status=paid", "status", "Please choose a valid order status"],
    ["page 0", "?page=0", "page", "The page must be a whole number from 1"],
    ["a huge page size", "?pageSize=1000", "pageSize", "The page size must be a whole number from 1 to 100"],
    ["a fractional page size", "?pageSize=2.5", "pageSize", "The page size must be a whole number from 1 to 100"],
  ])("refuses %s", async (_label, query, field, message) => {
    const { token } = await merchant();
    const { status, body } = await api.call("GET", `/api/order/list${query}`, { token });
    expect(status).toBe(400);
    expect(body.data.fieldErrors[field]).toEqual([message]);
  });
});

describe("POST /api/order/info", () => {
  it("answers the caller's order with its payments, 404 for another merchant's", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id } });
    const { status, body } = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: order.id, orderNo: order.orderNo, payments: [{ id: opened.body.data.id, status: "pending" }] });

    const other = await merchant();
    const foreign = await api.call("POST", "/api/order/info", { token: other.token, body: { id: order.id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeNull();
    expect((await api.call("POST", "/api/order/info", { token, body: { id: 987654 } })).status).toBe(404);
  });
});

describe("order transitions", () => {
  it("0 -> 5: the merchant cancels a pending order, which closes its open payment", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id } });
    const { status, body } = await api.call("POST", "/api/order/edit", { token, body: { id: order.id, status: 5 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 5, statusName: "cancelled", remainingSeconds: 0 });
    expect(body.data.payments[0]).toMatchObject({ id: opened.body.data.id, status: "expired" });
    const pay = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id } });
    expect(pay.status).toBe(409);
    expect(pay.body.errorCode).toBe("STATE_CONFLICT");
  });

  it.each([0, 1, 2, 3, 4])("0 -> %i is refused to the merchant with 409", async (target) => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const { status, body } = await api.call("POST", "/api/order/edit", { token, body: { id: order.id, status: target } });
    expect(status).toBe(409);
    expect(body).toMatchObject({ errorCode: "STATE_CONFLICT", msg: "This operation is not allowed in the current state" });
    expect(await orderStatus(token, order.id)).toBe(0);
  });

  it("0 -> 4: an order past its 30-minute window reads as timed out, without any job having run", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    api.clock.advance(29 * MINUTE);
    expect(await orderStatus(await m.relogin(), order.id)).toBe(0);
    api.clock.advance(MINUTE);
    const token = await m.relogin();
    const { body } = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(body.data).toMatchObject({ status: 4, statusName: "timedOut", remainingSeconds: 0 });
    const listed = await api.call("GET", "/api/order/list?status=4", { token });
    expect(listed.body.data.items.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await api.call("GET", "/api/order/list?status=0", { token })).body.data.items.map((o: { id: number }) => o.id)).not.toContain(order.id);
    // The read recorded nothing (decision 039): the scheduler's due work does.
    expect((await api.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(0);
    await tick(api);
    expect((await api.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(4);
  });

  it("0 -> 4: an order with an open payment times out once the scheduler has read the chain past its window", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token: m.token, body: { orderId: order.id } });
    api.clock.advance(30 * MINUTE);
    const token = await m.relogin();
    // Until then a transfer made in time may still be read (decision 021): the order waits with its payment.
    expect((await api.call("POST", "/api/order/info", { token, body: { id: order.id } })).body.data).toMatchObject({ status: 0, remainingSeconds: 0, payments: [{ status: "pending", remainingSeconds: 0 }] });
    await tick(api);
    const { body } = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(body.data).toMatchObject({ status: 4, statusName: "timedOut", remainingSeconds: 0, payments: [{ id: opened.body.data.id, status: "expired" }] });
  });

  it("0 -> 4: the scheduler's sweep times orders out too", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    api.clock.advance(31 * MINUTE);
    const report = await tick(api);
    expect(report.ordersTimedOut).toBeGreaterThanOrEqual(1);
    expect((await api.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(4);
    const token = await m.relogin();
    const pay = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id } });
    expect(pay.status).toBe(409);
    expect(pay.body).toMatchObject({ errorCode: "PAYMENT_EXPIRED", msg: "This payment has expired" });
  });

  it("0 -> 1: a transfer seen in time wins even when the order is read after its window", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token: m.token, body: { orderId: order.id } });
    api.clock.advance(20 * MINUTE);
    const paidAt = api.clock.now().toISOString();
    const sent = await api.call("POST", "/api/pay/simulate-transfer", { token: await m.relogin(), body: { paymentId: opened.body.data.id } });
    expect(sent.status).toBe(200);
    api.clock.advance(20 * MINUTE);
    // The scheduler reads the chain (reads never do: decision 039).
    await tick(api);
    const token = await m.relogin();
    const { body } = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(body.data).toMatchObject({ status: 1, statusName: "purchased", payTime: paidAt, payChannel: "USDT-TRC20" });
  });

  it("0 -> 3: a wrong amount at the end of the window makes the payment and the order invalid", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token: m.token, body: { orderId: order.id } });
    await simulatorChain(api).recordTransfer({ network: "TRC20", toAddress: opened.body.data.address, amountMinor: order.amountMinor - 100 });
    expect(await orderStatus(m.token, order.id)).toBe(0);
    api.clock.advance(30 * MINUTE);
    await tick(api);
    const token = await m.relogin();
    const { body } = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(body.data).toMatchObject({ status: 3, statusName: "invalid", payments: [{ status: "invalid" }] });
  });

  describe("every way out of a finished order is refused", () => {
    async function orderIn(status: 1 | 2 | 3 | 4 | 5) {
      const m = await merchant();
      const order = await placeOrder(api, m.token);
      if (status === 1 || status === 2) await payOrder(api, m.token, order.id);
      if (status === 2) {
        api.clock.advance(api.config.SITE_BUILD_SECONDS * 1000);
        await tick(api);
      }
      if (status === 3) {
        const opened = await api.call("POST", "/api/pay/unified-ordering", { token: m.token, body: { orderId: order.id, network: "ERC20" } });
        await simulatorChain(api).recordTransfer({ network: "ERC20", toAddress: opened.body.data.address, amountMinor: 1 });
        api.clock.advance(31 * MINUTE);
        await tick(api);
      }
      if (status === 4) api.clock.advance(31 * MINUTE);
      if (status === 5) await api.call("POST", "/api/order/edit", { token: m.token, body: { id: order.id, status: 5 } });
      const token = await m.relogin();
      expect(await orderStatus(token, order.id)).toBe(status);
      return { token, order };
    }

    it.each([1, 2, 3, 4, 5] as const)("from %i, no status can be set", async (from) => {
      const { token, order } = await orderIn(from);
      for (const target of [0, 1, 2, 3, 4, 5]) {
        const { status, body } = await api.call("POST", "/api/order/edit", { token, body: { id: order.id, status: target } });
        expect(status, `${from} -> ${target}`).toBe(409);
        expect(body.errorCode).toBe("STATE_CONFLICT");
      }
      expect(await orderStatus(token, order.id)).toBe(from);
    });
  });

  it("1 -> 2 happens when the site's build publishes it, not before", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    await payOrder(api, token, order.id);
    expect(await orderStatus(token, order.id)).toBe(1);
    api.clock.advance(api.config.SITE_BUILD_SECONDS * 1000);
    expect(await orderStatus(token, order.id)).toBe(1);
    await tick(api);
    expect(await orderStatus(token, order.id)).toBe(2);
  });

  it("cancelling another merchant's order answers 404 and changes nothing", async () => {
    const owner = await merchant();
    const other = await merchant();
    const order = await placeOrder(api, owner.token);
    const { status } = await api.call("POST", "/api/order/edit", { token: other.token, body: { id: order.id, status: 5 } });
    expect(status).toBe(404);
    expect(await orderStatus(owner.token, order.id)).toBe(0);
  });

  it("an unknown status is a 400, not a 409", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const { status, body } = await api.call("POST", "/api/order/edit", { token, body: { id: order.id, status: 6 } });
    expect(status).toBe(400);
    expect(body.data.fieldErrors.status).toEqual(["Please choose a valid order status"]);
  });
});

describe("orders without a valid token or with malformed input", () => {
  it.each([
    ["POST", "/api/order/create"],
    ["GET", "/api/order/list"],
    ["POST", "/api/order/info"],
    ["POST", "/api/order/edit"],
  ])("%s %s answers 401 without a token", async (method, path) => {
    const { status } = await api.call(method, path, { body: method === "POST" ? {} : undefined });
    expect(status).toBe(401);
  });

  const bodies: Array<[string, string, unknown]> = [
    ["/api/order/create", "wrong types", { id: "x", account: 123456, password: ["a"], agreeTerms: 7 }],
    ["/api/order/create", "huge strings", { id: 1, account: "a".repeat(30_000), password: "b".repeat(30_000), agreeTerms: true }],
    ["/api/order/create", "an array", [1, 2]],
    ["/api/order/create", "null", null],
    ["/api/order/info", "an object for an id", { id: { id: 1 } }],
    ["/api/order/info", "a huge id", { id: 1e30 }],
    ["/api/order/edit", "a word for a status", { id: 1, status: "cancel" }],
    ["/api/order/edit", "a fractional status", { id: 1, status: 4.5 }],
    ["/api/order/edit", "nothing", {}],
  ];

  it.each(bodies)("POST %s with %s answers 400", async (path, _label, body) => {
    const { token } = await merchant();
    const { status, body: answer } = await api.call("POST", path, { token, body });
    expect(status).toBe(400);
    expect(answer.success).toBe(false);
  });

  it("malformed JSON answers 400", async () => {
    const { token } = await merchant();
    const { status, body } = await api.call("POST", "/api/order/create", { token, rawBody: '{"id": 1,' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe("INVALID_JSON");
  });
});
