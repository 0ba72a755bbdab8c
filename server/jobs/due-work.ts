import { caches } from "../db/cache/caches";
import type { Deps } from "../deps";
import { orderStatus } from "@shared/domain/order-status";
import { SITE_STATUSES_IN_BUILD } from "@shared/domain/site-status";
import { closeOrder } from "../lifecycle/transitions";
import { billingService } from "../modules/billing/service";
import { paymentService } from "../modules/pay/service";
import { siteService } from "../modules/site/service";
import { lapseDisputes } from "../modules/ledger/service";
import { noticeService } from "../modules/notice/service";
import { createMailer, type Mailer } from "../mail/mailer";
import { describeError, isolatedSteps, raiseAttention, resolveAttention } from "../modules/attention/service";

/** What moves without anyone asking, limited to one merchant's or one site name's orders. */
export type DueWorkScope = { userId?: number; siteName?: string };

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
 * The work time makes due, in one place: the scheduler runs all of it (runDueWork); a read that
 * must show the state as of now (an order, a site) runs the part in its scope (catchUp). Every
 * step goes through the lifecycle gates or a unique ledger key, so running it twice, or in
 * several processes at once, changes nothing more than running it once.
 */
export function dueWork(deps: Pick<Deps, "db" | "clock" | "config" | "logger">) {
  const { db, clock } = deps;
  const payments = paymentService(deps);
  const sites = siteService(deps);
  const steps = isolatedSteps(deps);

  /** Pending orders whose window has passed time out, closing their payments. */
  async function expireOverdue(scope: DueWorkScope): Promise<number> {
    const now = clock.now();
    const overdue = await db.order.findMany({
      // The payments were settled just before: one still pending past the window is waiting for its
      // transfer's confirmations, or for the watcher to read the chain past the window's end; the
      // order waits with it, so a transfer made in time is never timed out (decision 021).
      where: { ...scope, status: orderStatus.pendingPayment, expiresAt: { lte: now }, payments: { none: { status: "pending" } } },
      select: { id: true, userId: true },
    });
    const closed = await steps.each("time-out-order", overdue, (order) => order, ({ id }) =>
      closeOrder(db, { id, from: orderStatus.pendingPayment, to: orderStatus.timedOut, actor: "system", cause: "payment window passed", at: now }),
    );
    return closed.filter(Boolean).length;
  }

  /**
   * Brings the orders in scope up to the clock and the chain: payments that arrived are confirmed
   * first (a transfer seen in time wins over the window closing), then overdue orders time out,
   * then builds that have run their time go live.
   */
  async function catchUp(scope: DueWorkScope): Promise<{ ordersTimedOut: number; sitesLaunched: number }> {
    const { userId } = scope;
    if (userId !== undefined && scope.siteName === undefined) {
      // Nothing of the merchant's can change before the moment this remembers, unless an order, a
      // payment, a site or the chain's records are written (decision 025): their reads skip it until then.
      let done = { ordersTimedOut: 0, sitesLaunched: 0 };
      await caches(db).quietUntil.get(
        String(userId),
        async () => {
          done = await bringUpToDate(scope);
          return nextChange(userId);
        },
        (until) => clock.now().getTime() < until,
      );
      return done;
    }
    return bringUpToDate(scope);
  }

  /**
   * The first moment time alone changes something of the merchant's: a pending order's or payment's
   * window closing; now while a site builds (its progress moves); never when nothing is in motion.
   */
  async function nextChange(userId: number): Promise<number> {
    const [payment, order, site] = await Promise.all([
      db.payment.findFirst({ where: { userId, status: "pending" }, select: { expiresAt: true }, orderBy: { expiresAt: "asc" } }),
      db.order.findFirst({ where: { userId, status: orderStatus.pendingPayment }, select: { expiresAt: true }, orderBy: { expiresAt: "asc" } }),
      db.site.findFirst({ where: { userId, status: { in: SITE_STATUSES_IN_BUILD } }, select: { id: true } }),
    ]);
    if (site) return clock.now().getTime();
    return Math.min(payment?.expiresAt.getTime() ?? Infinity, order?.expiresAt.getTime() ?? Infinity);
  }

  async function bringUpToDate(scope: DueWorkScope): Promise<{ ordersTimedOut: number; sitesLaunched: number }> {
    await payments.settlePending(scope);
    const ordersTimedOut = await expireOverdue(scope);
    // Builds belong to merchants, not to site names: a site-name catch-up only needs the payments settled.
    const sitesLaunched = scope.siteName === undefined ? await sites.advanceBuilds({ userId: scope.userId }) : 0;
    return { ordersTimedOut, sitesLaunched };
  }

  return { catchUp };
}

/**
 * Everything time makes due, as of deps.clock.now(): payments seen on the chain are settled, overdue
 * orders time out, finished builds go live; demo casinos report their days; closed maintenance
 * periods are charged; holds past their 7 days lift; sites at zero for 30 days are suspended;
 * inactive sites are warned and lose their URL; disputes left open for 15 days lapse; and the
 * notices all this created are e-mailed, each once.
 */
/**
 * The steps listed as failing, read from the provider's list at this process's first run (another
 * process, or this one before a restart, may have listed them) and kept since: the next success
 * resolves them, with no write on runs where nothing had failed.
 */
let failedSteps: Set<string> | null = null;

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
  await step("catch-up", () => dueWork(deps).catchUp({}));
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
