import type { Deps } from "../../deps";
import { isSettlementPeriod, needsTopUpNotice, periodsToCharge, remedialActionAllowed } from "../../domain/billing";
import { siteStatus } from "../../domain/site-status";
import { transitionSites } from "../../lifecycle/transitions";

const IN_SERVICE = [siteStatus.live, siteStatus.suspended];

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === "P2002";
}

/**
 * The prepaid deposit over time: maintenance charged per closed period, a top-up notice when the
 * balance falls below 30% of the prepaid deposit, and suspension once a site has been at zero for
 * 30 days without a top-up (a top-up brings it back, see creditDeposit). The deposit may go below
 * zero: maintenance is owed whether or not the deposit covers it.
 */
export function billingService({ db, clock, logger }: Pick<Deps, "db" | "clock" | "logger">) {
  /**
   * Charges one period. The ledger's unique (site, kind, period) makes a second charge of the
   * same period fail and roll back with its balance change, so several schedulers charge it once.
   */
  async function chargePeriod(siteId: number, feeMinor: number, prepaidMinor: number, periodKey: string, now: Date): Promise<boolean> {
    let balanceAfter: number;
    try {
      balanceAfter = await db.$transaction(async (tx) => {
        const site = await tx.site.update({ where: { id: siteId }, data: { depositBalanceMinor: { decrement: feeMinor } } });
        await tx.depositEntry.create({
          data: { siteId, kind: "maintenance", amountMinor: -feeMinor, balanceAfterMinor: site.depositBalanceMinor, periodKey, createdAt: now },
        });
        return site.depositBalanceMinor;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    // Told once: on the charge that takes the balance below the threshold.
    if (needsTopUpNotice(balanceAfter, prepaidMinor) && !needsTopUpNotice(balanceAfter + feeMinor, prepaidMinor)) {
      logger.warn({ siteId, balanceMinor: balanceAfter, prepaidMinor }, "top-up notice: deposit below 30% of the prepaid deposit");
    }
    return true;
  }

  return {
    /** Charges every closed, uncharged maintenance period of the sites in service; returns how many. */
    async chargeMaintenance(): Promise<number> {
      const now = clock.now();
      const sites = await db.site.findMany({
        where: { status: { in: IN_SERVICE }, launchedAt: { not: null } },
        select: { id: true, packageId: true, launchedAt: true, order: { select: { depositMinor: true } } },
      });
      if (sites.length === 0) return 0;
      const siteIds = sites.map((s) => s.id);
      const [packages, lastCharges] = await Promise.all([
        db.package.findMany({ where: { id: { in: [...new Set(sites.map((s) => s.packageId))] } } }),
        db.depositEntry.groupBy({ by: ["siteId"], where: { siteId: { in: siteIds }, kind: "maintenance" }, _max: { periodKey: true } }),
      ]);
      const packageById = new Map(packages.map((p) => [p.id, p]));
      // Keys sort like the periods they name ("2026-11-09" < "2026-11-10"), so the max is the latest.
      const lastKey = new Map(lastCharges.map((row) => [row.siteId, row._max.periodKey]));

      let charged = 0;
      for (const site of sites) {
        const pkg = packageById.get(site.packageId);
        if (!pkg || !isSettlementPeriod(pkg.settlementPeriod)) {
          logger.error({ siteId: site.id, packageId: site.packageId }, "site without a billable package");
          continue;
        }
        const keys = periodsToCharge({ period: pkg.settlementPeriod, launchedAt: site.launchedAt!, lastChargedKey: lastKey.get(site.id) ?? null, now });
        for (const key of keys) {
          if (await chargePeriod(site.id, pkg.maintenanceFeeMinor, site.order.depositMinor, key, now)) charged++;
        }
      }
      return charged;
    },

    /** Suspends live sites whose deposit has been at zero or below for 30 days without a top-up. */
    async suspendExhausted(): Promise<number> {
      const now = clock.now();
      const sites = await db.site.findMany({ where: { status: siteStatus.live, depositBalanceMinor: { lte: 0 } }, select: { id: true, depositBalanceMinor: true } });
      let suspended = 0;
      for (const site of sites) {
        const lastPositive = await db.depositEntry.findFirst({ where: { siteId: site.id, balanceAfterMinor: { gt: 0 } }, orderBy: { id: "desc" } });
        const [reachedZero, lastTopUp] = await Promise.all([
          db.depositEntry.findFirst({ where: { siteId: site.id, id: { gt: lastPositive?.id ?? 0 } }, orderBy: { id: "asc" } }),
          db.depositEntry.findFirst({ where: { siteId: site.id, kind: "topup" }, orderBy: { id: "desc" } }),
        ]);
        const moments = [reachedZero?.createdAt, lastTopUp?.createdAt].filter((d): d is Date => d !== undefined);
        const since = moments.length ? new Date(Math.max(...moments.map((d) => d.getTime()))) : null;
        if (!remedialActionAllowed({ balanceMinor: site.depositBalanceMinor, since, now })) continue;
        const [changed] = await transitionSites(db, {
          where: { id: site.id, depositBalanceMinor: { lte: 0 } },
          from: siteStatus.live,
          to: siteStatus.suspended,
          actor: "system",
          cause: "deposit at zero for 30 days without a top-up",
          at: now,
        });
        if (changed !== undefined) {
          suspended++;
          logger.warn({ siteId: site.id, since }, "site suspended: deposit at zero for 30 days without a top-up");
        }
      }
      return suspended;
    },
  };
}
