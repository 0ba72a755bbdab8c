/**
 * Named states of the product for testers (`npm run seed:scenario -- <name>`, or `loadScenario`
 * from a test): each creates its own merchant (removing the one an earlier run made, so running it
 * twice does no harm), builds the state through the product's own rules (the ledger's `book`, the
 * billing steps, the provider's service), relative to the stack's clock, and says what it made.
 */
import { storefrontBuilds } from "../server/modules/storefront/build";
import type { Config } from "../server/config";
import type { Db } from "../server/db";
import type { Deps } from "../server/deps";
import { DAY_MS, periodEnd, periodKeyAt, periodStart } from "@shared/domain/billing";
import { PACKAGES } from "@shared/domain/constants";
import { orderStatus, type OrderStatus } from "@shared/domain/order-status";
import { siteStatus } from "@shared/domain/site-status";
import { orderAmounts } from "@shared/domain/pricing";
import { hashPassword } from "../server/modules/auth/password";
import { book } from "../server/modules/ledger/book";
import { billingService } from "../server/modules/billing/service";
import { ledgerService } from "../server/modules/ledger/service";
import { newOrderNo } from "../server/modules/order/service";
import { providerService } from "../server/modules/provider/service";
import { siteAddresses } from "../server/modules/site/service";

const DAY = 86_400_000;
export const SCENARIO_PASSWORD = "Tester123";
const OPERATION = { account: "oper2024", password: "oper2024" };

type Ctx = { deps: ScenarioDeps; now: Date; prefix: string };
export type ScenarioDeps = Pick<Deps, "db" | "clock" | "logger"> & { config: Config };
export type ScenarioResult = { account: string; password: string; sites: string[]; lookAt: string };

type Scenario = { description: string; lookAt: string; load: (ctx: Ctx, merchant: { id: number; account: string }) => Promise<string[]> };

/** The start of the UTC day `days` days before `now`, plus `hours`. */
function daysAgo(now: Date, days: number, hours = 10): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - days * DAY + hours * 3_600_000);
}

async function merchant(db: Db, config: Config, account: string, now: Date) {
  const existing = await db.user.findUnique({ where: { account } });
  if (existing) {
    await db.$transaction(async (tx) => {
      await tx.payment.deleteMany({ where: { userId: existing.id } });
      await tx.site.deleteMany({ where: { userId: existing.id } });
      await tx.order.deleteMany({ where: { userId: existing.id } });
      await tx.user.delete({ where: { id: existing.id } });
    });
  }
  return db.user.create({
    data: {
      account,
      email: `${account.replace(/[^a-z0-9]/gi, "")}@example.com`,
      nickname: `Tester (${account})`,
      passwordHash: await hashPassword(SCENARIO_PASSWORD, config.PASSWORD_HASH_COST),
      createdAt: new Date(now.getTime() - 90 * DAY),
      // Testers' merchants start where a real one has proved the address (decision 035).
      emailVerifiedAt: new Date(now.getTime() - 90 * DAY),
    },
  });
}

/** An order in `status` (created in it, as a seed does), and for a paid one its site, live since `launchedAt`. */
async function order(
  ctx: Ctx,
  userId: number,
  siteName: string,
  status: OrderStatus,
  options: { launchedAt?: Date; lastActivityAt?: Date; packageCode?: "standard" | "elite" } = {},
) {
  const { db, config } = ctx.deps;
  const pkg = PACKAGES[options.packageCode ?? "standard"];
  const template = await db.template.findFirstOrThrow({ where: { active: true, country: { active: true } }, orderBy: [{ countryId: "asc" }, { id: "asc" }] });
  const created = options.launchedAt ? new Date(options.launchedAt.getTime() - 60_000) : ctx.now;
  const operationPasswordHash = await hashPassword(OPERATION.password, config.PASSWORD_HASH_COST);
  const paid = status === orderStatus.purchased || status === orderStatus.completed;
  const row = await db.order.create({
    data: {
      orderNo: newOrderNo(created),
      userId,
      countryId: template.countryId,
      packageId: pkg.id,
      templateId: template.id,
      colorSchemeId: 1,
      siteName,
      ...orderAmounts(pkg),
      status,
      operationAccount: OPERATION.account,
      operationPasswordHash,
      payChannel: paid ? "USDT-TRC20" : null,
      payTime: paid ? created : null,
      expiresAt: new Date(created.getTime() + config.PAYMENT_WINDOW_MINUTES * 60_000),
      createdAt: created,
    },
  });
  if (!paid) return row;
  const country = await db.country.findUniqueOrThrow({ where: { id: template.countryId } });
  const launchedAt = status === orderStatus.completed ? (options.launchedAt ?? ctx.now) : null;
  // The site and its prepaid deposit appear together: the running scheduler never sees one without the other.
  const site = await db.$transaction(async (tx) => {
    const newSite = await tx.site.create({
      data: {
        userId,
        orderId: row.id,
        siteName,
        countryId: template.countryId,
        packageId: pkg.id,
        templateId: template.id,
        colorSchemeId: 1,
        currency: country.currencyCode,
        ...siteAddresses(siteName, config.SITE_BASE_DOMAIN),
        operationAccount: OPERATION.account,
        operationPasswordHash,
        status: launchedAt ? siteStatus.live : siteStatus.queued,
        progress: launchedAt ? 100 : 0,
        buildStep: launchedAt ? "publish" : null,
        buildStartedAt: launchedAt ? new Date(launchedAt.getTime() - config.SITE_BUILD_SECONDS * 1000) : ctx.now,
        launchedAt,
        lastActivityAt: launchedAt ? (options.lastActivityAt ?? launchedAt) : null,
        createdAt: created,
      },
    });
    if (launchedAt) {
      await book(tx, { siteId: newSite.id, kind: "prepaid", amountMinor: row.depositMinor, key: `prepaid:${newSite.id}`, reference: row.orderNo, occurredAt: launchedAt, bookedAt: launchedAt });
    }
    return newSite;
  });
  return { ...row, site };
}

