import { createHash, randomBytes } from "node:crypto";
import type { Clock } from "../clock";
import type { Db } from "../db";
import { PAYMENT_NETWORKS, type PaymentNetwork } from "@shared/domain/constants";
import type { PaymentChain, Transfer } from "./chain";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
// Tron account addresses are base58check of 0x41 followed by 20 bytes: 34 characters starting with "T".
const TRON_PREFIX = 0x41;

function sha256(data: Buffer): Buffer {
  return createHash("sha256").update(data).digest();
}

function base58(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString("hex")}`);
  let out = "";
  while (n > 0n) {
    out = BASE58[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** A random address in the network's own format, with a valid checksum on TRC20. */
export function randomAddress(network: PaymentNetwork): string {
  const account = randomBytes(20);
  if (network === "ERC20") return `0x${account.toString("hex")}`;
  const payload = Buffer.concat([Buffer.from([TRON_PREFIX]), account]);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58(Buffer.concat([payload, checksum]));
}

export const ADDRESS_FORMATS: Record<PaymentNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

function randomTxHash(network: PaymentNetwork): string {
  const hex = randomBytes(32).toString("hex");
  return network === "ERC20" ? `0x${hex}` : hex;
}

export type SimulatorChain = PaymentChain & {
  /** Records a transfer as if it had been seen on the chain now. */
  recordTransfer(input: { network: PaymentNetwork; toAddress: string; amountMinor: number }): Promise<Transfer & { amountMinor: number }>;
};

/**
 * The stand-in for a real chain watcher: transfers live in the ChainTransfer table, put there by
 * `npm run chain:transfer` or by POST /api/pay/simulate-transfer.
 */
export function simulatorChain({ db, clock }: { db: Db; clock: Clock }): SimulatorChain {
  return {
    name: "simulator",
    simulated: true,
    networks: PAYMENT_NETWORKS,
    confirmationsRequired: () => 0,

    async newDepositAddress(tx, network) {
      // 160 random bits never collide in practice; the check keeps the promise of uniqueness anyway.
      for (;;) {
        const address = randomAddress(network);
        if (!(await tx.payment.findUnique({ where: { address }, select: { id: true } }))) return address;
      }
    },

    async transfersTo(address, _network, since) {
      const rows = await db.chainTransfer.findMany({
        where: { toAddress: address, createdAt: { gte: since } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return rows.map((row) => ({
        txHash: row.txHash,
        logIndex: 0,
        network: row.network as PaymentNetwork,
        toAddress: row.toAddress,
        amountMinor: row.amountMinor,
        seenAt: row.createdAt,
        confirmations: null,
      }));
    },

    /** Made-up transfers are recorded the moment they are made: the view is always complete. */
    async readThrough() {
      return clock.now();
    },

    async recordTransfer({ network, toAddress, amountMinor }) {
      const row = await db.chainTransfer.create({
        data: { network, toAddress, amountMinor, txHash: randomTxHash(network), createdAt: clock.now() },
      });
      return { txHash: row.txHash, logIndex: 0, network, toAddress, amountMinor, seenAt: row.createdAt, confirmations: null };
    },
  };
}
