/**
 * `npm run chain:local [-- --port 8545 --block-seconds 0]`: a real local EVM chain (ganache from
 * npm) with a USDT-like token (6 decimals) deployed and a funded payer wallet. Prints the settings
 * that make the product watch it (paste them into .env), then runs until Ctrl-C. Each transaction
 * is mined at once; mine more blocks with `npm run chain:pay -- --mine <n>`, or every
 * --block-seconds. Pay a payment with `npm run chain:pay -- --to <address> --amount <USDT>`.
 */
import { parseArgs } from "node:util";
import { startLocalChain } from "./local-chain";

const { values } = parseArgs({ options: { port: { type: "string", default: process.env.CHAIN_LOCAL_PORT ?? "8545" }, "block-seconds": { type: "string", default: "0" }, confirmations: { type: "string", default: "3" } } });
const port = Number(values.port);
const blockSeconds = Number(values["block-seconds"]);
if (!Number.isInteger(port) || port < 1 || port > 65535 || !(blockSeconds >= 0) || !/^\d+$/.test(values.confirmations!)) {
  console.error("Usage: npm run chain:local -- [--port 8545] [--block-seconds 0] [--confirmations 3]");
  process.exit(2);
}

const chain = await startLocalChain({ port, blockSeconds });
console.log(`# A local chain is running (ganache, chain id 1337). Paste these lines into .env, then npm start:
${Object.entries(chain.settings(Number(values.confirmations))).map(([name, value]) => `${name}=${value}`).join("\n")}
CHAIN_ERC20_START_BLOCK=0
# The payer wallet ${chain.payer} holds 1,000,000 test USDT:
#   npm run chain:pay -- --to <payment address> --amount <USDT>
#   npm run chain:pay -- --mine <blocks>
# Ctrl-C stops the chain (its state is not kept).`);

const stop = async () => {
  await chain.close();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
