import type { Config } from "../../config";
import type { Locale } from "@shared/contracts/locales";
import type { SiteChoice, SiteList, Site as SiteView } from "@shared/contracts/site";
import type { Deps } from "../../deps";
import { pendingSettlement, remedialActionFrom, runwayDays, urlReleaseFrom, type LedgerKind } from "@shared/domain/billing";
import { SETTLEMENT_CURRENCY, SITE_LATEST_CHANGES } from "@shared/domain/constants";
import { orderStatus } from "@shared/domain/order-status";
import { paymentStatus } from "@shared/domain/payment-status";
import { SITE_STATUSES_BILLED, SITE_STATUSES_IN_BUILD, buildEndsAt, siteStatus, type SiteStatus } from "@shared/domain/site-status";
import { originOf } from "@shared/storefront/hosts";
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

/** What of an order's confirmed payment its site's launch books: the part paid beyond the amount. */
const launchPayment = { id: true, orderId: true, paidMinor: true, amountMinor: true, txHash: true } as const;
type LaunchPayment = Pick<Payment, keyof typeof launchPayment>;

/**
 * What a site's launch books on its ledger: the order's prepaid deposit and, for an order paid more
 * than its amount (decision 021), the surplus.
 */
function launchEntries(site: { id: number }, order: Pick<Order, "depositMinor" | "orderNo">, paid: LaunchPayment | null, liveAt: Date, bookedAt: Date): NewEntry[] {
  const entries: NewEntry[] = [{ siteId: site.id, kind: "prepaid", amountMinor: order.depositMinor, key: `prepaid:${site.id}`, reference: order.orderNo, occurredAt: liveAt, bookedAt }];
  if (paid && paid.paidMinor > paid.amountMinor) {
    entries.push({ siteId: site.id, kind: "topup", amountMinor: paid.paidMinor - paid.amountMinor, key: `overpaid:payment:${paid.id}`, reference: paid.txHash ?? order.orderNo, occurredAt: liveAt, bookedAt });
  }
  return entries;
}

/**
 * Opens the site of a freshly paid order, queued for its storefront's build (decision 048), which
 * the scheduler starts at once. Runs inside the payment's confirmation, so a paid order gets
 * exactly one site (Site.orderId is unique as well).
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

/** What a site picker needs of a site. */
type SiteChoiceRow = Pick<Site, "id" | "siteName" | "releasedName" | "status" | "depositBalanceMinor"> & { order: Pick<Order, "depositMinor"> };

/** Pages of a merchant's sites, each with what its view owes to its rows alone (its dates, its ledger points) already written out. */
const sitePages = (db: Deps["db"]) =>
  keptCache<{ total: number; sites: PreparedSite[] }>(db, "sitePages", { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["Site", "Order", "Payment", "DepositEntry", "User"], byMerchant: {} });

/** Pages of a merchant's sites as the pickers show them. */
const siteChoices = (db: Deps["db"]) =>
  keptCache<{ total: number; sites: SiteChoiceRow[] }>(db, "siteChoices", { ttlMs: ROW_TTL_MS, maxEntries: 5_000, tables: ["Site", "User"], byMerchant: {} });

export function siteService(deps: Pick<Deps, "db" | "clock" | "config" | "logger">) {
  const { db, clock, config } = deps;
  /**
   * Publishes a built site: live, its order completed (1 -> 2) and its prepaid deposit booked, in
   * one transaction; conditional on the site still being in build, so concurrent builders (several
   * API processes) apply it once.
   */
  async function goLive(site: Site): Promise<boolean> {
    const at = clock.now();
    const liveAt = at;
    return db.$transaction(async (tx) => {
      const [live] = await transitionSites(tx, {
        where: { id: site.id },
        from: SITE_STATUSES_IN_BUILD,
        to: siteStatus.live,
        actor: "system",
        cause: "build published",
        at,
        data: { progress: 100, buildStep: "publish", launchedAt: liveAt, lastActivityAt: liveAt },
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
        siteUrl: originOf(written.domain, config.WEB_URL),
        backofficeUrl: originOf(`admin.${written.domain}`, config.WEB_URL),
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
    goLive,

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
        const tails = await ledgerTails(db, sites, now);
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
      const { total, sites } = await siteChoices(db).get(`${caller.userId}:${query.id}:${query.page}:${query.pageSize}`, async () => {
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
      return { items: sites.map((site) => ({
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
