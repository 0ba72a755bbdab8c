import { createHmac, randomInt } from "node:crypto";
import { RECOVERY_CODE_COUNT } from "@shared/contracts/user";
import type { Deps } from "../../deps";

// Crockford's base32 without the letters people misread (i, l, o, u): 32 symbols, 5 bits each,
// so a ten-character code carries 50 bits, far beyond what the rate limits let anyone guess.
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const LENGTH = 10;

/** A new code as it is shown: two groups of five, `7k3qd-x9m2p`. */
export function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What was typed, as it is compared: any case, with or without the hyphen or a space. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.trim().toLowerCase().replace(/[-\s]/g, "");
}

/** Whether typed text is a recovery code rather than an authenticator's six digits. */
export function looksLikeRecoveryCode(typed: string): boolean {
  return normaliseRecoveryCode(typed).length === LENGTH;
}

/**
 * One-time recovery codes for a lost authenticator (decision 036). Only an HMAC-SHA-256 of each is
 * stored, keyed with the server's secret and bound to the account: with 50 random bits a code needs
 * no slow hash, and a copy of the database alone reveals none.
 */
export function recoveryCodes({ db, config, clock }: Pick<Deps, "db" | "config" | "clock">) {
  const digest = (userId: number, code: string) =>
    createHmac("sha256", config.JWT_SECRET).update(`recovery:${userId}:${normaliseRecoveryCode(code)}`).digest("hex");
  return {
    /**
     * A new set for the account, replacing any earlier one; returns the codes, which are never
     * readable again. `tx` lets the caller make it part of its own change (binding a key).
     */
    async replace(tx: Pick<Deps["db"], "recoveryCode">, userId: number): Promise<string[]> {
      const now = clock.now();
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await tx.recoveryCode.deleteMany({ where: { userId } });
      await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: digest(userId, code), createdAt: now })) });
      return codes;
    },

    /** Uses up a code of the account: true once per code, false for anything else. */
    async consume(userId: number, typed: string): Promise<boolean> {
      if (!looksLikeRecoveryCode(typed)) return false;
      // Conditional on it being unused, so two requests racing with one code accept it once.
      const { count } = await db.recoveryCode.updateMany({
        where: { userId, codeHash: digest(userId, typed), usedAt: null },
        data: { usedAt: clock.now() },
      });
      return count === 1;
    },

    async state(userId: number) {
      const codes = await db.recoveryCode.findMany({ where: { userId }, select: { usedAt: true, createdAt: true } });
      return {
        remaining: codes.filter((code) => code.usedAt === null).length,
        createdAt: codes[0]?.createdAt.toISOString() ?? null,
      };
    },

    remove(tx: Pick<Deps["db"], "recoveryCode">, userId: number) {
      return tx.recoveryCode.deleteMany({ where: { userId } });
    },
  };
}

export type RecoveryCodes = ReturnType<typeof recoveryCodes>;
