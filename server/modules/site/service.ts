import type { Config } from "../../config";
import { isolatedSteps } from "../attention/service";
import type { Locale } from "@shared/contracts/locales";
import type { SiteChoice, SiteList, Site as SiteView } from "@shared/contracts/site";
import type { Deps } from "../../deps";
import { pendingSettlement, remedialActionFrom, runwayDays, urlReleaseFrom, type LedgerKind } from "@shared/domain/billing";
import { SETTLEMENT_CURRENCY, SITE_LATEST_CHANGES } from "@shared/domain/constants";
import { orderStatus } from "@shared/domain/order-status";
import { paymentStatus } from "@shared/domain/payment-status";
import { SITE_STATUSES_BILLED, SITE_STATUSES_IN_BUILD, buildEndsAt, buildStateAt, siteStatus, type SiteStatus } from "@shared/domain/site-status";
import { transitionOrders, transitionSites } from "../../lifecycle/transitions";
import type { Order, Payment, Prisma, Site } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import type { WrittenJson } from "../../http/envelope";
import { keptCache, ROW_TTL_MS, type Catalogue } from "../../db/cache/caches";
import { writtenAnswer } from "../../db/cache/written-answers";
import { hashPassword } from "../auth/password";
import { balanceDays, dailyCharge, dailyChargeChangesAt, showsTopUpNotice, tailAtZeroSince, type LedgerPoint, type LedgerTail } from "../ledger/arithmetic";
import { bookMany, type NewEntry } from "../ledger/book";
import { ledgerTails } from "../ledger/reads";
import { catalogue, referencesIn, toProduct } from "../cart/product";

type Client = Prisma.TransactionClient;

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
  /** For a site in build, what its launch will book and the ledger it books on: a view past its build end shows them. */
  launch: { entries: NewEntry[]; tail: LedgerTail } | null;
  written: Pick<SiteView, "domain" | "buildStartedAt" | "estimatedLiveAt" | "launchedAt" | "createdAt" | "atZeroSince" | "suspendFrom" | "holdUntil" | "lastActivityAt" | "urlReleaseAt" | "ledger" | "balanceDays">;
};

/**
 * What a site's view owes only to its rows, made once for as long as the page is kept: its dates
 * written out, its last ledger points. Writing out 50 sites' dates and ledgers at every read was a
 * third of `GET /api/site`'s time.
 */
function prepareSite(site: Site & { order: Order }, tail: LedgerTail, launch: NewEntry[] | null, config: Pick<Config, "SITE_BASE_DOMAIN" | "SITE_BUILD_SECONDS">): PreparedSite {
  const { entries } = tail;
  const billed = SITE_STATUSES_BILLED.includes(site.status as SiteStatus);
  const since = tailAtZeroSince(tail);
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
  return { site, entries, billed, launch: launch && { entries: launch, tail }, written };
}

/**
 * A site shown live before its launch is recorded, prepared as it will be once recorded: its launch
 * dates, its balance and chart with the launch's entries (the list of latest changes shows entries
 * once booked, with their ids).
 */
function prepareLaunched(prepared: PreparedSite, shown: Site & { order: Order }, config: Pick<Config, "SITE_BASE_DOMAIN" | "SITE_BUILD_SECONDS">): PreparedSite {
  const { entries: launch, tail } = prepared.launch!;
  let balance = shown.depositBalanceMinor;
  const points = launch.map((entry) => ({ id: 0, siteId: entry.siteId, kind: entry.kind, amountMinor: entry.amountMinor, reference: entry.reference, occurredAt: entry.occurredAt, balanceAfterMinor: (balance += entry.amountMinor) }));
  const launched = prepareSite({ ...shown, depositBalanceMinor: balance }, { entries: [...tail.entries, ...points], carriedIn: tail.carriedIn }, null, config);
  return { ...launched, written: { ...launched.written, ledger: prepared.written.ledger } };
}

/** A site's build fields, as the build derives them. */
type BuildFields = Pick<Site, "status" | "progress" | "buildStartedAt" | "launchedAt" | "lastActivityAt">;

/**
 * A site as of `now`: a build in progress at the status and progress its clock gives, and live once
 * its time has passed, with the dates its launch records (decision 039). The one rule for what a
 * build looks like: the views show it, advanceBuilds records it. Any other site is as stored.
 */
export function siteAt<S extends BuildFields>(site: S, now: Date, buildSeconds: number): S {
  if (!SITE_STATUSES_IN_BUILD.includes(site.status as SiteStatus) || site.buildStartedAt === null) return site;
  const state = buildStateAt(site.buildStartedAt, now, buildSeconds);
  if (state.status !== siteStatus.live) return { ...site, status: state.status, progress: Math.max(site.progress, state.progress) };
  return { ...site, status: state.status, progress: 100, launchedAt: state.liveAt, lastActivityAt: state.liveAt };
}

