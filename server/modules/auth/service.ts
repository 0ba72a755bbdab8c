import type { Locale } from "../../contracts/locales";
import { randomUUID } from "node:crypto";
import type { Request } from "express";
import type { Deps } from "../../deps";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { caches } from "../../cache/caches";
import { recordSecurityEvent, type Client } from "../user/security-log";
import { toUserInfo } from "../user/user-info";
import { refuseCommonPassword } from "./common-passwords";
import { hashPassword, verifyPassword } from "./password";
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from "./tokens";
import { checkTotp } from "./totp";

export function authService({ db, config, clock }: Deps) {
  // A hash of the configured cost to compare against when the account does not exist, so the
  // answer takes as long as a wrong password and does not reveal which accounts exist.
  let absentUserHash: Promise<string> | undefined;
  const { sessions } = caches(db);

  async function issueTokens(userId: number, sessionId: string) {
    const refreshToken = newRefreshToken();
    await db.refreshToken.create({ data: { sessionId, tokenHash: hashToken(refreshToken), createdAt: clock.now() } });
    const accessToken = await signAccessToken(config.JWT_SECRET, { userId, sessionId }, clock.now(), config.ACCESS_TOKEN_TTL_SECONDS);
    return { accessToken, refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
  }

  /**
   * Checks an authenticator code for a user and consumes it (its time step is stored, so the same
   * code is refused next time). Used by login and by the authenticator endpoints.
   */
  async function consumePin(userId: number, secret: string, lastStep: number | null, code: string): Promise<boolean> {
    const step = await checkTotp(secret, code, clock.now(), lastStep);
    if (step === undefined) return false;
    // Conditional on the step seen, so two concurrent uses of one code accept it once.
    const { count } = await db.user.updateMany({
      where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return count === 1;
  }

  return {
    consumePin,

    /** `locale`: the language the merchant uses, in which notices are e-mailed to them. */
    async register(input: { account: string; password: string; email: string; leagueCode: string }, locale: Locale) {
      // A taken account is answered before the costly hash (the 409 says it exists anyway); the
      // unique index still decides between two registrations racing for one name.
      if (await db.user.findUnique({ where: { account: input.account }, select: { id: true } })) {
        throw new AppError("ACCOUNT_TAKEN", { field: "account" });
      }
      await refuseCommonPassword(input.password, "password");
      const passwordHash = await hashPassword(input.password, config.PASSWORD_HASH_COST);
      try {
        const user = await db.user.create({
          data: { account: input.account, email: input.email, passwordHash, leagueCode: input.leagueCode, locale, createdAt: clock.now() },
        });
        return { userInfo: toUserInfo(user) };
      } catch (error) {
        if ((error as { code?: string }).code === "P2002") {
          throw new AppError("ACCOUNT_TAKEN", { field: "account" });
        }
        throw error;
      }
    },

    /** `client`: where the attempt came from, for the account's security log (a failure too, when the account exists). */
    async login(input: { account: string; password: string; pin?: string; deviceId: string; server: string }, locale: Locale, client: Client) {
      const user = await db.user.findUnique({ where: { account: input.account } });
      const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await (absentUserHash ??= hashPassword(randomUUID(), config.PASSWORD_HASH_COST))));
      const failed = async (error: AppError) => {
        if (user) await recordSecurityEvent(db, { userId: user.id, kind: "sign-in-failed", client, at: clock.now() });
        return error;
      };
      if (!user || !passwordOk) throw await failed(new AppError("LOGIN_FAILED"));
      if (user.totpSecret) {
        // A right password without the code is the first half of a sign-in, not a failure.
        if (!input.pin) throw new AppError("PIN_REQUIRED", { field: "pin" });
        if (!(await consumePin(user.id, user.totpSecret, user.totpLastStep, input.pin))) {
          throw await failed(new AppError("PIN_INVALID", { field: "pin" }));
        }
      }
      const now = clock.now();
      const sessionId = randomUUID();
      // One active session per account: this login supersedes every other.
      // A function, not a batch: on PostgreSQL a transaction that loses a conflict is run again (decision 024).
      await db.$transaction(async (tx) => {
        // Written only when it changed: a write to the accounts' table empties every kept page of every
        // merchant in every worker (decision 025), and most logins are in the language of the last.
        const { locale: current } = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } });
        if (current !== locale) await tx.user.update({ where: { id: user.id }, data: { locale } });
        await tx.session.updateMany({
          where: { userId: user.id, revokedAt: null },
          data: { revokedAt: now, revokedReason: "superseded" },
        });
        await tx.session.create({
          data: {
            id: sessionId,
            userId: user.id,
            deviceId: input.deviceId,
            server: input.server,
            createdAt: now,
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
          },
        });
        await recordSecurityEvent(tx, { userId: user.id, kind: "sign-in", client, at: now });
      });
      return { ...(await issueTokens(user.id, sessionId)), userInfo: toUserInfo(user) };
    },

    /** Rotates a refresh token. A token presented twice revokes its whole session. */
    async refresh(refreshToken: string) {
      const now = clock.now();
      const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, include: { session: true } });
      if (!stored) throw new AppError("REFRESH_TOKEN_INVALID");
      const { session } = stored;
      if (session.revokedAt) {
        throw new AppError(session.revokedReason === "superseded" ? "ACCOUNT_LOGGED_IN_ELSEWHERE" : "REFRESH_TOKEN_INVALID");
      }
      const { count } = await db.refreshToken.updateMany({ where: { id: stored.id, usedAt: null }, data: { usedAt: now } });
      if (count === 0) {
        // Conditional, so a login that superseded the session meanwhile keeps its reason (and its 422).
        await db.session.updateMany({ where: { id: session.id, revokedAt: null }, data: { revokedAt: now, revokedReason: "refresh-reuse" } });
        throw new AppError("REFRESH_TOKEN_INVALID");
      }
      if (session.expiresAt <= now) throw new AppError("REFRESH_TOKEN_INVALID");
      await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now } });
      const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
      return { ...(await issueTokens(user.id, session.id)), userInfo: toUserInfo(user) };
    },

    /** Ends the session named by the refresh token or by the bearer token; idempotent. */
    async logout(req: Request, refreshToken: string | undefined) {
      const now = clock.now();
      let sessionId: string | undefined;
      if (refreshToken) {
        sessionId = (await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) } }))?.sessionId;
      }
      if (!sessionId) {
        const bearer = bearerToken(req);
        const outcome = bearer ? await verifyAccessToken(config.JWT_SECRET, bearer, now) : undefined;
        if (outcome?.ok) sessionId = outcome.claims.sessionId;
      }
      if (sessionId) {
        await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now, revokedReason: "logout" } });
      }
      return null;
    },

    /** The bearer-token check every protected endpoint runs. */
    async authenticate(req: Request): Promise<Caller> {
      const token = bearerToken(req);
      if (!token) throw new AppError("UNAUTHORIZED");
      const outcome = await verifyAccessToken(config.JWT_SECRET, token, clock.now());
      if (!outcome.ok) throw new AppError(outcome.reason === "expired" ? "TOKEN_EXPIRED" : "UNAUTHORIZED");
      // Every protected request asks this: served from memory until the session changes (decision 025).
      // Kept by the account the signed token names: a write to that account's sessions drops it.
      const session = await sessions.get(`${outcome.claims.userId}:${outcome.claims.sessionId}`, () =>
        db.session.findUnique({ where: { id: outcome.claims.sessionId }, select: { userId: true, revokedAt: true, revokedReason: true } }),
      );
      if (!session || session.userId !== outcome.claims.userId) throw new AppError("UNAUTHORIZED");
      if (session.revokedAt) {
        throw new AppError(session.revokedReason === "superseded" ? "ACCOUNT_LOGGED_IN_ELSEWHERE" : "UNAUTHORIZED");
      }
      return { userId: session.userId, sessionId: outcome.claims.sessionId };
    },

    hashPassword,
  };
}

export type AuthService = ReturnType<typeof authService>;

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(req: Request): string | undefined {
  const header = req.get("authorization");
  const match = header?.match(/^Bearer\s+(\S{1,4096})$/i);
  return match?.[1];
}
