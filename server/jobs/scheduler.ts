import type { Deps } from "../deps";
import { createMailer } from "../mail/mailer";
import { runDueWork } from "./due-work";

/** How often the API looks for due work; builds take seconds, so a short beat. */
const TICK_MS = 2_000;

/** Runs the due work every few seconds in this process; never two runs at once here. */
export function startScheduler(deps: Deps, intervalMs = TICK_MS): { stop: () => void } {
  let running = false;
  const mailer = createMailer(deps.config);
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      // The testers' clock may have been moved (npm run clock): catch up from where it is now.
      await deps.clock.refresh?.();
      const report = await runDueWork(deps, mailer);
      if (Object.values(report).some((n) => n > 0)) deps.logger.info(report, "scheduled work done");
    } catch (err) {
      deps.logger.error({ err }, "scheduled work failed");
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
