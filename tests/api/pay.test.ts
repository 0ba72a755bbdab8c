import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulatorChain } from "../../server/chain/simulator";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { MINUTE, liveSite, payOrder, placeOrder, tick } from "../helpers/shop";

let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const merchant = () => shopper(api);

async function openPayment(token: string, body: Record<string, unknown>) {
  const { status, body: answer } = await api.call("POST", "/api/pay/unified-ordering", { token, body });
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer.data;
}

describe("what can be paid with", () => {
  it("GET /api/pay/unified-type lists USDT", async () => {
    const { status, body } = await api.call("GET", "/api/pay/unified-type");
    expect(status).toBe(200);
    expect(body.data).toEqual([{ code: "USDT", name: "Tether USD", decimals: 2 }]);
  });

  it("GET /api/pay/unified-channel lists TRC20 (main) and ERC20", async () => {
    const { body } = await api.call("GET", "/api/pay/unified-channel?type=usdt");
    expect(body.data).toEqual([
      { type: "USDT", network: "TRC20", name: "USDT-TRC20", main: true },
      { type: "USDT", network: "ERC20", name: "USDT-ERC20", main: false },
    ]);
    expect((await api.call("GET", "/api/pay/unified-channel")).body.data).toHaveLength(2);
    expect((await api.call("GET", "/api/pay/unified-channel?type=BTC")).body.data).toEqual([]);
  });

  it("GET /api/pay says the simulator is the active chain", async () => {
    const { body } = await api.call("GET", "/api/pay");
    expect(body.data).toEqual({
      chain: "simulator",
      simulator: true,
      currency: "USDT",
      networks: ["TRC20", "ERC20"],
      mainNetwork: "TRC20",
      paymentWindowMinutes: 30,
    });
  });
});

describe("POST /api/pay/unified-ordering", () => {
  it("opens a payment of the order's exact amount to an address of its own, until the order's window closes", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const payment = await openPayment(token, { orderId: order.id });
    expect(payment).toMatchObject({
      purpose: "order",
      orderId: order.id,
      siteId: null,
      network: "TRC20",
      currency: "USDT",
      amountMinor: 199_900,
      status: "pending",
      txHash: null,
      expiresAt: order.expiresAt,
      remainingSeconds: 1800,
    });
    expect(payment.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  });

  it("hands out the same open payment again for the same network, and a separate one for ERC20", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const first = await openPayment(token, { orderId: order.id, network: "TRC20" });
    const again = await openPayment(token, { orderId: order.id });
    expect(again).toMatchObject({ id: first.id, address: first.address });
    const erc = await openPayment(token, { orderId: order.id, network: "ERC20" });
    expect(erc.id).not.toBe(first.id);
    expect(erc.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await api.db.payment.count({ where: { orderId: order.id } })).toBe(2);
  });

  it("gives every payment a different address", async () => {
    const { token } = await merchant();
    const addresses = [];
    for (let i = 0; i < 3; i++) addresses.push((await openPayment(token, { orderId: (await placeOrder(api, token)).id })).address);
    expect(new Set(addresses).size).toBe(3);
  });

  it.each([
    ["neither an order nor a site", {}, "orderId", "Please choose an order to pay or a site to top up"],
    ["both an order and a site", { orderId: 1, siteId: 1, amountMinor: 100 }, "orderId", "Please choose an order to pay or a site to top up"],
    ["a top-up without an amount", { siteId: 1 }, "amountMinor", "Please enter a top-up amount from 1 to 1,000,000 USDT"],
    ["a top-up below 1 USDT", { siteId: 1, amountMinor: 99 }, "amountMinor", "Please enter a top-up amount from 1 to 1,000,000 USDT"],
    ["a fractional amount", { siteId: 1, amountMinor: 100.5 }, "amountMinor", "Please enter a top-up amount from 1 to 1,000,000 USDT"],
    ["another network", { orderId: 1, network: "BTC" }, "network", "Please choose TRC20 or ERC20"],
  ])("refuses %s", async (_label, body, field, message) => {
    const { token } = await merchant();
    const { status, body: answer } = await api.call("POST", "/api/pay/unified-ordering", { token, body });
    expect(status).toBe(400);
    expect(answer.data.fieldErrors[field]).toEqual([message]);
  });

  it("answers 404 for another merchant's order or site", async () => {
    const owner = await merchant();
    const other = await merchant();
    const order = await placeOrder(api, owner.token);
    expect((await api.call("POST", "/api/pay/unified-ordering", { token: other.token, body: { orderId: order.id } })).status).toBe(404);
    const { site } = await liveSite(api, owner.token);
    const topUp = await api.call("POST", "/api/pay/unified-ordering", { token: other.token, body: { siteId: site.id, amountMinor: 10_000 } });
    expect(topUp.status).toBe(404);
  });

  it("refuses to open a payment for a paid order", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    await payOrder(api, token, order.id);
    const { status, body } = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id } });
    expect(status).toBe(409);
    expect(body.errorCode).toBe("STATE_CONFLICT");
  });
});