/**
 * A live Standard site launched `days` days ago whose casino had players every day until
 * `lastActiveDaysAgo` days ago (yesterday by default), breaking even: activity without fees, so
 * the ledger holds the deposit and maintenance alone.
 */
async function liveSite(ctx: Ctx, userId: number, name: string, days: number, lastActiveDaysAgo = 1) {
  const launchedAt = daysAgo(ctx.now, days);
  const lastActiveDay = periodKeyAt("day", daysAgo(ctx.now, lastActiveDaysAgo, 0));
  const made = await order(ctx, userId, name, orderStatus.completed, { launchedAt, lastActivityAt: periodStart("day", lastActiveDay) });
  if (!("site" in made)) throw new Error("a completed order has a site");
  const { site } = made;
  const { db } = ctx.deps;
  // The provider's feed reports every closed day, days without players as zeros (decision 038: only reported days count towards inactivity).
  const yesterday = periodKeyAt("day", new Date(ctx.now.getTime() - DAY_MS));
  for (let day = periodKeyAt("day", launchedAt); day <= yesterday; day = periodKeyAt("day", periodEnd("day", day))) {
    const wagersMinor = day <= lastActiveDay ? 500_000 : 0;
    await db.activityReport.create({ data: { siteId: site.id, day, wagersMinor, winningsMinor: wagersMinor, collectedMinor: 0, payoutCount: 0, source: "provider", createdAt: periodEnd("day", day) } });
  }
  return site;
}

/** What the scheduler would do next, done now, so the scenario is in its state as soon as it is loaded. */
async function settle(ctx: Ctx) {
  const billing = billingService(ctx.deps);
  await billing.chargeMaintenance();
  await billing.suspendExhausted();
  await billing.reclaimInactive();
  // The live sites' storefronts, so their addresses answer at once.
  await storefrontBuilds(ctx.deps).run();
}

const name = (ctx: Ctx, base: string) => `${ctx.prefix ? `${ctx.prefix}-` : ""}${base}`.toLowerCase().replace(/[^a-z0-9-]/g, "-").slice(0, 30).replace(/-$/, "x");

