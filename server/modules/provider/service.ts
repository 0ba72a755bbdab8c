import { PROVIDER_QUEUE_MAX } from "@shared/contracts/provider";
import type { Deps } from "../../deps";
import { holdEndsAt } from "@shared/domain/billing";
import { accountStatus } from "@shared/domain/account-status";
import { siteStatus } from "@shared/domain/site-status";
import { AppError } from "../../http/app-error";
import { transitionAccounts, transitionSites } from "../../lifecycle/transitions";
import { billingService, type ActivityInput } from "../billing/service";
import { resolveDispute } from "../ledger/service";
import { resolveUnmatched, unmatchedTransfers } from "../pay/unmatched";
import { attentionList, resolveAttentionById } from "../attention/service";
import { notify, resolveNotices } from "../notice/service";

export type ReviewQueue = "league" | "contact";

/** The USDT contracts the product credits, one per network it may watch. */
function usdtContracts(config: Pick<Deps["config"], "CHAIN_ERC20_USDT_CONTRACT" | "CHAIN_TRC20_USDT_CONTRACT">): string[] {
  return [config.CHAIN_ERC20_USDT_CONTRACT, config.CHAIN_TRC20_USDT_CONTRACT].filter((c): c is string => c !== undefined);
}

/**
 * What the provider does by hand, through its API (/api/provider/…) and its command line
 * (`npm run provider`): both call these, so every change goes through the same gates and notices.
 */
