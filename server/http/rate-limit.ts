import { rateLimit, type ClientRateLimitInfo, type Options, type Store } from "express-rate-limit";
import type { Db } from "../db";
import { isPostgresUrl } from "../db-postgres";
import type { Deps } from "../deps";
import { AppError } from "./app-error";

/**
 * A limiter that answers in the envelope (429 RATE_LIMITED). Keys default to the connection's
 * address (req.ip), which honours X-Forwarded-For only for the proxies TRUST_PROXY names. `name`
 * keeps each limiter's counts apart. Where several processes serve one site (API instances on
 * PostgreSQL, or several workers of one API) the counts are kept in the database, so a limit counts
 * the requests of every process (decisions 026, 028); a lone process on SQLite keeps them in memory.
 */
export function limiter(deps: Pick<Deps, "db" | "config">, name: string, options: Partial<Options>) {
  return rateLimit({
    standardHeaders: "draft-8",
    legacyHeaders: false,
    ...options,
    ...(isPostgresUrl(deps.config.DATABASE_URL) || deps.config.API_WORKERS > 1 ? { store: new DatabaseStore(deps.db, name) } : {}),
    handler: (_req, _res, next) => next(new AppError("RATE_LIMITED")),
  });
}

/**
 * express-rate-limit's store interface over the RateLimitHit table: one row per key and window,
 * counted by one atomic statement (INSERT … ON CONFLICT DO UPDATE, the same SQL on PostgreSQL and
 * SQLite), so two instances counting the same key at once both count, without a transaction to
 * conflict. Windows run on real time, like the memory store's.
 */
export class DatabaseStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db.rateLimitHit.findUnique({ where: { key: this.key(key) } });
    return row && row.resetAt.getTime() > Date.now() ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = new Date();
    const resetAt = new Date(now.getTime() + this.windowMs);
    // A count whose window has closed starts again at 1 with a new window.
    const [row] = await this.db.$queryRaw<{ hits: number; resetAt: Date }[]>`
      INSERT INTO "RateLimitHit" ("key", "hits", "resetAt") VALUES (${this.key(key)}, 1, ${resetAt})
      ON CONFLICT ("key") DO UPDATE SET
        "hits" = CASE WHEN "RateLimitHit"."resetAt" > ${now} THEN "RateLimitHit"."hits" + 1 ELSE 1 END,
        "resetAt" = CASE WHEN "RateLimitHit"."resetAt" > ${now} THEN "RateLimitHit"."resetAt" ELSE excluded."resetAt" END
      RETURNING "hits", "resetAt"`;
    return { totalHits: Number(row.hits), resetTime: new Date(row.resetAt) };
  }

  async decrement(key: string): Promise<void> {
    await this.db.$executeRaw`UPDATE "RateLimitHit" SET "hits" = "hits" - 1 WHERE "key" = ${this.key(key)} AND "hits" > 0`;
  }

  async resetKey(key: string): Promise<void> {
    await this.db.$executeRaw`DELETE FROM "RateLimitHit" WHERE "key" = ${this.key(key)}`;
  }
}

/** Forgets the counts whose window has closed (the scheduler calls it; a closed window counts for nothing already). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<number> {
  return db.$executeRaw`DELETE FROM "RateLimitHit" WHERE "resetAt" <= ${now}`;
}
