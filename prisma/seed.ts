/**
 * Seeds reference data, and the demo merchant where demo data belongs (development, tests and
 * demo mode). Production seeds reference data alone. Idempotent: safe on every start.
 */
import { demoDataWanted } from "../server/config";
import { openDatabase } from "../server/db";
import { DEMO_MERCHANT, retireDemoMerchant, seedDemoMerchant } from "./demo-data";
import { seedReferenceData } from "./reference-data";

const db = await openDatabase(process.env.DATABASE_URL ?? "file:./data/dev.db");
try {
  await seedReferenceData(db);
  if (demoDataWanted(process.env)) {
    await seedDemoMerchant(db);
    console.log(`  Demo login: account "${DEMO_MERCHANT.account}", password "${DEMO_MERCHANT.password}"`);
  } else if (await retireDemoMerchant(db)) {
    console.log(`  The demo merchant "${DEMO_MERCHANT.account}" (a published password) can no longer log in here.`);
  }
} finally {
  await db.$disconnect();
}
