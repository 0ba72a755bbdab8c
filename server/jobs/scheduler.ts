import type { Deps } from "../deps";
import { billingService } from "../modules/billing/service";
import { orderService } from "../modules/order/service";

/** How often the API looks for due work; builds take seconds, so a short beat. */
const TICK_MS = 2_000;

export type DueWorkReport = { ordersTimedOut: number; sitesLaunched: number; maintenanceCharged: number; sitesSuspended: number };

/**
 * Everything time makes due, as of deps.clock.now(): payments seen on the chain are settled, overdue
 * orders time out, finished builds go live, closed maintenance periods are charged, and sites out of
 * deposit for 30 days are suspended. Each step is a conditional update or a unique ledger entry, so
 * running it twice, or in several processes at once, changes nothing more than running it once.
 */
export async function runDueWork(deps: Deps): Promise<DueWorkReport> {
  const billing = billingService(deps);
  const { ordersTimedOut, sitesLaunched } = await orderService(deps).catchUp({});
  const maintenanceCharged = await billing.chargeMaintenance();
  const sitesSuspended = await billing.suspendExhausted();
  return { ordersTimedOut, sitesLaunched, maintenanceCharged, sitesSuspended };
}

/** Runs the due work every few seconds in this process; never two runs at once here. */
export function startScheduler(deps: Deps, intervalMs = TICK_MS): { stop: () => void } {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const report = await runDueWork(deps);
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
