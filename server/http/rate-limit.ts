import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, MemoryStore, rateLimit, type ClientRateLimitInfo, type Options, type Store } from "express-rate-limit";
import type { RateLimitPolicy } from "@shared/contracts/endpoint";
import type { Config } from "../config";
import type { Db } from "../db";
import { isPostgresUrl } from "../db/postgres";
import type { Deps } from "../deps";
import { verifyAccessToken } from "../modules/auth/tokens";
import { bearerToken } from "./bearer-token";
import { AppError } from "./app-error";

/** What a limiter allows, as its RateLimit-Policy header names it and the API document describes it. */
export type RateLimitInfo = { name: string; limit: number; windowMs: number; per: string };

/** A limiter's middleware, carrying what it allows (the router documents it from there). */
export type Limiter = RequestHandler & { policy: RateLimitInfo };

/**
 * A limiter that answers in the envelope (429 RATE_LIMITED) with the IETF draft's RateLimit and
 * RateLimit-Policy headers (and Retry-After when refused). Keys default to the connection's
 * address (req.ip), which honours X-Forwarded-For only for the proxies TRUST_PROXY names; `per`
 * says in words what the key is ("address", "merchant"...). `name` keeps each limiter's counts
 * apart. Where several processes serve one site (API instances on PostgreSQL, or several workers
 * of one API) the counts are kept in the database, so a limit counts the requests of every
 * process (decisions 026, 028); a lone process on SQLite keeps them in memory. `countHere` keeps
 * them in this process's memory whatever the deployment (the general limit, decision 037).
 */
export function limiter(
  deps: Pick<Deps, "db" | "config">,
  name: string,
  options: Partial<Options> & { limit: number; windowMs: number },
  { per = "address", countHere = false }: { per?: string; countHere?: boolean } = {},
): Limiter {
  const shared = isPostgresUrl(deps.config.DATABASE_URL) || deps.config.API_WORKERS > 1;
  const middleware = rateLimit({
    standardHeaders: "draft-8",
    legacyHeaders: false,
    identifier: name,
    ...options,
    store: countHere ? new MemoryStore() : shared ? new DatabaseStore(deps.db, name) : undefined,
    handler: (_req, _res, next) => next(new AppError("RATE_LIMITED")),
  });
  return Object.assign(middleware, { policy: { name, limit: options.limit, windowMs: options.windowMs, per } });
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The costly creations the endpoint map limits per merchant (`rateLimit` in shared/contracts/endpoints.ts), from the settings. */
const POLICIES: Record<RateLimitPolicy, (config: Config) => { limit: number; windowMs: number }> = {
  "cart-create": (config) => ({ limit: config.RATE_LIMIT_CART_PER_HOUR, windowMs: HOUR_MS }),
  "order-create": (config) => ({ limit: config.RATE_LIMIT_ORDER_PER_HOUR, windowMs: HOUR_MS }),
  "payment-create": (config) => ({ limit: config.RATE_LIMIT_PAYMENT_PER_HOUR, windowMs: HOUR_MS }),
};

export type RateLimits = {
  /** Every endpoint's: RATE_LIMIT_API_PER_MINUTE requests per address, counted by each process. */
  general: Limiter;
  /** The limiter of a policy the endpoint map names (one per policy, made on first use). */
  policy(name: RateLimitPolicy): Limiter;
};

/**
 * The limits the router applies from the endpoint map. The general one is a flood guard counted in
 * memory (a count in the database would be a write on every read); the policies count per merchant
 * in the database where several processes serve (as every other limit does).
 */
export function rateLimits(deps: Pick<Deps, "db" | "config" | "clock">): RateLimits {
  // The host's own processes (loopback: health checks, the operator's load test) are not a flood to guard against.
  const general = limiter(deps, "api", { windowMs: MINUTE_MS, limit: deps.config.RATE_LIMIT_API_PER_MINUTE, skip: (req) => isLoopback(req.ip) }, { countHere: true });
  const made = new Map<RateLimitPolicy, Limiter>();
  return {
    general,
    policy(name) {
      let policy = made.get(name);
      if (!policy) {
        policy = limiter(deps, name, { ...POLICIES[name](deps.config), keyGenerator: (req) => callerKey(req, deps) }, { per: "merchant" });
        made.set(name, policy);
      }
      return policy;
    },
  };
}

function isLoopback(address: string | undefined): boolean {
  return address === "::1" || address?.startsWith("127.") === true || address?.startsWith("::ffff:127.") === true;
}

/**
 * The user of a genuinely signed bearer token (checked before the session is, since limits run
 * first), so nobody can use up another user's count with a forged token; otherwise the address.
 */
export async function callerKey(req: Request, { config, clock }: Pick<Deps, "config" | "clock">): Promise<string> {
  const token = bearerToken(req);
  const outcome = token ? await verifyAccessToken(config.JWT_SECRET, token, clock.now()) : undefined;
  return outcome?.ok ? `user:${outcome.claims.userId}` : `address:${ipKeyGenerator(req.ip ?? "")}`;
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
