import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { createBase58check } from "@scure/base";
import { HDKey } from "@scure/bip32";
import { getAddress } from "viem";
import type { PaymentNetwork } from "@shared/domain/constants";

// Tron account addresses are base58check of 0x41 followed by the same 20 bytes as Ethereum's.
const TRON_PREFIX = 0x41;
const base58check = createBase58check(sha256);

/**
 * Reads an account-level extended PUBLIC key (m/44'/60'/0' for ERC20, m/44'/195'/0' for TRC20, as
 * a wallet exports it). An extended private key is refused: the product never holds a key that
 * can spend (decision 021).
 */
export function readAccountXpub(text: string, setting: string): HDKey {
  const trimmed = text.trim();
  if (/^[a-z]prv/.test(trimmed)) throw new Error(`${setting} is an extended PRIVATE key (${trimmed.slice(0, 4)}…): give the account's extended public key (xpub) instead; the product must never hold a key that can spend.`);
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(trimmed);
  } catch (error) {
    throw new Error(`${setting} is not an extended public key (xpub…): ${(error as Error).message}`);
  }
  if (key.privateKey) throw new Error(`${setting} carries a private key: give the account's extended public key (xpub) instead.`);
  return key;
}

/** The 20-byte account of a secp256k1 public key: the last 20 bytes of keccak256 of its uncompressed form. */
function accountBytes(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(-20);
}

/** The receiving address at `index` of the account's external chain (…/0/index), in the network's own form. */
export function deriveAddress(account: HDKey, network: PaymentNetwork, index: number): string {
  const child = account.deriveChild(0).deriveChild(index);
  const bytes = accountBytes(child.publicKey!);
  if (network === "ERC20") return getAddress(`0x${Buffer.from(bytes).toString("hex")}`);
  return base58check.encode(Uint8Array.from([TRON_PREFIX, ...bytes]));
}
