import type { HDKey } from "@scure/bip32";
import { createPublicClient, http, parseAbiItem, type Address, type PublicClient } from "viem";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db";
import { MINOR_DECIMALS } from "../domain/money";
import type { Logger } from "pino";
import type { PaymentChain, Transfer } from "./chain";
import { allocateDepositAddress } from "./deposit-addresses";
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

type Observed = { txHash: string; logIndex: number; blockNumber: bigint; blockHash: string; from: string; to: string; value: bigint };

/**
 * CHAIN=erc20 (decision 021): deposit addresses derived from CHAIN_ERC20_XPUB, and a watcher of the
 * USDT contract's Transfer logs to those addresses over CHAIN_ERC20_RPC_URL. Each sync reads from
 * the last processed block (kept in ChainCursor, so a restart resumes there) minus the
 * confirmation depth, so a reorganisation up to that depth is seen: a log that moved is updated, one
 * that vanished is marked removed (kept, never deleted). Every transfer is one ObservedTransfer row
 * keyed by (network, txHash, logIndex): seen twice, counted once.
 */
export function erc20Chain(deps: { db: Db; config: Config; clock: Clock; logger: Logger }, client?: PublicClient): PaymentChain {
  const { db, config, clock, logger } = deps;
  const account: HDKey = readAccountXpub(config.CHAIN_ERC20_XPUB!, "CHAIN_ERC20_XPUB");
  const contract = config.CHAIN_ERC20_USDT_CONTRACT! as Address;
  const rpc = client ?? createPublicClient({ transport: http(config.CHAIN_ERC20_RPC_URL!, { retryCount: 1, timeout: 10_000 }), cacheTime: 0 });
  const required = config.CHAIN_ERC20_CONFIRMATIONS;
  let running: Promise<void> | null = null;

  async function readLogs(addresses: Address[], from: bigint, to: bigint): Promise<Observed[]> {
    const seen: Observed[] = [];
    for (let start = from; start <= to; start += BLOCK_RANGE) {
      const end = start + BLOCK_RANGE - 1n < to ? start + BLOCK_RANGE - 1n : to;
      const logs = await rpc.getLogs({ address: contract, event: TRANSFER, args: { to: addresses }, fromBlock: start, toBlock: end, strict: true });
      for (const log of logs) {
        if (log.removed || log.blockNumber === null || log.transactionHash === null || log.logIndex === null || log.blockHash === null) continue;
        seen.push({ txHash: log.transactionHash, logIndex: log.logIndex, blockNumber: log.blockNumber, blockHash: log.blockHash, from: log.args.from, to: log.args.to, value: log.args.value });
      }
    }
    return seen;
  }

  async function syncOnce(): Promise<void> {
    const addresses = (await db.depositAddress.findMany({ where: { network: NETWORK }, select: { address: true } })).map((row) => row.address as Address);
    const head = await rpc.getBlockNumber();
    const cursor = await db.chainCursor.findUnique({ where: { network: NETWORK } });
    const startBlock = config.CHAIN_ERC20_START_BLOCK !== undefined ? BigInt(config.CHAIN_ERC20_START_BLOCK) : head;
    // Re-read the last `required` blocks: a reorganisation up to the confirmation depth shows up there.
    let from = cursor ? BigInt(cursor.lastBlock) + 1n - BigInt(required) : startBlock;
    if (from < 0n) from = 0n;
    const logs = addresses.length > 0 && from <= head ? await readLogs(addresses, from, head) : [];
    const times = new Map<bigint, Date>();
    for (const log of logs) {
      if (!times.has(log.blockNumber)) times.set(log.blockNumber, new Date(Number((await rpc.getBlock({ blockNumber: log.blockNumber })).timestamp) * 1000));
    }
    const now = clock.now();
    await db.$transaction(async (tx) => {
      const kept = new Set(logs.map((log) => `${log.txHash}:${log.logIndex}`));
      const inRange = await tx.observedTransfer.findMany({ where: { network: NETWORK, removed: false, blockNumber: { gte: Number(from), lte: Number(head) } } });
      for (const row of inRange) {
        if (!kept.has(`${row.txHash}:${row.logIndex}`)) {
          await tx.observedTransfer.update({ where: { id: row.id }, data: { removed: true } });
          logger.warn({ txHash: row.txHash, logIndex: row.logIndex, blockNumber: row.blockNumber }, "a USDT transfer left the chain in a reorganisation");
        }
      }
      for (const log of logs) {
        const placed = { blockNumber: Number(log.blockNumber), blockHash: log.blockHash, blockTime: times.get(log.blockNumber)!, removed: false };
        await tx.observedTransfer.upsert({
          where: { network_txHash_logIndex: { network: NETWORK, txHash: log.txHash, logIndex: log.logIndex } },
          create: { network: NETWORK, txHash: log.txHash, logIndex: log.logIndex, fromAddress: log.from, toAddress: log.to, amountUnits: log.value.toString(), amountMinor: minorFromTokenUnits(log.value), firstSeenAt: now, ...placed },
          update: placed,
        });
      }
      // Another instance may have read further: the cursor only moves forward.
      if (!cursor || BigInt(cursor.lastBlock) < head) {
        await tx.chainCursor.upsert({ where: { network: NETWORK }, create: { network: NETWORK, lastBlock: Number(head), updatedAt: now }, update: { lastBlock: Number(head), updatedAt: now } });
      }
    });
  }

  return {
    name: "erc20",
    simulated: false,
    confirmationsRequired: required,
    networks: [NETWORK],

    newDepositAddress: (tx, network) => allocateDepositAddress(tx, account, network, clock.now()),

    /** One sync at a time per process; a caller arriving during one waits for it. A node that does not answer leaves the stored transfers as they are. */
    async sync() {
      running ??= syncOnce()
        .catch((err) => logger.warn({ err }, "the Ethereum node did not answer: payments are settled from the transfers already seen"))
        .finally(() => {
          running = null;
        });
      await running;
    },

    /**
     * Transfers in blocks from shortly before `since` (block times may trail the product's clock a
     * little): one sent to the address before it was handed out (the provider's wallet using its
     * own account) is not the payment's.
     */
    async transfersTo(address, since) {
      const [rows, cursor] = await Promise.all([
        db.observedTransfer.findMany({
          where: { network: NETWORK, toAddress: address, removed: false, blockTime: { gte: new Date(since.getTime() - BLOCK_TIME_MARGIN_MS) } },
          orderBy: [{ blockNumber: "asc" }, { logIndex: "asc" }],
        }),
        db.chainCursor.findUnique({ where: { network: NETWORK } }),
      ]);
      const head = cursor?.lastBlock ?? 0;
      return rows.map(
        (row): Transfer => ({
          txHash: row.txHash,
          network: NETWORK,
          toAddress: row.toAddress,
          amountMinor: row.amountMinor,
          seenAt: row.blockTime,
          confirmations: Math.max(0, head - row.blockNumber + 1),
        }),
      );
    },
  };
}