export function providerService(deps: Pick<Deps, "db" | "clock" | "logger" | "config">) {
  const { db, clock } = deps;
  const billing = billingService(deps);

  async function siteNamed(siteName: string) {
    const site = await db.site.findFirst({ where: { OR: [{ siteName }, { releasedName: siteName }] }, orderBy: { id: "desc" } });
    if (!site) throw new AppError("NOT_FOUND");
    return site;
  }

  async function accountNamed(account: string) {
    const user = await db.user.findUnique({ where: { account } });
    if (!user) throw new AppError("NOT_FOUND");
    return user;
  }

  return {
    /** A 7-day hold on suspicion of fraud or money laundering; it lifts by itself. */
    async holdSite(siteName: string, reason: string) {
      const site = await siteNamed(siteName);
      const now = clock.now();
      const until = holdEndsAt(now);
      await db.$transaction(async (tx) => {
        const [held] = await transitionSites(tx, { where: { id: site.id }, from: [siteStatus.live, siteStatus.suspended], to: siteStatus.held, actor: "provider", cause: `fraud hold: ${reason}`, at: now, data: { holdUntil: until, holdReason: reason } });
        if (held === undefined) throw new AppError("STATE_CONFLICT");
        await notify(tx, { userId: site.userId, siteId: site.id, siteName: site.siteName, kind: "hold-started", key: `hold-started:${site.id}:${now.toISOString()}`, urgent: true, occurredAt: now, params: { until: until.toISOString(), reason } });
      });
      return { siteName: site.siteName, status: siteStatus.held, holdUntil: until.toISOString() };
    },

    /** Ends a hold early (the suspicion was cleared). */
    async releaseHold(siteName: string) {
      const site = await siteNamed(siteName);
      const now = clock.now();
      await db.$transaction(async (tx) => {
        const [lifted] = await transitionSites(tx, { where: { id: site.id }, from: siteStatus.held, to: siteStatus.live, actor: "provider", cause: "hold released by the provider", at: now, data: { holdUntil: null, holdReason: null } });
        if (lifted === undefined) throw new AppError("STATE_CONFLICT");
        await resolveNotices(tx, { siteId: site.id, kinds: ["hold-started"], at: now });
        await notify(tx, { userId: site.userId, siteId: site.id, siteName: site.siteName, kind: "hold-lifted", key: `hold-lifted:${site.id}:${now.toISOString()}`, urgent: false, occurredAt: now });
      });
      return { siteName: site.siteName, status: siteStatus.live, holdUntil: null };
    },

    /** Restricts an account until its details are verified: it can log in and pay, not open sites. */
    async restrict(account: string, reason: string) {
      const user = await accountNamed(account);
      const now = clock.now();
      await db.$transaction(async (tx) => {
        const [changed] = await transitionAccounts(tx, { where: { id: user.id }, from: accountStatus.active, to: accountStatus.restricted, actor: "provider", cause: `restricted: ${reason}`, at: now, data: { restrictedReason: reason } });
        if (changed === undefined) throw new AppError("STATE_CONFLICT");
        await notify(tx, { userId: user.id, kind: "restricted", key: `restricted:${user.id}:${now.toISOString()}`, urgent: true, occurredAt: now, params: { reason } });
      });
      return { account, status: accountStatus.restricted };
    },

    async verify(account: string) {
      const user = await accountNamed(account);
      const now = clock.now();
      await db.$transaction(async (tx) => {
        const [changed] = await transitionAccounts(tx, { where: { id: user.id }, from: accountStatus.restricted, to: accountStatus.active, actor: "provider", cause: "details verified", at: now, data: { restrictedReason: null } });
        if (changed === undefined) throw new AppError("STATE_CONFLICT");
        await resolveNotices(tx, { userId: user.id, kinds: ["restricted"], at: now });
        await notify(tx, { userId: user.id, kind: "verified", key: `verified:${user.id}:${now.toISOString()}`, urgent: false, occurredAt: now });
      });
      return { account, status: accountStatus.active };
    },

    /** A casino's report of one day: GGR, collections, payouts, and the charges they bring. */
    async report(input: Omit<ActivityInput, "siteId"> & { siteName: string }) {
      const { siteName, ...figures } = input;
      const site = await siteNamed(siteName);
      const result = await billing.recordReport({ ...figures, siteId: site.id }, "provider");
      if (result.outcome === "duplicate") throw new AppError("REPORT_EXISTS");
      if (result.outcome === "unknown-site") throw new AppError("NOT_FOUND");
      const entries = await db.depositEntry.findMany({ where: { siteId: site.id, reference: input.day, kind: { in: ["royalty", "collection_fee", "payout_fee"] } }, orderBy: { id: "asc" } });
      return { id: result.report.id, siteName: site.siteName, day: input.day, charges: entries.map((e) => ({ kind: e.kind, amountMinor: e.amountMinor })) };
    },

    /** Transfers no payment counted, for the provider to refund or credit by hand (decision 021). */
    unmatchedTransfers: (status?: "open" | "resolved") => unmatchedTransfers(db, usdtContracts(deps.config), status),

    resolveTransfer: (id: number, resolution: string) => resolveUnmatched(db, usdtContracts(deps.config), { id, resolution, at: clock.now() }),

    attention: (status?: "open" | "resolved") => attentionList(db, status),

    resolveAttention: (id: number, resolution: string) => resolveAttentionById(db, id, resolution, clock.now()),

    async resolveDispute(id: number, decision: "upheld" | "rejected", resolution: string) {
      const at = clock.now();
      await db.$transaction((tx) => resolveDispute(tx, { id, decision, resolution, at, actor: "provider" }));
      return { id, status: decision };
    },

    async disputes(status: string | undefined) {
      const rows = await db.dispute.findMany({ where: { status }, orderBy: { id: "desc" }, take: PROVIDER_QUEUE_MAX, include: { entry: { include: { site: { select: { siteName: true, releasedName: true, user: { select: { account: true } } } } } } } });
      return rows.map((d) => ({
        id: d.id,
        status: d.status,
        account: d.entry.site.user.account,
        siteName: d.entry.site.releasedName ?? d.entry.site.siteName,
        entryId: d.entryId,
        kind: d.entry.kind,
        amountMinor: d.entry.amountMinor,
        reason: d.reason,
        resolution: d.resolution,
        raisedAt: d.raisedAt.toISOString(),
      }));
    },

    /** League applications or contact messages, pending first. */
    async reviewQueue(queue: ReviewQueue, status: string | undefined) {
      const args = { where: { status }, orderBy: [{ status: "asc" as const }, { id: "desc" as const }], take: PROVIDER_QUEUE_MAX };
      const rows = queue === "league" ? await db.leagueApplication.findMany(args) : await db.contactMessage.findMany(args);
      return rows.map((r) => ({ id: r.id, name: r.name, contact: r.contact, remark: r.remark, status: r.status, createdAt: r.createdAt.toISOString() }));
    },

    async markReviewed(queue: ReviewQueue, id: number) {
      const args = { where: { id, status: "pending" }, data: { status: "reviewed" } };
      const { count } = queue === "league" ? await db.leagueApplication.updateMany(args) : await db.contactMessage.updateMany(args);
      if (count === 0) throw new AppError("NOT_FOUND");
      return { id, status: "reviewed" };
    },
  };
}

export type ProviderService = ReturnType<typeof providerService>;
