import type { HDKey } from "@scure/bip32";
import { createPublicClient, http, parseAbiItem, type Address, type PublicClient } from "viem";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db";
import { MINOR_DECIMALS } from "../domain/money";
import type { Logger } from "pino";
import type { PaymentChain, Transfer } from "./chain";
import { allocateDepositAddress } from "./deposit-addresses";
import { serialSync } from "./serial-sync";
import { paymentStatus } from "../domain/payment-status";
import { readAccountXpub } from "./derivation";

const NETWORK = "ERC20";
/** USDT's precision on Ethereum (and TRON): amounts on the chain are integers of 10^-6 USDT. */
export const USDT_DECIMALS = 6;
const UNITS_PER_MINOR = 10n ** BigInt(USDT_DECIMALS - MINOR_DECIMALS);
/** Minor amounts are 32-bit integers in the database; a larger transfer is recorded, not credited. */
const MAX_MINOR = 2n ** 31n - 1n;
/** Blocks per eth_getLogs request: within what public nodes accept. */
const BLOCK_RANGE = 2_000n;
/** How far a block's time may trail the product's clock and still belong to a payment opened after it. */
export const BLOCK_TIME_MARGIN_MS = 2 * 60_000;
const TRANSFER = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");

/** Token base units as the product's minor units, or null when they are not a whole number of them (no floats anywhere). */
export function minorFromTokenUnits(units: bigint): number | null {
  if (units < 0n || units % UNITS_PER_MINOR !== 0n) return null;
  const minor = units / UNITS_PER_MINOR;
  return minor <= MAX_MINOR ? Number(minor) : null;
}

type Observed = { txHash: string; logIndex: number; blockNumber: bigint; blockHash: string; token: string; from: string; to: string; value: bigint };

/** Addresses per eth_getLogs request: a topic filter public nodes accept. */
const ADDRESSES_PER_REQUEST = 100;
/** Closed payments' addresses are still watched this long, so a late transfer is recorded for the provider. */
export const LATE_WATCH_MS = 24 * 60 * 60_000;
/** Without a cursor or CHAIN_ERC20_START_BLOCK, the first sync reads back about a day of Ethereum blocks (12 s each). */
const FIRST_LOOKBACK_BLOCKS = 7_200n;

/** A token contract as stored: lower case, so the configured contract matches whatever case a node answers in. */
const tokenKey = (address: string) => address.toLowerCase();

/**
 * CHAIN=erc20 (decision 021): deposit addresses derived from CHAIN_ERC20_XPUB, and a watcher of
 * ERC20 Transfer logs to those addresses over CHAIN_ERC20_RPC_URL. Each sync reads, for the
 * addresses of open payments and of those closed in the last day, from the last processed block
 * (kept in ChainCursor, so a restart resumes there) minus the confirmation depth, so a
 * reorganisation up to that depth is seen: a log that moved is updated, one that vanished is
 * marked removed (kept, never deleted). Every token's transfers are recorded, so the provider sees
 * another token sent to a payment address; only the configured USDT contract's are credited. Every
 * transfer is one ObservedTransfer row keyed by (network, txHash, logIndex, recipient): seen twice,
 * counted once.
 */
export function erc20Chain(deps: { db: Db; config: Config; clock: Clock; logger: Logger }, client?: PublicClient): PaymentChain {
  const { db, config, clock, logger } = deps;
  const account: HDKey = readAccountXpub(config.CHAIN_ERC20_XPUB!, "CHAIN_ERC20_XPUB");
  const usdt = tokenKey(config.CHAIN_ERC20_USDT_CONTRACT!);
  const rpc = client ?? createPublicClient({ transport: http(config.CHAIN_ERC20_RPC_URL!, { retryCount: 1, timeout: 10_000 }), cacheTime: 0 });
  const required = config.CHAIN_ERC20_CONFIRMATIONS;

  /** Transfer logs of any token to `addresses` in blocks from..to, in ranges and address groups a node accepts. */
  async function readLogs(addresses: Address[], from: bigint, to: bigint): Promise<Observed[]> {
    const seen: Observed[] = [];
    for (let first = 0; first < addresses.length; first += ADDRESSES_PER_REQUEST) {
      const group = addresses.slice(first, first + ADDRESSES_PER_REQUEST);
      for (let start = from; start <= to; start += BLOCK_RANGE) {
        const end = start + BLOCK_RANGE - 1n < to ? start + BLOCK_RANGE - 1n : to;
        // No contract filter: a log of another token (or an ERC721, whose shape `strict` rejects) to a payment address is recorded too.
        const logs = await rpc.getLogs({ event: TRANSFER, args: { to: group }, fromBlock: start, toBlock: end, strict: true });
        for (const log of logs) {
          if (log.removed || log.blockNumber === null || log.transactionHash === null || log.logIndex === null || log.blockHash === null) continue;
          seen.push({ txHash: log.transactionHash, logIndex: log.logIndex, blockNumber: log.blockNumber, blockHash: log.blockHash, token: tokenKey(log.address), from: log.args.from, to: log.args.to, value: log.args.value });
        }
      }
    }
    return seen;
  }

  async function syncOnce(): Promise<void> {
    // Taken before the head is read: every block timed before it (less a margin) is at or below that head.
    const startedAt = clock.now();
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
    const logs = addresses.length > 0 && from <= head ? await readLogs(addresses, from, head) : [];
    const times = new Map<bigint, Date>();
    for (const log of logs) {
      if (!times.has(log.blockNumber)) times.set(log.blockNumber, new Date(Number((await rpc.getBlock({ blockNumber: log.blockNumber })).timestamp) * 1000));
    }
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const key = (row: { txHash: string; logIndex: number; toAddress: string }) => `${row.txHash}:${row.logIndex}:${row.toAddress.toLowerCase()}`;
      const kept = new Set(logs.map((log) => key({ ...log, toAddress: log.to })));
      // Only the watched addresses were read: a row of another address in the range is not judged.
      const inRange = await tx.observedTransfer.findMany({ where: { network: NETWORK, removed: false, toAddress: { in: addresses }, blockNumber: { gte: Number(from), lte: Number(head) } } });
      for (const row of inRange) {
        if (!kept.has(key(row))) {
          await tx.observedTransfer.update({ where: { id: row.id }, data: { removed: true } });
          logger.warn({ txHash: row.txHash, logIndex: row.logIndex, blockNumber: row.blockNumber }, "a transfer left the chain in a reorganisation");
        }
      }
      for (const log of logs) {
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
            amountMinor: log.token === usdt ? minorFromTokenUnits(log.value) : null,
            firstSeenAt: now,
            ...placed,
          },
          update: placed,
        });
      }
      // Another instance may have read further: the cursor and the time it vouches for only move forward.
      const lastBlock = cursor && BigInt(cursor.lastBlock) > head ? cursor.lastBlock : Number(head);
      const syncedAt = cursor?.syncedAt && cursor.syncedAt > startedAt ? cursor.syncedAt : startedAt;
      await tx.chainCursor.upsert({ where: { network: NETWORK }, create: { network: NETWORK, lastBlock, updatedAt: now, syncedAt }, update: { lastBlock, updatedAt: now, syncedAt } });
    });
  }

  return {
    name: "erc20",
    simulated: false,
    networks: [NETWORK],
    confirmationsRequired: () => required,

    newDepositAddress: (tx, network) => allocateDepositAddress(tx, account, network, clock.now()),

    sync: serialSync(syncOnce, { minIntervalMs: config.CHAIN_SYNC_SECONDS * 1000, logger, failure: "the Ethereum node did not answer: payments are settled from the transfers already seen, and none is closed until it answers" }),

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
