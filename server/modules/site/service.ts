import type { Config } from "../../config";
import { isolatedSteps } from "../attention/service";
import type { Locale } from "@shared/contracts/locales";
import type { BalanceDay, SiteChoice, SiteList, Site as SiteView } from "@shared/contracts/site";
import type { Deps } from "../../deps";
import { atZeroSince, DAY_MS, dailyMaintenance, dayStartPlus, isSettlementPeriod, needsTopUpNotice, pendingSettlement, periodKeyAt, remedialActionFrom, runwayDays, urlReleaseFrom } from "@shared/domain/billing";
import { SETTLEMENT_CURRENCY, SITE_CHART_DAYS, SITE_LATEST_CHANGES } from "@shared/domain/constants";
import { orderStatus } from "@shared/domain/order-status";
import { paymentStatus } from "@shared/domain/payment-status";
import { SITE_STATUSES_BILLED, SITE_STATUSES_IN_BUILD, buildEndsAt, buildStateAt, siteStatus, type SiteStatus } from "@shared/domain/site-status";
import { transitionOrders, transitionSites } from "../../lifecycle/transitions";
import type { DepositEntry, Order, Package, Prisma, Site } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import type { WrittenJson } from "../../http/envelope";
import { caches, type Catalogue } from "../../db/cache/caches";
import { writtenAnswer } from "../../db/cache/written-answers";
import { hashPassword } from "../auth/password";
import { book, type LedgerKind } from "../billing/ledger";
import { catalogue, referencesIn, toProduct } from "../cart/product";

type Client = Prisma.TransactionClient;

/**
 * Entries in the order they happened, each with the site's balance after it: the ledger's running
 * sum, from `carriedIn` (the balance before the first of them: 0 for a whole ledger).
 */
export function withBalances<E extends { amountMinor: number }>(entries: E[], carriedIn = 0): (E & { balanceAfterMinor: number })[] {
  let balance = carriedIn;
  return entries.map((entry) => ({ ...entry, balanceAfterMinor: (balance += entry.amountMinor) }));
}

/**
 * The latest part of a site's ledger, with balances: the whole ledger (`carriedIn` null), or its
 * entries since some moment and the balance carried into them from the older ones, not read.
 */
type LedgerTail = { entries: (LedgerPoint & { balanceAfterMinor: number })[]; carriedIn: number | null };

/** What a site's view reads of each of its ledger's entries. */
const ledgerPoint = { id: true, siteId: true, kind: true, amountMinor: true, reference: true, occurredAt: true } as const;
type LedgerPoint = Pick<DepositEntry, keyof typeof ledgerPoint>;

/**
 * The chart's line of a site's ledger (its tail, reaching back at least to the window's start):
 * the balance at the end of each day with a change, over the SITE_CHART_DAYS days up to the latest
 * change, after the balance carried into them as the end of the day before. At most 91 points,
 * however old the site; a site billed daily sent 400 entries a chart after some 100 days.
 */
function balanceDays({ entries, carriedIn }: LedgerTail): BalanceDay[] {
  if (entries.length === 0) return [];
  const latest = entries[entries.length - 1].occurredAt;
  const from = dayStartPlus(latest, 1 - SITE_CHART_DAYS).getTime();
  const dayBefore = periodKeyAt("day", dayStartPlus(latest, -SITE_CHART_DAYS));
  const days = new Map<string, number>(carriedIn === null ? [] : [[dayBefore, carriedIn]]);
  for (const entry of entries) days.set(entry.occurredAt.getTime() < from ? dayBefore : periodKeyAt("day", entry.occurredAt), entry.balanceAfterMinor);
  return [...days].map(([day, balanceMinor]) => ({ day, balanceMinor }));
}

/** A billed site's balance below 30% of its prepaid deposit: the "top up" flag of the site list and the pickers. */
function showsTopUpNotice(site: { status: string; depositBalanceMinor: number; order: { depositMinor: number } }): boolean {
  return SITE_STATUSES_BILLED.includes(site.status as SiteStatus) && needsTopUpNotice(site.depositBalanceMinor, site.order.depositMinor);
}

/** Entries of several sites, by site, each site's in the order given. */
function bySite<E extends { siteId: number }>(entries: E[]): Map<number, E[]> {
  const sites = new Map<number, E[]>();
  for (const entry of entries) {
    const ledger = sites.get(entry.siteId);
    if (ledger) ledger.push(entry);
    else sites.set(entry.siteId, [entry]);
  }
  return sites;
}

