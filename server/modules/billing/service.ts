import type { Config } from "../../config";
import type { Deps } from "../../deps";
import {
  collectionFee,
  DAY_MS,
  inactivityDeadlines,
  isSettlementPeriod,
  maintenanceCharge,
  payoutFee,
  pendingSettlement,
  periodEnd,
  periodKeyAt,
  periodStart,
  periodsToCharge,
  remedialActionAllowed,
  remedialActionFrom,
  royaltyCharge,
} from "@shared/domain/billing";
import { INACTIVE_URL_DAYS, INACTIVITY_WARNING_DAYS, type PackageCode } from "@shared/domain/constants";
import { SITE_STATUSES_BILLED, siteStatus } from "@shared/domain/site-status";
import type { Package, Prisma } from "../../generated/prisma/client";
import { transitionSites } from "../../lifecycle/transitions";
import { isolatedSteps, raiseAttention, resolveAttention } from "../attention/service";
import { notify, resolveNotices } from "../notice/service";
import { bookMany, type NewEntry } from "../ledger/book";
import { zeroSince } from "../ledger/reads";

type Tx = Prisma.TransactionClient;

/**
 * Maintenance charges booked in one transaction. A site's charges may straddle two transactions
 * (several periods due at once); each is booked once all the same, in order. Kept under 32 sites:
 * a serializable transaction on PostgreSQL that reads more rows of one table than that holds its
 * read lock on the whole table (max_pred_locks_per_relation), and a concurrent top-up of any site
 * could then fail and be retried. About 15 ms on SQLite (0.6 ms a charge): a single process's
 * requests wait that long at most behind one.
 */
const CHARGES_PER_TRANSACTION = 25;

/** The attention list's subject for the provider's activity feed. */
const FEED = "activity-feed";

/** One day's activity of a site, as a casino reports it. */
export type ActivityInput = { siteId: number; day: string; wagersMinor: number; winningsMinor: number; collectedMinor: number; payoutCount: number; playerCount?: number };

/** The royalty rate of a package: a setting (ROYALTY_BPS_STANDARD, ROYALTY_BPS_ELITE). */
export function royaltyBps(config: Pick<Config, "ROYALTY_BPS_STANDARD" | "ROYALTY_BPS_ELITE">, code: string): number {
  return (code as PackageCode) === "elite" ? config.ROYALTY_BPS_ELITE : config.ROYALTY_BPS_STANDARD;
}

