import type { Deps } from "../deps";
import { pruneRateLimits } from "../http/rate-limit";
import { createMailer } from "../mail/mailer";
import { runDueWork } from "./due-work";
import { lease } from "./lease";

/** How often the API looks for due work; builds take seconds, so a short beat. */
const TICK_MS = 2_000;
/**
 * How often the agreement's work runs (maintenance periods, holds, suspensions, inactivity,
 * disputes: days and weeks). It walks every billed site, hundreds of milliseconds at 100,000 sites
 * (the bench), so not on every beat; a move of the testers' clock runs it at once.
 */
const AGREEMENT_EVERY_MS = 60_000;
/** A tick longer than this is logged as a warning: the work due has outgrown the beat. */
const SLOW_TICK_MS = 1_000;

/**
 * Runs the due work every few seconds: never two runs at once in this process, and of several API
 * instances on one database only the one holding the scheduler's lease runs it (decision 026); the
 * others try again each tick and take over when the holder stops renewing.
 */
export function startScheduler(deps: Deps, intervalMs = TICK_MS): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const mailer = createMailer(deps.config);
  const turn = lease(deps.db, "scheduler", deps.config.SCHEDULER_LEASE_SECONDS * 1000);
  let agreementAt = -Infinity;
  let clockOffset = 0;
  const tick = async () => {
    try {
      if (!(await turn.acquire())) return;
      const startedAt = Date.now();
      // The testers' clock may have been moved (npm run clock): catch up from where it is now.
      await deps.clock.refresh?.();
      const offset = deps.clock.now().getTime() - startedAt;
      const clockMoved = Math.abs(offset - clockOffset) > 1_000;
      clockOffset = offset;
      const agreement = clockMoved || startedAt - agreementAt >= AGREEMENT_EVERY_MS;
      if (agreement) agreementAt = startedAt;
      const report = await runDueWork(deps, mailer, { agreement });
      await pruneRateLimits(deps.db);
      const ms = Date.now() - startedAt;
      if (ms > SLOW_TICK_MS) deps.logger.warn({ ...report, agreement, ms }, "scheduled work took longer than a second");
      else if (Object.values(report).some((n) => n > 0)) deps.logger.info({ ...report, ms }, "scheduled work done");
    } catch (err) {
      deps.logger.error({ err }, "scheduled work failed");
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick().finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return {
    /** Stops ticking, waits for a run in progress, and gives the lease up so another instance takes over at once. */
    stop: async () => {
      clearInterval(timer);
      await running;
      await turn.release().catch((err) => deps.logger.error({ err }, "the scheduler's lease could not be given up"));
    },
  };
}
