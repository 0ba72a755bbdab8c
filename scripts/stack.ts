import fs from "node:fs";
import { pino } from "pino";
import type { Deps } from "../server/deps";
import { stackClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { withoutEmpty } from "@shared/process/settings";
import { openDatabase } from "../server/db";
import { isPostgresUrl } from "../server/db/postgres";
import { stackModeOf, storedStackMode } from "../server/stack-mode";
import { databaseFile, runtimeEnv } from "./runtime-env";

/**
 * What a command-line tool needs to act on the stack `npm start` runs (or the one DATABASE_URL
 * and NODE_ENV name): the same settings, the same database, the same (testers') clock.
 */
export async function openStack(): Promise<Deps> {
  const env = runtimeEnv(process.env);
  let config: Deps["config"];
  try {
    config = loadConfig(env);
  } catch (error) {
    fail((error as Error).message);
  }
  const db = await openDatabase(config.DATABASE_URL);
  const clock = await stackClock(db, config);
  return { config, db, clock, logger: pino({ level: "warn" }) };
}

/** Prints the message and exits with 2: the way every tool refuses bad input. */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/**
 * Whether these settings are a demo's and the database they name has taken real money (decision
 * 034): then a command that empties the database refuses. Settings that are real money themselves
 * are the operator's, who means it. False when the database does not exist yet or has no mode.
 */
export async function demoWouldEmptyRealMoney(env: NodeJS.ProcessEnv): Promise<boolean> {
  try {
    if (stackModeOf(withoutEmpty(env)) === "real-money") return false;
  } catch (error) {
    fail((error as Error).message);
  }
  const url = env.DATABASE_URL!;
  if (!isPostgresUrl(url) && !fs.existsSync(databaseFile(env))) return false;
  let db: Deps["db"] | undefined;
  try {
    db = await openDatabase(url);
    return (await storedStackMode(db)) === "real-money";
  } catch {
    // Not migrated yet (no StackMode table) or not reachable: nothing recorded to protect.
    return false;
  } finally {
    await db?.$disconnect();
  }
}
