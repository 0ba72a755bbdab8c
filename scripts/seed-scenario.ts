/**
 * `npm run seed:scenario -- <name> [--prefix <text>]` loads a named state into the stack's
 * database (prisma/scenarios.ts); `--list` describes them. Running one twice does no harm: its
 * merchant is made again. Refused where real money runs, by the settings or by the database's
 * recorded mode (decision 034).
 */
import { clockMayMove } from "../server/clock";
import { SCENARIOS, loadScenario } from "../prisma/scenarios";
import { fail, openStack } from "./stack";

const args = process.argv.slice(2);
if (args.length === 0 || args[0] === "--list" || args[0] === "--help") {
  console.log("Scenarios (npm run seed:scenario -- <name>):\n");
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    console.log(`  ${name}\n    ${scenario.description}\n    Look at: ${scenario.lookAt}\n`);
  }
  process.exit(args.length === 0 ? 2 : 0);
}
const [name] = args;
const prefixAt = args.indexOf("--prefix");
const prefix = prefixAt >= 0 ? args[prefixAt + 1] : undefined;
if (!SCENARIOS[name]) fail(`No scenario "${name}". See: npm run seed:scenario -- --list`);

const deps = await openStack();
try {
  if (!(await clockMayMove(deps.db, deps.config))) fail("This stack takes real money: scenarios make up merchants and money, so they are loaded only into a demo, development or test stack (decision 034).");
  const result = await loadScenario(deps, name, { prefix });
  console.log(`Loaded "${name}" at ${deps.clock.now().toISOString()}.`);
  console.log(`  Log in as "${result.account}" with password "${result.password}".`);
  if (result.sites.length) console.log(`  Sites: ${result.sites.join(", ")}`);
  console.log(`  Look at: ${result.lookAt}`);
} finally {
  await deps.db.$disconnect();
}
