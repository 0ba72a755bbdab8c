import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db";
import { paymentStatus } from "../domain/payment-status";
import type { PaymentChain, Transfer } from "./chain";
import { allocateDepositAddress } from "./deposit-addresses";
import { readAccountXpub } from "./derivation";
import { BLOCK_TIME_MARGIN_MS, LATE_WATCH_MS, minorFromTokenUnits } from "./erc20";
import { serialSync } from "./serial-sync";

const NETWORK = "TRC20";
/** TronGrid's largest page. */
const PAGE = 200;
const MAX_PAGES = 10;
/** How far TRON's confirmed (solidified) view trails its newest blocks, with room to spare. */
const CONFIRMED_LAG_MS = 2 * 60_000;

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
 * CHAIN=trc20 (decision 021): deposit addresses derived from CHAIN_TRC20_XPUB, and the TRC20
 * transfers to them read from a TronGrid-compatible API (confirmed transactions only). TRON confirms
 * a block when it is solidified, so what the API answers is final: no confirmation count. Each sync
 * reads the history of every open payment's address (and of those closed in the last day, for late
 * transfers), from where the last read of that address ended (`readFrom`), every token, so the
 * provider sees another token sent to a payment address; only the configured USDT contract's are
 * credited. An address whose history was read to its end gets `syncedAt`, which is what lets its
 * payment close; one that failed or had more pages than a sync reads keeps its old mark and
 * continues next time. Transfers are ObservedTransfer rows keyed by (network, transaction id,
 * position among the transaction's transfers to that address, address), so reading them again,
 * after a restart or not, changes nothing.
 */
export function trc20Chain(deps: { db: Db; config: Config; clock: Clock; logger: Logger }, fetchImpl: typeof fetch = fetch): PaymentChain {
  const { db, config, clock, logger } = deps;
  const account = readAccountXpub(config.CHAIN_TRC20_XPUB!, "CHAIN_TRC20_XPUB");
  const base = config.CHAIN_TRC20_API_URL.replace(/\/+$/, "");
  const usdt = config.CHAIN_TRC20_USDT_CONTRACT;

  /** One address's confirmed TRC20 history from `since`, oldest first; `complete` when its last page was reached. */
  async function history(address: string, since: Date): Promise<{ transfers: TronGridTransfer[]; complete: boolean }> {
    const transfers: TronGridTransfer[] = [];
    let fingerprint: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ only_confirmed: "true", limit: String(PAGE), order_by: "block_timestamp,asc", min_timestamp: String(since.getTime()) });
      if (fingerprint) query.set("fingerprint", fingerprint);
      const response = await fetchImpl(`${base}/v1/accounts/${address}/transactions/trc20?${query}`, {
        headers: { accept: "application/json", ...(config.CHAIN_TRC20_API_KEY ? { "TRON-PRO-API-KEY": config.CHAIN_TRC20_API_KEY } : {}) },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`TRON API answered ${response.status} for ${address}`);
      const body = (await response.json()) as TronGridPage;
      if (body.success === false || !Array.isArray(body.data)) throw new Error(`TRON API answered without data for ${address}`);
      transfers.push(...body.data);
      fingerprint = body.meta?.fingerprint;
      if (!fingerprint || body.data.length < PAGE) return { transfers, complete: true };
    }
    return { transfers, complete: false };
  }

  async function syncAddress(address: string, openedAt: Date, readFrom: Date | null): Promise<void> {
    // Taken before the read: every transfer confirmed by then is in the answer.
    const startedAt = clock.now();
    // From the block of the last transfer read (all of that block again: positions stay the same), or from the payment's opening.
    const since = readFrom ?? new Date(openedAt.getTime() - BLOCK_TIME_MARGIN_MS);
    const { transfers, complete } = await history(address, since);
    const mine = transfers.filter((t) => t.type === "Transfer" && t.to === address && typeof t.token_info?.address === "string" && /^\d+$/.test(t.value));
    const position = new Map<string, number>();
    const rows = mine.map((t) => {
      const logIndex = position.get(t.transaction_id) ?? 0;
      position.set(t.transaction_id, logIndex + 1);
      const units = BigInt(t.value);
      // TronGrid's transfer list names neither the block number nor its hash: 0 and "" stand for them.
      return {
        network: NETWORK,
        txHash: t.transaction_id,
        logIndex,
        blockNumber: 0,
        blockHash: "",
        blockTime: new Date(t.block_timestamp),
        tokenContract: t.token_info.address,
        fromAddress: t.from,
        toAddress: t.to,
        amountUnits: units.toString(),
        // Another token's units mean nothing in USDT: recorded, never credited.
        amountMinor: t.token_info.address === usdt ? minorFromTokenUnits(units) : null,
        firstSeenAt: clock.now(),
      };
    });
    await db.$transaction(async (tx) => {
      // Two statements whatever the page count: the rows already kept, then the new ones (a transfer read again changes nothing).
      const kept = await tx.observedTransfer.findMany({ where: { network: NETWORK, toAddress: address, blockTime: { gte: since } }, select: { txHash: true, logIndex: true } });
      const known = new Set(kept.map((row) => `${row.txHash}:${row.logIndex}`));
      await tx.observedTransfer.createMany({ data: rows.filter((row) => !known.has(`${row.txHash}:${row.logIndex}`)) });
      const last = mine.at(-1);
      await tx.depositAddress.update({
        where: { address },
        data: { readFrom: last ? new Date(last.block_timestamp) : readFrom, ...(complete ? { syncedAt: startedAt } : {}) },
      });
    });
    if (!complete) logger.warn({ address, read: mine.length }, "a TRON address has more transfers than one sync reads: the rest is read next time");
  }

  async function syncOnce(): Promise<void> {
    const now = clock.now();
    const watched = await db.depositAddress.findMany({
      where: { network: NETWORK, payment: { OR: [{ status: paymentStatus.pending }, { expiresAt: { gt: new Date(now.getTime() - LATE_WATCH_MS) } }] } },
      select: { address: true, readFrom: true, payment: { select: { createdAt: true } } },
    });
    let failed = 0;
    for (const { address, readFrom, payment } of watched) {
      // One address the API does not answer for does not hold up the others.
      await syncAddress(address, payment!.createdAt, readFrom).catch((err) => {
        failed++;
        logger.warn({ err, address }, "the TRON API did not answer for an address: its payment is settled from the transfers already seen, and not closed until it answers");
      });
    }
    if (failed > 0 && failed === watched.length) throw new Error(`the TRON API answered for none of ${failed} addresses`);
  }

  return {
    name: "trc20",
    simulated: false,
    networks: [NETWORK],
    confirmationsRequired: () => 0,

    newDepositAddress: (tx, network) => allocateDepositAddress(tx, account, network, clock.now()),

    sync: serialSync(syncOnce, { minIntervalMs: config.CHAIN_SYNC_SECONDS * 1000, logger, failure: "the TRON API did not answer: payments are settled from the transfers already seen, and none is closed until it answers" }),

    /** As on ERC20: USDT only, from shortly before `since`, so what reached the address before it was handed out is not the payment's. */
    async transfersTo(address, _network, since) {
      const rows = await db.observedTransfer.findMany({
        where: { network: NETWORK, toAddress: address, removed: false, tokenContract: { in: [usdt, ""] }, blockTime: { gte: new Date(since.getTime() - BLOCK_TIME_MARGIN_MS) } },
        orderBy: [{ blockTime: "asc" }, { id: "asc" }],
      });
      return rows.map((row): Transfer => ({ txHash: row.txHash, logIndex: row.logIndex, network: NETWORK, toAddress: row.toAddress, amountMinor: row.amountMinor, seenAt: row.blockTime, confirmations: null }));
    },

    /**
     * The last complete read of the address vouches for every transfer confirmed before it began;
     * TRON's confirmed view trails its blocks by about a minute (19 blocks of 3 s), and block times
     * may trail the product's clock: both are taken off.
     */
    async readThrough(address) {
      const row = await db.depositAddress.findUnique({ where: { address }, select: { syncedAt: true } });
      return row?.syncedAt ? new Date(row.syncedAt.getTime() - CONFIRMED_LAG_MS - BLOCK_TIME_MARGIN_MS) : null;
    },
  };
}
