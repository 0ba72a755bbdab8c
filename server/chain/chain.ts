import type { PaymentNetwork } from "../domain/constants";

/** A USDT transfer seen on a chain. */
export type Transfer = {
  txHash: string;
  network: PaymentNetwork;
  toAddress: string;
  amountMinor: number;
  /** When the transfer was seen (block time on a real chain). */
  seenAt: Date;
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
  newDepositAddress(network: PaymentNetwork): Promise<string>;
  /** Transfers to `address` seen at or after `since`, oldest first, whatever their network or amount. */
  transfersTo(address: string, since: Date): Promise<Transfer[]>;
}
