/**
 * `npm run chain:compile`: compiles chain/TestUSDT.sol with solc from npm (standard JSON input,
 * nothing downloaded) into chain/TestUSDT.json (ABI and bytecode), which is committed so the local
 * chain and the tests deploy the token without compiling it each time (decision 021).
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const solc = require("solc") as { compile(input: string): string; version(): string };

const source = path.resolve("chain", "TestUSDT.sol");
const input = {
  language: "Solidity",
  sources: { "TestUSDT.sol": { content: fs.readFileSync(source, "utf8") } },
  settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: "paris", outputSelection: { "*": { TestUSDT: ["abi", "evm.bytecode.object"] } } },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === "error");
if (errors.length > 0) {
  console.error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join("\n"));
  process.exit(1);
}
const contract = output.contracts["TestUSDT.sol"].TestUSDT;
const artifact = { compiler: `solc ${solc.version()}`, source: "chain/TestUSDT.sol", abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
fs.writeFileSync(path.resolve("chain", "TestUSDT.json"), `${JSON.stringify(artifact, null, 2)}\n`);
console.log(`chain/TestUSDT.json written (${artifact.compiler}).`);
