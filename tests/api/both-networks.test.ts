import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { HDKey } from "@scure/bip32";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { decimalFromMinor } from "@shared/domain/money";
import { orderStatus } from "@shared/domain/order-status";
import { startLocalChain, type LocalChain } from "../../scripts/local-chain";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { placeOrder } from "../helpers/shop";
import { startTronStandIn, tronTransfer, type TronStandIn } from "../helpers/tron-standin";

/** CHAIN=erc20,trc20: a real local Ethereum chain and the TronGrid stand-in watched by one API (decision 021). */
const tronXpub = HDKey.fromMasterSeed(pbkdf2(sha512, "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "mnemonic", { c: 2048, dkLen: 64 })).derive("m/44'/195'/0'").publicExtendedKey;
const CONFIRMATIONS = 2;
let chain: LocalChain;
let tron: TronStandIn;
let api: TestApi;

beforeAll(async () => {
  chain = await startLocalChain({ time: new Date("2026-11-22T10:00:00Z") });
  tron = await startTronStandIn();
  api = await startApi({
    CHAIN: "trc20,erc20",
    CHAIN_SYNC_SECONDS: "0",
    CHAIN_ERC20_RPC_URL: chain.rpcUrl,
    CHAIN_ERC20_USDT_CONTRACT: chain.contract,
    CHAIN_ERC20_XPUB: chain.xpub,
    CHAIN_ERC20_CONFIRMATIONS: String(CONFIRMATIONS),
    CHAIN_TRC20_XPUB: tronXpub,
    CHAIN_TRC20_API_URL: tron.url,
  });
}, 30_000);
afterAll(async () => {
  await api?.close();
  await tron?.close();
  await chain?.close();
});

async function openPayment(network: "ERC20" | "TRC20") {
  const { token } = await shopper(api);
  const order = await placeOrder(api, token);
  const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: order.id, network } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { token, order, payment: opened.body.data };
}
const results = async (token: string, paymentId: number) => (await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId } })).body.data;

describe("both real networks at once", () => {
  it("needs the settings of both", () => {
    const base = { NODE_ENV: "test" as const, JWT_SECRET: "x".repeat(32) };
    expect(() => loadConfig({ ...base, CHAIN: "erc20,trc20", CHAIN_TRC20_XPUB: tronXpub })).toThrow(/CHAIN_ERC20_XPUB/);
    expect(() => loadConfig({ ...base, CHAIN: "erc20,trc20", CHAIN_ERC20_XPUB: chain.xpub, CHAIN_ERC20_RPC_URL: chain.rpcUrl, CHAIN_ERC20_USDT_CONTRACT: chain.contract })).toThrow(/CHAIN_TRC20_XPUB/);
  });

  it("offers both networks and settles each payment from its own network's watcher", async () => {
    expect((await api.call("GET", "/api/pay")).body.data).toMatchObject({ chain: "erc20,trc20", simulator: false, networks: expect.arrayContaining(["ERC20", "TRC20"]) });

    const onEthereum = await openPayment("ERC20");
    expect(onEthereum.payment).toMatchObject({ network: "ERC20", confirmationsRequired: CONFIRMATIONS });
    const txHash = await chain.pay(onEthereum.payment.address, decimalFromMinor(onEthereum.payment.amountMinor));
    await chain.mine(CONFIRMATIONS);
    const ethereumPaid = await results(onEthereum.token, onEthereum.payment.id);
    expect(ethereumPaid.payment).toMatchObject({ status: "confirmed", txHash });
    expect(ethereumPaid.order).toMatchObject({ id: onEthereum.order.id, status: orderStatus.purchased });

    const onTron = await openPayment("TRC20");
    expect(onTron.payment).toMatchObject({ network: "TRC20", confirmationsRequired: 0, walletUri: onTron.payment.address });
    expect(onTron.payment.address).toMatch(/^T/);
    tron.history.set(onTron.payment.address, [tronTransfer(onTron.payment.address, String(BigInt(onTron.payment.amountMinor) * 10_000n), "c7".repeat(32), new Date(api.clock.now().getTime() + 60_000))]);
    const tronPaid = await results(onTron.token, onTron.payment.id);
    expect(tronPaid.payment).toMatchObject({ status: "confirmed", txHash: "c7".repeat(32) });
    expect(tronPaid.order).toMatchObject({ id: onTron.order.id, status: orderStatus.purchased });
  });
});
