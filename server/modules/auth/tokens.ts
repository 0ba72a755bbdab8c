import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

/** Access tokens: short HS256 JWTs naming the user (sub) and the session (sid). */
export function signAccessToken(secret: string, claims: AccessClaims, now: Date, ttlSeconds: number): Promise<string> {
  return signSessionJwt(new TextEncoder().encode(secret), claims, now, ttlSeconds);
}

function signSessionJwt(key: Uint8Array, claims: AccessClaims, now: Date, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
}

export type AccessClaims = { userId: number; sessionId: string };

export type VerifyOutcome = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

export async function verifyAccessToken(secret: string, token: string, now: Date): Promise<VerifyOutcome> {
  // A token whose signature was checked once is known until it expires: the check (WebCrypto's
  // HMAC, about a tenth of a request's time under load) is not repeated on every request.
  const key = `${secret}\u0000${token}`;
  const known = verified.get(key);
  if (known) {
    if (now.getTime() >= known.expiresAt) return { ok: false, reason: "expired" };
    if (now.getTime() >= known.validFrom) return { ok: true, claims: known.claims };
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ["HS256"],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== "string") return { ok: false, reason: "invalid" };
    const claims = { userId, sessionId: payload.sid };
    if (payload.exp !== undefined) {
      if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
      verified.set(key, { claims, expiresAt: payload.exp * 1000, validFrom: (payload.nbf ?? 0) * 1000 });
    }
    return { ok: true, claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}

/** Access tokens whose signature verified, by secret and token (a Map keeps insertion order: the oldest goes first). */
const verified = new Map<string, { claims: AccessClaims; expiresAt: number; validFrom: number }>();
const MAX_VERIFIED = 10_000;

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** How long a confirmed identity lets the caller make sensitive changes (GitHub's "sudo mode" idea). */
export const STEP_UP_TTL_SECONDS = 5 * 60;

// Signed with a key of their own, so a step-up token is never accepted as an access token.
const stepUpKey = (secret: string) => new TextEncoder().encode(`${secret}:step-up`);

/** Proof that the caller of one session re-entered their password (or a current code) just now. */
export function signStepUpToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  return signSessionJwt(stepUpKey(secret), claims, now, STEP_UP_TTL_SECONDS);
}

/** True when the token was issued to this very session and has not expired. */
export async function verifyStepUpToken(secret: string, token: string, caller: AccessClaims, now: Date): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, stepUpKey(secret), { algorithms: ["HS256"], currentDate: now });
    return payload.sub === String(caller.userId) && payload.sid === caller.sessionId;
  } catch {
    return false;
  }
}
