import type { Deps } from "../../deps";
import { describeUserAgent } from "@shared/domain/user-agent";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import type { Client } from "../../http/client";
import { recordSecurityEvent } from "./security-log";

// SESSIONS_PER_ACCOUNT bounds the active sessions (20 at most); this bounds the read whatever happens.
const MAX_LISTED = 100;

/**
 * The devices signed in to the caller's account: its active sessions (decision 036). Signing one
 * out revokes its session row, which is the truth every request checks (decision 025: the write
 * drops the account's kept sessions in every process), so its next call with its tokens is a 401.
 * Each sign-out is a place for the security log's "device signed out".
 */
export function deviceService({ db, clock }: Pick<Deps, "db" | "clock">) {
  const active = (userId: number, now: Date) => ({ userId, revokedAt: null, expiresAt: { gt: now } });
  return {
    async list(caller: Caller) {
      const sessions = await db.session.findMany({
        where: active(caller.userId, clock.now()),
        select: { id: true, userAgent: true, address: true, createdAt: true, lastSeenAt: true },
        orderBy: { lastSeenAt: "desc" },
        take: MAX_LISTED,
      });
      return sessions.map((session) => ({
        id: session.id,
        ...describeUserAgent(session.userAgent),
        address: session.address,
        firstSeenAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.id === caller.sessionId,
      }));
    },

    /** Ends one of the caller's sessions (this one too, if named); another account's is "not found". */
    async signOut(caller: Caller, id: string, client: Client) {
      const now = clock.now();
      await db.$transaction(async (tx) => {
        const { count } = await tx.session.updateMany({ where: { id, ...active(caller.userId, now) }, data: { revokedAt: now, revokedReason: "signed-out" } });
        if (count !== 1) throw new AppError("SESSION_NOT_FOUND");
        await recordSecurityEvent(tx, { userId: caller.userId, kind: "device-signed-out", client, at: now });
      });
      return null;
    },

    /** Ends every other session of the caller, or every one including this (`includeThis`). */
    async signOutEverywhere(caller: Caller, includeThis: boolean, client: Client) {
      const now = clock.now();
      return db.$transaction(async (tx) => {
        const { count } = await tx.session.updateMany({
          where: { ...active(caller.userId, now), ...(includeThis ? {} : { id: { not: caller.sessionId } }) },
          data: { revokedAt: now, revokedReason: "signed-out" },
        });
        if (count > 0) await recordSecurityEvent(tx, { userId: caller.userId, kind: "signed-out-everywhere", client, at: now });
        return { count };
      });
    },
  };
}
