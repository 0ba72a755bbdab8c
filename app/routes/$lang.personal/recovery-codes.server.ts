import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Api } from "~/utils/api.server";
import { env } from "~/utils/env.server";

/**
 * A new set of recovery codes is answered once by the API, to the action that asked; the page that
 * shows it is the GET after the action's redirect (post/redirect/get, decision 006). The codes cross
 * that redirect in the flash session, sealed (AES-256-GCM under a key derived from the session
 * secret), because the cookie is signed, not encrypted (decision 008 keeps second factors out of
 * it in the clear): the next page opens them, shows them and drops them (decision 036).
 */
const key = createHash("sha256").update(`recovery-codes-flash\u0000${env.SESSION_SECRET}`).digest();

export function keepFreshCodes(api: Api, codes: string[]) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(codes), "utf8"), cipher.final()]);
  api.session.flash("recoveryCodes", [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join("."));
  api.markSessionChanged();
}

/** The codes kept by the action just before, once (the flash is gone with this page's cookie). */
export function takeFreshCodes(api: Api): string[] | null {
  const box = api.session.get("recoveryCodes");
  if (!box) return null;
  api.markSessionChanged();
  const [iv, tag, sealed] = box.split(".").map((part) => Buffer.from(part, "base64url"));
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAuthTag(tag);
    const codes: unknown = JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8"));
    return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === "string").slice(0, 10) : null;
  } catch {
    return null;
  }
}
