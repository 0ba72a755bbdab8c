import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db";
import { paymentStatus } from "@shared/domain/payment-status";
import type { PaymentChain, Transfer } from "./chain";
import { allocateDepositAddress } from "./deposit-addresses";
import { readAccountXpub } from "./derivation";
import { BLOCK_TIME_MARGIN_MS, LATE_WATCH_MS } from "./erc20";
import { serialSync } from "./serial-sync";
import { minorFromTokenUnits, requireUsdtDecimals } from "./token-decimals";

const NETWORK = "TRC20";
/** TronGrid's largest page. */
const PAGE = 200;
/** Pages one address may take in one sync (within the sync's calls): a dust attack cannot hide a payment behind 2,000 transfers. */
const MAX_PAGES = 10;
/** How far TRON's confirmed (solidified) view trails its newest blocks, with room to spare. */
const CONFIRMED_LAG_MS = 2 * 60_000;
/**
 * What a complete read of an address begun at `syncedAt` vouches for: every transfer confirmed
 * before it began, less TRON's confirmation lag (about a minute: 19 blocks of 3 s) and the margin
 * block times may trail the product's clock by.
 */
const vouchedUntil = (syncedAt: Date) => new Date(syncedAt.getTime() - CONFIRMED_LAG_MS - BLOCK_TIME_MARGIN_MS);

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
/** What TronGrid's POST /wallet/triggerconstantcontract answers: the call's outcome and its return words in hex. */
type ConstantCall = { result?: { result?: boolean; message?: string }; constant_result?: string[] };
/** The calls one sync may still make. */
type Budget = { left: number };

/**
 * CHAIN=trc20 (decisions 021 and 033): deposit addresses derived from CHAIN_TRC20_XPUB, and the
 * TRC20 transfers to them read from a TronGrid-compatible API (confirmed transactions only). TRON
 * confirms a block when it is solidified, so what the API answers is final: no confirmation count.
 * The addresses of open payments (and of those closed in the last day, for late transfers) take
 * turns: one sync makes at most CHAIN_TRC20_CALLS_PER_SYNC calls (so at most that many pages of 200
 * transfers), whatever the number of payments, and gives them first to open payments whose window
 * has ended (a read decides them), then to the addresses whose turn is oldest. Each address is read
 * from where its last read ended (`readFrom`), every token, so the provider sees another token sent
 * to a payment address; only the configured USDT contract's are credited. An address whose history
 * was read to its end gets `syncedAt`, which is what lets its payment close; one that failed, had
 * more pages than its turn reads, or had no turn keeps its old mark and continues next time.
 * Transfers are ObservedTransfer rows keyed by (network, transaction id, position among the
 * transaction's transfers to that address, address), so reading them again, after a restart or not,
 * changes nothing. Before its first read the watcher asks the contract for its decimals and refuses
 * anything but USDT's 6.
 */
