import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { HDKey } from "@scure/bip32";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activeChain } from "../../server/chain/active-chain";
import { deriveAddress, readAccountXpub } from "../../server/chain/derivation";
import { orderStatus } from "@shared/domain/order-status";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper, signedInMerchant } from "../helpers/merchant";
import { placeOrder, tick } from "../helpers/shop";
import { startTronStandIn, tronTransfer, type TronStandIn } from "../helpers/tron-standin";

/**
 * CHAIN=trc20 against a local HTTP server answering like TronGrid's
 * GET /v1/accounts/{address}/transactions/trc20 and POST /wallet/triggerconstantcontract (the
 * response shapes of TRON's documentation): no TRON node can run here (decisions 021 and 033).
 */
const xpub = HDKey.fromMasterSeed(pbkdf2(sha512, "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "mnemonic", { c: 2048, dkLen: 64 })).derive("m/44'/195'/0'").publicExtendedKey;

let tron: TronStandIn;
let api: TestApi;
const transfer = tronTransfer;

beforeAll(async () => {
  tron = await startTronStandIn();
  api = await startApi({ CHAIN: "trc20", CHAIN_SYNC_SECONDS: "0", CHAIN_TRC20_XPUB: xpub, CHAIN_TRC20_API_URL: tron.url });
});
afterAll(async () => {
  await api?.close();
  await tron?.close();
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
    tron.history.set(payment.address, [transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "a1".repeat(32), at)]);
    const paid = await results(token, payment.id);
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash: "a1".repeat(32), paidMinor: payment.amountMinor });
    expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
    await results(token, payment.id);
    expect(await api.db.observedTransfer.count({ where: { txHash: "a1".repeat(32) } })).toBe(1);

    // It asked for confirmed transfers only, to that address, of every token (another token is recorded for the provider).
    const query = tron.asked.filter((url) => url.pathname.includes(payment.address)).at(-1)!;
    expect(query.searchParams.get("only_confirmed")).toBe("true");
    expect(query.searchParams.has("contract_address")).toBe(false);
  });

  it("a transfer that reached the address before the payment opened is not the payment's", async () => {
    const { token, payment } = await open();
    tron.history.set(payment.address, [transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "c3".repeat(32), new Date(new Date(payment.createdAt).getTime() - 10 * 60_000))]);
    expect((await results(token, payment.id)).payment).toMatchObject({ status: "pending", paidMinor: 0 });
  });

  it("another token's transfer to the address is not counted", async () => {
    const { token, payment } = await open();
    const other = { ...transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "b2".repeat(32), api.clock.now()), token_info: { symbol: "FAKE", address: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf", decimals: 6, name: "Fake" } };
    tron.history.set(payment.address, [other]);
    expect((await results(token, payment.id)).payment).toMatchObject({ status: "pending", paidMinor: 0 });
  });

  it("two payment addresses paid in one transaction are both credited", async () => {
    const first = await open();
    const second = await open();
    const txId = "d4".repeat(32);
    const at = new Date(api.clock.now().getTime() + 60_000);
    tron.history.set(first.payment.address, [transfer(first.payment.address, String(BigInt(first.payment.amountMinor) * 10_000n), txId, at)]);
    tron.history.set(second.payment.address, [transfer(second.payment.address, String(BigInt(second.payment.amountMinor) * 10_000n), txId, at)]);
    expect((await results(first.token, first.payment.id)).payment).toMatchObject({ status: "confirmed", txHash: txId });
    expect((await results(second.token, second.payment.id)).payment).toMatchObject({ status: "confirmed", txHash: txId });
    expect(await api.db.observedTransfer.count({ where: { txHash: txId } })).toBe(2);
  });

  it("an API outage at the window's end never expires a payment paid in time", async () => {
    const { relogin, order, payment } = await open();
    tron.down = true;
    try {
      // Paid a minute after opening; the API does not answer until well after the window ended.
      tron.history.set(payment.address, [transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "e5".repeat(32), new Date(api.clock.now().getTime() + 60_000))]);
      api.clock.advance(45 * 60_000);
      const waiting = await results(await relogin(), payment.id);
      expect(waiting.payment).toMatchObject({ status: "pending", remainingSeconds: 0 });
      expect(waiting.order).toMatchObject({ id: order.id, status: orderStatus.pendingPayment });
    } finally {
      tron.down = false;
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
    tron.history.set(payment.address, [...dust, transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "a6".repeat(32), new Date(opened + 60_000))]);
    expect((await results(token, payment.id)).payment).toMatchObject({ status: "pending", paidMinor: 0 });
    expect((await results(token, payment.id)).payment).toMatchObject({ status: "confirmed", txHash: "a6".repeat(32) });
    expect(await api.db.observedTransfer.count({ where: { toAddress: payment.address } })).toBe(2_101);
  }, 60_000);
});

