import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveAddress, readAccountXpub } from "../../server/chain/derivation";
import { decimalFromMinor } from "@shared/domain/money";
import { orderStatus } from "@shared/domain/order-status";
import { startLocalChain, type LocalChain } from "../../scripts/local-chain";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { MINUTE, placeOrder, tick } from "../helpers/shop";

/**
 * The real ERC20 watcher against a real EVM chain (ganache in this process, decision 021): a
 * merchant pays an order with a token transfer from the test wallet, the API follows the token's
 * Transfer logs and settles the payment once the confirmations are mined.
 */
let chain: LocalChain;
let settings: Record<string, string>;
const CONFIRMATIONS = 3;
const PROVIDER_KEY = "provider-key-for-tests-0123456789abcdef";

beforeAll(async () => {
  // The chain's clock starts where the test API's clock stands, so block times fall inside payment windows.
  chain = await startLocalChain({ time: new Date("2026-11-22T10:00:00Z") });
  settings = {
    ...chain.settings(CONFIRMATIONS),
    CHAIN_SYNC_SECONDS: "0",
    PROVIDER_API_KEY: PROVIDER_KEY,
  };
}, 30_000);
afterAll(() => chain?.close());

async function openOrderPayment(api: TestApi) {
  const { token, relogin } = await shopper(api);
  const order = await placeOrder(api, token);
  const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id, network: "ERC20" } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { token, relogin, order, payment: opened.body.data };
}

async function results(api: TestApi, token: string, paymentId: number) {
  const { status, body } = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe("CHAIN=erc20 on a local chain", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(settings);
  });
  afterAll(() => api?.close());

  it("says the real ERC20 chain is active, offers only its network and no simulated transfer", async () => {
    const { body } = await api.call("GET", "/api/pay");
    expect(body.data).toMatchObject({ chain: "erc20", simulator: false, networks: ["ERC20"], mainNetwork: "ERC20" });
    const { token, order } = await openOrderPayment(api);
    const trc20 = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id, network: "TRC20" } });
    expect(trc20.status).toBe(409);
    expect((await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: 1 } })).status).toBe(404);
  });

  it("a real token transfer, once buried under the required confirmations, purchases the order and queues its site", async () => {
    const { token, order, payment } = await openOrderPayment(api);
    // The address is the next one of the provider's account, recorded with its index and payment.
    const recorded = await api.db.depositAddress.findUniqueOrThrow({ where: { paymentId: payment.id } });
    expect(payment.address).toBe(deriveAddress(readAccountXpub(chain.xpub, "xpub"), "ERC20", recorded.derivationIndex));
    // The QR code's wallet link (EIP-681) names the token, the chain, the recipient and the amount in token units.
    expect(payment.walletUri).toBe(`ethereum:${chain.contract}@1337/transfer?address=${payment.address}&uint256=${BigInt(payment.amountMinor) * 10_000n}`);
    expect(payment).toMatchObject({ network: "ERC20", status: "pending", confirmations: null, confirmationsRequired: CONFIRMATIONS });

    const txHash = await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
    const seen = await results(api, token, payment.id);
    expect(seen.payment).toMatchObject({ status: "pending", confirmations: 1, confirmationsRequired: CONFIRMATIONS });
    expect(seen.order.status).toBe(orderStatus.pendingPayment);

    await chain.mine(CONFIRMATIONS - 1);
    const paid = await results(api, token, payment.id);
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash });
    expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
    const site = await api.db.site.findUniqueOrThrow({ where: { id: paid.siteId } });
    expect(site).toMatchObject({ orderId: order.id, status: "queued" });

    // The transfer is kept once, at the token's own precision, whatever the number of reads.
    await results(api, token, payment.id);
    const observed = await api.db.observedTransfer.findMany({ where: { txHash } });
    expect(observed).toHaveLength(1);
    expect(observed[0]).toMatchObject({ toAddress: payment.address, amountUnits: String(BigInt(payment.amountMinor) * 10_000n), amountMinor: payment.amountMinor, removed: false });
  });

  it("the scheduler alone confirms a paid order nobody asks about", async () => {
    const { order, payment } = await openOrderPayment(api);
    await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
    await chain.mine(CONFIRMATIONS);
    await tick(api);
    expect((await api.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(orderStatus.purchased);
  });

  it("a reorganisation that drops a seen transfer takes its confirmations away and keeps it as removed", async () => {
    const { token, order, payment } = await openOrderPayment(api);
    const before = await chain.snapshot();
    const dropped = await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
    expect((await results(api, token, payment.id)).payment).toMatchObject({ status: "pending", confirmations: 1 });

    // The block with the transfer is replaced by a longer chain without it.
    await chain.revert(before);
    await chain.mine(2);
    expect((await results(api, token, payment.id)).payment).toMatchObject({ status: "pending", confirmations: null });
    expect(await api.db.observedTransfer.findFirst({ where: { txHash: dropped } })).toMatchObject({ removed: true });

    // Sent again, it pays the order once it is deep enough.
    const txHash = await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
    await chain.mine(CONFIRMATIONS - 1);
    const paid = await results(api, token, payment.id);
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash });
    expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
  });

  it("a transfer of a different amount is recorded but does not pay the order", async () => {
    const { token, payment } = await openOrderPayment(api);
    const txHash = await chain.pay(payment.address, "1.234567");
    await chain.mine(CONFIRMATIONS);
    expect((await results(api, token, payment.id)).payment).toMatchObject({ status: "pending", confirmations: null });
    expect(await api.db.observedTransfer.findFirst({ where: { txHash } })).toMatchObject({ amountUnits: "1234567", amountMinor: null });
  });
});

