/**
 * `npm run chain:pay -- --to <address> --amount <USDT>` sends a real test-USDT transfer on the
 * local chain (npm run chain:local) from its funded payer wallet; `--mine <n>` mines n blocks
 * (confirmations). The chain and token come from CHAIN_ERC20_RPC_URL and CHAIN_ERC20_USDT_CONTRACT,
 * or --rpc and --contract. Test tooling only (decision 021).
 */
import { parseArgs } from "node:util";
import { isAddress } from "viem";
import { mineBlocks, sendTestUsdt } from "./local-chain";

const USAGE = "Usage: npm run chain:pay -- --to <0x address> --amount <USDT, e.g. 1999.00> [--mine <blocks>] [--rpc <url>] [--contract <0x address>]";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let values: { to?: string; amount?: string; mine?: string; rpc?: string; contract?: string };
try {
  ({ values } = parseArgs({ options: { to: { type: "string" }, amount: { type: "string" }, mine: { type: "string" }, rpc: { type: "string" }, contract: { type: "string" } } }));
} catch (error) {
  fail((error as Error).message);
}
const rpc = values.rpc ?? process.env.CHAIN_ERC20_RPC_URL ?? "http://127.0.0.1:8545";
// The first contract the local chain's payer deploys always lands at this address.
const contract = values.contract ?? process.env.CHAIN_ERC20_USDT_CONTRACT ?? "0xe78A0F7E598Cc8b0Bb87894B0F60dD2a88d6a8Ab";
if (values.to === undefined && values.mine === undefined) fail("Give --to and --amount, or --mine.");
if (values.to !== undefined) {
  if (!isAddress(values.to, { strict: false })) fail("--to is not an Ethereum address.");
  if (!values.amount || !/^\d{1,12}(\.\d{1,6})?$/.test(values.amount) || Number(values.amount) === 0) fail("--amount must be a positive USDT amount with at most 6 decimals.");
  if (!isAddress(contract, { strict: false })) fail("--contract is not an Ethereum address.");
  const hash = await sendTestUsdt(rpc, contract as `0x${string}`, values.to, values.amount);
  console.log(`Sent ${values.amount} test USDT to ${values.to}: ${hash}`);
}
if (values.mine !== undefined) {
  if (!/^\d+$/.test(values.mine) || Number(values.mine) < 1) fail("--mine must be a positive number of blocks.");
  await mineBlocks(rpc, Number(values.mine));
  console.log(`Mined ${values.mine} blocks.`);
}
