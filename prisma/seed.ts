/**
 * Seeds reference data, and the demo merchant where demo data belongs (development, tests and
 * demo mode). Real money seeds reference data alone. Idempotent: safe on every start. It records
 * the stack's mode first (decision 034): a database that took real money is never seeded as a demo.
 */
import { withoutEmpty } from "@shared/process/settings";
import { openDatabase } from "../server/db";
import { claimStackMode, stackModeOf, StackModeConflict } from "../server/stack-mode";
import { loadConfig } from "../server/config";
import { DEMO_MERCHANT, retireDemoMerchant, seedDemoMerchant, seedDemoSites } from "./demo-data";
import { seedReferenceData } from "./reference-data";

const db = await openDatabase(process.env.DATABASE_URL ?? "file:./data/dev.db");
try {
  const mode = stackModeOf(withoutEmpty(process.env));
  await claimStackMode(db, mode);
  await seedReferenceData(db);
  if (mode === "demo") {
    await seedDemoMerchant(db);
    // The example sites belong to a demo people look at (npm start, compose), not to tests or development.
    if (process.env.DEMO_MODE === "on") await seedDemoSites(db, loadConfig().SITE_BASE_DOMAIN);
    console.log(`  Demo login: account "${DEMO_MERCHANT.account}", password "${DEMO_MERCHANT.password}"`);
  } else if (await retireDemoMerchant(db)) {
    console.log(`  The demo merchant "${DEMO_MERCHANT.account}" (a published password) can no longer log in here.`);
  }
} catch (error) {
  if (!(error instanceof StackModeConflict)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
