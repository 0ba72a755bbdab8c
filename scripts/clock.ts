/**
 * `npm run clock -- show | advance <31d|12h|90m|1w> | set <ISO time> | reset`
 * Moves the testers' clock of the stack (outside production only): every process of the stack
 * reads it, a restart keeps it, and the scheduler catches up every period it skipped, stamped at
 * the periods' own times. Refused where real money runs: by the settings or by the database's
 * recorded mode, whatever the settings of this run (decision 034).
 */
import { TestClock, clockMayMove, parseDuration } from "../server/clock";
import { fail, openStack } from "./stack";

const USAGE = "Usage: npm run clock -- show | advance <31d|12h|90m|1w> | set <ISO time, e.g. 2027-01-01T09:00:00Z> | reset";
const [command, argument] = process.argv.slice(2);

const { config, db, clock } = await openStack();
try {
  if (!(await clockMayMove(db, config))) {
    fail("This stack takes real money: its clock is real time and cannot be moved (decision 034).");
  }
  const testClock = clock as TestClock;
  switch (command) {
    case "show":
    case undefined:
      break;
    case "advance": {
      const ms = argument === undefined ? undefined : parseDuration(argument);
      if (ms === undefined) fail(`"advance" takes a duration such as 31d, 12h, 90m or 1w.\n${USAGE}`);
      await testClock.advance(ms);
      break;
    }
    case "set": {
      const at = argument === undefined ? NaN : Date.parse(argument);
      if (Number.isNaN(at)) fail(`"set" takes an ISO time such as 2027-01-01T09:00:00Z.\n${USAGE}`);
      await testClock.set(new Date(at));
      break;
    }
    case "reset":
      await testClock.reset();
      break;
    default:
      fail(USAGE);
  }
  const now = testClock.now();
  const offsetHours = Math.round((now.getTime() - Date.now()) / 3_600_000);
  console.log(`Clock: ${now.toISOString()}${testClock.moved ? ` (moved ${offsetHours >= 0 ? "+" : ""}${offsetHours} h from real time)` : " (real time)"}`);
  if (command && command !== "show") console.log("The running stack follows at its next request; its scheduler catches up within seconds.");
} finally {
  await db.$disconnect();
}
