import type { HDKey } from "@scure/bip32";
import type { PaymentNetwork } from "@shared/domain/constants";
import type { Prisma } from "../generated/prisma/client";
import { deriveAddress } from "./derivation";

/**
 * Hands out the next unused address of the account: the next derivation index of the network,
 * recorded in the transaction that opens the payment. Transactions begin IMMEDIATE (server/db/index.ts),
 * so two openings, in this process or another on the same database, never read the same last
 * index; the unique (network, index) and address keys refuse it if they ever did.
 */
export async function allocateDepositAddress(tx: Prisma.TransactionClient, account: HDKey, network: PaymentNetwork, at: Date): Promise<string> {
  const last = await tx.depositAddress.findFirst({ where: { network }, orderBy: { derivationIndex: "desc" }, select: { derivationIndex: true } });
  const derivationIndex = (last?.derivationIndex ?? -1) + 1;
  const address = deriveAddress(account, network, derivationIndex);
  await tx.depositAddress.create({ data: { network, derivationIndex, address, createdAt: at } });
  return address;
}
