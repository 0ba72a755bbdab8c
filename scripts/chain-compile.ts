/**
 * `npm run chain:compile`: compiles the contracts of chain/ (TestUSDT.sol, FloodToken.sol) with solc
 * from npm (standard JSON input, nothing downloaded) into chain/<Name>.json (ABI and bytecode),
 * which are committed so the local chain and the tests deploy them without compiling each time
 * (decisions 021 and 033).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const solc = require("solc") as { compile(input: string): string; version(): string };

const CONTRACTS = ["TestUSDT", "FloodToken"];
const input = {
  language: "Solidity",
  sources: Object.fromEntries(CONTRACTS.map((name) => [`${name}.sol`, { content: fs.readFileSync(path.resolve("chain", `${name}.sol`), "utf8") }])),
  settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: "paris", outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } } },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
if (errors.length > 0) {
  console.error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
  process.exit(1);
}
for (const name of CONTRACTS) {
  const contract = output.contracts[`${name}.sol`][name];
  const artifact = { compiler: `solc ${solc.version()}`, source: `chain/${name}.sol`, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  fs.writeFileSync(path.resolve("chain", `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
  console.log(`chain/${name}.json written (${artifact.compiler}).`);
}
