import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db";
import { paymentStatus } from "../domain/payment-status";
import type { PaymentChain, Transfer } from "./chain";
import { allocateDepositAddress } from "./deposit-addresses";
import { readAccountXpub } from "./derivation";
import { BLOCK_TIME_MARGIN_MS, minorFromTokenUnits } from "./erc20";

const NETWORK = "TRC20";
/** TronGrid's largest page. */
const PAGE = 200;
const MAX_PAGES = 10;
/** Closed payments are still read this long, so a late transfer is recorded for the provider. */
const LATE_WATCH_MS = 24 * 60 * 60_000;

/** One TRC20 transfer as TronGrid's /v1/accounts/{address}/transactions/trc20 returns it. */
type TronGridTransfer = {
  transaction_id: string;
  token_info: { symbol: string; address: string; decimals: number; name: string };
  block_timestamp: number;
  from: string;
  to: string;
  type: string;
  value: string;
};
type TronGridPage = { data?: TronGridTransfer[]; success?: boolean; meta?: { fingerprint?: string; page_size?: number } };

/**
 * CHAIN=trc20 (decision 021): deposit addresses derived from CHAIN_TRC20_XPUB, and the USDT
 * transfers to them read from a TronGrid-compatible API (confirmed transactions only, filtered by
 * the USDT contract). TRON confirms a block when it is solidified, so what the API answers is final:
 * no confirmation count. Each sync reads the history of every open payment's address (and of those
 * closed in the last day, for late transfers) since the payment opened; the transfers are kept as
 * ObservedTransfer rows keyed by (network, transaction id, position in the transaction), so reading
 * them again, after a restart or not, changes nothing.
 */
export function trc20Chain(deps: { db: Db; config: Config; clock: Clock; logger: Logger }, fetchImpl: typeof fetch = fetch): PaymentChain {
  const { db, config, clock, logger } = deps;
  const account = readAccountXpub(config.CHAIN_TRC20_XPUB!, "CHAIN_TRC20_XPUB");
  const base = config.CHAIN_TRC20_API_URL.replace(/\/+$/, "");
  const contract = config.CHAIN_TRC20_USDT_CONTRACT;
  let running: Promise<void> | null = null;

  async function history(address: string, since: Date): Promise<TronGridTransfer[]> {
    const seen: TronGridTransfer[] = [];
    let fingerprint: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ only_confirmed: "true", contract_address: contract, limit: String(PAGE), order_by: "block_timestamp,asc", min_timestamp: String(since.getTime()) });
      if (fingerprint) query.set("fingerprint", fingerprint);
      const response = await fetchImpl(`${base}/v1/accounts/${address}/transactions/trc20?${query}`, {
        headers: { accept: "application/json", ...(config.CHAIN_TRC20_API_KEY ? { "TRON-PRO-API-KEY": config.CHAIN_TRC20_API_KEY } : {}) },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`TRON API answered ${response.status} for ${address}`);
      const body = (await response.json()) as TronGridPage;
      if (body.success === false || !Array.isArray(body.data)) throw new Error(`TRON API answered without data for ${address}`);
      seen.push(...body.data);
      fingerprint = body.meta?.fingerprint;
      if (!fingerprint || body.data.length < PAGE) break;
    }
    return seen;
  }

  async function syncOnce(): Promise<void> {
    const now = clock.now();
    const watched = await db.depositAddress.findMany({
      where: { network: NETWORK, payment: { OR: [{ status: paymentStatus.pending }, { expiresAt: { gt: new Date(now.getTime() - LATE_WATCH_MS) } }] } },
      select: { address: true, payment: { select: { createdAt: true } } },
    });
    for (const { address, payment } of watched) {
      const transfers = (await history(address, new Date(payment!.createdAt.getTime() - BLOCK_TIME_MARGIN_MS))).filter(
        (t) => t.type === "Transfer" && t.to === address && t.token_info?.address === contract && /^\d+$/.test(t.value),
      );
      const position = new Map<string, number>();
      await db.$transaction(async (tx) => {
        for (const t of transfers) {
          const logIndex = position.get(t.transaction_id) ?? 0;
          position.set(t.transaction_id, logIndex + 1);
          const units = BigInt(t.value);
          await tx.observedTransfer.upsert({
            where: { network_txHash_logIndex: { network: NETWORK, txHash: t.transaction_id, logIndex } },
            // TronGrid's transfer list names neither the block number nor its hash: 0 and "" stand for them.
            create: { network: NETWORK, txHash: t.transaction_id, logIndex, blockNumber: 0, blockHash: "", blockTime: new Date(t.block_timestamp), fromAddress: t.from, toAddress: t.to, amountUnits: units.toString(), amountMinor: minorFromTokenUnits(units), firstSeenAt: clock.now() },
            update: {},
          });
        }
      });
    }
  }

  return {
    name: "trc20",
    simulated: false,
    confirmationsRequired: 0,
    networks: [NETWORK],

    newDepositAddress: (tx, network) => allocateDepositAddress(tx, account, network, clock.now()),

    async sync() {
      running ??= syncOnce()
        .catch((err) => logger.warn({ err }, "the TRON API did not answer: payments are settled from the transfers already seen"))
        .finally(() => {
          running = null;
        });
      await running;
    },

    /** As on ERC20: from shortly before `since`, so what reached the address before it was handed out is not the payment's. */
    async transfersTo(address, since) {
      const rows = await db.observedTransfer.findMany({
        where: { network: NETWORK, toAddress: address, removed: false, blockTime: { gte: new Date(since.getTime() - BLOCK_TIME_MARGIN_MS) } },
        orderBy: [{ blockTime: "asc" }, { id: "asc" }],
      });
      return rows.map((row): Transfer => ({ txHash: row.txHash, network: NETWORK, toAddress: row.toAddress, amountMinor: row.amountMinor, seenAt: row.blockTime, confirmations: null }));
    },
  };
}
