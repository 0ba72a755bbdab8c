import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * The refresh grace (decision 036). A refresh token is used once; a client
 * whose answer was lost (a timeout, a browser that sent the old cookie again before the new one
 * arrived) may present it once more within REFRESH_GRACE_MS, from the same browser and address,
 * and gets the same new token back. Anything else presenting a used token ends the session (reuse
 * detection: the token has leaked).
 */
export const REFRESH_GRACE_MS = 30_000;

/** Who presented a token: the browser and the address the request came from, hashed (nothing to read back). */
export function clientFingerprint(client: { userAgent: string; address: string }): string {
  return createHash("sha256").update(`${client.userAgent}\u0000${client.address}`).digest("hex");
}

// The successor is sealed with a key derived from the token it replaces, which the database holds
// only as a hash: a copy of the database cannot open it, the holder of the old token can.
const keyOf = (oldToken: string) => createHash("sha256").update(`refresh-grace\u0000${oldToken}`).digest();

export function sealSuccessor(oldToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(oldToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/** The successor, or undefined when the box was not sealed with this token (or was tampered with). */
export function openSuccessor(oldToken: string, box: string): string | undefined {
  const [iv, tag, sealed] = box.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(oldToken), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
