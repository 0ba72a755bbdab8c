import { DEFAULT_PASSWORD_HASH_COST } from "../server/config";
import type { Db } from "../server/db";
import { hashPassword, verifyPassword } from "../server/modules/auth/password";

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
