import http from "node:http";
import type { AddressInfo } from "node:net";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { HDKey } from "@scure/bip32";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatus } from "../../server/domain/order-status";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { placeOrder, tick } from "../helpers/shop";

/**
 * CHAIN=trc20 against a local HTTP server answering like TronGrid's
 * GET /v1/accounts/{address}/transactions/trc20 (the response shape of TRON's documentation): no
 * TRON node can run here (decision 021).
 */
const USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const PAYER = "TJmmqjb1DK9TTZbQXzRQ2AuA94z4gKAPFh";
const xpub = HDKey.fromMasterSeed(pbkdf2(sha512, "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "mnemonic", { c: 2048, dkLen: 64 })).derive("m/44'/195'/0'").publicExtendedKey;

/** What the fake API holds: the transfers per address, and the queries it was asked. */
const history = new Map<string, object[]>();
const asked: URL[] = [];
/** While true the fake API answers 503, as TronGrid does in an outage. */
let down = false;
let tron: http.Server;
let api: TestApi;

function transfer(to: string, value: string, txId: string, at: Date) {
  return {
    transaction_id: txId,
    token_info: { symbol: "USDT", address: USDT, decimals: 6, name: "Tether USD" },
    block_timestamp: at.getTime(),
    from: PAYER,
    to,
    type: "Transfer",
    value,
  };
}

beforeAll(async () => {
  tron = http.createServer((req, res) => {
    const url = new URL(req.url!, "http://tron.local");
    asked.push(url);
    const match = /^\/v1\/accounts\/(T\w+)\/transactions\/trc20$/.exec(url.pathname);
    res.setHeader("content-type", "application/json");
    if (!match) {
      res.statusCode = 404;
      res.end(JSON.stringify({ success: false, error: "not found" }));
      return;
    }
    if (down) {
      res.statusCode = 503;
      res.end(JSON.stringify({ success: false, error: "service unavailable" }));
      return;
    }
    // As TronGrid pages: `limit` per page from `min_timestamp`, and a fingerprint naming the next page while there is one.
    const all = (history.get(match[1]) ?? []).filter((t) => (t as { block_timestamp: number }).block_timestamp >= Number(url.searchParams.get("min_timestamp") ?? 0));
    const start = Number(url.searchParams.get("fingerprint") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 20);
    const data = all.slice(start, start + limit);
    res.end(JSON.stringify({ data, success: true, meta: { at: Date.now(), page_size: data.length, ...(start + limit < all.length ? { fingerprint: String(start + limit) } : {}) } }));
  });
  await new Promise<void>((resolve) => tron.listen(0, "127.0.0.1", resolve));
  api = await startApi({ CHAIN: "trc20", CHAIN_SYNC_SECONDS: "0", CHAIN_TRC20_XPUB: xpub, CHAIN_TRC20_API_URL: `http://127.0.0.1:${(tron.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => tron?.close(resolve));
});

async function open() {
  const { token, relogin } = await shopper(api);
  const order = await placeOrder(api, token);
  const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id, network: "TRC20" } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { token, relogin, order, payment: opened.body.data };
}

const results = async (token: string, paymentId: number) => (await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId } })).body.data;

describe("CHAIN=trc20 through a TronGrid-compatible API", () => {
  it("derives TRON addresses from the account's xpub, starting with the known first one", async () => {
    expect((await api.call("GET", "/api/pay")).body.data).toMatchObject({ chain: "trc20", simulator: false, networks: ["TRC20"], mainNetwork: "TRC20" });
    const { payment } = await open();
    expect(payment.address).toBe("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH");
  });

  it("a confirmed USDT transfer of the amount purchases the order, counted once however often it is read", async () => {
    const { token, order, payment } = await open();
    expect((await results(token, payment.id)).payment.status).toBe("pending");
    const at = new Date(api.clock.now().getTime() + 60_000);
    history.set(payment.address, [transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "a1".repeat(32), at)]);
    const paid = await results(token, payment.id);
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash: "a1".repeat(32), paidMinor: payment.amountMinor });
    expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
    await results(token, payment.id);
    expect(await api.db.observedTransfer.count({ where: { txHash: "a1".repeat(32) } })).toBe(1);

    // It asked for confirmed transfers only, to that address, of every token (another token is recorded for the provider).
    const query = asked.filter((url) => url.pathname.includes(payment.address)).at(-1)!;
    expect(query.searchParams.get("only_confirmed")).toBe("true");
    expect(query.searchParams.has("contract_address")).toBe(false);
  });

  it("a transfer that reached the address before the payment opened is not the payment's", async () => {
    const { token, payment } = await open();
    history.set(payment.address, [transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "c3".repeat(32), new Date(new Date(payment.createdAt).getTime() - 10 * 60_000))]);
    expect((await results(token, payment.id)).payment).toMatchObject({ status: "pending", paidMinor: 0 });
  });

  it("another token's transfer to the address is not counted", async () => {
    const { token, payment } = await open();
    const other = { ...transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "b2".repeat(32), api.clock.now()), token_info: { symbol: "FAKE", address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf", decimals: 6, name: "Fake" } };
    history.set(payment.address, [other]);
    expect((await results(token, payment.id)).payment).toMatchObject({ status: "pending", paidMinor: 0 });
  });

  it("two payment addresses paid in one transaction are both credited", async () => {
    const first = await open();
    const second = await open();
    const txId = "d4".repeat(32);
    const at = new Date(api.clock.now().getTime() + 60_000);
    history.set(first.payment.address, [transfer(first.payment.address, String(BigInt(first.payment.amountMinor) * 10_000n), txId, at)]);
    history.set(second.payment.address, [transfer(second.payment.address, String(BigInt(second.payment.amountMinor) * 10_000n), txId, at)]);
    expect((await results(first.token, first.payment.id)).payment).toMatchObject({ status: "confirmed", txHash: txId });
    expect((await results(second.token, second.payment.id)).payment).toMatchObject({ status: "confirmed", txHash: txId });
    expect(await api.db.observedTransfer.count({ where: { txHash: txId } })).toBe(2);
  });

  it("an API outage at the window's end never expires a payment paid in time", async () => {
    const { relogin, order, payment } = await open();
    down = true;
    try {
      // Paid a minute after opening; the API does not answer until well after the window ended.
      history.set(payment.address, [transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "e5".repeat(32), new Date(api.clock.now().getTime() + 60_000))]);
      api.clock.advance(45 * 60_000);
      const waiting = await results(await relogin(), payment.id);
      expect(waiting.payment).toMatchObject({ status: "pending", remainingSeconds: 0 });
      expect(waiting.order).toMatchObject({ id: order.id, status: orderStatus.pendingPayment });
    } finally {
      down = false;
    }
    const paid = await results(await relogin(), payment.id);
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash: "e5".repeat(32) });
    expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
  });

  it("a window that ends unpaid closes only once the API has been read past its end and TRON's confirmation lag", async () => {
    const { relogin, order, payment } = await open();
    api.clock.advance(31 * 60_000);
    await tick(api);
    const open31 = await results(await relogin(), payment.id);
    expect(open31.payment).toMatchObject({ status: "pending" });
    expect(open31.order).toMatchObject({ id: order.id, status: orderStatus.pendingPayment });
    api.clock.advance(4 * 60_000);
    expect((await results(await relogin(), payment.id)).payment).toMatchObject({ status: "expired" });
    await tick(api);
    expect((await results(await relogin(), payment.id)).order).toMatchObject({ id: order.id, status: orderStatus.timedOut });
  });

  it("an address with more transfers than one sync reads is read on from where the last sync stopped", async () => {
    const { token, payment } = await open();
    const opened = new Date(payment.createdAt).getTime();
    // 2,100 dust transfers (not a whole 0.01 USDT: never credited), then the payment itself.
    const dust = Array.from({ length: 2_100 }, (_, i) => transfer(payment.address, "1", `f${String(i).padStart(63, "0")}`, new Date(opened + 1_000 + i)));
    history.set(payment.address, [...dust, transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "a6".repeat(32), new Date(opened + 60_000))]);
    expect((await results(token, payment.id)).payment).toMatchObject({ status: "pending", paidMinor: 0 });
    expect((await results(token, payment.id)).payment).toMatchObject({ status: "confirmed", txHash: "a6".repeat(32) });
    expect(await api.db.observedTransfer.count({ where: { toAddress: payment.address } })).toBe(2_101);
  }, 60_000);
});
