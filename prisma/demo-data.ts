import { DEFAULT_PASSWORD_HASH_COST } from "../server/config";
import type { Db } from "../server/db";
import { PACKAGES } from "@shared/domain/constants";
import { orderStatus } from "@shared/domain/order-status";
import { orderAmounts } from "@shared/domain/pricing";
import { siteStatus } from "@shared/domain/site-status";
import { DEMO_SITES } from "@shared/storefront/demo-sites";
import { hashPassword, verifyPassword } from "../server/modules/auth/password";
import { book } from "../server/modules/ledger/book";
import { choicesByKey } from "../server/modules/opening-station/catalogue";
import { newOrderNo } from "../server/modules/order/service";
import { siteAddresses } from "../server/modules/site/service";

export const DEMO_MERCHANT = { account: "demo", password: "demo1234", email: "demo@example.com", nickname: "Demo merchant" };

/**
 * The demo merchant `npm start` prints; created once, never overwritten. Its address counts as
 * verified (decision 035), so the demo goes to checkout without a mailbox; a database seeded before
 * verification existed gets that mark once.
 */
export async function seedDemoMerchant(db: Db) {
  const existing = await db.user.findUnique({ where: { account: DEMO_MERCHANT.account } });
  if (existing) return existing.emailVerifiedAt ? existing : db.user.update({ where: { id: existing.id }, data: { emailVerifiedAt: new Date() } });
  return db.user.create({
    data: {
      account: DEMO_MERCHANT.account,
      email: DEMO_MERCHANT.email,
      emailVerifiedAt: new Date(),
      nickname: DEMO_MERCHANT.nickname,
      passwordHash: await hashPassword(DEMO_MERCHANT.password, DEFAULT_PASSWORD_HASH_COST),
    },
  });
}

/**
 * Production: a database that an earlier version seeded with the demo merchant keeps the account
 * (it may own orders) but not its published password, and its sessions end. Returns whether it did.
 */
export async function retireDemoMerchant(db: Db): Promise<boolean> {
  const existing = await db.user.findUnique({ where: { account: DEMO_MERCHANT.account } });
  if (!existing || !(await verifyPassword(DEMO_MERCHANT.password, existing.passwordHash))) return false;
  await db.$transaction([
    // Not a bcrypt hash: no password ever matches it.
    db.user.update({ where: { id: existing.id }, data: { passwordHash: "!retired-demo-account" } }),
    db.session.updateMany({ where: { userId: existing.id, revokedAt: null }, data: { revokedAt: new Date(), revokedReason: "demo-retired" } }),
  ]);
  return true;
}

/** The account that owns the example sites: the provider's, not a merchant's; nobody signs in as it. */
const SHOWCASE_ACCOUNT = { account: "showcase", email: "showcase@example.com", nickname: "Showcase" };
/** A deposit the example sites never run through, so they stay live however the demo's clock moves. */
const SHOWCASE_DEPOSIT_MINOR = 100_000_000;

/**
 * The demo's live example sites (shared/storefront/demo-sites.ts), created once: live, with their
 * deposit booked; the scheduler's build makes their storefronts at its next run (decision 048).
 */
export async function seedDemoSites(db: Db, siteBaseDomain: string) {
  const owner =
    (await db.user.findUnique({ where: { account: SHOWCASE_ACCOUNT.account } })) ??
    // Not a bcrypt hash: no password ever matches it.
    (await db.user.create({ data: { ...SHOWCASE_ACCOUNT, emailVerifiedAt: new Date(), passwordHash: "!showcase-account" } }));
  for (const example of DEMO_SITES) {
    if (await db.site.findUnique({ where: { siteName: example.siteName } })) continue;
    const { market, countryId, templateId, colorSchemeId } = choicesByKey(example);
    const pkg = PACKAGES.elite;
    const now = new Date();
    const operationPasswordHash = "!showcase-account";
    await db.$transaction(async (tx) => {
      const order = await tx.order.create({
        data: {
          orderNo: newOrderNo(now),
          userId: owner.id,
          countryId,
          packageId: pkg.id,
          templateId,
          colorSchemeId,
          siteName: example.siteName,
          ...orderAmounts(pkg),
          status: orderStatus.completed,
          operationAccount: "showcase",
          operationPasswordHash,
          payChannel: "USDT-TRC20",
          payTime: now,
          expiresAt: now,
        },
      });
      const site = await tx.site.create({
        data: {
          userId: owner.id,
          orderId: order.id,
          siteName: example.siteName,
          countryId,
          packageId: pkg.id,
          templateId,
          colorSchemeId,
          currency: market.currencyCode,
          ...siteAddresses(example.siteName, siteBaseDomain),
          operationAccount: "showcase",
          operationPasswordHash,
          status: siteStatus.live,
          progress: 100,
          buildStep: "publish",
          buildStartedAt: now,
          launchedAt: now,
          lastActivityAt: now,
          simulatedActivity: true,
        },
      });
      await book(tx, { siteId: site.id, kind: "prepaid", amountMinor: SHOWCASE_DEPOSIT_MINOR, key: `prepaid:${site.id}`, reference: order.orderNo, occurredAt: now, bookedAt: now });
    });
  }
}
