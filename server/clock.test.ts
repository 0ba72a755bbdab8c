import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDatabase } from "../tests/helpers/temp-database";
import { TEST_CLOCK_MAX_AGE_MS, TestClock } from "./clock";
import { openDatabase, type Db } from "./db";

const DAY = 86_400_000;

/**
 * The testers' clock as the API reads it before each request (`refresh(TEST_CLOCK_MAX_AGE_MS)`): at
 * most once a second, so a demo's requests cost no read each, while a move made by another process
 * (here another connection to the file, which this one's write watch never hears, as with `npm run
 * clock`) still shows within that second; a plain `refresh()` reads at once.
 */
describe("the testers' clock read before each request", () => {
  let db: Db;
  let other: Db;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    const temp = await tempDatabase();
    ({ db, remove } = temp);
    other = await openDatabase(temp.url);
  });
  afterEach(async () => {
    await other.$disconnect();
    await remove();
  });

  it("is read at most once a second, and shows another process's move within that second", async () => {
    const clock = new TestClock(db);
    await clock.refresh(TEST_CLOCK_MAX_AGE_MS);
    expect(clock.moved).toBe(false);
    const readAt = performance.now();

    await new TestClock(other).advance(31 * DAY);
    await clock.refresh(TEST_CLOCK_MAX_AGE_MS);
    // Read less than a second ago: a request goes on with the offset it has, without a query.
    if (performance.now() - readAt < TEST_CLOCK_MAX_AGE_MS) expect(clock.moved).toBe(false);

    await sleep(TEST_CLOCK_MAX_AGE_MS + 50);
    await clock.refresh(TEST_CLOCK_MAX_AGE_MS);
    expect(Math.round((clock.now().getTime() - Date.now()) / DAY)).toBe(31);

    // The due work (and a tester's command) reads it at once, however recent the last read.
    await new TestClock(other).reset();
    await clock.refresh();
    expect(clock.moved).toBe(false);
  });
});
