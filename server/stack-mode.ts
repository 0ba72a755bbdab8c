import type { Db } from "./db";

/**
 * Demo and real money never meet (decision 034). A stack is a demo (simulated payments, made-up
 * casino days, the demo merchant, the testers' clock and scenarios: development, tests and
 * DEMO_MODE=on) or takes real money (a real chain, or production without demo mode). The database
 * remembers which at every start, so a command run later with other settings (or none) still
 * knows what it is touching, and a database that took real money never runs as a demo again.
 */
export type StackMode = "demo" | "real-money";

/** The settings that decide the mode (those of the API's config; commands and the seed pass theirs). */
export type ModeSettings = { NODE_ENV?: string; DEMO_MODE?: string; CHAIN?: string };

const STACK_MODE_ID = 1;

/** Settings, or a database, that must not run as they were asked to: the message says why and what to do. */
export class StackModeConflict extends Error {}

/** ERC20, TRC20 or both: a chain where transfers are real USDT. */
export function isRealChain(chain: string | undefined): boolean {
  return (chain ?? "").split(",").some((network) => network.trim() === "erc20" || network.trim() === "trc20");
}

/**
 * The mode these settings run: real money with a real chain, or in production without demo mode.
 * Demo mode with a real chain is no mode at all: refused, so nothing starts, seeds or acts on it.
 */
export function stackModeOf(settings: ModeSettings): StackMode {
  if (isRealChain(settings.CHAIN)) {
    if (settings.DEMO_MODE === "on") {
      throw new StackModeConflict(
        `CHAIN=${settings.CHAIN} takes real USDT, and demo mode (DEMO_MODE=on) makes up payments, casino days and time: ` +
          "the two never run together. Leave DEMO_MODE unset (or off) to take real money, or use CHAIN=simulator for a demo.",
      );
    }
    return "real-money";
  }
  return settings.NODE_ENV === "production" && settings.DEMO_MODE !== "on" ? "real-money" : "demo";
}

/** The mode the database took at its stack's last start; null before any start recorded one. */
export async function storedStackMode(db: Db): Promise<StackMode | null> {
  const row = await db.stackMode.findUnique({ where: { id: STACK_MODE_ID } });
  return row ? (row.mode === "demo" ? "demo" : "real-money") : null;
}

/** The mode a command acts in: real money if either its own settings or the database say so. */
export async function commandMode(db: Db, settings: ModeSettings): Promise<StackMode> {
  return stackModeOf(settings) === "real-money" || (await storedStackMode(db)) === "real-money" ? "real-money" : "demo";
}

/**
 * Records the mode of a starting stack (the seed and the API both call it). A demo's database may
 * go on to take real money (a trial before going live; the seed then retires the demo merchant's
 * published password, and the testers' moved clock is dropped); a database that took real money
 * refuses to start as a demo.
 */
export async function claimStackMode(db: Db, mode: StackMode, now = new Date()): Promise<void> {
  try {
    await db.stackMode.create({ data: { id: STACK_MODE_ID, mode, since: now } });
    return;
  } catch (error) {
    // Another process of the same start (a worker, the seed) wrote it first: compare with it below.
    if ((error as { code?: string }).code !== "P2002") throw error;
  }
  const stored = await storedStackMode(db);
  if (stored === mode) return;
  if (stored === "real-money") {
    throw new StackModeConflict(
      "This database has taken real money (it ran with a real CHAIN, or in production without demo mode): " +
        "a demo, development or test stack never runs on it, because made-up payments, casino days, scenarios and a moved clock " +
        "would land among real merchants' money. Start it for real (NODE_ENV=production, DEMO_MODE unset or off), " +
        "or give the demo a database of its own (DATABASE_URL).",
    );
  }
  await db.$transaction([
    db.stackMode.updateMany({ where: { id: STACK_MODE_ID, mode: "demo" }, data: { mode: "real-money", since: now } }),
    db.testClock.deleteMany({}),
  ]);
}
