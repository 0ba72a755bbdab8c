import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/**
 * A site's back-office token: an HS256 JWT of its own key and audience, so it is never taken for a
 * merchant's access token (nor one of those for it). It names the site and carries a fingerprint of
 * the operation password's stored hash: a reset from My sites changes the hash, and with it every
 * back-office session ends at once, without a table of sessions to revoke.
 */
const AUDIENCE = "backoffice";

const key = (secret: string) => new TextEncoder().encode(`${secret}:backoffice`);

export type BackofficeClaims = { siteId: number; siteName: string; password: string };

/** A keyed digest of the stored hash: it proves which password the token was given for and reveals nothing of it. */
export function passwordFingerprint(secret: string, operationPasswordHash: string): string {
  return createHmac("sha256", key(secret)).update(operationPasswordHash).digest("base64url").slice(0, 22);
}

export function signBackofficeToken(secret: string, claims: BackofficeClaims, now: Date, ttlSeconds: number): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ site: claims.siteName, pwd: claims.password })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.siteId))
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key(secret));
}

/** The token's claims when its signature, audience and expiry hold; undefined otherwise. */
export async function verifyBackofficeToken(secret: string, token: string, now: Date): Promise<BackofficeClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"], audience: AUDIENCE, currentDate: now });
    const siteId = Number(payload.sub);
    if (!Number.isSafeInteger(siteId) || typeof payload.site !== "string" || typeof payload.pwd !== "string") return undefined;
    return { siteId, siteName: payload.site, password: payload.pwd };
  } catch {
    return undefined;
  }
}