/**
 * Entries of several sites (in the order they happened) as each site's ledger with its balances, in
 * one pass: from zero, or from the balance `carriedIn` gives a site before its first entry here.
 */
export function ledgersBySite<E extends { siteId: number; amountMinor: number }>(entries: E[], carriedIn?: Map<number, number>): Map<number, (E & { balanceAfterMinor: number })[]> {
  return new Map([...bySite(entries)].map(([siteId, ledger]) => [siteId, withBalances(ledger, carriedIn?.get(siteId) ?? 0)]));
}

/** The fees a site's daily charge averages: its costs besides maintenance, over the last 30 days. */
const FEE_WINDOW_MS = 30 * DAY_MS;
const isFee = (entry: { kind: string; amountMinor: number }) => entry.kind !== "maintenance" && entry.kind !== "adjustment" && entry.amountMinor < 0;

/**
 * What a site costs a day now: its maintenance as a daily rate plus the average of its fees and
 * royalty over the last 30 days. Runway is the balance over this.
 */
function dailyCharge(pkg: Package, entries: { kind: string; amountMinor: number; occurredAt: Date }[], now: Date): number {
  const from = now.getTime() - FEE_WINDOW_MS;
  const recentFees = entries.filter((e) => isFee(e) && e.occurredAt.getTime() > from).reduce((sum, e) => sum - e.amountMinor, 0);
  const period = isSettlementPeriod(pkg.settlementPeriod) ? pkg.settlementPeriod : "day";
  return dailyMaintenance(period, pkg.maintenanceFeeMinor) + Math.round(recentFees / 30);
}

/** The moment the clock alone next changes `dailyCharge` (a fee leaving its window), or Infinity. */
function dailyChargeChangesAt(entries: { kind: string; amountMinor: number; occurredAt: Date }[], now: Date): number {
  let until = Infinity;
  for (const entry of entries) {
    const leaves = entry.occurredAt.getTime() + FEE_WINDOW_MS;
    if (isFee(entry) && leaves > now.getTime() && leaves < until) until = leaves;
  }
  return until;
}

/** A site's host name under SITE_BASE_DOMAIN, and its back office on the admin. subdomain of it: the one rule. */
export function siteAddresses(siteName: string, baseDomain: string) {
  const domain = `${siteName}.${baseDomain}`;
  return { domain, backofficeUrl: `https://admin.${domain}` };
}

/** A site as a page of the site list keeps it: its rows, and what its view owes to them alone, written out once. */
export type PreparedSite = {
  site: Site & { order: Order };
  entries: LedgerPoint[];
  billed: boolean;
  written: Pick<SiteView, "domain" | "buildStartedAt" | "estimatedLiveAt" | "launchedAt" | "createdAt" | "atZeroSince" | "suspendFrom" | "holdUntil" | "lastActivityAt" | "urlReleaseAt" | "ledger" | "balanceDays">;
};

/**
 * What a site's view owes only to its rows, made once for as long as the page is kept: its dates
 * written out, its last ledger points. Writing out 50 sites' dates and ledgers at every read was a
 * third of `GET /api/site`'s time.
 */
function prepareSite(site: Site & { order: Order }, tail: LedgerTail, config: Pick<Config, "SITE_BASE_DOMAIN" | "SITE_BUILD_SECONDS">): PreparedSite {
  const { entries, carriedIn } = tail;
  const billed = SITE_STATUSES_BILLED.includes(site.status as SiteStatus);
  // The older entries' balance as one entry before the tail: the rule runs as over the whole ledger.
  const since = atZeroSince(carriedIn === null ? entries : [{ amountMinor: carriedIn, occurredAt: entries[0].occurredAt }, ...entries]);
  const written = {
    domain: site.releasedName === null ? site.domain : siteAddresses(site.releasedName, config.SITE_BASE_DOMAIN).domain,
    buildStartedAt: site.buildStartedAt?.toISOString() ?? null,
    estimatedLiveAt: site.launchedAt?.toISOString() ?? (site.buildStartedAt ? buildEndsAt(site.buildStartedAt, config.SITE_BUILD_SECONDS).toISOString() : null),
    launchedAt: site.launchedAt?.toISOString() ?? null,
    createdAt: site.createdAt.toISOString(),
    atZeroSince: billed ? (since?.toISOString() ?? null) : null,
    suspendFrom: billed && since ? remedialActionFrom(since).toISOString() : null,
    holdUntil: site.holdUntil?.toISOString() ?? null,
    lastActivityAt: site.lastActivityAt?.toISOString() ?? null,
    urlReleaseAt: billed && site.lastActivityAt ? urlReleaseFrom(site.lastActivityAt).toISOString() : null,
    balanceDays: balanceDays(tail),
    ledger: entries.slice(-SITE_LATEST_CHANGES).map((entry) => ({
      id: entry.id,
      kind: entry.kind as LedgerKind,
      amountMinor: entry.amountMinor,
      balanceAfterMinor: entry.balanceAfterMinor,
      reference: entry.reference,
      occurredAt: entry.occurredAt.toISOString(),
    })),
  };
  return { site, entries, billed, written };
}

