/**
 * A real local EVM chain for developers and tests (decision 021): ganache from npm, in this
 * process, with the USDT-like test token (chain/TestUSDT.json, built by `npm run chain:compile`)
 * deployed and minted to a funded payer wallet, and what an attacker would deploy to flood the
 * watcher (chain/FloodToken.json, decision 033). Test tooling only: the payer's key lives here and
 * never in server/; the product receives only the extended public key of a separate receiving
 * account.
 */
import fs from "node:fs";
import path from "node:path";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { HDKey } from "@scure/bip32";
import ganache from "ganache";
import { createPublicClient, getAddress, createWalletClient, defineChain, http, parseAbi, parseUnits, type Abi, type Address, type Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";

/** Ganache's own deterministic mnemonic: the payer (account 0) is funded with ether and test USDT. */
export const PAYER_MNEMONIC = "myth like bonus scare over problem client lizard pioneer submit female collect";
/** The receiving wallet whose account xpub the product gets: BIP39's well-known test mnemonic. */
export const RECEIVER_MNEMONIC = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
export const LOCAL_CHAIN_ID = 1337;
/** USDT's decimals, which the test token has unless a test asks for another figure. */
const USDT_DECIMALS = 6;
/** Test tokens minted to the payer at start: one million. */
const MINTED = "1000000";
/** Transfer events one flood transaction emits: about 18 million gas, within ganache's 30 million block. */
const FLOOD_PER_TRANSACTION = 10_000;

const artifact = (name: string) => JSON.parse(fs.readFileSync(path.resolve("chain", `${name}.json`), "utf8")) as { abi: Abi; bytecode: Hex };
const testUsdt = artifact("TestUSDT");
const floodToken = artifact("FloodToken");
const erc20 = parseAbi(["function mint(address to, uint256 value)", "function transfer(address to, uint256 value) returns (bool)", "function balanceOf(address) view returns (uint256)"]);
const flooder = parseAbi(["function flood(address to, uint256 count)"]);

/** The account-level extended public key (m/44'/60'/0') of the receiving wallet. */
export function receiverXpub(): string {
  const seed = pbkdf2(sha512, RECEIVER_MNEMONIC, "mnemonic", { c: 2048, dkLen: 64 });
  return HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'").publicExtendedKey;
}

function clients(rpcUrl: string) {
  const chain = defineChain({ id: LOCAL_CHAIN_ID, name: "Local", nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  const account = mnemonicToAccount(PAYER_MNEMONIC);
  return { account, publicClient: createPublicClient({ chain, transport: http(rpcUrl) }), wallet: createWalletClient({ account, chain, transport: http(rpcUrl) }) };
}

/** Sends `amount` test USDT (a decimal string, e.g. "1999.00") from the payer to `to`; returns the transaction hash once mined. */
export async function sendTestUsdt(rpcUrl: string, contract: Address, to: string, amount: string, decimals = USDT_DECIMALS): Promise<Hex> {
  const { publicClient, wallet } = clients(rpcUrl);
  const hash = await wallet.writeContract({ address: contract, abi: erc20, functionName: "transfer", args: [getAddress(to), parseUnits(amount, decimals)] });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== "success") throw new Error(`the transfer ${hash} failed`);
  return hash;
}

/** Mines `blocks` blocks on a local chain (evm_mine). */
export async function mineBlocks(rpcUrl: string, blocks: number): Promise<void> {
  const { publicClient } = clients(rpcUrl);
  await publicClient.request({ method: "evm_mine" as never, params: [{ blocks }] as never });
}

export type LocalChain = {
  rpcUrl: string;
  contract: Address;
  xpub: string;
  payer: Address;
  /** Sends `amount` test USDT (a decimal string) from the payer to `to`; the transaction hash once mined. */
  pay(to: string, amount: string): Promise<Hex>;
  /** Mines `blocks` empty blocks. */
  mine(blocks: number): Promise<void>;
  /** Deploys another token (the same 6-decimal contract at another address), minted to the payer: what a payment must not count. */
  deployOtherToken(): Promise<Address>;
  /** Sends `amount` of the token at `contract` from the payer to `to`. */
  payToken(contract: Address, to: string, amount: string): Promise<Hex>;
  /** Deploys a FloodToken and makes it emit `count` Transfer(payer, to, 1) events, in transactions of 10,000; their hashes. */
  flood(to: string, count: number): Promise<Hex[]>;
  /** Moves the chain's time forward (evm_increaseTime): the next blocks are timed that much later, as when testers move the product's clock. */
  advanceTime(seconds: number): Promise<void>;
  /** Takes a snapshot of the chain (evm_snapshot); `revert` goes back to it, as a reorganisation would drop the blocks since. */
  snapshot(): Promise<string>;
  revert(snapshot: string): Promise<void>;
  /** The settings that point the API at this chain (CHAIN=erc20), as `npm run chain:local` prints them. */
  settings(confirmations: number): Record<string, string>;
  close(): Promise<void>;
};

/**
 * Starts the chain on `port` (0: any free port). Every transaction is mined at once in its own
 * block; `blockSeconds` > 0 also mines a block at that interval. `time` sets the genesis block's
 * time (tests align it with their clock). `usdtDecimals` (default 6) deploys the test USDT with
 * another figure, which the watcher must refuse.
 */
export async function startLocalChain(options: { port?: number; host?: string; blockSeconds?: number; time?: Date; usdtDecimals?: number } = {}): Promise<LocalChain> {
  const host = options.host ?? "127.0.0.1";
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { mnemonic: PAYER_MNEMONIC, totalAccounts: 2 },
    chain: { chainId: LOCAL_CHAIN_ID, hardfork: "shanghai", ...(options.time ? { time: options.time } : {}) },
    miner: { blockTime: options.blockSeconds ?? 0 },
  });
  await server.listen(options.port ?? 0, host);
  const address = (server as unknown as { address(): { port: number } }).address?.();
  const rpcUrl = `http://${host}:${address?.port ?? options.port}`;
  const { account, publicClient, wallet } = clients(rpcUrl);
  async function deploy(contract: { abi: Abi; bytecode: Hex }, args: readonly unknown[]): Promise<Address> {
    const deployHash = await wallet.deployContract({ abi: contract.abi, bytecode: contract.bytecode, args });
    const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash: deployHash, pollingInterval: 50 });
    return getAddress(contractAddress!);
  }
  async function deployToken(decimals = USDT_DECIMALS): Promise<Address> {
    const token = await deploy(testUsdt, [decimals]);
    const mintHash = await wallet.writeContract({ address: token, abi: erc20, functionName: "mint", args: [account.address, parseUnits(MINTED, decimals)] });
    await publicClient.waitForTransactionReceipt({ hash: mintHash, pollingInterval: 50 });
    return token;
  }
  const decimals = options.usdtDecimals ?? USDT_DECIMALS;
  const contract = await deployToken(decimals);

  return {
    rpcUrl,
    contract,
    xpub: receiverXpub(),
    settings: (confirmations) => ({
      CHAIN: "erc20",
      CHAIN_ERC20_RPC_URL: rpcUrl,
      CHAIN_ERC20_USDT_CONTRACT: contract,
      CHAIN_ERC20_XPUB: receiverXpub(),
      CHAIN_ERC20_CONFIRMATIONS: String(confirmations),
      CHAIN_ERC20_CHAIN_ID: String(LOCAL_CHAIN_ID),
    }),
    payer: account.address,
    pay: (to, amount) => sendTestUsdt(rpcUrl, contract, to, amount, decimals),
    deployOtherToken: () => deployToken(),
    payToken: (token, to, amount) => sendTestUsdt(rpcUrl, token, to, amount),
    mine: (blocks) => mineBlocks(rpcUrl, blocks),
    async flood(to, count) {
      const token = await deploy(floodToken, []);
      const hashes: Hex[] = [];
      for (let sent = 0; sent < count; sent += FLOOD_PER_TRANSACTION) {
        const hash = await wallet.writeContract({ address: token, abi: flooder, functionName: "flood", args: [getAddress(to), BigInt(Math.min(FLOOD_PER_TRANSACTION, count - sent))], gas: 29_000_000n });
        const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 });
        if (receipt.status !== "success") throw new Error(`the flood transaction ${hash} failed`);
        hashes.push(hash);
      }
      return hashes;
    },
    async advanceTime(seconds) {
      await server.provider.request({ method: "evm_increaseTime", params: [seconds] });
    },
    snapshot: () => server.provider.request({ method: "evm_snapshot", params: [] }),
    async revert(snapshot) {
      if (!(await server.provider.request({ method: "evm_revert", params: [snapshot] }))) throw new Error(`no snapshot ${snapshot}`);
    },
    close: () => server.close(),
  };
}