/** The next moment `siteAt` shows a build otherwise: its next whole percent, or its end. */
function buildChangesAt(buildStartedAt: Date, now: Date, buildSeconds: number): number {
  const totalMs = buildSeconds * 1000;
  const elapsed = now.getTime() - buildStartedAt.getTime();
  if (elapsed >= totalMs) return Infinity;
  if (elapsed < 0) return buildStartedAt.getTime();
  return buildStartedAt.getTime() + Math.min(totalMs, Math.ceil(((Math.floor((elapsed * 100) / totalMs) + 1) * totalMs) / 100));
}

/** Whether `siteAt` shows a site launched that is stored in build: its launch's entries are not booked yet. */
function launching(stored: { status: string }, shown: { status: string }): boolean {
  return SITE_STATUSES_IN_BUILD.includes(stored.status as SiteStatus) && shown.status === siteStatus.live;
}

/** What of an order's confirmed payment its site's launch books: the part paid beyond the amount. */
const launchPayment = { id: true, orderId: true, paidMinor: true, amountMinor: true, txHash: true } as const;
type LaunchPayment = Pick<Payment, keyof typeof launchPayment>;

/**
 * What a site's launch books on its ledger: the order's prepaid deposit and, for an order paid more
 * than its amount (decision 021), the surplus. goLive books them; the views add them to a site
 * shown live before its launch is recorded.
 */
function launchEntries(site: { id: number }, order: Pick<Order, "depositMinor" | "orderNo">, paid: LaunchPayment | null, liveAt: Date, bookedAt: Date): NewEntry[] {
  const entries: NewEntry[] = [{ siteId: site.id, kind: "prepaid", amountMinor: order.depositMinor, key: `prepaid:${site.id}`, reference: order.orderNo, occurredAt: liveAt, bookedAt }];
  if (paid && paid.paidMinor > paid.amountMinor) {
    entries.push({ siteId: site.id, kind: "topup", amountMinor: paid.paidMinor - paid.amountMinor, key: `overpaid:payment:${paid.id}`, reference: paid.txHash ?? order.orderNo, occurredAt: liveAt, bookedAt });
  }
  return entries;
}

