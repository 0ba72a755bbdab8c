import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { HDKey } from "@scure/bip32";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_DB } from "../../tests/helpers/migrated-template";
import { openDatabase, type Db } from "../db";
import { allocateDepositAddress } from "./deposit-addresses";
import { deriveAddress, readAccountXpub } from "./derivation";

/** BIP39's seed of a mnemonic without passphrase (tests only: the product never sees a seed). */
function seedOf(mnemonic: string): Uint8Array {
  return pbkdf2(sha512, mnemonic.normalize("NFKD"), "mnemonic", { c: 2048, dkLen: 64 });
}
const ABANDON = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";

describe("BIP32 public derivation (the specification's test vectors)", () => {
  // Each pair: an extended public key of the vector and the one of its child at a non-hardened index.
  const vectors: Array<[string, number, string]> = [
    // Test vector 1: m/0H -> m/0H/1
    [
      "xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw",
      1,
      "xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ",
    ],
    // Test vector 1: m/0H/1/2H/2 -> m/0H/1/2H/2/1000000000
    [
      "xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV",
      1_000_000_000,
      "xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy",
    ],
    // Test vector 2: m -> m/0
    [
      "xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSgv6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB",
      0,
      "xpub69H7F5d8KSRgmmdJg2KhpAK8SR3DjMwAdkxj3ZuxV27CprR9LgpeyGmXUbC6wb7ERfvrnKZjXoUmmDznezpbZb7ap6r1D3tgFxHmwMkQTPH",
    ],
    // Test vector 2: m/0/2147483647H/1/2147483646H -> .../2
    [
      "xpub6ERApfZwUNrhLCkDtcHTcxd75RbzS1ed54G1LkBUHQVHQKqhMkhgbmJbZRkrgZw4koxb5JaHWkY4ALHY2grBGRjaDMzQLcgJvLJuZZvRcEL",
      2,
      "xpub6FnCn6nSzZAw5Tw7cgR9bi15UV96gLZhjDstkXXxvCLsUXBGXPdSnLFbdpq8p9HmGsApME5hQTZ3emM2rnY5agb9rXpVGyy3bdW6EEgAtqt",
    ],
  ];

  it.each(vectors)("the child of %s at %i is the published one", (parent, index, child) => {
    expect(readAccountXpub(parent, "TEST_XPUB").deriveChild(index).publicExtendedKey).toBe(child);
  });
});

describe("deposit addresses from an account's extended public key", () => {
  const root = HDKey.fromMasterSeed(seedOf(ABANDON));

  it("ERC20: the BIP44 address of the 'abandon … about' mnemonic, checksummed (EIP-55)", () => {
    const account = readAccountXpub(root.derive("m/44'/60'/0'").publicExtendedKey, "CHAIN_ERC20_XPUB");
    expect(deriveAddress(account, "ERC20", 0)).toBe("0x9858EfFD232B4033E47d90003D41EC34EcaEda94");
    expect(deriveAddress(account, "ERC20", 1)).toBe("0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0");
  });

  it("TRC20: the TRON address of the same mnemonic at m/44'/195'/0'/0/0", () => {
    const account = readAccountXpub(root.derive("m/44'/195'/0'").publicExtendedKey, "CHAIN_TRC20_XPUB");
    expect(deriveAddress(account, "TRC20", 0)).toBe("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH");
  });

  it("an extended private key is refused at start-up, whatever its prefix", () => {
    expect(() => readAccountXpub(root.derive("m/44'/60'/0'").privateExtendedKey, "CHAIN_ERC20_XPUB")).toThrow(/PRIVATE key/);
    expect(() => readAccountXpub("not a key", "CHAIN_ERC20_XPUB")).toThrow(/not an extended public key/);
  });
});

describe("allocating deposit addresses", () => {
  let db: Db;
  let file: string;
  beforeAll(async () => {
    file = path.join(os.tmpdir(), `casino-addresses-${randomUUID()}.db`);
    fs.copyFileSync(TEMPLATE_DB, file);
    db = await openDatabase(`file:${file}`);
  });
  afterAll(async () => {
    await db.$disconnect();
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  });

  it("many openings at once each get their own index and address, on each network", async () => {
    const root = HDKey.fromMasterSeed(seedOf(ABANDON));
    const account = readAccountXpub(root.derive("m/44'/60'/0'").publicExtendedKey, "CHAIN_ERC20_XPUB");
    const at = new Date();
    const opened = await Promise.all(
      Array.from({ length: 40 }, (_, i) => db.$transaction((tx) => allocateDepositAddress(tx, account, i % 2 ? "ERC20" : "TRC20", at))),
    );
    expect(new Set(opened).size).toBe(40);
    const rows = await db.depositAddress.findMany({ orderBy: [{ network: "asc" }, { derivationIndex: "asc" }] });
    expect(rows.filter((r) => r.network === "ERC20").map((r) => r.derivationIndex)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(rows.find((r) => r.network === "ERC20" && r.derivationIndex === 0)?.address).toBe("0x9858EfFD232B4033E47d90003D41EC34EcaEda94");
  });
});