/**
 * Opens the site of a freshly paid order, queued for its build, which starts at once: from then
 * on the clock alone says how far the build is (see buildStateAt). Runs inside the payment's
 * confirmation, so a paid order gets exactly one site (Site.orderId is unique as well).
 */
export async function provisionSite(tx: Client, order: Order, config: Pick<Config, "SITE_BASE_DOMAIN" | "DEMO_REPORTS">, now: Date): Promise<Site> {
  const country = await tx.country.findUniqueOrThrow({ where: { id: order.countryId } });
  const { domain, backofficeUrl } = siteAddresses(order.siteName, config.SITE_BASE_DOMAIN);
  return tx.site.create({
    data: {
      userId: order.userId,
      orderId: order.id,
      siteName: order.siteName,
      countryId: order.countryId,
      packageId: order.packageId,
      templateId: order.templateId,
      colorSchemeId: order.colorSchemeId,
      currency: country.currencyCode,
      domain,
      backofficeUrl,
      operationAccount: order.operationAccount,
      operationPasswordHash: order.operationPasswordHash,
      status: siteStatus.queued,
      progress: 0,
      buildStartedAt: now,
      simulatedActivity: config.DEMO_REPORTS === "on",
      createdAt: now,
      updatedAt: now,
    },
  });
}

