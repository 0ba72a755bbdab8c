import type { Deps } from "../deps";
import { pruneRateLimits } from "../http/rate-limit";
import { createMailer } from "../mail/mailer";
import { runDueWork } from "./due-work";
import { lease } from "./lease";

/** How often the API looks for due work; builds take seconds, so a short beat. */
const TICK_MS = 2_000;

/**
 * Runs the due work every few seconds: never two runs at once in this process, and of several API
 * instances on one database only the one holding the scheduler's lease runs it (decision 026); the
 * others try again each tick and take over when the holder stops renewing.
 */
export function startScheduler(deps: Deps, intervalMs = TICK_MS): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const mailer = createMailer(deps.config);
  const turn = lease(deps.db, "scheduler", deps.config.SCHEDULER_LEASE_SECONDS * 1000);
  const tick = async () => {
    try {
      if (!(await turn.acquire())) return;
      // The testers' clock may have been moved (npm run clock): catch up from where it is now.
      await deps.clock.refresh?.();
      const report = await runDueWork(deps, mailer);
      await pruneRateLimits(deps.db);
      if (Object.values(report).some((n) => n > 0)) deps.logger.info(report, "scheduled work done");
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
