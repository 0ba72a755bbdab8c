import type { Deps } from "../deps";
import { billingService } from "../modules/billing/service";
import { orderService } from "../modules/order/service";
import { paymentService } from "../modules/pay/service";
import { storefrontBuilds } from "../modules/storefront/build";
import { lapseDisputes } from "../modules/ledger/service";
import { noticeService } from "../modules/notice/service";
import { createMailer, type Mailer } from "../mail/mailer";
import { describeError, raiseAttention, resolveAttention } from "../modules/attention/service";

export type DueWorkReport = {
  ordersTimedOut: number;
  sitesLaunched: number;
  reportsGenerated: number;
  maintenanceCharged: number;
  holdsLifted: number;
  sitesSuspended: number;
  inactiveWarned: number;
  urlsReleased: number;
  disputesLapsed: number;
  noticesSent: number;
};

/**
 * The steps listed as failing, read from the provider's list at this process's first run (another
 * process, or this one before a restart, may have listed them) and kept since: the next success
 * resolves them, with no write on runs where nothing had failed.
 */
let failedSteps: Set<string> | null = null;

/**
 * Everything time makes due, as of deps.clock.now(): payments seen on the chain are settled, overdue
 * orders time out, finished builds go live; demo casinos report their days; closed maintenance
 * periods are charged; holds past their 7 days lift; sites at zero for 30 days are suspended;
 * inactive sites are warned and lose their URL; disputes left open for 15 days lapse; and the
 * notices all this created are e-mailed, each once. Reads show what time made due before this
 * records it, and never write (decision 039): this, run by the scheduler, and explicit POSTs do.
 * Every step goes through the lifecycle gates or a unique ledger key, so running it twice, or in
 * several processes at once, changes nothing more than running it once.
 */
export async function runDueWork(deps: Deps, mailer: Mailer = createMailer(deps.config), { agreement = true } = {}): Promise<DueWorkReport> {
  const billing = billingService(deps);
  const report: DueWorkReport = { ordersTimedOut: 0, sitesLaunched: 0, reportsGenerated: 0, maintenanceCharged: 0, holdsLifted: 0, sitesSuspended: 0, inactiveWarned: 0, urlsReleased: 0, disputesLapsed: 0, noticesSent: 0 };
  // Each step on its own (decision 038): one that fails (its records are isolated already; this is the
  // step itself, a query that failed) is logged and the others still run, this tick and the next.
  failedSteps ??= new Set(
    (await deps.db.attention.findMany({ where: { kind: "due-work", resolvedAt: null, subject: { startsWith: "step:" } }, select: { subject: true } }).catch(() => [])).map((row) => row.subject),
  );
  const failed = failedSteps;
  const step = async (name: string, work: () => Promise<Partial<DueWorkReport>>) => {
    const subject = `step:${name}`;
    try {
      Object.assign(report, await work());
      if (failed.delete(subject)) await resolveAttention(deps.db, { kind: "due-work", subject, resolution: "succeeded when run again", at: deps.clock.now() });
    } catch (err) {
      deps.logger.error({ err, step: name }, "a step of the due work failed: the other steps go on");
      failed.add(subject);
      await raiseAttention(deps.db, { kind: "due-work", subject, detail: describeError(err), at: deps.clock.now() }).catch(() => undefined);
    }
  };
  // Payments first: a transfer seen in time wins over the window closing; then overdue orders, then builds.
  await step("payments", async () => {
    await paymentService(deps).settlePending();
    return {};
  });
  await step("orders", async () => ({ ordersTimedOut: await orderService(deps).timeOutOverdue() }));
  await step("builds", async () => ({ sitesLaunched: await storefrontBuilds(deps).run() }));
  // The agreement's work (days and months, weeks of inactivity) walks every billed site: `agreement: false` leaves it for a later run.
  if (agreement) {
    await step("demo-reports", async () => ({ reportsGenerated: await billing.generateDemoReports() }));
    await step("maintenance", async () => ({ maintenanceCharged: await billing.chargeMaintenance() }));
    await step("holds", async () => ({ holdsLifted: await billing.liftHolds() }));
    await step("suspensions", async () => ({ sitesSuspended: await billing.suspendExhausted() }));
    await step("inactivity", async () => {
      const { warned, released } = await billing.reclaimInactive();
      return { inactiveWarned: warned, urlsReleased: released };
    });
    await step("disputes", async () => ({ disputesLapsed: await lapseDisputes(deps) }));
  }
  await step("notices", async () => ({ noticesSent: await noticeService(deps).sendPending(mailer) }));
  return report;
}