export function siteService(deps: Pick<Deps, "db" | "clock" | "config" | "logger">) {
  const { db, clock, config } = deps;
  const steps = isolatedSteps(deps);
  /**
   * Makes the builds in scope durable: progress as the clock says, and a build that has run its
   * time goes live, which completes its order (1 -> 2) and books the prepaid deposit. Each step
   * is conditional on the status it expects, so concurrent callers (the scheduler, several API
   * processes, a read) apply it once.
   */
  async function advanceBuilds(scope: { userId?: number } = {}): Promise<number> {
    const now = clock.now();
    const sites = await db.site.findMany({ where: { ...scope, status: { in: SITE_STATUSES_IN_BUILD }, buildStartedAt: { not: null } } });
    const launches = await steps.each("advance-build", sites, (site) => ({ id: site.id, userId: site.userId }), async (site) => {
      const state = buildStateAt(site.buildStartedAt!, now, config.SITE_BUILD_SECONDS);
      if (state.status === siteStatus.live) return goLive(site, state.liveAt);
      if (state.status !== site.status) {
        await transitionSites(db, {
          where: { id: site.id, progress: { lte: state.progress } },
          from: site.status as SiteStatus,
          to: state.status,
          actor: "system",
          cause: "build started",
          at: now,
          data: { progress: state.progress },
        });
      } else if (state.progress > site.progress) {
        await db.site.updateMany({ where: { id: site.id, status: site.status, progress: { lte: state.progress } }, data: { progress: state.progress } });
      }
      return false;
    });
    return launches.filter(Boolean).length;
  }

  async function goLive(site: Site, liveAt: Date): Promise<boolean> {
    const at = clock.now();
    return db.$transaction(async (tx) => {
      const [live] = await transitionSites(tx, {
        where: { id: site.id },
        from: SITE_STATUSES_IN_BUILD,
        to: siteStatus.live,
        actor: "system",
        cause: "build finished",
        at,
        data: { progress: 100, launchedAt: liveAt, lastActivityAt: liveAt },
      });
      if (live === undefined) return false;
      const order = await tx.order.findUniqueOrThrow({ where: { id: site.orderId } });
      await book(tx, { siteId: site.id, kind: "prepaid", amountMinor: order.depositMinor, key: `prepaid:${site.id}`, reference: order.orderNo, occurredAt: liveAt, bookedAt: at });
      // An order paid more than its amount (decision 021): the surplus joins the deposit with the prepaid part.
      const paid = await tx.payment.findFirst({ where: { orderId: order.id, status: paymentStatus.confirmed }, select: { id: true, paidMinor: true, amountMinor: true, txHash: true } });
      if (paid && paid.paidMinor > paid.amountMinor) {
        await book(tx, { siteId: site.id, kind: "topup", amountMinor: paid.paidMinor - paid.amountMinor, key: `overpaid:payment:${paid.id}`, reference: paid.txHash ?? order.orderNo, occurredAt: liveAt, bookedAt: at });
      }
      await transitionOrders(tx, { where: { id: order.id }, from: orderStatus.purchased, to: orderStatus.completed, actor: "system", cause: "its site went live", at });
      return true;
    });
  }

  /**
   * What the sites' views need of their ledgers (`sites` as just read, with their balances): each
   * site's entries since the earlier of its chart's window (SITE_CHART_DAYS up to its latest
   * change) and the fees' 30 days before `now`, their balances counted back from the site's
   * balance, which book() keeps equal to its ledger's sum. A year-old site billed daily, with its
   * reports' fees, has some 1,400 entries: reading all of them for a page of 48 such sites took
   * 0.7 s, and kept the process from anything else meanwhile (decision 031).
   * A site's whole ledger is read when its window holds fewer than its latest ten changes (a site
   * changing rarely: a short ledger), when a billed site's deposit may have been at zero since
   * before the window (the days-at-zero rule looks further back), or when its balance moved while
   * the window was read (a write between the reads: the balance would not be the window's).
   */
  async function ledgerTails(sites: Site[], now: Date): Promise<Map<number, LedgerTail>> {
    const tails = new Map<number, LedgerTail>();
    if (sites.length === 0) return tails;
    const ids = sites.map((site) => site.id);
    const extents = await db.depositEntry.groupBy({ by: ["siteId"], where: { siteId: { in: ids } }, _max: { occurredAt: true }, _count: { _all: true } });
    const feesFrom = now.getTime() - FEE_WINDOW_MS;
    const windows = extents.map((extent) => ({ siteId: extent.siteId, occurredAt: { gte: new Date(Math.min(dayStartPlus(extent._max.occurredAt!, 1 - SITE_CHART_DAYS).getTime(), feesFrom)) } }));
    const inWindows = windows.length === 0 ? [] : await db.depositEntry.findMany({ where: { OR: windows }, select: ledgerPoint, orderBy: [{ occurredAt: "asc" }, { id: "asc" }] });
    const balancesAfter = new Map((await db.site.findMany({ where: { id: { in: ids } }, select: { id: true, depositBalanceMinor: true } })).map((site) => [site.id, site.depositBalanceMinor]));
    const windowsBySite = bySite(inWindows);
    const counts = new Map(extents.map((extent) => [extent.siteId, extent._count._all]));
    const whole: number[] = [];
    for (const site of sites) {
      const window = windowsBySite.get(site.id) ?? [];
      const older = (counts.get(site.id) ?? 0) - window.length;
      const carriedIn = site.depositBalanceMinor - window.reduce((sum, entry) => sum + entry.amountMinor, 0);
      const entries = withBalances(window, carriedIn);
      const steady = balancesAfter.get(site.id) === site.depositBalanceMinor && older >= 0 && (older > 0 || carriedIn === 0);
      // Days at zero are shown for billed sites only: only theirs may need to look further back.
      const billed = SITE_STATUSES_BILLED.includes(site.status as SiteStatus);
      const enough = older === 0 || (window.length >= SITE_LATEST_CHANGES && (!billed || carriedIn > 0 || entries.some((entry) => entry.balanceAfterMinor > 0)));
      if (steady && enough) tails.set(site.id, { entries, carriedIn: older > 0 ? carriedIn : null });
      else whole.push(site.id);
    }
    if (whole.length > 0) {
      const ledgers = ledgersBySite(await db.depositEntry.findMany({ where: { siteId: { in: whole } }, select: ledgerPoint, orderBy: [{ occurredAt: "asc" }, { id: "asc" }] }));
      for (const id of whole) tails.set(id, { entries: ledgers.get(id) ?? [], carriedIn: null });
    }
    return tails;
  }

  // One object literal, field by field: spreading the product's fields into it made V8 build each
  // of the 50 views as a dictionary, 8 µs apiece, and slowed their JSON too.
  function view(prepared: PreparedSite[], locale: Locale, shelf: Catalogue, now: Date): SiteView[] {
    const references = referencesIn(shelf);
    return prepared.map(({ site, entries, billed, written }) => {
      const rows = references(site);
      const product = toProduct(rows, locale);
      const perDay = billed ? dailyCharge(rows.package, entries, now) : 0;
      return {
        id: site.id,
        orderId: site.orderId,
        orderNo: site.order.orderNo,
        siteName: site.releasedName ?? site.siteName,
        country: product.country,
        package: product.package,
        template: product.template,
        colorScheme: product.colorScheme,
        status: site.status as SiteView["status"],
        progress: site.progress,
        currency: site.currency,
        domain: written.domain,
        siteUrl: `https://${site.domain}`,
        backofficeUrl: site.backofficeUrl,
        operationAccount: site.operationAccount,
        server: site.server,
        buildStartedAt: written.buildStartedAt,
        estimatedLiveAt: written.estimatedLiveAt,
        launchedAt: written.launchedAt,
        createdAt: written.createdAt,
        settlementCurrency: SETTLEMENT_CURRENCY,
        depositBalanceMinor: site.depositBalanceMinor,
        prepaidDepositMinor: site.order.depositMinor,
        pendingSettlementMinor: pendingSettlement(site.depositBalanceMinor),
        dailyChargeMinor: perDay,
        runwayDays: billed ? runwayDays(site.depositBalanceMinor, perDay) : null,
        topUpNotice: showsTopUpNotice(site),
        atZeroSince: written.atZeroSince,
        suspendFrom: written.suspendFrom,
        holdUntil: written.holdUntil,
        holdReason: site.holdReason,
        lastActivityAt: written.lastActivityAt,
        urlReleaseAt: written.urlReleaseAt,
        ledger: written.ledger,
        balanceDays: written.balanceDays,
      };
    });
  }

  return {
    advanceBuilds,

    /**
     * A page of the caller's sites, newest first (or the one named by `id`), as stored: callers
     * bring them up to the clock first (dueWork's catchUp, server/jobs/due-work.ts). A kept page's
     * answer is written once per language, until a fee leaves a daily charge's 30 days.
     */
    async list(caller: Caller, locale: Locale, query: { id?: number; page: number; pageSize: number }): Promise<WrittenJson<SiteList>> {
      const where = { userId: caller.userId, id: query.id };
      const kept = await caches(db).sitePages.get(`${caller.userId}:${query.id}:${query.page}:${query.pageSize}`, async () => {
        const [total, sites] = await Promise.all([
          db.site.count({ where }),
          db.site.findMany({
            where,
            include: { order: true },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            skip: (query.page - 1) * query.pageSize,
            take: query.pageSize,
          }),
        ]);
        const tails = await ledgerTails(sites, clock.now());
        return { total, sites: sites.map((site) => prepareSite(site, tails.get(site.id)!, config)) };
      });
      if (query.id !== undefined && kept.total === 0) throw new AppError("NOT_FOUND");
      const shelf = await catalogue(db);
      const now = clock.now();
      return writtenAnswer(kept, locale, shelf, now, () => ({
        data: { items: view(kept.sites, locale, shelf, now), total: kept.total, page: query.page, pageSize: query.pageSize } satisfies SiteList,
        until: Math.min(...kept.sites.filter((site) => site.billed).map((site) => dailyChargeChangesAt(site.entries, now))),
      }));
    },

    /** A page of the caller's sites as a picker shows them (the settlement page's): no ledger is read. */
    async choices(caller: Caller, query: { id?: number; page: number; pageSize: number }): Promise<{ items: SiteChoice[]; total: number; page: number; pageSize: number }> {
      const where = { userId: caller.userId, id: query.id };
      const { total, sites } = await caches(db).siteChoices.get(`${caller.userId}:${query.id}:${query.page}:${query.pageSize}`, async () => {
        const [total, sites] = await Promise.all([
          db.site.count({ where }),
          db.site.findMany({
            where,
            select: { id: true, siteName: true, releasedName: true, status: true, depositBalanceMinor: true, order: { select: { depositMinor: true } } },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            skip: (query.page - 1) * query.pageSize,
            take: query.pageSize,
          }),
        ]);
        return { total, sites };
      });
      if (query.id !== undefined && total === 0) throw new AppError("NOT_FOUND");
      const items = sites.map((site) => ({
        id: site.id,
        siteName: site.releasedName ?? site.siteName,
        status: site.status as SiteView["status"],
        settlementCurrency: SETTLEMENT_CURRENCY,
        depositBalanceMinor: site.depositBalanceMinor,
        topUpNotice: showsTopUpNotice(site),
      }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async resetPassword(caller: Caller, id: number, password: string): Promise<void> {
      const site = await db.site.findFirst({ where: { id, userId: caller.userId }, select: { id: true } });
      if (!site) throw new AppError("NOT_FOUND");
      const operationPasswordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
      await db.site.updateMany({ where: { id, userId: caller.userId }, data: { operationPasswordHash, updatedAt: clock.now() } });
    },
  };
}

export type SiteService = ReturnType<typeof siteService>;
