import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimalFromMinor } from "@shared/domain/money";
import { orderStatus } from "@shared/domain/order-status";
import { startLocalChain, type LocalChain } from "../../scripts/local-chain";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { placeOrder, tick } from "../helpers/shop";

/**
 * The ERC20 watcher's cost is bounded whatever the chain throws at it (decision 033), on a
 * real local chain (ganache): a contract flooding a payment address with fake-token Transfer events
 * holds up no USDT payment, and a USDT ceiling per sync moves the cursor on instead of rolling back.
 */
const CONFIRMATIONS = 3;
/** Above the provider's list of other tokens (200) and of USDT (1,000), so the flood could crowd out the list if it were one. */
const OTHER_TOKENS_PER_SYNC = 1_200;
const PROVIDER_KEY = "provider-key-for-tests-0123456789abcdef";
let chain: LocalChain;
let settings: Record<string, string>;

beforeAll(async () => {
  chain = await startLocalChain({ time: new Date("2026-11-22T10:00:00Z") });
  settings = {
    ...chain.settings(CONFIRMATIONS),
    CHAIN_SYNC_SECONDS: "0",
    CHAIN_ERC20_OTHER_TOKENS_PER_SYNC: String(OTHER_TOKENS_PER_SYNC),
    PROVIDER_API_KEY: PROVIDER_KEY,
  };
}, 30_000);
afterAll(() => chain?.close());

async function openOrderPayment(api: TestApi) {
  const { token } = await shopper(api);
  const order = await placeOrder(api, token);
  const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id, network: "ERC20" } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { token, order, payment: opened.body.data };
}

const orderOf = async (api: TestApi, id: number) => (await api.db.order.findUniqueOrThrow({ where: { id } })).status;

describe("a flood of fake-token events", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(settings);
  });
  afterAll(() => api?.close());

  it("30,000 fake-token events to one payment address do not hold up a USDT payment to another: it confirms within two syncs", async () => {
    const flooded = await openOrderPayment(api);
    const paying = await openOrderPayment(api);
    // Before the flood: a payment confirmed, and 5.00 USDT more sent to it, which the provider must refund.
    const earlier = await openOrderPayment(api);
    await chain.pay(earlier.payment.address, decimalFromMinor(earlier.payment.amountMinor));
    await chain.mine(CONFIRMATIONS);
    await tick(api);
    expect(await orderOf(api, earlier.order.id)).toBe(orderStatus.purchased);
    const extra = await chain.pay(earlier.payment.address, "5.00");
    await chain.mine(CONFIRMATIONS);
    await tick(api);

    const floodTransactions = await chain.flood(flooded.payment.address, 30_000);
    expect(floodTransactions).toHaveLength(3);
    const txHash = await chain.pay(paying.payment.address, decimalFromMinor(paying.payment.amountMinor));
    await chain.mine(CONFIRMATIONS);

    let syncs = 0;
    while ((await orderOf(api, paying.order.id)) !== orderStatus.purchased && syncs < 2) {
      await tick(api);
      syncs++;
    }
    expect(await orderOf(api, paying.order.id)).toBe(orderStatus.purchased);
    expect(syncs).toBeLessThanOrEqual(2);
    expect(await api.db.payment.findUniqueOrThrow({ where: { id: paying.payment.id } })).toMatchObject({ status: "confirmed", txHash });

    // The flood cost a bounded number of records per sync (shared out, never credited), and the flooded payment is still open.
    const fakes = await api.db.observedTransfer.count({ where: { toAddress: flooded.payment.address } });
    expect(fakes).toBeGreaterThan(1_000);
    expect(fakes).toBeLessThanOrEqual(OTHER_TOKENS_PER_SYNC * syncs);
    expect(await api.db.payment.findUniqueOrThrow({ where: { id: flooded.payment.id } })).toMatchObject({ status: "pending", paidMinor: 0 });
    // The cursor is at the head: nothing rolled back.
    const head = Number(await chainHead());
    expect((await api.db.chainCursor.findUniqueOrThrow({ where: { network: "ERC20" } })).lastBlock).toBe(head);

    // The real USDT transfer that needs the provider (5.00 beside a payment, older than the flood) is
    // still in the provider's list; the newer fakes are listed beside it, at most 200 of them.
    const { status, body } = await api.call("GET", "/api/provider/transfer/unmatched", { headers: { authorization: `Bearer ${PROVIDER_KEY}` } });
    expect(status).toBe(200);
    const listed = body.data as Array<{ txHash: string; reason: string }>;
    expect(listed).toContainEqual(expect.objectContaining({ txHash: extra, reason: "afterConfirmation", amountMinor: 500, paymentId: earlier.payment.id }));
    expect(listed.filter((t) => t.reason === "wrongToken")).toHaveLength(200);
    expect(listed[0]).toMatchObject({ toAddress: flooded.payment.address, reason: "wrongToken", amountUnits: "1" });
    // Minting the flood alone takes 7-20 s of ganache's time on a shared machine.
  }, 120_000);

  async function chainHead() {
    const answer = await fetch(chain.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }) });
    return BigInt(((await answer.json()) as { result: string }).result);
  }
});

describe("a ceiling of USDT transfers per sync", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ ...settings, CHAIN_ERC20_MAX_LOGS_PER_SYNC: "1" });
  });
  afterAll(() => api?.close());

  it("moves the cursor on past what it wrote, sync after sync, and pays once every part is read", async () => {
    const { order, payment } = await openOrderPayment(api);
    await tick(api);
    const before = (await api.db.chainCursor.findUniqueOrThrow({ where: { network: "ERC20" } })).lastBlock;
    // Four parts in four blocks, then blocks enough to bury the last.
    const part = Math.floor(payment.amountMinor / 4);
    const parts = [part, part, part, payment.amountMinor - 3 * part];
    for (const minor of parts) await chain.pay(payment.address, decimalFromMinor(minor));
    await chain.mine(CONFIRMATIONS);

    const cursors: number[] = [];
    const counted: number[] = [];
    for (let syncs = 0; syncs < 12 && (await orderOf(api, order.id)) !== orderStatus.purchased; syncs++) {
      await tick(api);
      cursors.push((await api.db.chainCursor.findUniqueOrThrow({ where: { network: "ERC20" } })).lastBlock);
      counted.push(await api.db.observedTransfer.count({ where: { toAddress: payment.address } }));
    }
    // Each sync wrote a little and moved the cursor on; none rolled back, and the payment was paid once all four were in.
    expect(cursors[0]).toBeGreaterThan(before);
    for (let i = 1; i < cursors.length; i++) expect(cursors[i]).toBeGreaterThanOrEqual(cursors[i - 1]);
    expect(counted[0]).toBeLessThan(parts.length);
    expect(counted.at(-1)).toBe(parts.length);
    expect(await orderOf(api, order.id)).toBe(orderStatus.purchased);
    expect(await api.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({ status: "confirmed", paidMinor: payment.amountMinor });
  }, 60_000);
});
