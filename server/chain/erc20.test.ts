import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { HDKey } from "@scure/bip32";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { minorFromTokenUnits } from "./token-decimals";

const account = HDKey.fromMasterSeed(pbkdf2(sha512, "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "mnemonic", { c: 2048, dkLen: 64 })).derive("m/44'/60'/0'");
const base = { NODE_ENV: "test" as const, JWT_SECRET: "test-secret-test-secret-test-secret-0123", CHAIN: "erc20", CHAIN_ERC20_RPC_URL: "http://127.0.0.1:8545", CHAIN_ERC20_USDT_CONTRACT: "0xdAC17F958D2ee523a2206206994597C13D831ec7" };

describe("USDT amounts in the product's minor units", () => {
  it.each([
    [1_999_000_000n, 199_900],
    [10_000n, 1],
    [0n, 0],
    [21_474_836_470_000n, 2_147_483_647],
  ])("%s token units are %s minor units", (units, minor) => {
    expect(minorFromTokenUnits(units, 6)).toBe(minor);
  });

  it.each([[1n], [1_999_000_001n], [9_999n], [21_474_836_480_000n]])("%s token units are not a whole number of minor units the product can credit", (units) => {
    expect(minorFromTokenUnits(units, 6)).toBeNull();
  });
});

describe("the CHAIN=erc20 settings", () => {
  it("start with an account's extended public key", () => {
    expect(loadConfig({ ...base, CHAIN_ERC20_XPUB: account.publicExtendedKey }).CHAIN).toBe("erc20");
  });

  it("refuse an extended private key, on either network, before anything starts", () => {
    expect(() => loadConfig({ ...base, CHAIN_ERC20_XPUB: account.privateExtendedKey })).toThrow(/CHAIN_ERC20_XPUB is an extended PRIVATE key/);
    expect(() => loadConfig({ NODE_ENV: "test", JWT_SECRET: base.JWT_SECRET, CHAIN_TRC20_XPUB: account.privateExtendedKey })).toThrow(/CHAIN_TRC20_XPUB/);
  });

  it("name what is missing", () => {
    expect(() => loadConfig({ NODE_ENV: "test", JWT_SECRET: base.JWT_SECRET, CHAIN: "erc20" })).toThrow(/CHAIN_ERC20_XPUB, CHAIN_ERC20_RPC_URL, CHAIN_ERC20_USDT_CONTRACT/);
  });
});