describe("paying an order on the simulator", () => {
  it("simulate-transfer then paymentresults confirms the payment, purchases the order and queues its site", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const payment = await openPayment(token, { orderId: order.id });

    const before = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
    expect(before.body.data).toMatchObject({ payment: { status: "pending" }, order: { id: order.id, status: 0 }, siteId: null });

    const sent = await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: payment.id } });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ network: "TRC20", toAddress: payment.address, amountMinor: 199_900 });
    expect(sent.body.data.txHash).toMatch(/^[0-9a-f]{64}$/);

    const { status, body } = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
    expect(status).toBe(200);
    expect(body.data.payment).toMatchObject({ id: payment.id, status: "confirmed", txHash: sent.body.data.txHash, confirmedAt: api.clock.now().toISOString() });
    expect(body.data.order).toEqual({ id: order.id, orderNo: order.orderNo, status: 1 });
    expect(body.data.siteId).toEqual(expect.any(Number));

    const info = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(info.body.data).toMatchObject({
      status: 1,
      payChannel: "USDT-TRC20",
      payTime: api.clock.now().toISOString(),
      paidMinor: 199_900,
      transactionOrderId: sent.body.data.txHash,
      siteId: body.data.siteId,
    });
    const site = await api.db.site.findUniqueOrThrow({ where: { id: body.data.siteId } });
    expect(site).toMatchObject({ orderId: order.id, status: "queued", siteName: order.siteName });
  });

  it("a simulated transfer is sent once however often it is asked for", async () => {
    const { token } = await merchant();
    const payment = await openPayment(token, { orderId: (await placeOrder(api, token)).id });
    const first = await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: payment.id } });
    const second = await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: payment.id } });
    expect(second.body.data.txHash).toBe(first.body.data.txHash);
    expect(await api.db.chainTransfer.count({ where: { toAddress: payment.address } })).toBe(1);
  });

  it("pays with ERC20 as well, closing the order's other open payment", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const trc = await openPayment(token, { orderId: order.id });
    const { payment, result } = await payOrder(api, token, order.id, "ERC20");
    expect(payment.network).toBe("ERC20");
    expect(result.order.status).toBe(1);
    const info = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(info.body.data.payChannel).toBe("USDT-ERC20");
    expect(info.body.data.payments.find((p: { id: number }) => p.id === trc.id).status).toBe("expired");
  });

  it("confirms a payment exactly once when many confirmations race, with the scheduler among them", async () => {
    const { token, userInfo } = await merchant();
    const order = await placeOrder(api, token);
    const payment = await openPayment(token, { orderId: order.id });
    await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: payment.id } });

    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } })),
      tick(api),
      tick(api),
    ]);
    for (const answer of answers.slice(0, 8) as Array<{ status: number; body: any }>) {
      expect(answer.status).toBe(200);
      expect(answer.body.data.payment.status).toBe("confirmed");
      expect(answer.body.data.order.status).toBe(1);
    }
    expect(await api.db.site.count({ where: { orderId: order.id } })).toBe(1);
    expect(await api.db.site.count({ where: { userId: userInfo.id as number } })).toBe(1);
    expect(await api.db.payment.count({ where: { orderId: order.id, status: "confirmed" } })).toBe(1);
  });

  it("the scheduler confirms a paid order nobody asked about", async () => {
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const payment = await openPayment(token, { orderId: order.id });
    await simulatorChain(api).recordTransfer({ network: "TRC20", toAddress: payment.address, amountMinor: payment.amountMinor });
    await tick(api);
    expect((await api.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(1);
  });

  it("less than the amount leaves the payment pending with what is still due, then makes it invalid when its window closes", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const payment = await openPayment(m.token, { orderId: order.id });
    await simulatorChain(api).recordTransfer({ network: "TRC20", toAddress: payment.address, amountMinor: payment.amountMinor - 100 });
    const early = await api.call("POST", "/api/order/paymentresults", { token: m.token, body: { paymentId: payment.id } });
    expect(early.body.data.payment).toMatchObject({ status: "pending", paidMinor: payment.amountMinor - 100, dueMinor: 100 });
    api.clock.advance(30 * MINUTE);
    const token = await m.relogin();
    const late = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
    expect(late.body.data).toMatchObject({ payment: { status: "invalid" }, order: { status: 3 }, siteId: null });
  });

  it("a second transfer to the same address within the window completes an underpaid order", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const payment = await openPayment(m.token, { orderId: order.id });
    await simulatorChain(api).recordTransfer({ network: "TRC20", toAddress: payment.address, amountMinor: payment.amountMinor - 100 });
    await api.call("POST", "/api/order/paymentresults", { token: m.token, body: { paymentId: payment.id } });
    api.clock.advance(10 * MINUTE);
    await simulatorChain(api).recordTransfer({ network: "TRC20", toAddress: payment.address, amountMinor: 100 });
    const paid = await api.call("POST", "/api/order/paymentresults", { token: m.token, body: { paymentId: payment.id } });
    expect(paid.body.data).toMatchObject({ payment: { status: "confirmed", paidMinor: payment.amountMinor, dueMinor: 0 }, order: { status: 1 } });
  });

  it("simulate-transfer after a part sends only what is still due, once", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const payment = await openPayment(m.token, { orderId: order.id });
    await simulatorChain(api).recordTransfer({ network: "TRC20", toAddress: payment.address, amountMinor: payment.amountMinor - 100 });
    const sent = await api.call("POST", "/api/pay/simulate-transfer", { token: m.token, body: { paymentId: payment.id } });
    expect(sent.body.data).toMatchObject({ amountMinor: 100, toAddress: payment.address });
    const again = await api.call("POST", "/api/pay/simulate-transfer", { token: m.token, body: { paymentId: payment.id } });
    expect(again.body.data.txHash).toBe(sent.body.data.txHash);
    const paid = await api.call("POST", "/api/order/paymentresults", { token: m.token, body: { paymentId: payment.id } });
    expect(paid.body.data).toMatchObject({ payment: { status: "confirmed", paidMinor: payment.amountMinor }, order: { status: 1 } });
  });

  it("more than the amount pays the order and the surplus joins the site's deposit when it goes live", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const payment = await openPayment(m.token, { orderId: order.id });
    await simulatorChain(api).recordTransfer({ network: "TRC20", toAddress: payment.address, amountMinor: payment.amountMinor + 250 });
    const paid = await api.call("POST", "/api/order/paymentresults", { token: m.token, body: { paymentId: payment.id } });
    expect(paid.body.data).toMatchObject({ payment: { status: "confirmed", paidMinor: payment.amountMinor + 250 }, order: { status: 1 } });
    api.clock.advance(api.config.SITE_BUILD_SECONDS * 1000);
    await tick(api);
    const site = await api.db.site.findUniqueOrThrow({ where: { id: paid.body.data.siteId }, include: { order: { select: { depositMinor: true } } } });
    expect(site).toMatchObject({ status: "live", depositBalanceMinor: site.order.depositMinor + 250 });
    expect(await api.db.depositEntry.findFirst({ where: { siteId: site.id, key: `overpaid:payment:${payment.id}` } })).toMatchObject({ amountMinor: 250, kind: "topup" });
  });

  it("the exact amount on the wrong network does not pay", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const payment = await openPayment(m.token, { orderId: order.id });
    await simulatorChain(api).recordTransfer({ network: "ERC20", toAddress: payment.address, amountMinor: payment.amountMinor });
    api.clock.advance(30 * MINUTE);
    const late = await api.call("POST", "/api/order/paymentresults", { token: await m.relogin(), body: { paymentId: payment.id } });
    expect(late.body.data).toMatchObject({ payment: { status: "invalid" }, order: { status: 3 } });
  });

  it("no transfer by the end of the window expires the payment and times the order out", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const payment = await openPayment(m.token, { orderId: order.id });
    api.clock.advance(30 * MINUTE);
    const token = await m.relogin();
    const late = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
    expect(late.body.data.payment.status).toBe("expired");
    const info = await api.call("POST", "/api/order/info", { token, body: { id: order.id } });
    expect(info.body.data.status).toBe(4);
    const sent = await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: payment.id } });
    expect(sent.status).toBe(409);
  });

  it("a transfer after the window closed does not count, and cannot be simulated", async () => {
    const m = await merchant();
    const order = await placeOrder(api, m.token);
    const payment = await openPayment(m.token, { orderId: order.id });
    api.clock.advance(30 * MINUTE + 1000);
    const token = await m.relogin();
    const sent = await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: payment.id } });
    expect(sent.status).toBe(409);
    expect(sent.body.errorCode).toBe("PAYMENT_EXPIRED");
    await simulatorChain(api).recordTransfer({ network: "TRC20", toAddress: payment.address, amountMinor: payment.amountMinor });
    const late = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
    expect(late.body.data.payment.status).toBe("expired");
  });

  it("another merchant's payment answers 404 to every payment call", async () => {
    const owner = await merchant();
    const other = await merchant();
    const payment = await openPayment(owner.token, { orderId: (await placeOrder(api, owner.token)).id });
    for (const path of ["/api/order/paymentresults", "/api/pay/simulate-transfer"]) {
      const { status, body } = await api.call("POST", path, { token: other.token, body: { paymentId: payment.id } });
      expect(status, path).toBe(404);
      expect(body.data).toBeNull();
    }
    expect(await api.db.chainTransfer.count({ where: { toAddress: payment.address } })).toBe(0);
  });
});

