import type { PaymentNetwork } from "../domain/constants";
import type { Prisma } from "../generated/prisma/client";

/** A USDT transfer seen on a chain. */
export type Transfer = {
  txHash: string;
  network: PaymentNetwork;
  toAddress: string;
  /** Null when the token amount is not a whole number of minor units: recorded, never credited. */
  amountMinor: number | null;
  /** When the transfer was seen (block time on a real chain). */
  seenAt: Date;
  /** Blocks on top of the transfer's, its own included; null where transfers are final (the simulator). */
  confirmations: number | null;
};

/**
 * What the payment module needs from a blockchain: a fresh deposit address per payment, and the
 * USDT transfers that reached an address. The simulator implements it over the database; a real
 * chain watcher (see docs/decisions/004-chain-simulator.md) would implement the same two calls.
 */
export interface PaymentChain {
  /** Names the chain in GET /api/pay and the config (CHAIN). */
  readonly name: string;
  /** True when transfers can be made up on demand (POST /api/pay/simulate-transfer). */
  readonly simulated: boolean;
  /** Confirmations a transfer needs before it settles a payment (0: transfers are final when seen). */
  readonly confirmationsRequired: number;
  /** The networks this chain watches: payments are opened only on these. */
  readonly networks: readonly PaymentNetwork[];
  /** A fresh address, allocated inside the transaction `tx` that opens the payment. */
  newDepositAddress(tx: Prisma.TransactionClient, network: PaymentNetwork): Promise<string>;
  /**
   * Transfers to `address` seen at or after `since`, oldest first, whatever their network or
   * amount, confirmed or not yet (see `confirmations`).
   */
  transfersTo(address: string, since: Date): Promise<Transfer[]>;
  /** Catches up with the chain (a watcher reads the blocks since it last looked); before a settlement round. */
  sync?(): Promise<void>;
}
