import { createHash, timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import type { Config } from "../../config";
import { AppError } from "../../http/app-error";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The provider's key (`Authorization: Bearer <PROVIDER_API_KEY>`), compared in constant time. No
 * key configured (production without PROVIDER_API_KEY): every provider call is refused.
 */
export function providerAuthenticator(config: Pick<Config, "PROVIDER_API_KEY">) {
  const expected = config.PROVIDER_API_KEY === null ? null : digest(config.PROVIDER_API_KEY);
  return (req: Request): void => {
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1];
    if (expected === null || given === undefined || !timingSafeEqual(digest(given), expected)) throw new AppError("PROVIDER_KEY_INVALID");
  };
}