describe("a restart of the API between seen and confirmed", () => {
  it("resumes from the last block it read and confirms the payment once", async () => {
    const first = await startApi(settings);
    const { token, order, payment } = await openOrderPayment(first);
    const txHash = await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
    expect((await results(first, token, payment.id)).payment).toMatchObject({ status: "pending", confirmations: 1 });
    const database = first.config.DATABASE_URL;
    await first.close({ keepDatabase: true });

    await chain.mine(CONFIRMATIONS);
    const second = await startApi({ ...settings, DATABASE_URL: database });
    try {
      const paid = await results(second, token, payment.id);
      expect(paid.payment).toMatchObject({ status: "confirmed", txHash });
      expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
      await results(second, token, payment.id);
      expect(await second.db.observedTransfer.count({ where: { txHash } })).toBe(1);
      expect(await second.db.statusChange.count({ where: { entity: "payment", entityId: payment.id, toStatus: "confirmed" } })).toBe(1);
      expect(await second.db.site.count({ where: { orderId: order.id } })).toBe(1);
    } finally {
      await second.close();
      const file = database.replace(/^file:/, "");
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
    }
  });
});

describe("what a processor must never get wrong", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(settings);
  });
  afterAll(() => api?.close());
  const provider = { authorization: `Bearer ${PROVIDER_KEY}` };

  it("a transfer still short of its confirmations when others paid is kept for the provider, who resolves it once", async () => {
    const { token, payment } = await openOrderPayment(api);
    const paying = await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
    await chain.mine(CONFIRMATIONS - 2);
    // A second, smaller transfer lands one block before the first has its confirmations.
    const extra = await chain.pay(payment.address, "5.00");
    const paid = await results(api, token, payment.id);
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash: paying, paidMinor: payment.amountMinor });
    // The chain's record names the payment each transfer paid; the extra one paid none.
    expect(await api.db.observedTransfer.findFirst({ where: { txHash: paying } })).toMatchObject({ paymentId: payment.id });
    expect(await api.db.observedTransfer.findFirst({ where: { txHash: extra } })).toMatchObject({ paymentId: null, amountMinor: 500 });

    const listed = (await api.call("GET", "/api/provider/transfer/unmatched", { headers: provider })).body.data as Array<{ id: number; txHash: string; reason: string }>;
    expect(listed.filter((t) => t.txHash === paying)).toEqual([]);
    const mine = listed.find((t) => t.txHash === extra)!;
    expect(mine).toMatchObject({ paymentId: payment.id, reason: "afterConfirmation", amountMinor: 500 });

    // Resolving: a note is required, an unknown id is not found, a counted transfer is not the provider's to resolve.
    expect((await api.call("POST", "/api/provider/transfer/resolve", { headers: provider, body: { id: mine.id, resolution: "" } })).status).toBe(400);
    expect((await api.call("POST", "/api/provider/transfer/resolve", { headers: provider, body: { id: 999_999, resolution: "refunded" } })).status).toBe(404);
    const counted = await api.db.observedTransfer.findFirstOrThrow({ where: { txHash: paying } });
    expect((await api.call("POST", "/api/provider/transfer/resolve", { headers: provider, body: { id: counted.id, resolution: "refunded" } })).status).toBe(409);
    const resolved = await api.call("POST", "/api/provider/transfer/resolve", { headers: provider, body: { id: mine.id, resolution: "refunded 5.00 USDT in 0xabc" } });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect((await api.call("POST", "/api/provider/transfer/resolve", { headers: provider, body: { id: mine.id, resolution: "again" } })).status).toBe(409);
    expect(((await api.call("GET", "/api/provider/transfer/unmatched", { headers: provider })).body.data as Array<{ id: number }>).some((t) => t.id === mine.id)).toBe(false);
    expect((await api.call("GET", "/api/provider/transfer/unmatched?status=resolved", { headers: provider })).body.data).toEqual([
      expect.objectContaining({ id: mine.id, resolution: "refunded 5.00 USDT in 0xabc", reason: "afterConfirmation" }),
    ]);
  });

  it("another token sent to a payment address is recorded, never credited, and shown to the provider", async () => {
    const { token, payment } = await openOrderPayment(api);
    const other = await chain.deployOtherToken();
    const txHash = await chain.payToken(other, payment.address, decimalFromMinor(payment.amountMinor));
    await chain.mine(CONFIRMATIONS);
    expect((await results(api, token, payment.id)).payment).toMatchObject({ status: "pending", paidMinor: 0 });
    expect(await api.db.observedTransfer.findFirst({ where: { txHash } })).toMatchObject({ tokenContract: other.toLowerCase(), amountMinor: null });
    const listed = (await api.call("GET", "/api/provider/transfer/unmatched", { headers: provider })).body.data;
    expect(listed).toContainEqual(expect.objectContaining({ txHash, reason: "wrongToken", tokenContract: other.toLowerCase(), paymentId: payment.id }));
  });

  it("a node outage at the window's end never expires a payment paid in time", async () => {
    // A node behind a switch: while it is off, every call fails as an unreachable node's would.
    let nodeDown = false;
    const proxy = http.createServer(async (req, res) => {
      if (nodeDown) return res.writeHead(503).end();
      const body = await new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
      });
      const answer = await fetch(chain.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: body.toString("utf8") });
      res.writeHead(answer.status, { "content-type": "application/json" }).end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const behind = await startApi({ ...settings, CHAIN_ERC20_RPC_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
    try {
      const { relogin, order, payment } = await openOrderPayment(behind);
      await tick(behind);
      nodeDown = true;
      const txHash = await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
      await chain.mine(CONFIRMATIONS);
      behind.clock.advance(45 * MINUTE);
      await tick(behind);
      const waiting = await results(behind, await relogin(), payment.id);
      expect(waiting.payment).toMatchObject({ status: "pending", remainingSeconds: 0 });
      expect(waiting.order).toMatchObject({ id: order.id, status: orderStatus.pendingPayment });
      nodeDown = false;
      await tick(behind);
      const paid = await results(behind, await relogin(), payment.id);
      expect(paid.payment).toMatchObject({ status: "confirmed", txHash });
      expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
    } finally {
      await behind.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

// Last: it moves the chain's time past a window, for good.
describe("the money cases on a local chain", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(settings);
  });
  afterAll(() => api?.close());

  it("an underpayment shows what is still due; a second transfer to the same address completes it", async () => {
    const { token, order, payment } = await openOrderPayment(api);
    await chain.pay(payment.address, decimalFromMinor(payment.amountMinor - 100));
    await chain.mine(CONFIRMATIONS);
    const short = (await results(api, token, payment.id)).payment;
    expect(short).toMatchObject({ status: "pending", paidMinor: payment.amountMinor - 100, dueMinor: 100, confirmations: null });
    // The QR code's wallet link now asks for the rest only: 1.00 USDT, 1,000,000 token units.
    expect(short.walletUri).toBe(`ethereum:${chain.contract}@1337/transfer?address=${payment.address}&uint256=1000000`);

    const topUp = await chain.pay(payment.address, "1.00");
    expect((await results(api, token, payment.id)).payment).toMatchObject({ status: "pending", paidMinor: payment.amountMinor, dueMinor: 0, confirmations: 1 });
    await chain.mine(CONFIRMATIONS - 1);
    const paid = await results(api, token, payment.id);
    expect(paid.payment).toMatchObject({ status: "confirmed", txHash: topUp, paidMinor: payment.amountMinor });
    expect(paid.order).toMatchObject({ id: order.id, status: orderStatus.purchased });
  });

  it("a transfer after the order timed out is recorded and leaves the order timed out", async () => {
    const { relogin, order, payment } = await openOrderPayment(api);
    // The window (30 minutes) has passed, but the watcher has not read the chain past its end with a
    // margin (block times may trail the clock): the payment stays open, and the order with it.
    api.clock.advance(31 * MINUTE);
    await chain.advanceTime(31 * 60);
    await tick(api);
    expect((await results(api, await relogin(), payment.id)).payment).toMatchObject({ status: "pending", remainingSeconds: 0 });
    // Once it has, the window closes.
    api.clock.advance(2 * MINUTE);
    await chain.advanceTime(2 * 60);
    await tick(api);
    const txHash = await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
    await chain.mine(CONFIRMATIONS);
    const late = await results(api, await relogin(), payment.id);
    expect(late.payment).toMatchObject({ status: "expired" });
    expect(late.order).toMatchObject({ id: order.id, status: orderStatus.timedOut });
    expect(await api.db.observedTransfer.findFirst({ where: { txHash } })).toMatchObject({ toAddress: payment.address, amountMinor: payment.amountMinor, removed: false });

    // The provider sees it to resolve; the transfers that paid the other order are not listed.
    const { status, body } = await api.call("GET", "/api/provider/transfer/unmatched", { headers: { authorization: `Bearer ${PROVIDER_KEY}` } });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      expect.objectContaining({ txHash, toAddress: payment.address, paymentId: payment.id, paymentStatus: "expired", orderId: order.id, amountMinor: payment.amountMinor, reason: "late" }),
    ]);
  });
});