describe("CHAIN=trc20 with many payments open", () => {
  const CALLS = 25;
  const WATCHED = 500;
  let many: TestApi;
  beforeAll(async () => {
    many = await startApi({ CHAIN: "trc20", CHAIN_SYNC_SECONDS: "0", CHAIN_TRC20_XPUB: xpub, CHAIN_TRC20_API_URL: tron.url, CHAIN_TRC20_CALLS_PER_SYNC: String(CALLS) });
  });
  afterAll(() => many?.close());

  it("one sync makes at most CHAIN_TRC20_CALLS_PER_SYNC calls whatever the number of addresses; they take turns and a payment still confirms", async () => {
    // 500 open payments of another merchant, written straight to the database (the API's own limits
    // would refuse that many from one account), each with the next address of the provider's account.
    const other = await signedInMerchant(many);
    const { id: userId } = await many.db.user.findFirstOrThrow({ where: { account: other.account }, select: { id: true } });
    const now = many.clock.now();
    const account = readAccountXpub(xpub, "xpub");
    const addresses = Array.from({ length: WATCHED }, (_, i) => deriveAddress(account, "TRC20", i));
    const payments = await many.db.payment.createManyAndReturn({
      data: addresses.map((address) => ({ userId, purpose: "topup", network: "TRC20", address, amountMinor: 10_000, expiresAt: new Date(now.getTime() + 3 * 60 * 60_000), createdAt: new Date(now.getTime() - 60_000) })),
    });
    await many.db.depositAddress.createMany({ data: payments.map((p, i) => ({ network: "TRC20", derivationIndex: i, address: p.address, paymentId: p.id, createdAt: p.createdAt })) });

    const token = (await shopper(many)).token;
    const order = await placeOrder(many, token);
    const opened = await many.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id, network: "TRC20" } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const payment = opened.body.data;
    expect(payment.address).toBe(deriveAddress(account, "TRC20", WATCHED));
    tron.history.set(payment.address, [transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "b7".repeat(32), new Date(now.getTime() + 60_000))]);

    // The API's own watcher (one per database), synced directly so that each sync's calls are counted alone.
    const watcher = activeChain({ config: many.config, db: many.db, clock: many.clock, logger: pino({ level: "silent" }) }).chain;
    const accountCalls = () => tron.asked.filter((url) => url.pathname.startsWith("/v1/accounts/"));
    const read = new Set<string>();
    let syncs = 0;
    while (!(await many.db.observedTransfer.findFirst({ where: { toAddress: payment.address } }))) {
      const before = accountCalls().length;
      await watcher.sync!();
      const calls = accountCalls().slice(before);
      expect(calls.length).toBeLessThanOrEqual(CALLS);
      for (const url of calls) read.add(url.pathname.split("/")[3]);
      syncs++;
      expect(syncs, "every address has had its turn by now").toBeLessThanOrEqual(Math.ceil((WATCHED + 1) / CALLS));
    }
    // Every address had its turn, once, in those syncs.
    expect(read.size).toBe(Math.min(WATCHED + 1, syncs * CALLS));
    const paid = (await many.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } })).body.data;
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash: "b7".repeat(32) });
    expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
  }, 180_000);

  it("an open payment whose window has ended is read first, ahead of the 500 whose windows run on: that read confirms it", async () => {
    const { token, relogin } = await shopper(many);
    const order = await placeOrder(many, token);
    const payment = (await many.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id, network: "TRC20" } })).body.data;
    const watcher = activeChain({ config: many.config, db: many.db, clock: many.clock, logger: pino({ level: "silent" }) }).chain;
    // Its turn passes (the 500 others' windows run for hours), it is paid in time, and its window ends.
    await watcher.sync!();
    tron.history.set(payment.address, [transfer(payment.address, String(BigInt(payment.amountMinor) * 10_000n), "c8".repeat(32), new Date(many.clock.now().getTime() + 60_000))]);
    many.clock.advance(36 * 60_000);
    const before = tron.asked.length;
    await watcher.sync!();
    expect(tron.asked.slice(before).find((url) => url.pathname.startsWith("/v1/accounts/"))?.pathname).toBe(`/v1/accounts/${payment.address}/transactions/trc20`);
    const paid = (await many.call("POST", "/api/order/paymentresults", { token: await relogin(), body: { paymentId: payment.id } })).body.data;
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash: "c8".repeat(32) });
  });
});