/** The confirmed payments of the orders of the sites still in build, by order: what their launches book. */
async function launchPayments(db: Deps["db"], sites: { status: string; orderId: number }[]): Promise<Map<number, LaunchPayment>> {
  const orderIds = sites.filter((site) => SITE_STATUSES_IN_BUILD.includes(site.status as SiteStatus)).map((site) => site.orderId);
  if (orderIds.length === 0) return new Map();
  const paid = await db.payment.findMany({ where: { orderId: { in: orderIds }, status: paymentStatus.confirmed }, select: launchPayment });
  return new Map(paid.map((payment) => [payment.orderId!, payment]));
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

/** What a site picker needs of a site, and what its launch books while it builds. */
type SiteChoiceRow = Pick<Site, "id" | "orderId" | "siteName" | "releasedName" | "status" | "depositBalanceMinor" | "buildStartedAt"> & { order: Pick<Order, "depositMinor" | "orderNo"> };

/** Pages of a merchant's sites, each with what its view owes to its rows alone (its dates, its ledger points) already written out. */
const sitePages = (db: Deps["db"]) =>
  keptCache<{ total: number; sites: PreparedSite[] }>(db, "sitePages", { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["Site", "Order", "Payment", "DepositEntry", "User"], byMerchant: {} });

/** Pages of a merchant's sites as the pickers show them. */
const siteChoices = (db: Deps["db"]) =>
  keptCache<{ total: number; sites: SiteChoiceRow[]; paid: Map<number, LaunchPayment> }>(db, "siteChoices", { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["Site", "Order", "Payment", "User"], byMerchant: {} });

export function siteService(deps: Pick<Deps, "db" | "clock" | "config" | "logger">) {
  const { db, clock, config } = deps;
  const steps = isolatedSteps(deps);
  /**
   * Makes the builds durable as siteAt shows them: progress as the clock says, and a build that has
   * run its time goes live, which completes its order (1 -> 2) and books the prepaid deposit. Each
   * step is conditional on the status it expects, so concurrent runs (several API processes) apply
   * it once.
   */
  async function advanceBuilds(): Promise<number> {
    const now = clock.now();
    const sites = await db.site.findMany({ where: { status: { in: SITE_STATUSES_IN_BUILD }, buildStartedAt: { not: null } } });
    const launches = await steps.each("advance-build", sites, (site) => ({ id: site.id, userId: site.userId }), async (site) => {
      const shown = siteAt(site, now, config.SITE_BUILD_SECONDS);
      if (shown.status === siteStatus.live) return goLive(site, shown.launchedAt!);
      if (shown.status !== site.status) {
        await transitionSites(db, {
          where: { id: site.id, progress: { lte: shown.progress } },
          from: site.status as SiteStatus,
          to: shown.status as SiteStatus,
          actor: "system",
          cause: "build started",
          at: now,
          data: { progress: shown.progress },
        });
      } else if (shown.progress > site.progress) {
        await db.site.updateMany({ where: { id: site.id, status: site.status, progress: { lte: shown.progress } }, data: { progress: shown.progress } });
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
      const paid = await tx.payment.findFirst({ where: { orderId: order.id, status: paymentStatus.confirmed }, select: launchPayment });
      await bookMany(tx, launchEntries(site, order, paid, liveAt, at));
      await transitionOrders(tx, { where: { id: order.id }, from: orderStatus.purchased, to: orderStatus.completed, actor: "system", cause: "its site went live", at });
      return true;
    });
  }

  // One object literal, field by field: spreading the product's fields into it made V8 build each
  // of the 50 views as a dictionary, 8 µs apiece, and slowed their JSON too.
  function view(prepared: PreparedSite[], locale: Locale, shelf: Catalogue, now: Date): SiteView[] {
    const references = referencesIn(shelf);
    return prepared.map((stored) => {
      const shown = siteAt(stored.site, now, config.SITE_BUILD_SECONDS);
      const { site, entries, billed, written } = launching(stored.site, shown) ? prepareLaunched(stored, shown, config) : { ...stored, site: shown };
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
     * A page of the caller's sites, newest first (or the one named by `id`), builds as of now
     * (siteAt). A kept page's answer is written once per language, until a fee leaves a daily
     * charge's 30 days or a build moves.
     */
    async list(caller: Caller, locale: Locale, query: { id?: number; page: number; pageSize: number }): Promise<WrittenJson<SiteList>> {
      const where = { userId: caller.userId, id: query.id };
      const kept = await sitePages(db).get(`${caller.userId}:${query.id}:${query.page}:${query.pageSize}`, async () => {
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
        const now = clock.now();
        const [tails, paid] = await Promise.all([ledgerTails(db, sites, now), launchPayments(db, sites)]);
        const launch = (site: Site & { order: Order }) =>
          SITE_STATUSES_IN_BUILD.includes(site.status as SiteStatus) && site.buildStartedAt !== null
            ? launchEntries(site, site.order, paid.get(site.orderId) ?? null, buildEndsAt(site.buildStartedAt, config.SITE_BUILD_SECONDS), now)
            : null;
        return { total, sites: sites.map((site) => prepareSite(site, tails.get(site.id)!, launch(site), config)) };
      });
      if (query.id !== undefined && kept.total === 0) throw new AppError("NOT_FOUND");
      const shelf = await catalogue(db);
      const now = clock.now();
      return writtenAnswer(kept, locale, shelf, now, () => ({
        data: { items: view(kept.sites, locale, shelf, now), total: kept.total, page: query.page, pageSize: query.pageSize } satisfies SiteList,
        until: Math.min(
          ...kept.sites.filter((site) => site.billed).map((site) => dailyChargeChangesAt(site.entries, now)),
          ...kept.sites.filter((site) => site.launch !== null).map((site) => buildChangesAt(site.site.buildStartedAt!, now, config.SITE_BUILD_SECONDS)),
        ),
      }));
    },

    /** A page of the caller's sites as a picker shows them (the settlement page's): no ledger is read. */
    async choices(caller: Caller, query: { id?: number; page: number; pageSize: number }): Promise<{ items: SiteChoice[]; total: number; page: number; pageSize: number }> {
      const where = { userId: caller.userId, id: query.id };
      const { total, sites, paid } = await siteChoices(db).get(`${caller.userId}:${query.id}:${query.page}:${query.pageSize}`, async () => {
        const [total, sites] = await Promise.all([
          db.site.count({ where }),
          db.site.findMany({
            where,
            select: { id: true, orderId: true, siteName: true, releasedName: true, status: true, depositBalanceMinor: true, buildStartedAt: true, order: { select: { depositMinor: true, orderNo: true } } },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            skip: (query.page - 1) * query.pageSize,
            take: query.pageSize,
          }),
        ]);
        return { total, sites, paid: await launchPayments(db, sites) };
      });
      if (query.id !== undefined && total === 0) throw new AppError("NOT_FOUND");
      const now = clock.now();
      const items = sites.map((stored) => {
        // Only a build's status and the deposit its launch books show in a picker.
        const { status } = siteAt({ ...stored, progress: 0, launchedAt: null, lastActivityAt: null }, now, config.SITE_BUILD_SECONDS);
        const launched = launching(stored, { status }) ? launchEntries(stored, stored.order, paid.get(stored.orderId) ?? null, now, now) : [];
        return { ...stored, status, depositBalanceMinor: launched.reduce((sum, entry) => sum + entry.amountMinor, stored.depositBalanceMinor) };
      });
      return { items: items.map((site) => ({
        id: site.id,
        siteName: site.releasedName ?? site.siteName,
        status: site.status as SiteView["status"],
        settlementCurrency: SETTLEMENT_CURRENCY,
        depositBalanceMinor: site.depositBalanceMinor,
        topUpNotice: showsTopUpNotice(site),
      })), total, page: query.page, pageSize: query.pageSize };
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
