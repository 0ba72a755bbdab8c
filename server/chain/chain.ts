import type { PaymentNetwork } from "@shared/domain/constants";
import type { Prisma } from "../generated/prisma/client";

/** A USDT transfer seen on a chain. */
export type Transfer = {
  txHash: string;
  /** Its place in the transaction (the log index on Ethereum); with txHash and toAddress it names the transfer. */
  logIndex: number;
  network: PaymentNetwork;
  toAddress: string;
  /** Null when the token amount is not a whole number of minor units: recorded, never credited. */
  amountMinor: number | null;
  /** When the transfer was seen (block time on a real chain). */
  seenAt: Date;
  /** Blocks on top of the transfer's, its own included; null where transfers are final (the simulator, TRON's confirmed API). */
  confirmations: number | null;
};

/**
 * What the payment module needs from a blockchain: a fresh deposit address per payment, the USDT
 * transfers that reached an address, and how far the watcher's view of the chain is complete. The
 * simulator implements it over the database, the ERC20 and TRC20 watchers over real chains
 * (decisions 004 and 021).
 */
export interface PaymentChain {
  /** Names the chain in GET /api/pay and the config (CHAIN). */
  readonly name: string;
  /** True when transfers can be made up on demand (POST /api/pay/simulate-transfer). */
  readonly simulated: boolean;
  /** The networks this chain watches: payments are opened only on these. */
  readonly networks: readonly PaymentNetwork[];
  /** Confirmations a transfer on `network` needs before it settles a payment (0: transfers are final when seen). */
  confirmationsRequired(network: PaymentNetwork): number;
  /** A fresh address, allocated inside the transaction `tx` that opens the payment. */
  newDepositAddress(tx: Prisma.TransactionClient, network: PaymentNetwork): Promise<string>;
  /**
   * USDT transfers on `network` to `address` seen at or after `since`, oldest first, whatever their
   * amount, confirmed or not yet (see `confirmations`).
   */
  transfersTo(address: string, network: PaymentNetwork, since: Date): Promise<Transfer[]>;
  /**
   * The time up to which every transfer to `address` is known: a transfer in a block timed before
   * it would already be among transfersTo. Null while the watcher has not read the chain that far
   * (it never started, or the node does not answer). A payment's window is closed only once this
   * has passed its end: an outage or a lagging API never makes a paid payment expire.
   */
  readThrough(address: string, network: PaymentNetwork): Promise<Date | null>;
  /** Catches up with the chain (a watcher reads the blocks since it last looked); before a settlement round. */
  sync?(): Promise<void>;
  /**
   * Reads the token contract's decimals from the chain and throws unless they are USDT's 6
   * (TokenDecimalsRefused naming the contract and its figure; another error when the node does not
   * answer). Once it has passed, it answers at once; a watcher's sync calls it first (decision 033).
   */
  verify?(): Promise<void>;
}
