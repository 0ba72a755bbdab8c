import type { Config } from "../config";
import type { Payment } from "../generated/prisma/client";
import { USDT_DECIMALS } from "./token-decimals";
import { MINOR_DECIMALS } from "@shared/domain/money";

/**
 * What the payment's QR code holds. On ERC20 a wallet link (EIP-681) that names the token contract,
 * the chain, the recipient and the exact amount in token units, so a wallet that scans it fills in
 * the transfer: `ethereum:<token>@<chainId>/transfer?address=<to>&uint256=<units>` for `amountMinor`
 * (what is still to send). TRON has no link
 * format its wallets share, and they all read a bare address, so a TRC20 payment's code is its
 * address (as it is for the simulator's made-up addresses). Decision 021.
 */
export function walletUri(payment: Pick<Payment, "network" | "address">, amountMinor: number, config: Pick<Config, "CHAIN_ERC20_USDT_CONTRACT" | "CHAIN_ERC20_CHAIN_ID">): string {
  if (payment.network !== "ERC20" || config.CHAIN_ERC20_USDT_CONTRACT === undefined || !payment.address.startsWith("0x")) return payment.address;
  const units = BigInt(amountMinor) * 10n ** BigInt(USDT_DECIMALS - MINOR_DECIMALS);
  return `ethereum:${config.CHAIN_ERC20_USDT_CONTRACT}@${config.CHAIN_ERC20_CHAIN_ID}/transfer?address=${payment.address}&uint256=${units}`;
}
