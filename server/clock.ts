import type { Db } from "./db";
import { commandMode, type ModeSettings } from "./stack-mode";

/** The one clock every time-based rule reads, so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
  /**
   * Re-reads a clock kept outside the process (the testers' clock): before each run of due work, and
   * before each request with `maxAgeMs`, when the last read is older than that.
   */
  refresh?(maxAgeMs?: number): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: for tests and simulations. */
export class ManualClock implements Clock {
  constructor(private current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

const TEST_CLOCK_ID = 1;

/**
 * How stale the testers' clock may be when a request reads it: a move by another process (`npm run
 * clock`) shows within a second, as the caches show what such a command wrote within two
 * (server/db/cache/caches.ts), and a demo's requests cost no read of the database each.
 */
export const TEST_CLOCK_MAX_AGE_MS = 1_000;

/**
 * The testers' clock (outside production only): real time moved by an offset kept in the database,
 * so `npm run clock -- advance 31d` moves every process of the stack (API instances, scheduler,
 * the provider's and testers' commands) and a restart keeps it. Time still flows: the offset is
 * what is stored.
 */
export class TestClock implements Clock {
  private offsetMs = 0;
  /** When the offset was last read (performance.now()). */
  private readAt = -Infinity;

  constructor(private readonly db: Db) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** True while the clock is not real time. */
  get moved(): boolean {
    return this.offsetMs !== 0;
  }

  /** Reads the offset, or with `maxAgeMs` only when the last read began longer ago than that. */
  async refresh(maxAgeMs = 0): Promise<void> {
    const now = performance.now();
    if (now - this.readAt < maxAgeMs) return;
    // Marked at the start: the requests that arrive while it is read go on with the offset they have.
    this.readAt = now;
    try {
      const row = await this.db.testClock.findUnique({ where: { id: TEST_CLOCK_ID } });
      this.offsetMs = (row?.offsetSeconds ?? 0) * 1000;
    } catch (error) {
      this.readAt = -Infinity;
      throw error;
    }
  }

  /** Moves the clock to `at` for every process sharing the database. */
  async set(at: Date): Promise<void> {
    // Whole seconds, rounded up: the clock shows the time asked for, never a moment before it.
    const offsetSeconds = Math.ceil((at.getTime() - Date.now()) / 1000);
    await this.db.testClock.upsert({
      where: { id: TEST_CLOCK_ID },
      create: { id: TEST_CLOCK_ID, offsetSeconds, updatedAt: new Date() },
      update: { offsetSeconds, updatedAt: new Date() },
    });
    this.offsetMs = offsetSeconds * 1000;
  }

  async advance(ms: number): Promise<void> {
    await this.refresh();
    await this.set(new Date(this.now().getTime() + ms));
  }

  async reset(): Promise<void> {
    await this.db.testClock.deleteMany({});
    this.offsetMs = 0;
  }
}

/**
 * Real money runs on real time: the testers' clock exists only where nothing real is at stake, by
 * the settings and by the database (decision 034).
 */
export async function clockMayMove(db: Db, settings: ModeSettings): Promise<boolean> {
  return (await commandMode(db, settings)) === "demo";
}

/** The clock a process of the stack runs on: the testers' clock where it may move, real time otherwise. */
export async function stackClock(db: Db, settings: ModeSettings): Promise<Clock> {
  if (!(await clockMayMove(db, settings))) return systemClock;
  const clock = new TestClock(db);
  await clock.refresh();
  return clock;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** "31d", "2h", "90m", "1w" as milliseconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})([smhdw])$/.exec(text.trim());
  return match ? Number(match[1]) * UNITS[match[2]] : undefined;
}
