import { randomUUID } from "node:crypto";
import type { Db } from "../db";

/**
 * A lease on a named piece of work shared by every API instance on one database (decision 026):
 * one row (name, holder, expiry) taken by a conditional update, so of several instances only one
 * holds it at a time; the holder renews it each time it works, and if it dies another instance
 * takes it once it has expired. Runs on real time: it is about processes, not the testers' clock.
 */
export function lease(db: Db, name: string, ttlMs: number, holder = `${process.pid}-${randomUUID()}`) {
  return {
    holder,

    /** True when this instance holds the lease until now + ttl (taken, renewed, or taken over from an expired holder). */
    async acquire(now = new Date()): Promise<boolean> {
      const expiresAt = new Date(now.getTime() + ttlMs);
      // Single statements, the same SQL on both databases, no transaction to conflict: the UPDATE's
      // condition is checked again on PostgreSQL after waiting for a racing instance's update of the
      // row (so the second sees the first's holder), and SQLite writes one at a time.
      const renewed = await db.$executeRaw`
        UPDATE "SchedulerLease" SET "holder" = ${holder}, "expiresAt" = ${expiresAt}
        WHERE "name" = ${name} AND ("holder" = ${holder} OR "expiresAt" <= ${now})`;
      if (renewed === 1) return true;
      // Nobody has held it yet: the first insert wins, the others find the row there.
      const taken = await db.$executeRaw`
        INSERT INTO "SchedulerLease" ("name", "holder", "expiresAt") VALUES (${name}, ${holder}, ${expiresAt})
        ON CONFLICT ("name") DO NOTHING`;
      return taken === 1;
    },

    /** Gives the lease up (a clean shutdown), so another instance takes over at its next tick. */
    async release(): Promise<void> {
      await db.$executeRaw`DELETE FROM "SchedulerLease" WHERE "name" = ${name} AND "holder" = ${holder}`;
    },
  };
}
