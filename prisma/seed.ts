/** Seeds reference data and the demo merchant. Idempotent: safe on every start. */
import { openDatabase } from "../server/db";
import { DEMO_MERCHANT, seedDemoMerchant } from "./demo-data";
import { seedReferenceData } from "./reference-data";

const db = await openDatabase(process.env.DATABASE_URL ?? "file:./data/dev.db");
try {
  await seedReferenceData(db);
  await seedDemoMerchant(db);
  console.log(`  Demo login: account "${DEMO_MERCHANT.account}", password "${DEMO_MERCHANT.password}"`);
} finally {
  await db.$disconnect();
}