describe("topping up a site's deposit", () => {
  it("a confirmed top-up raises the deposit balance and adds a ledger point", async () => {
    const { token } = await merchant();
    const { site } = await liveSite(api, token);
    expect(site.depositBalanceMinor).toBe(100_000);

    const payment = await openPayment(token, { siteId: site.id, amountMinor: 50_000, network: "ERC20" });
    expect(payment).toMatchObject({ purpose: "topup", siteId: site.id, orderId: null, amountMinor: 50_000, remainingSeconds: 1800 });
    await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: payment.id } });
    const result = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
    expect(result.body.data).toMatchObject({ payment: { status: "confirmed" }, order: null, siteId: site.id });

    const { body } = await api.call("GET", `/api/site?id=${site.id}`, { token });
    expect(body.data.items[0].depositBalanceMinor).toBe(150_000);
    expect(body.data.items[0].ledger.map((e: { kind: string; amountMinor: number; balanceAfterMinor: number }) => [e.kind, e.amountMinor, e.balanceAfterMinor])).toEqual([
      ["prepaid", 100_000, 100_000],
      ["topup", 50_000, 150_000],
    ]);

    // Confirming again changes nothing.
    await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
    expect((await api.db.site.findUniqueOrThrow({ where: { id: site.id } })).depositBalanceMinor).toBe(150_000);
  });
});

