import type { Locale } from "@shared/contracts/locales";
import { randomUUID } from "node:crypto";
import type { Request } from "express";
import type { Deps } from "../../deps";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { bearerToken } from "../../http/bearer-token";
import { caches } from "../../db/cache/caches";
import type { Client } from "../../http/client";
import { recordSecurityEvent } from "../user/security-log";
import { toUserInfo } from "../user/user-info";
import { refuseCommonPassword } from "./common-passwords";
import { hashPassword, verifyPassword } from "./password";
import { recoveryCodes } from "./recovery-codes";
import { clientFingerprint, openSuccessor, REFRESH_GRACE_MS, sealSuccessor } from "./refresh-grace";
import { hashToken, newRefreshToken, signAccessToken, verifyAccessToken } from "./tokens";
import { checkTotp } from "./totp";

/** The browser and address a request came from (the address as the trusted web server vouches for it). */

export function authService(deps: Deps) {
  const { db, config, clock } = deps;
  const recovery = recoveryCodes(deps);
  // A hash of the configured cost to compare against when the account does not exist, so the
  // answer takes as long as a wrong password and does not reveal which accounts exist.
  let absentUserHash: Promise<string> | undefined;
  const { sessions } = caches(db);

  async function issueTokens(userId: number, sessionId: string) {
    const refreshToken = newRefreshToken();
    await db.refreshToken.create({ data: { sessionId, tokenHash: hashToken(refreshToken), createdAt: clock.now() } });
    return accessFor(userId, sessionId, refreshToken);
  }

  async function accessFor(userId: number, sessionId: string, refreshToken: string) {
    const accessToken = await signAccessToken(config.JWT_SECRET, { userId, sessionId }, clock.now(), config.ACCESS_TOKEN_TTL_SECONDS);
    return { accessToken, refreshToken, expiresIn: config.ACCESS_TOKEN_TTL_SECONDS };
  }

  /** Ends a session whose used refresh token came back outside the grace: the token has leaked. */
  async function revokeForReuse(sessionId: string, now: Date): Promise<never> {
    // Conditional, so a login that superseded the session meanwhile keeps its reason (and its 422).
    await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now, revokedReason: "refresh-reuse" } });
    throw new AppError("REFRESH_TOKEN_INVALID");
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

  /**
   * Where a code of the bound authenticator is asked: its current code, or one of the account's
   * recovery codes in its place, each accepted once (decision 036). Says which it was, or undefined.
   */
  /**
   * A code of the bound authenticator, or a recovery code in its place, each used once. A recovery
   * code used goes to the security log when `client` is given (a sign-in records it with its own).
   */
  async function consumeSecondFactor(
    user: { id: number; totpSecret: string | null; totpLastStep: number | null },
    code: string,
    client?: Client,
  ): Promise<"authenticator" | "recovery-code" | undefined> {
    if (!user.totpSecret) return undefined;
    if (/^\d{6}$/.test(code)) return (await consumePin(user.id, user.totpSecret, user.totpLastStep, code)) ? "authenticator" : undefined;
    if (!(await recovery.consume(user.id, code))) return undefined;
    if (client) await recordSecurityEvent(db, { userId: user.id, kind: "recovery-code-used", client, at: clock.now() });
    return "recovery-code";
  }

  /**
   * A used refresh token presented again: the same successor once, to the browser and address
   * that rotated it, within REFRESH_GRACE_MS and while the successor is unused; otherwise the
   * token has leaked and the session ends (OAuth 2.0 security BCP, refresh token reuse).
   */
  async function graceOrReuse(token: string, tokenId: number, session: { id: string; userId: number }, fingerprint: string, now: Date) {
    const used = await db.refreshToken.findUniqueOrThrow({ where: { id: tokenId } });
    const successor = used.successorBox ? openSuccessor(token, used.successorBox) : undefined;
    const inGrace =
      successor !== undefined &&
      used.usedAt !== null &&
      now.getTime() - used.usedAt.getTime() <= REFRESH_GRACE_MS &&
      used.graceUsedAt === null &&
      used.rotatedBy === fingerprint &&
      (await db.refreshToken.findUnique({ where: { tokenHash: hashToken(successor) } }))?.usedAt === null;
    // Conditional, so of two replays at once only one is the grace.
    const spent = inGrace && (await db.refreshToken.updateMany({ where: { id: tokenId, graceUsedAt: null }, data: { graceUsedAt: now } })).count === 1;
    if (!spent || successor === undefined) return revokeForReuse(session.id, now);
    const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
    return { ...(await accessFor(user.id, session.id, successor)), userInfo: toUserInfo(user) };
  }

  return {
    consumePin,
    consumeSecondFactor,
    recovery,

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
      let factor: Awaited<ReturnType<typeof consumeSecondFactor>>;
      if (user.totpSecret) {
        // A right password without the code is the first half of a sign-in, not a failure.
        if (!input.pin) throw new AppError("PIN_REQUIRED", { field: "pin" });
        factor = await consumeSecondFactor(user, input.pin);
        if (!factor) {
          throw await failed(new AppError("PIN_INVALID", { field: "pin" }));
        }
      }
      const now = clock.now();
      const sessionId = randomUUID();
      // A function, not a batch: on PostgreSQL a transaction that loses a conflict is run again (decision 024).
      await db.$transaction(async (tx) => {
        // Written only when it changed: a write to the accounts' table empties every kept page of every
        // merchant in every worker (decision 025), and most logins are in the language of the last.
        const { locale: current } = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { locale: true } });
        if (current !== locale) await tx.user.update({ where: { id: user.id }, data: { locale } });
        // SESSIONS_PER_ACCOUNT devices at once (decision 036; 1 is the specification's "one session
        // per account"): a login replaces its own device's session, and beyond the limit the
        // least recently seen, whose next request hears "logged in elsewhere".
        const active = await tx.session.findMany({
          where: { userId: user.id, revokedAt: null, expiresAt: { gt: now } },
          select: { id: true, deviceId: true },
          orderBy: { lastSeenAt: "desc" },
        });
        const kept = new Set(active.filter((session) => session.deviceId !== input.deviceId).slice(0, config.SESSIONS_PER_ACCOUNT - 1).map((session) => session.id));
        const superseded = active.filter((session) => !kept.has(session.id)).map((session) => session.id);
        if (superseded.length) {
          await tx.session.updateMany({ where: { id: { in: superseded }, revokedAt: null }, data: { revokedAt: now, revokedReason: "superseded" } });
        }
        await tx.session.create({
          data: {
            id: sessionId,
            userId: user.id,
            deviceId: input.deviceId,
            server: input.server,
            userAgent: client.userAgent,
            address: client.address,
            createdAt: now,
            lastSeenAt: now,
            expiresAt: new Date(now.getTime() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
          },
        });
        await recordSecurityEvent(tx, { userId: user.id, kind: "sign-in", client, at: now });
        if (factor === "recovery-code") await recordSecurityEvent(tx, { userId: user.id, kind: "recovery-code-used", client, at: now });
      });
      return { ...(await issueTokens(user.id, sessionId)), userInfo: toUserInfo(user) };
    },

    /**
     * Rotates a refresh token. A used token presented again revokes its whole session, except once
     * within the grace from the browser and address that rotated it (decision 036).
     */
    async refresh(refreshToken: string, client: Client) {
      const now = clock.now();
      const stored = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refreshToken) }, include: { session: true } });
      if (!stored) throw new AppError("REFRESH_TOKEN_INVALID");
      const { session } = stored;
      if (session.revokedAt) {
        throw new AppError(session.revokedReason === "superseded" ? "ACCOUNT_LOGGED_IN_ELSEWHERE" : "REFRESH_TOKEN_INVALID");
      }
      if (session.expiresAt <= now) throw new AppError("REFRESH_TOKEN_INVALID");
      const fingerprint = clientFingerprint(client);
      const successor = newRefreshToken();
      // The successor exists before the old token is marked used, so a replay in the grace always finds it.
      const created = await db.refreshToken.create({ data: { sessionId: session.id, tokenHash: hashToken(successor), createdAt: now } });
      const { count } = await db.refreshToken.updateMany({
        where: { id: stored.id, usedAt: null },
        data: { usedAt: now, rotatedBy: fingerprint, successorBox: sealSuccessor(refreshToken, successor) },
      });
      if (count === 0) {
        await db.refreshToken.delete({ where: { id: created.id } });
        return graceOrReuse(refreshToken, stored.id, session, fingerprint, now);
      }
      // The device list's "last seen", browser and address follow the rotations, not every request:
      // GET /user/info and the other reads stay free of writes (decision 036).
      await db.session.update({ where: { id: session.id }, data: { lastSeenAt: now, userAgent: client.userAgent, address: client.address } });
      const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
      return { ...(await accessFor(user.id, session.id, successor)), userInfo: toUserInfo(user) };
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

