import type { Db } from "../server/db";
import { hashPassword } from "../server/modules/auth/password";

export const DEMO_MERCHANT = { account: "demo", password: "demo1234", email: "demo@example.com", nickname: "Demo merchant" };

/** The demo merchant `npm start` prints; created once, never overwritten. */
export async function seedDemoMerchant(db: Db) {
  const existing = await db.user.findUnique({ where: { account: DEMO_MERCHANT.account } });
  if (existing) return existing;
  return db.user.create({
    data: {
      account: DEMO_MERCHANT.account,
      email: DEMO_MERCHANT.email,
      nickname: DEMO_MERCHANT.nickname,
      passwordHash: await hashPassword(DEMO_MERCHANT.password),
    },
  });
}