/** A made-up but repeatable number in [0, 1) for a site and a day, so every process invents the same report. */
function noise(siteId: number, day: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (const ch of `${siteId}:${day}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/**
 * The agreement over time (point 9 of the specification), each step booked under the ledger's
 * event keys or through the site gate, so any number of runs, in any number of processes,
 * books each period, fee and royalty once and changes each state once. Charges are stamped with
 * the period or day they belong to, never with the time the job ran.
 */
export function billingService(deps: Pick<Deps, "db" | "clock" | "logger" | "config">) {
  const { db, clock, logger, config } = deps;
  const steps = isolatedSteps(deps);
  const packages = () => db.package.findMany().then((rows) => new Map(rows.map((p) => [p.id, p])));

  /** Books a report and the charges it brings, in the caller's transaction. Null when that day was reported already. */
  async function bookReport(tx: Tx, report: ActivityInput, pkg: Package, source: "provider" | "demo", now: Date) {
    if (await tx.activityReport.findUnique({ where: { siteId_day: { siteId: report.siteId, day: report.day } }, select: { id: true } })) return null;
    const stored = await tx.activityReport.create({ data: { ...report, source, createdAt: now } });
    const occurredAt = periodEnd("day", report.day);
    const charges = [
      { kind: "royalty" as const, amountMinor: royaltyCharge(report.wagersMinor, report.winningsMinor, royaltyBps(config, pkg.code)) },
      { kind: "collection_fee" as const, amountMinor: collectionFee(report.collectedMinor, pkg.collectionFeeBps) },
      { kind: "payout_fee" as const, amountMinor: payoutFee(report.payoutCount, pkg.payoutFixedFeeMinor) },
    ];
    await bookMany(
      tx,
      charges
        .filter((charge) => charge.amountMinor !== 0)
        .map((charge) => ({ siteId: report.siteId, kind: charge.kind, amountMinor: -charge.amountMinor, key: `${charge.kind}:${report.siteId}:${report.day}`, reference: report.day, occurredAt, bookedAt: now })),
    );
    if (report.wagersMinor > 0) {
      // Activity is dated by the day it happened: that day is day 1 of any inactivity after it.
      const activeOn = periodStart("day", report.day);
      await tx.site.updateMany({ where: { id: report.siteId, OR: [{ lastActivityAt: null }, { lastActivityAt: { lt: activeOn } }] }, data: { lastActivityAt: activeOn } });
      await resolveNotices(tx, { siteId: report.siteId, kinds: ["inactive-warning"], at: now });
    }
    return stored;
  }

  /**
   * Whether the activity feed is alive: a report arrived within ACTIVITY_FEED_SILENT_AFTER_HOURS. A
   * silent feed is put on the provider's attention list (once), and taken off when reports come again.
   */
  async function feedAlive(now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - config.ACTIVITY_FEED_SILENT_AFTER_HOURS * 60 * 60_000);
    const [latest, open] = await Promise.all([
      db.activityReport.findFirst({ where: { createdAt: { lte: now } }, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
      db.attention.findFirst({ where: { kind: "feed-silent", subject: FEED, resolvedAt: null }, select: { id: true } }),
    ]);
    const alive = latest !== null && latest.createdAt >= since;
    if (alive && open) await resolveAttention(db, { kind: "feed-silent", subject: FEED, resolution: `reports arrive again (latest ${latest.createdAt.toISOString()})`, at: now });
    if (!alive && !open) {
      const detail = latest ? `no activity report since ${latest.createdAt.toISOString()}: no site loses its URL for inactivity until reports arrive` : "no activity report has ever arrived: no site loses its URL for inactivity until reports arrive";
      await raiseAttention(db, { kind: "feed-silent", subject: FEED, detail, at: now });
      logger.warn({ latest: latest?.createdAt }, "the activity feed is silent: inactivity rules wait for it");
    }
    return alive;
  }

  return {
    bookReport,

    /** Charges every closed, uncharged maintenance period of the billed sites; returns how many. */
    async chargeMaintenance(): Promise<number> {
      const now = clock.now();
      const billed = { status: { in: SITE_STATUSES_BILLED }, launchedAt: { not: null } };
      const sites = await db.site.findMany({ where: billed, select: { id: true, packageId: true, launchedAt: true } });
      if (sites.length === 0) return 0;
      const [byId, lastCharges] = await Promise.all([
        packages(),
        // The same sites named by a join, not by a list of ids: tens of thousands of ids exceed what SQLite takes in one statement.
        db.depositEntry.groupBy({ by: ["siteId"], where: { site: billed, kind: "maintenance" }, _max: { reference: true } }),
      ]);
      // References sort like the periods they name ("2026-11-09" < "2026-11-10"), so the max is the latest.
      const lastKey = new Map(lastCharges.map((row) => [row.siteId, row._max.reference]));
      const due: NewEntry[] = [];
      for (const site of sites) {
        const pkg = byId.get(site.packageId);
        if (!pkg || !isSettlementPeriod(pkg.settlementPeriod)) {
          logger.error({ siteId: site.id, packageId: site.packageId }, "site without a billable package");
          continue;
        }
        const period = pkg.settlementPeriod;
        for (const key of periodsToCharge({ period, launchedAt: site.launchedAt!, lastChargedKey: lastKey.get(site.id) ?? null, now })) {
          const amount = maintenanceCharge({ period, feeMinor: pkg.maintenanceFeeMinor, key, launchedAt: site.launchedAt! });
          due.push({ siteId: site.id, kind: "maintenance", amountMinor: -amount, key: `maintenance:${site.id}:${key}`, reference: key, occurredAt: periodEnd(period, key), bookedAt: now });
        }
      }
      // A site's periods stay together and in order (periodsToCharge gives them so); a transaction books
      // many charges, so a day's run commits (and tells the caches) once per 25 charges, not once each.
      let charged = 0;
      for (let from = 0; from < due.length; from += CHARGES_PER_TRANSACTION) {
        const chunk = due.slice(from, from + CHARGES_PER_TRANSACTION);
        try {
          charged += (await db.$transaction((tx) => bookMany(tx, chunk))).length;
        } catch {
          // One site's charge failed the batch: each site's charges again on their own, so only that site waits.
          const bySite = new Map<number, NewEntry[]>();
          for (const entry of chunk) bySite.set(entry.siteId, [...(bySite.get(entry.siteId) ?? []), entry]);
          const booked = await steps.each("charge-maintenance", [...bySite.entries()], ([siteId]) => ({ id: siteId }), ([, entries]) => db.$transaction((tx) => bookMany(tx, entries)));
          charged += booked.reduce((sum, rows) => sum + rows.length, 0);
        }
      }
      return charged;
    },

    /** Records a casino's report of one day (from the provider) with its charges; 409 when the day was reported already. */
    async recordReport(report: ActivityInput, source: "provider" | "demo") {
      const now = clock.now();
      const site = await db.site.findUnique({ where: { id: report.siteId }, select: { packageId: true, status: true } });
      if (!site) return { outcome: "unknown-site" as const };
      const pkg = (await packages()).get(site.packageId)!;
      const stored = await db.$transaction((tx) => bookReport(tx, report, pkg, source, now));
      return stored ? { outcome: "booked" as const, report: stored } : { outcome: "duplicate" as const };
    },

    /**
     * Demo mode: each live site bought with simulated activity has its casino report every closed
     * day since launch (or since its last report) with plausible, repeatable figures. Never with
     * real money; sites made by the testers' scenarios have scripted activity instead.
     */
    async generateDemoReports(): Promise<number> {
      if (config.DEMO_REPORTS !== "on") return 0;
      const now = clock.now();
      const sites = await db.site.findMany({ where: { status: siteStatus.live, simulatedActivity: true, launchedAt: { not: null } }, select: { id: true, packageId: true, launchedAt: true } });
      const byId = await packages();
      let booked = 0;
      await steps.each("demo-report", sites, (site) => site, async (site) => {
        const last = await db.activityReport.findFirst({ where: { siteId: site.id }, orderBy: { day: "desc" }, select: { day: true } });
        for (const day of periodsToCharge({ period: "day", launchedAt: site.launchedAt!, lastChargedKey: last?.day ?? null, now })) {
          const wagersMinor = Math.round(200_000 + noise(site.id, day, 1) * 800_000);
          const report = {
            siteId: site.id,
            day,
            wagersMinor,
            winningsMinor: Math.round(wagersMinor * (0.88 + noise(site.id, day, 2) * 0.1)),
            collectedMinor: Math.round(50_000 + noise(site.id, day, 3) * 300_000),
            payoutCount: Math.floor(noise(site.id, day, 4) * 12),
            playerCount: Math.round(40 + noise(site.id, day, 5) * 160),
          };
          if (await db.$transaction((tx) => bookReport(tx, report, byId.get(site.packageId)!, "demo", now))) booked++;
        }
      });
      return booked;
    },

    /** Suspends live sites whose deposit has been at zero or below for 30 days without a top-up that brought it back above zero. */
    async suspendExhausted(): Promise<number> {
      const now = clock.now();
      const sites = await db.site.findMany({ where: { status: siteStatus.live, depositBalanceMinor: { lte: 0 } }, select: { id: true, userId: true } });
      const done = await steps.each("suspend-site", sites, (site) => site, ({ id }) =>
        db.$transaction(async (tx) => {
          const site = await tx.site.findUniqueOrThrow({ where: { id } });
          const since = await zeroSince(tx, id);
          if (!remedialActionAllowed({ balanceMinor: site.depositBalanceMinor, since, now })) return false;
          const at = remedialActionFrom(since!);
          const [changed] = await transitionSites(tx, { where: { id, depositBalanceMinor: { lte: 0 } }, from: siteStatus.live, to: siteStatus.suspended, actor: "system", cause: "deposit at zero for 30 days without a top-up", at });
          if (changed === undefined) return false;
          await notify(tx, {
            userId: site.userId,
            siteId: id,
            siteName: site.siteName,
            kind: "suspended",
            key: `suspended:${id}:${since!.toISOString()}`,
            urgent: true,
            occurredAt: at,
            params: { pendingMinor: pendingSettlement(site.depositBalanceMinor), zeroSince: since!.toISOString() },
          });
          return true;
        }),
      );
      return done.filter(Boolean).length;
    },

    /** Fraud holds end by themselves after 7 days. */
    async liftHolds(): Promise<number> {
      const now = clock.now();
      const held = await db.site.findMany({ where: { status: siteStatus.held, holdUntil: { lte: now } } });
      const done = await steps.each("lift-hold", held, (site) => site, (site) =>
        db.$transaction(async (tx) => {
          const [changed] = await transitionSites(tx, { where: { id: site.id, holdUntil: { lte: now } }, from: siteStatus.held, to: siteStatus.live, actor: "system", cause: "7-day hold ended", at: site.holdUntil!, data: { holdUntil: null, holdReason: null } });
          if (changed === undefined) return false;
          await resolveNotices(tx, { siteId: site.id, kinds: ["hold-started"], at: site.holdUntil! });
          await notify(tx, { userId: site.userId, siteId: site.id, siteName: site.siteName, kind: "hold-lifted", key: `hold-lifted:${site.id}:${site.holdUntil!.toISOString()}`, urgent: false, occurredAt: site.holdUntil! });
          return true;
        }),
      );
      return done.filter(Boolean).length;
    },

    /**
     * Sites without players' activity: warned 7 days before, and on day 31 the URL is released
     * (the name is free for others; the site keeps its history under the name it had). Only days
     * the activity feed reported count (decision 038): while the feed is silent nothing is
     * reclaimed and nobody warned, and the provider's attention list says the feed is silent.
     */
    async reclaimInactive(): Promise<{ warned: number; released: number }> {
      const now = clock.now();
      if (!(await feedAlive(now))) return { warned: 0, released: 0 };
      // Only sites already in the warning period: activity at least (30 - 7) days ago.
      const warnedSince = new Date(now.getTime() - (INACTIVE_URL_DAYS - INACTIVITY_WARNING_DAYS) * DAY_MS);
      const sites = await db.site.findMany({ where: { status: { in: [siteStatus.live, siteStatus.suspended] }, lastActivityAt: { not: null, lte: warnedSince } } });
      if (sites.length === 0) return { warned: 0, released: 0 };
      const oldest = sites.reduce((min, site) => (site.lastActivityAt! < min ? site.lastActivityAt! : min), now);
      // The days the feed reported since the oldest of these activities: its coverage, one query for all sites.
      const covered = (await db.activityReport.groupBy({ by: ["day"], where: { day: { gt: periodKeyAt("day", oldest) } }, orderBy: { day: "asc" } })).map((row) => row.day);
      // The warnings already given to these sites, in one query rather than one per site.
      const given = new Set((await db.notice.findMany({ where: { kind: "inactive-warning", occurredAt: { gte: oldest } }, select: { key: true } })).map((notice) => notice.key));
      let warned = 0;
      const released = await steps.each("reclaim-inactive", sites, (site) => site, async (site) => {
        const last = site.lastActivityAt!;
        const { warnFrom, releaseFrom } = inactivityDeadlines(last, covered);
        if (releaseFrom !== null && now >= releaseFrom) {
          return db.$transaction(async (tx) => {
            const [changed] = await transitionSites(tx, {
              where: { id: site.id, lastActivityAt: last },
              from: [siteStatus.live, siteStatus.suspended],
              to: siteStatus.released,
              actor: "system",
              cause: "inactive for more than 30 days: URL released",
              at: releaseFrom,
              // Characters no site name may hold, so the old name and domain are free and never collide.
              data: { releasedName: site.siteName, siteName: `${site.siteName}~${site.id}`, domain: `${site.domain}~${site.id}` },
            });
            if (changed === undefined) return false;
            await resolveNotices(tx, { siteId: site.id, kinds: ["inactive-warning", "deposit-low", "deposit-zero", "suspended"], at: releaseFrom });
            await notify(tx, { userId: site.userId, siteId: site.id, siteName: site.siteName, kind: "url-released", key: `url-released:${site.id}`, urgent: false, occurredAt: releaseFrom, params: { domain: site.domain } });
            return true;
          });
        }
        const key = `inactive-warning:${site.id}:${last.toISOString()}`;
        if (warnFrom === null || now < warnFrom || given.has(key)) return false;
        // The release date the warning names: day 31 if the feed goes on reporting every day.
        const releaseAt = new Date(warnFrom.getTime() + INACTIVITY_WARNING_DAYS * DAY_MS);
        await db.$transaction((tx) =>
          notify(tx, { userId: site.userId, siteId: site.id, siteName: site.siteName, kind: "inactive-warning", key, urgent: true, occurredAt: warnFrom, params: { releaseAt: releaseAt.toISOString(), domain: site.domain } }),
        );
        warned++;
        return false;
      });
      return { warned, released: released.filter(Boolean).length };
    },
  };
}

export type BillingService = ReturnType<typeof billingService>;
