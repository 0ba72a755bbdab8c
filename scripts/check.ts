/**
 * `npm test`'s first half: the type check and the unit and API tests at the same time. The type
 * check is one process on one core and the tests keep two vitest workers busy, so together they
 * finish sooner than one after the other; the type check's report is printed after the tests'.
 * Fails when either fails.
 */
import { spawn, spawnSync } from "node:child_process";

const typecheck = spawn(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "--pretty"], { stdio: ["ignore", "pipe", "pipe"] });
let report = "";
typecheck.stdout.on("data", (chunk) => (report += chunk));
typecheck.stderr.on("data", (chunk) => (report += chunk));
const typecheckDone = new Promise<number>((resolve) => typecheck.on("close", (code) => resolve(code ?? 1)));

const tests = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run"], { stdio: "inherit" });

const typecheckCode = await typecheckDone;
console.log(typecheckCode === 0 ? "\n✓ Type check (tsc --noEmit, strict): no errors" : `\n✖ Type check (tsc --noEmit, strict) failed:\n${report}`);
process.exit(typecheckCode !== 0 ? typecheckCode : (tests.status ?? 1));