export const SCENARIOS: Record<string, Scenario> = {
  fresh: {
    description: "A merchant with nothing yet: no cart, no orders, no sites.",
    lookAt: "The empty states of My orders, My sites and Settlement; the whole purchase journey from the start.",
    load: async () => [],
  },
  "orders-every-status": {
    description: "One order in each status 0-5: pending payment, purchased (its site building), completed (its site live), invalid, timed out, cancelled.",
    lookAt: `My orders with each status filter. The purchased order completes when its build ends (SITE_BUILD_SECONDS); the pending one times out after PAYMENT_WINDOW_MINUTES.`,
    load: async (ctx, user) => {
      const names: string[] = [];
      for (const [label, status] of Object.entries(orderStatus)) {
        const siteName = name(ctx, `every-${label}`);
        await order(ctx, user.id, siteName, status, status === orderStatus.completed ? { launchedAt: daysAgo(ctx.now, 2) } : {});
        names.push(siteName);
      }
      await settle(ctx);
      return names;
    },
  },
  "deposit-low": {
    description: "A Standard site live for 22 days: 22 days of 33 USDT maintenance leave 274 USDT of the 1000 USDT deposit, below the 30% line.",
    lookAt: "The top-up banner and the deposit-low notice; My sites (balance, runway, chart under the 30% line); Settlement's ledger. Top up 30 USDT or more and the banner goes.",
    load: async (ctx, user) => {
      const site = await liveSite(ctx, user.id, name(ctx, "low-deposit"), 22);
      await settle(ctx);
      return [site.siteName];
    },
  },
  "four-low-deposits": {
    description: "Four Standard sites live for 22 to 25 days, each below the 30% line (274 to 175 USDT): four urgent notices at once.",
    lookAt: "The banner names the three newest and \"All urgent notices: 4\", which leads to the notices, each of the four marked urgent.",
    load: async (ctx, user) => {
      const names: string[] = [];
      for (const [i, days] of [25, 24, 23, 22].entries()) names.push((await liveSite(ctx, user.id, name(ctx, `low-${i + 1}`), days)).siteName);
      await settle(ctx);
      return names;
    },
  },
  "deposit-zero-29-days": {
    description: "A Standard site whose deposit reached zero 28 days ago: today is day 29 at zero. It is suspended on day 31.",
    lookAt: "The deposit-at-zero banner with the suspension date; `npm run clock -- advance 2d` and the site is suspended with its reason; a top-up that clears what is pending brings it back.",
    load: async (ctx, user) => {
      const site = await liveSite(ctx, user.id, name(ctx, "zero-29"), 59);
      await settle(ctx);
      return [site.siteName];
    },
  },
  "deposit-zero-31-days": {
    description: "A Standard site at zero deposit for 30 full days: today is day 31 and the site is suspended.",
    lookAt: "The suspended site with its reason and what is pending; top up the pending amount and more, and it is live again.",
    load: async (ctx, user) => {
      const site = await liveSite(ctx, user.id, name(ctx, "zero-31"), 61);
      await settle(ctx);
      return [site.siteName];
    },
  },
  "fraud-hold": {
    description: "A live site the provider has held for 7 days on suspicion of fraud; the hold lifts by itself.",
    lookAt: "The hold banner with its end date; `npm run clock -- advance 7d` and the site is live again; or `npm run provider -- release <site>`.",
    load: async (ctx, user) => {
      const site = await liveSite(ctx, user.id, name(ctx, "held"), 10);
      await settle(ctx);
      await providerService(ctx.deps).holdSite(site.siteName, "Unusual deposit pattern under review (scenario)");
      return [site.siteName];
    },
  },
  "inactive-31-days": {
    description: "A site whose casino has had no players for 30 full days: on day 31 its URL is released and the name is free for others.",
    lookAt: "My sites shows the URL released; the notice says so; the name can be ordered again by anyone.",
    load: async (ctx, user) => {
      const { db } = ctx.deps;
      const site = await liveSite(ctx, user.id, name(ctx, "inactive"), 45, 30);
      // Topped up in its busy days, so only inactivity acts on it.
      await db.$transaction((tx) => book(tx, { siteId: site.id, kind: "topup", amountMinor: 200_000, key: `topup:scenario:${site.id}`, reference: "scenario", occurredAt: daysAgo(ctx.now, 44), bookedAt: daysAgo(ctx.now, 44) }));
      await settle(ctx);
      return [site.siteName];
    },
  },
  "restricted-account": {
    description: "A merchant with a live site whose account the provider restricted until its details are verified.",
    lookAt: "The restriction banner; checkout is refused with the reason; paying and topping up still work. `npm run provider -- verify <account>` lifts it.",
    load: async (ctx, user) => {
      const site = await liveSite(ctx, user.id, name(ctx, "restricted"), 5);
      await settle(ctx);
      await providerService(ctx.deps).restrict(user.account, "Please verify your company registration (scenario)");
      return [site.siteName];
    },
  },
  "dispute-open": {
    description: "A live site with yesterday's maintenance charge disputed by the merchant, waiting for the provider.",
    lookAt: "Settlement's ledger: the disputed entry and the date it stands from; `npm run provider -- disputes` and `resolve <id> upheld|rejected <note>`.",
    load: async (ctx, user) => {
      const { db } = ctx.deps;
      const site = await liveSite(ctx, user.id, name(ctx, "disputed"), 3);
      await settle(ctx);
      const charge = await db.depositEntry.findFirstOrThrow({ where: { siteId: site.id, kind: "maintenance" }, orderBy: { occurredAt: "desc" } });
      await ledgerService(ctx.deps).dispute({ userId: user.id, sessionId: "" }, charge.id, "The site was unreachable for most of that day (scenario).");
      return [site.siteName];
    },
  },
};

export const SCENARIO_NAMES = Object.keys(SCENARIOS);

/**
 * Loads scenario `scenarioName` for a merchant named after it (with `prefix`, for tests that need
 * their own). Returns the account, its password, the sites made and what to look at.
 */
export async function loadScenario(deps: ScenarioDeps, scenarioName: string, options: { prefix?: string } = {}): Promise<ScenarioResult> {
  const scenario = SCENARIOS[scenarioName];
  if (!scenario) throw new Error(`No scenario "${scenarioName}". Known: ${SCENARIO_NAMES.join(", ")}.`);
  const prefix = options.prefix ?? "";
  const account = `${prefix}${scenarioName.replace(/-/g, "_")}`.slice(0, 20);
  const now = deps.clock.now();
  const user = await merchant(deps.db, deps.config, account, now);
  const sites = await scenario.load({ deps, now, prefix }, user);
  return { account, password: SCENARIO_PASSWORD, sites, lookAt: scenario.lookAt };
}
