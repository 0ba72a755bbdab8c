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
import type { Order, Prisma, Site } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import type { WrittenJson } from "../../http/envelope";
import { caches, type Catalogue } from "../../db/cache/caches";
import { writtenAnswer } from "../../db/cache/written-answers";
import { hashPassword } from "../auth/password";
import { balanceDays, dailyCharge, dailyChargeChangesAt, showsTopUpNotice, tailAtZeroSince, type LedgerPoint, type LedgerTail } from "../ledger/arithmetic";
import { book } from "../ledger/book";
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
  written: Pick<SiteView, "domain" | "buildStartedAt" | "estimatedLiveAt" | "launchedAt" | "createdAt" | "atZeroSince" | "suspendFrom" | "holdUntil" | "lastActivityAt" | "urlReleaseAt" | "ledger" | "balanceDays">;
};

/**
 * What a site's view owes only to its rows, made once for as long as the page is kept: its dates
 * written out, its last ledger points. Writing out 50 sites' dates and ledgers at every read was a
 * third of `GET /api/site`'s time.
 */
function prepareSite(site: Site & { order: Order }, tail: LedgerTail, config: Pick<Config, "SITE_BASE_DOMAIN" | "SITE_BUILD_SECONDS">): PreparedSite {
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
        const tails = await ledgerTails(db, sites, clock.now());
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
