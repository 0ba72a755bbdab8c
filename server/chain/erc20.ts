import type { HDKey } from "@scure/bip32";
import { createPublicClient, http, parseAbi, parseAbiItem, type Address, type PublicClient } from "viem";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db";
import type { Logger } from "pino";
import type { PaymentChain, Transfer } from "./chain";
import { allocateDepositAddress } from "./deposit-addresses";
import { serialSync } from "./serial-sync";
import { paymentStatus } from "@shared/domain/payment-status";
import { readAccountXpub } from "./derivation";
import { minorFromTokenUnits, requireUsdtDecimals } from "./token-decimals";

const NETWORK = "ERC20";
/** The ChainCursor row of the pass that records other tokens' transfers (decision 033): its own place, behind the USDT pass's. */
const OTHER_TOKENS_CURSOR = "ERC20:other-tokens";
/** Blocks per eth_getLogs request: within what public nodes accept. */
const BLOCK_RANGE = 2_000n;
/** How far a block's time may trail the product's clock and still belong to a payment opened after it. */
export const BLOCK_TIME_MARGIN_MS = 2 * 60_000;
const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");
const DECIMALS = parseAbi(["function decimals() view returns (uint8)"]);

type Observed = { txHash: string; logIndex: number; blockNumber: bigint; blockHash: string; token: string; from: string; to: string; value: bigint };

/** Addresses per eth_getLogs request: a topic filter public nodes accept. */
const ADDRESSES_PER_REQUEST = 100;
/** Closed payments' addresses are still watched this long, so a late transfer is recorded for the provider. */
export const LATE_WATCH_MS = 24 * 60 * 60_000;
/** Without a cursor or CHAIN_ERC20_START_BLOCK, the first sync reads back about a day of Ethereum blocks (12 s each). */
const FIRST_LOOKBACK_BLOCKS = 7_200n;
/** Rows per write transaction: each stays far inside the database's transaction timeout whatever a sync brings. */
const WRITE_BATCH = 200;
/** Block ranges the other-token pass reads per sync: its node calls stay bounded however far behind it is. */
const OTHER_TOKEN_RANGES_PER_SYNC = 5;

/** A token contract as stored: lower case, so the configured contract matches whatever case a node answers in. */
const tokenKey = (address: string) => address.toLowerCase();
const lower = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * Up to `n` of `logs`, one per (token, recipient) in turn: a flood from one contract to one address
 * takes one place per round, so a single mistaken transfer of another real token beside it is kept.
 */
function fairShare(logs: Observed[], n: number): Observed[] {
  const groups = new Map<string, Observed[]>();
  for (const log of logs) {
    const key = `${log.token}:${log.to}`;
    const group = groups.get(key);
    if (group) group.push(log);
    else groups.set(key, [log]);
  }
  const kept: Observed[] = [];
  let live = [...groups.values()];
  for (let round = 0; kept.length < n && live.length > 0; round++) {
    for (const group of live) {
      if (kept.length === n) break;
      kept.push(group[round]);
    }
    live = live.filter((group) => group.length > round + 1);
  }
  return kept;
}

/**
 * CHAIN=erc20 (decisions 021 and 033): deposit addresses derived from CHAIN_ERC20_XPUB, and a watcher
 * of the configured USDT contract's Transfer logs to those addresses over CHAIN_ERC20_RPC_URL. Each
 * sync reads, for the addresses of open payments and of those closed in the last day, from the last
 * processed block (kept in ChainCursor, so a restart resumes there) minus the confirmation depth, so
 * a reorganisation up to that depth is seen: a log that moved is updated, one that vanished is
 * marked removed (kept, never deleted). It writes at most CHAIN_ERC20_MAX_LOGS_PER_SYNC transfers,
 * range by range in short transactions, and moves the cursor after each range: a flood is worked
 * through over several syncs and never holds the cursor back. Other tokens' transfers to payment
 * addresses are recorded for the provider by a second, bounded pass behind the first (at most
 * CHAIN_ERC20_OTHER_TOKENS_PER_SYNC per sync, the rest dropped and counted in the log), never
 * credited. Every transfer is one ObservedTransfer row keyed by (network, txHash, logIndex,
 * recipient): seen twice, counted once. Before its first read the watcher asks the contract for its
 * decimals and refuses anything but USDT's 6.
 */