export function trc20Chain(deps: { db: Db; config: Config; clock: Clock; logger: Logger }, fetchImpl: typeof fetch = fetch): PaymentChain {
  const { db, config, clock, logger } = deps;
  const account = readAccountXpub(config.CHAIN_TRC20_XPUB!, "CHAIN_TRC20_XPUB");
  const base = config.CHAIN_TRC20_API_URL.replace(/\/+$/, "");
  const usdt = config.CHAIN_TRC20_USDT_CONTRACT;
  const keyHeader: Record<string, string> = config.CHAIN_TRC20_API_KEY ? { "TRON-PRO-API-KEY": config.CHAIN_TRC20_API_KEY } : {};
  /** The token's own figure, read once from the contract: what its units are converted with. */
  let decimals: number | null = null;
  /** The sync in which each address last had its turn, in this process: the longest waiting goes first. */
  const turns = new Map<string, number>();
  let syncs = 0;

  /** Calls the contract's decimals() through TronGrid (a constant call: no transaction, no energy) and refuses anything but 6. */
  async function verify(): Promise<void> {
    if (decimals !== null) return;
    const response = await fetchImpl(`${base}/wallet/triggerconstantcontract`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json", ...keyHeader },
      // selector 0x313ce567; `visible`: addresses in base58, as configured.
      body: JSON.stringify({ owner_address: usdt, contract_address: usdt, function_selector: "decimals()", parameter: "", visible: true }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`TRON API answered ${response.status} when asked for the decimals of ${usdt}`);
    const body = (await response.json()) as ConstantCall;
    const word = body.constant_result?.[0];
    if (body.result?.result !== true || typeof word !== "string" || !/^[0-9a-fA-F]{64}$/.test(word)) throw new Error(`TRON API did not give the decimals of ${usdt}: ${JSON.stringify(body).slice(0, 200)}`);
    decimals = requireUsdtDecimals(Number(BigInt(`0x${word}`)), usdt, "CHAIN_TRC20_USDT_CONTRACT");
  }

  /** One address's confirmed TRC20 history from `since`, oldest first, within `budget`; `complete` when its last page was reached. */
  async function history(address: string, since: Date, budget: Budget): Promise<{ transfers: TronGridTransfer[]; complete: boolean }> {
    const transfers: TronGridTransfer[] = [];
    let fingerprint: string | undefined;
    for (let page = 0; page < MAX_PAGES && budget.left > 0; page++) {
      const query = new URLSearchParams({ only_confirmed: "true", limit: String(PAGE), order_by: "block_timestamp,asc", min_timestamp: String(since.getTime()) });
      if (fingerprint) query.set("fingerprint", fingerprint);
      budget.left--;
      const response = await fetchImpl(`${base}/v1/accounts/${address}/transactions/trc20?${query}`, {
        headers: { accept: "application/json", ...keyHeader },
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

  async function syncAddress(address: string, openedAt: Date, readFrom: Date | null, budget: Budget): Promise<void> {
    // Taken before the read: every transfer confirmed by then is in the answer.
    const startedAt = clock.now();
    // From the block of the last transfer read (all of that block again: positions stay the same), or from the payment's opening.
    const since = readFrom ?? new Date(openedAt.getTime() - BLOCK_TIME_MARGIN_MS);
    const { transfers, complete } = await history(address, since, budget);
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
        amountMinor: t.token_info.address === usdt ? minorFromTokenUnits(units, decimals!) : null,
        firstSeenAt: clock.now(),
      };
    });
    // Read on next time from the block of the last transfer listed, whatever it was (one from the address too).
    const last = transfers.at(-1);
    const mark = { readFrom: last ? new Date(last.block_timestamp) : readFrom, ...(complete ? { syncedAt: startedAt } : {}) };
    // Most addresses have nothing new at their turn: one statement marks the read.
    if (rows.length === 0) {
      await db.depositAddress.update({ where: { address }, data: mark });
      return;
    }
    await db.$transaction(async (tx) => {
      // Two statements whatever the page count: the rows already kept, then the new ones (a transfer read again changes nothing).
      const kept = await tx.observedTransfer.findMany({ where: { network: NETWORK, toAddress: address, blockTime: { gte: since } }, select: { txHash: true, logIndex: true } });
      const known = new Set(kept.map((row) => `${row.txHash}:${row.logIndex}`));
      await tx.observedTransfer.createMany({ data: rows.filter((row) => !known.has(`${row.txHash}:${row.logIndex}`)) });
      await tx.depositAddress.update({ where: { address }, data: mark });
    });
    if (!complete) logger.warn({ address, read: mine.length }, "a TRON address has more transfers than one sync reads: the rest is read next time");
  }

  async function syncOnce(): Promise<void> {
    // Nothing is read before the token's decimals are known to be USDT's: the API refuses to start otherwise (server/index.ts).
    await verify();
    const now = clock.now();
    const sync = ++syncs;
    const watched = await db.depositAddress.findMany({
      where: { network: NETWORK, payment: { OR: [{ status: paymentStatus.pending }, { expiresAt: { gt: new Date(now.getTime() - LATE_WATCH_MS) } }] } },
      select: { address: true, readFrom: true, syncedAt: true, payment: { select: { createdAt: true, status: true, expiresAt: true } } },
    });
    // First the open payments whose window has ended and whose last read does not reach past it (the
    // next read confirms or closes them, and an order waits on them), then the other open ones, then
    // the closed ones (a late transfer only); in each, the longest without a turn.
    const rank = (row: (typeof watched)[number]) => {
      const payment = row.payment!;
      if (payment.status !== paymentStatus.pending) return 2;
      return payment.expiresAt <= now && !(row.syncedAt && vouchedUntil(row.syncedAt) >= payment.expiresAt) ? 0 : 1;
    };
    const queue = watched
      .map((row) => ({ row, rank: rank(row), turn: turns.get(row.address) ?? 0 }))
      .sort((a, b) => a.rank - b.rank || a.turn - b.turn || a.row.payment!.createdAt.getTime() - b.row.payment!.createdAt.getTime());
    const budget: Budget = { left: config.CHAIN_TRC20_CALLS_PER_SYNC };
    let tried = 0;
    let failed = 0;
    for (const { row } of queue) {
      if (budget.left <= 0) break;
      tried++;
      turns.set(row.address, sync);
      // One address the API does not answer for does not hold up the others.
      await syncAddress(row.address, row.payment!.createdAt, row.readFrom, budget).catch((err) => {
        failed++;
        logger.warn({ err, address: row.address }, "the TRON API did not answer for an address: its payment is settled from the transfers already seen, and not closed until it answers");
      });
    }
    // Addresses no longer watched leave the turns.
    if (turns.size > watched.length) {
      const still = new Set(watched.map((row) => row.address));
      for (const address of turns.keys()) if (!still.has(address)) turns.delete(address);
    }
    if (tried < queue.length) logger.debug({ read: tried, waiting: queue.length - tried }, "TRON addresses beyond one sync's calls wait for their turn");
    if (failed > 0 && failed === tried) throw new Error(`the TRON API answered for none of ${failed} addresses`);
  }

  return {
    name: "trc20",
    simulated: false,
    networks: [NETWORK],
    confirmationsRequired: () => 0,

    newDepositAddress: (tx, network) => allocateDepositAddress(tx, account, network, clock.now()),

    verify,

    sync: serialSync(syncOnce, { minIntervalMs: config.CHAIN_SYNC_SECONDS * 1000, logger, failure: "the TRON watcher did not sync (the API did not answer, or the token is refused): payments are settled from the transfers already seen, and none is closed until it syncs" }),

    /** As on ERC20: USDT only, from shortly before `since`, so what reached the address before it was handed out is not the payment's. */
    async transfersTo(address, _network, since) {
      const rows = await db.observedTransfer.findMany({
        where: { network: NETWORK, toAddress: address, removed: false, tokenContract: { in: [usdt, ""] }, blockTime: { gte: new Date(since.getTime() - BLOCK_TIME_MARGIN_MS) } },
        orderBy: [{ blockTime: "asc" }, { id: "asc" }],
      });
      return rows.map((row): Transfer => ({ txHash: row.txHash, logIndex: row.logIndex, network: NETWORK, toAddress: row.toAddress, amountMinor: row.amountMinor, seenAt: row.blockTime, confirmations: null }));
    },

    /** What the last complete read of the address vouches for. */
    async readThrough(address) {
      const row = await db.depositAddress.findUnique({ where: { address }, select: { syncedAt: true } });
      return row?.syncedAt ? vouchedUntil(row.syncedAt) : null;
    },
  };
}