describe("npm run chain:transfer", () => {
  function runCommand(args: string[]) {
    return spawnSync(process.execPath, ["--import", "tsx", "scripts/chain-transfer.ts", ...args], {
      env: { ...process.env, DATABASE_URL: api.config.DATABASE_URL },
      encoding: "utf8",
    });
  }

  it("records a transfer in the database that pays the matching payment", async () => {
    // The command runs on the real clock; so does this test from here on.
    api.clock.set(new Date());
    const { token } = await merchant();
    const order = await placeOrder(api, token);
    const payment = await openPayment(token, { orderId: order.id });

    const result = runCommand(["--address", payment.address, "--amount", "1999.00"]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`1999.00 USDT to ${payment.address} on TRC20`);
    expect(result.stdout).toContain(`Payment #${payment.id} (pending) expects 1999.00 USDT on TRC20`);

    api.clock.set(new Date());
    const { body } = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
    expect(body.data).toMatchObject({ payment: { status: "confirmed" }, order: { status: 1 } });
  });

  it("takes the network from an ERC20 address and says when no payment uses the address", () => {
    const result = runCommand(["--address", `0x${"ab".repeat(20)}`, "--amount", "5"]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("on ERC20");
    expect(result.stdout).toContain("No payment uses this address");
  });

  it.each([
    ["no address", ["--amount", "5"], "--address is required"],
    ["a float-looking amount", ["--address", "Tabc", "--amount", "1.234"], "--amount must be a positive USDT amount"],
    ["a zero amount", ["--address", `0x${"ab".repeat(20)}`, "--amount", "0"], "--amount must be a positive USDT amount"],
    ["an unknown address format", ["--address", "nothing-like-an-address", "--amount", "5"], "give --network"],
    ["an unknown network", ["--address", "Tabc", "--amount", "5", "--network", "BTC"], "--network must be one of TRC20, ERC20"],
  ])("refuses %s with a usage message", (_label, args, message) => {
    const result = runCommand(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage: npm run chain:transfer");
  });
});

describe("payments without a valid token or with malformed input", () => {
  it.each([
    ["/api/pay/unified-ordering"],
    ["/api/order/paymentresults"],
    ["/api/pay/simulate-transfer"],
  ])("POST %s answers 401 without a token", async (path) => {
    expect((await api.call("POST", path, { body: {} })).status).toBe(401);
  });

  const bodies: Array<[string, string, unknown]> = [
    ["/api/pay/unified-ordering", "wrong types", { orderId: "x", network: 5 }],
    ["/api/pay/unified-ordering", "a huge amount", { siteId: 1, amountMinor: 1e300 }],
    ["/api/pay/unified-ordering", "a huge network name", { orderId: 1, network: "T".repeat(50_000) }],
    ["/api/pay/unified-ordering", "an array", []],
    ["/api/order/paymentresults", "no payment id", {}],
    ["/api/order/paymentresults", "a word for a payment id", { paymentId: "abc" }],
    ["/api/pay/simulate-transfer", "a negative payment id", { paymentId: -3 }],
    ["/api/pay/simulate-transfer", "null", null],
  ];

  it.each(bodies)("POST %s with %s answers 400", async (path, _label, body) => {
    const { token } = await merchant();
    const { status, body: answer } = await api.call("POST", path, { token, body });
    expect(status).toBe(400);
    expect(answer.success).toBe(false);
  });

  it("an unknown payment answers 404", async () => {
    const { token } = await merchant();
    expect((await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: 999_999 } })).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("describes every cart, order, payment and site endpoint", async () => {
    const { body } = await api.call("GET", "/api/openapi.json");
    const expected: Array<[string, "get" | "post"]> = [
      ["/api/cart/list", "get"],
      ["/api/cart/detail", "get"],
      ["/api/cart/create", "post"],
      ["/api/cart/delete", "post"],
      ["/api/cart/template", "post"],
      ["/api/order/create", "post"],
      ["/api/order/list", "get"],
      ["/api/order/info", "post"],
      ["/api/order/edit", "post"],
      ["/api/order/paymentresults", "post"],
      ["/api/pay", "get"],
      ["/api/pay/unified-type", "get"],
      ["/api/pay/unified-channel", "get"],
      ["/api/pay/unified-ordering", "post"],
      ["/api/pay/simulate-transfer", "post"],
      ["/api/site", "get"],
      ["/api/site", "post"],
    ];
    for (const [path, method] of expected) expect(body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    for (const schema of ["CartItem", "Order", "OrderDetail", "Payment", "PaymentResult", "Site", "DepositPoint", "LedgerEntry", "LedgerPage"]) {
      expect(body.components.schemas[schema], schema).toBeDefined();
    }
  });
});
