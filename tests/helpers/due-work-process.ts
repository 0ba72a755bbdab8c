/**
 * A second (and third) scheduler for tests: a process of its own over DATABASE_URL, on the
 * testers' clock, running the due work until the clock has reached TARGET_MS and two more runs
 * have found it there. Prints what it did as JSON.
 */
import { pino } from "pino";
import { TestClock } from "../../server/clock";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db";
import { runDueWork, type DueWorkReport } from "../../server/jobs/due-work";
import { createMailer } from "../../server/mail/mailer";

const config = loadConfig({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" });
const db = await openDatabase(config.DATABASE_URL);
const clock = new TestClock(db);
const target = Number(process.env.TARGET_MS);
const mailer = createMailer(config);
const totals: Record<string, number> = {};
let runs = 0;
let after = 2;
try {
  for (;;) {
    await clock.refresh();
    const reached = clock.now().getTime() >= target;
    const report: DueWorkReport = await runDueWork({ config, db, clock, logger: pino({ level: "silent" }) }, mailer);
    runs++;
    for (const [key, value] of Object.entries(report)) totals[key] = (totals[key] ?? 0) + value;
    if (reached && --after < 0) break;
  }
  console.log(JSON.stringify({ runs, totals }));
} finally {
  await db.$disconnect();
}
