import { spawn } from "node:child_process";
import path from "node:path";
import { pbkdf2 } from "@noble/hashes/pbkdf2.js";
import { sha512 } from "@noble/hashes/sha2.js";
import { HDKey } from "@scure/bip32";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalChain, type LocalChain } from "../../scripts/local-chain";
import { databaseCopy } from "../helpers/database-copy";
import { freePort } from "../helpers/processes";
import { startTronStandIn, TRON_USDT, type TronStandIn } from "../helpers/tron-standin";

/**
 * The watchers read their token's decimals at start and the API refuses to start unless they are
 * USDT's 6 (decision 033): pointed at an 18-decimal token, 10^9 base units (a billionth
 * of a token) would otherwise credit 1,000.00. The real API process (`server/index.ts`) is started
 * against a local EVM chain (ganache) and the TronGrid stand-in.
 */
const tronXpub = HDKey.fromMasterSeed(pbkdf2(sha512, "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "mnemonic", { c: 2048, dkLen: 64 })).derive("m/44'/195'/0'").publicExtendedKey;
let eighteen: LocalChain;
let six: LocalChain;
let tron: TronStandIn;
const removals: Array<() => Promise<void>> = [];

beforeAll(async () => {
  [eighteen, six, tron] = await Promise.all([startLocalChain({ usdtDecimals: 18 }), startLocalChain(), startTronStandIn()]);
}, 30_000);
afterAll(async () => {
  await Promise.all([eighteen?.close(), six?.close(), tron?.close()]);
  for (const remove of removals) await remove();
});

/** Starts `node --import tsx server/index.ts` with `env`; resolves with its exit code and output once it exits, or `listening` once /api/health answers (then stops it). */
async function runApi(env: Record<string, string>): Promise<{ exit: number | "listening"; output: string }> {
  const database = await databaseCopy();
  removals.push(database.remove);
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: path.resolve(__dirname, "../.."),
    env: { ...process.env, NODE_ENV: "test", DEMO_MODE: "off", API_PORT: String(port), API_HOST: "127.0.0.1", DATABASE_URL: database.url, JWT_SECRET: "test-secret-test-secret-test-secret-0123", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? -1)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) return { exit: await exited, output };
    const health = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).catch(() => null);
    if (health?.status === 200) {
      child.kill("SIGTERM");
      await exited;
      return { exit: "listening", output };
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the API neither started nor exited within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const erc20 = (chain: LocalChain) => chain.settings(12);

describe("the token's decimals, read at start", () => {
  it("an ERC20 token with 18 decimals: the API refuses to start, naming the contract and the figure", async () => {
    const { exit, output } = await runApi(erc20(eighteen));
    expect(exit).toBe(1);
    expect(output).toContain(`CHAIN_ERC20_USDT_CONTRACT ${eighteen.contract} says it has 18 decimals; USDT has 6.`);
  }, 180_000);

  it("the same token contract with 6 decimals: the API starts", async () => {
    const { exit, output } = await runApi(erc20(six));
    expect(exit, output).toBe("listening");
  }, 180_000);

  it("a TRC20 contract that answers 18 decimals through TronGrid: the API refuses to start; with both networks too", async () => {
    tron.decimals = 18;
    const trc20 = { CHAIN: "trc20", CHAIN_TRC20_XPUB: tronXpub, CHAIN_TRC20_API_URL: tron.url };
    const alone = await runApi(trc20);
    expect(alone.exit).toBe(1);
    expect(alone.output).toContain(`CHAIN_TRC20_USDT_CONTRACT ${TRON_USDT} says it has 18 decimals; USDT has 6.`);
    // The call TronGrid documents: a constant call of decimals() on the contract.
    expect(tron.asked.some((url) => url.pathname === "/wallet/triggerconstantcontract")).toBe(true);

    const both = await runApi({ ...erc20(six), ...trc20, CHAIN: "erc20,trc20" });
    expect(both.exit).toBe(1);
    expect(both.output).toContain("says it has 18 decimals");
  }, 180_000);

  it("a TRON API that does not answer yet does not stop the API: it starts and says the decimals are still to be read", async () => {
    tron.decimals = 6;
    tron.down = true;
    try {
      const { exit, output } = await runApi({ CHAIN: "trc20", CHAIN_TRC20_XPUB: tronXpub, CHAIN_TRC20_API_URL: tron.url });
      expect(exit, output).toBe("listening");
      expect(output).toContain("decimals could not be read at start");
    } finally {
      tron.down = false;
    }
  }, 180_000);
});