export function erc20Chain(deps: { db: Db; config: Config; clock: Clock; logger: Logger }, client?: PublicClient): PaymentChain {
  const { db, config, clock, logger } = deps;
  const account: HDKey = readAccountXpub(config.CHAIN_ERC20_XPUB!, "CHAIN_ERC20_XPUB");
  const usdt = tokenKey(config.CHAIN_ERC20_USDT_CONTRACT!);
  const rpc = client ?? createPublicClient({ transport: http(config.CHAIN_ERC20_RPC_URL!, { retryCount: 1, timeout: 10_000 }), cacheTime: 0 });
  const required = config.CHAIN_ERC20_CONFIRMATIONS;
  /** The token's own figure, read once from the contract: what its units are converted with. */
  let decimals: number | null = null;

  async function verify(): Promise<void> {
    if (decimals !== null) return;
    const figure = await rpc.readContract({ address: usdt as Address, abi: DECIMALS, functionName: "decimals" });
    decimals = requireUsdtDecimals(Number(figure), config.CHAIN_ERC20_USDT_CONTRACT!, "CHAIN_ERC20_USDT_CONTRACT");
  }

  /** Transfer logs to `addresses` in blocks from..to, of `token` only or (undefined) of every contract, in address groups a node accepts. */
  async function transferLogs(addresses: Address[], from: bigint, to: bigint, token: string | undefined): Promise<Observed[]> {
    const seen: Observed[] = [];
    for (let first = 0; first < addresses.length; first += ADDRESSES_PER_REQUEST) {
      const group = addresses.slice(first, first + ADDRESSES_PER_REQUEST);
      // `strict`: a log of the same signature but another shape (an ERC721's indexed id) is not a transfer of amounts.
      const logs = await rpc.getLogs({ address: token as Address | undefined, event: TRANSFER, args: { to: group }, fromBlock: from, toBlock: to, strict: true });
      for (const log of logs) {
        if (log.removed || log.blockNumber === null || log.transactionHash === null || log.logIndex === null || log.blockHash === null) continue;
        seen.push({ txHash: log.transactionHash, logIndex: log.logIndex, blockNumber: log.blockNumber, blockHash: log.blockHash, token: tokenKey(log.address), from: log.args.from, to: log.args.to, value: log.args.value });
      }
    }
    return seen;
  }

  /**
   * The logs of blocks from..to, or of a shorter range from `from` when the node refuses the whole
   * (an answer too large: nodes cap it at 10,000 logs or 10 MB) but still answers: `to` says how far
   * they go. A single block it cannot answer for is thrown, or with `skipUnreadable` passed over
   * (`unreadable`); a node that answers nothing at all is an outage, thrown as it is.
   */
  async function readRange(addresses: Address[], from: bigint, to: bigint, token: string | undefined, skipUnreadable: boolean): Promise<{ logs: Observed[]; to: bigint; unreadable: boolean }> {
    for (;;) {
      try {
        return { logs: await transferLogs(addresses, from, to, token), to, unreadable: false };
      } catch (err) {
        await rpc.getBlockNumber();
        if (to > from) to = from + (to - from) / 2n;
        else if (skipUnreadable) return { logs: [], to, unreadable: true };
        else throw err;
      }
    }
  }

  /** Writes `logs` in short transactions: new ones created, known ones moved to where the chain now has them. */
  async function upsert(logs: Observed[], times: Map<bigint, Date>, now: Date): Promise<void> {
    for (let first = 0; first < logs.length; first += WRITE_BATCH) {
      const batch = logs.slice(first, first + WRITE_BATCH);
      for (const log of batch) {
        if (!times.has(log.blockNumber)) times.set(log.blockNumber, new Date(Number((await rpc.getBlock({ blockNumber: log.blockNumber })).timestamp) * 1000));
      }
      await db.$transaction(async (tx) => {
        for (const log of batch) {
          const placed = { blockNumber: Number(log.blockNumber), blockHash: log.blockHash, blockTime: times.get(log.blockNumber)!, removed: false };
          await tx.observedTransfer.upsert({
            where: { network_txHash_logIndex_toAddress: { network: NETWORK, txHash: log.txHash, logIndex: log.logIndex, toAddress: log.to } },
            create: {
              network: NETWORK,
              txHash: log.txHash,
              logIndex: log.logIndex,
              tokenContract: log.token,
              fromAddress: log.from,
              toAddress: log.to,
              amountUnits: log.value.toString(),
              // Another token's units mean nothing in USDT: recorded, never credited.
              amountMinor: log.token === usdt ? minorFromTokenUnits(log.value, decimals!) : null,
              firstSeenAt: now,
              ...placed,
            },
            update: placed,
          });
        }
      });
    }
  }

  /** The USDT transfers of blocks from..to as the chain has them now: a recorded one it no longer has is marked removed (a reorganisation). */
  async function recordUsdt(from: bigint, to: bigint, logs: Observed[], watched: Address[], times: Map<bigint, Date>, now: Date): Promise<void> {
    const key = (row: { txHash: string; logIndex: number; toAddress: string }) => `${row.txHash}:${row.logIndex}:${row.toAddress.toLowerCase()}`;
    const kept = new Set(logs.map((log) => key({ ...log, toAddress: log.to })));
    // Only the watched addresses were read: a row of another address in the range is not judged (the
    // address index finds them). Rows recorded before token contracts were kept ("") were all USDT's;
    // other tokens' rows are the other pass's, below the depth a reorganisation reaches.
    const inRange = await db.observedTransfer.findMany({
      where: { network: NETWORK, removed: false, toAddress: { in: watched }, tokenContract: { in: [usdt, ""] }, blockNumber: { gte: Number(from), lte: Number(to) } },
      select: { id: true, txHash: true, logIndex: true, toAddress: true, blockNumber: true },
    });
    const gone = inRange.filter((row) => !kept.has(key(row)));
    for (const row of gone) logger.warn({ txHash: row.txHash, logIndex: row.logIndex, blockNumber: row.blockNumber }, "a transfer left the chain in a reorganisation");
    for (let first = 0; first < gone.length; first += WRITE_BATCH) {
      await db.observedTransfer.updateMany({ where: { id: { in: gone.slice(first, first + WRITE_BATCH).map((row) => row.id) } }, data: { removed: true } });
    }
    await upsert(logs, times, now);
  }

  /** Moves a cursor to `lastBlock`, and its `syncedAt` when given; another instance may have read further, so both only move forward. */
  async function advance(network: string, lastBlock: bigint, syncedAt: Date | null): Promise<void> {
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const cursor = await tx.chainCursor.findUnique({ where: { network } });
      const last = cursor && BigInt(cursor.lastBlock) > lastBlock ? cursor.lastBlock : Number(lastBlock);
      const synced = syncedAt && !(cursor?.syncedAt && cursor.syncedAt > syncedAt) ? syncedAt : (cursor?.syncedAt ?? null);
      await tx.chainCursor.upsert({ where: { network }, create: { network, lastBlock: last, updatedAt: now, syncedAt: synced }, update: { lastBlock: last, updatedAt: now, syncedAt: synced } });
    });
  }

  /**
   * Other tokens' transfers to the watched addresses, for the provider (a customer who sent USDC by
   * mistake is refunded from them): read only in blocks already under the confirmation depth of the
   * USDT pass (no reorganisation moves them, so nothing is read twice), at most a few ranges and
   * CHAIN_ERC20_OTHER_TOKENS_PER_SYNC records per sync, shared out between (token, address) pairs;
   * the rest of a range read is dropped and counted in the log, and the pass moves on regardless.
   */
  async function syncOtherTokens(addresses: Address[], usdtFrom: bigint, usdtLast: bigint): Promise<void> {
    const limit = config.CHAIN_ERC20_OTHER_TOKENS_PER_SYNC;
    const until = usdtLast + 1n - BigInt(required);
    const cursor = await db.chainCursor.findUnique({ where: { network: OTHER_TOKENS_CURSOR } });
    let done = cursor ? BigInt(cursor.lastBlock) : usdtFrom - 1n;
    if (limit === 0 || addresses.length === 0) {
      if (done < until) await advance(OTHER_TOKENS_CURSOR, until, null);
      return;
    }
    const times = new Map<bigint, Date>();
    let recorded = 0;
    let dropped = 0;
    const unreadable: bigint[] = [];
    const flooding = new Map<string, number>();
    for (let ranges = 0; done < until && recorded < limit && ranges < OTHER_TOKEN_RANGES_PER_SYNC; ranges++) {
      const read = await readRange(addresses, done + 1n, lower(done + BLOCK_RANGE, until), undefined, true);
      if (read.unreadable) unreadable.push(read.to);
      const others = read.logs.filter((log) => log.token !== usdt);
      const kept = fairShare(others, limit - recorded);
      const keptSet = new Set(kept);
      for (const log of others) if (!keptSet.has(log)) flooding.set(log.token, (flooding.get(log.token) ?? 0) + 1);
      await upsert(kept, times, clock.now());
      recorded += kept.length;
      dropped += others.length - kept.length;
      done = read.to;
      await advance(OTHER_TOKENS_CURSOR, done, null);
    }
    if (dropped > 0 || unreadable.length > 0) {
      logger.warn(
        { dropped, recorded, contracts: Object.fromEntries(flooding), unreadableBlocks: unreadable.map(String), throughBlock: String(done) },
        "transfers of other tokens to payment addresses beyond what one sync records were dropped (never USDT's, which are all read)",
      );
    }
  }

  async function syncOnce(): Promise<void> {
    // Taken before the head is read: every block timed before it (less a margin) is at or below that head.
    const startedAt = clock.now();
    // Nothing is read before the token's decimals are known to be USDT's: the API refuses to start otherwise (server/index.ts).
    await verify();
    const watched = await db.depositAddress.findMany({
      where: { network: NETWORK, payment: { OR: [{ status: paymentStatus.pending }, { expiresAt: { gt: new Date(startedAt.getTime() - LATE_WATCH_MS) } }] } },
      select: { address: true },
    });
    const addresses = watched.map((row) => row.address as Address);
    const head = await rpc.getBlockNumber();
    const cursor = await db.chainCursor.findUnique({ where: { network: NETWORK } });
    // Re-read the last `required` blocks: a reorganisation up to the confirmation depth shows up there.
    let from = cursor
      ? BigInt(cursor.lastBlock) + 1n - BigInt(required)
      : config.CHAIN_ERC20_START_BLOCK !== undefined
        ? BigInt(config.CHAIN_ERC20_START_BLOCK)
        : head - FIRST_LOOKBACK_BLOCKS;
    if (from < 0n) from = 0n;
    // Whatever the ceiling, each sync reads at least the first block past the cursor: the cursor always moves.
    const mustReach = cursor ? BigInt(cursor.lastBlock) + 1n : from;
    const ceiling = config.CHAIN_ERC20_MAX_LOGS_PER_SYNC;
    const times = new Map<bigint, Date>();
    let written = 0;
    let done = from - 1n;
    while (done < head && written < ceiling) {
      const start = done + 1n;
      // With no address to watch there is nothing to read: the cursor goes to the head at once.
      const read = addresses.length > 0 ? await readRange(addresses, start, lower(start + BLOCK_RANGE - 1n, head), usdt, false) : { logs: [], to: head };
      let { logs, to: end } = read;
      // Past the ceiling the range shrinks to the blocks that fit, never below the first block past the cursor.
      const floor = mustReach > start ? lower(mustReach, end) : start;
      while (written + logs.length > ceiling && end > floor) {
        end = floor + (end - floor) / 2n;
        const last = end;
        logs = logs.filter((log) => log.blockNumber <= last);
      }
      await recordUsdt(start, end, logs, addresses, times, clock.now());
      written += logs.length;
      done = end;
      // Only a sync that read to the head vouches for the time it began (readThrough closes windows on it).
      await advance(NETWORK, done, done === head ? startedAt : null);
    }
    if (done < head) logger.warn({ written, lastBlock: String(done), head: String(head) }, "more USDT transfers than one sync writes: the rest is read next sync");
    // Other tokens come after, on their own: their failure, or a flood of them, never holds up USDT.
    await syncOtherTokens(addresses, from, done).catch((err) => logger.warn({ err }, "the transfers of other tokens to payment addresses could not be read this time: USDT payments are not affected"));
  }

  return {
    name: "erc20",
    simulated: false,
    networks: [NETWORK],
    confirmationsRequired: () => required,

    newDepositAddress: (tx, network) => allocateDepositAddress(tx, account, network, clock.now()),

    verify,

    sync: serialSync(syncOnce, { minIntervalMs: config.CHAIN_SYNC_SECONDS * 1000, logger, failure: "the Ethereum watcher did not sync (the node did not answer, or the token is refused): payments are settled from the transfers already seen, and none is closed until it syncs" }),

    /**
     * USDT transfers in blocks from shortly before `since` (block times may trail the product's
     * clock a little): one sent to the address before it was handed out (the provider's wallet using
     * its own account) is not the payment's. Rows recorded before token contracts were kept ("") were
     * all of the USDT contract: the watcher read no other then.
     */
    async transfersTo(address, _network, since) {
      const [rows, cursor] = await Promise.all([
        db.observedTransfer.findMany({
          where: { network: NETWORK, toAddress: address, removed: false, tokenContract: { in: [usdt, ""] }, blockTime: { gte: new Date(since.getTime() - BLOCK_TIME_MARGIN_MS) } },
          orderBy: [{ blockNumber: "asc" }, { logIndex: "asc" }],
        }),
        db.chainCursor.findUnique({ where: { network: NETWORK } }),
      ]);
      const head = cursor?.lastBlock ?? 0;
      return rows.map(
        (row): Transfer => ({
          txHash: row.txHash,
          logIndex: row.logIndex,
          network: NETWORK,
          toAddress: row.toAddress,
          amountMinor: row.amountMinor,
          seenAt: row.blockTime,
          confirmations: Math.max(0, head - row.blockNumber + 1),
        }),
      );
    },

    /** The last sync that reached the head vouches for every block timed before it began, less the margin block times may trail by. */
    async readThrough() {
      const cursor = await db.chainCursor.findUnique({ where: { network: NETWORK }, select: { syncedAt: true } });
      return cursor?.syncedAt ? new Date(cursor.syncedAt.getTime() - BLOCK_TIME_MARGIN_MS) : null;
    },
  };
}
