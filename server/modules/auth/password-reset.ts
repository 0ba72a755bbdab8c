import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { TFunction } from "i18next";
import type { Deps } from "../../deps";
import { AppError } from "../../http/app-error";
import type { Mailer } from "../../mail/mailer";
import { recordSecurityEvent, type Client } from "../user/security-log";
import { refuseCommonPassword } from "./common-passwords";
import { hashPassword } from "./password";

// A code may be tried this many times before a new one must be asked for.
const MAX_ATTEMPTS = 5;

/**
 * "Forgot password": a 6-digit code e-mailed to the account's address, good once, for
 * PASSWORD_RESET_MINUTES, and for MAX_ATTEMPTS tries. Codes are stored as an HMAC keyed with the
 * server's secret, so a copy of the database does not reveal them. Asking again replaces the
 * earlier code. Answers never tell whether an account exists, nor whether its address is verified:
 * a code goes only to an address the merchant proved (decision 035).
 */
export function passwordResetService({ db, config, clock, logger }: Deps, mailer: Mailer) {
  const digest = (userId: number, code: string) => createHmac("sha256", config.JWT_SECRET).update(`${userId}:${code}`).digest();

  return {
    async request(account: string, t: TFunction): Promise<null> {
      const user = await db.user.findUnique({ where: { account } });
      if (!user?.emailVerifiedAt) return null;
      const now = clock.now();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await db.$transaction(async (tx) => {
        await tx.passwordReset.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
        await tx.passwordReset.create({
          data: {
            userId: user.id,
            codeHash: digest(user.id, code).toString("hex"),
            expiresAt: new Date(now.getTime() + config.PASSWORD_RESET_MINUTES * 60_000),
            createdAt: now,
          },
        });
      });
      try {
        await mailer.send({
          to: user.email,
          subject: t("mail:passwordReset.subject"),
          text: t("mail:passwordReset.body", { account: user.account, code, minutes: config.PASSWORD_RESET_MINUTES }),
        });
      } catch (error) {
        // The answer stays the same (it must not reveal the account); the operator sees why.
        logger.error({ err: error, userId: user.id }, "the password reset e-mail could not be sent");
      }
      return null;
    },

    async reset(input: { account: string; code: string; newPassword: string }, client: Client): Promise<null> {
      const now = clock.now();
      const user = await db.user.findUnique({ where: { account: input.account } });
      const reset = user
        ? await db.passwordReset.findFirst({ where: { userId: user.id, usedAt: null, expiresAt: { gt: now } }, orderBy: { id: "desc" } })
        : null;
      if (!user || !reset || reset.attempts >= MAX_ATTEMPTS) throw new AppError("RESET_CODE_INVALID", { field: "code" });
      if (!timingSafeEqual(digest(user.id, input.code), Buffer.from(reset.codeHash, "hex"))) {
        await db.passwordReset.update({ where: { id: reset.id }, data: { attempts: { increment: 1 } } });
        throw new AppError("RESET_CODE_INVALID", { field: "code" });
      }
      // After the code: the list answers nothing about an account to someone without its code.
      await refuseCommonPassword(input.newPassword, "newPassword");
      const passwordHash = await hashPassword(input.newPassword, config.PASSWORD_HASH_COST);
      await db.$transaction(async (tx) => {
        // Conditional, so one code resets the password once even when sent twice at once.
        const { count } = await tx.passwordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: now } });
        if (count !== 1) throw new AppError("RESET_CODE_INVALID", { field: "code" });
        await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
        await tx.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now, revokedReason: "password-changed" } });
        await recordSecurityEvent(tx, { userId: user.id, kind: "password-reset", client, at: now });
      });
      return null;
    },
  };
}
