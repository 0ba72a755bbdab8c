import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { TFunction } from "i18next";
import type { Db } from "../../db";
import type { Deps } from "../../deps";
import type { User } from "../../generated/prisma/client";
import { AppError } from "../../http/app-error";
import type { Mailer } from "../../mail/mailer";
import { recordSecurityEvent, type Client } from "./security-log";
import { toUserInfo } from "./user-info";

/** How long a mailed code works. */
export const EMAIL_CODE_MINUTES = 30;
/** Wrong tries a code takes before it stops working (a new one must be sent). */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** The least time between two codes to one account, so the button cannot flood a mailbox. */
export const EMAIL_CODE_RESEND_SECONDS = 60;

/**
 * Checkout needs a proved address (decision 035): the one guard the order service calls before an
 * order is created. A merchant may sign in, browse and fill the cart unverified.
 */
export async function requireVerifiedEmail(db: Db, userId: number): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  if (!user?.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED");
}

/**
 * E-mail verification (decision 035): a 6-digit code mailed to the account's address at
 * registration, on a change of address and on request. Codes are stored as an HMAC keyed with the
 * server's secret and bound to the address they went to, work once, for EMAIL_CODE_MINUTES and
 * EMAIL_CODE_MAX_ATTEMPTS tries; a new code replaces the older ones.
 */
export function emailVerificationService({ db, config, clock, logger }: Deps, mailer: Mailer) {
  const digest = (userId: number, email: string, code: string) => createHmac("sha256", config.JWT_SECRET).update(`verify:${userId}:${email}:${code}`).digest();

  /** Replaces any open code with a new one and mails it; a mail that cannot be sent is logged (the merchant can ask again). */
  async function issue(user: Pick<User, "id" | "account" | "email">, t: TFunction): Promise<void> {
    const now = clock.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await db.$transaction(async (tx) => {
      await tx.emailVerification.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
      await tx.emailVerification.create({
        data: {
          userId: user.id,
          email: user.email,
          codeHash: digest(user.id, user.email, code).toString("hex"),
          expiresAt: new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000),
          createdAt: now,
        },
      });
    });
    try {
      await mailer.send({
        to: user.email,
        subject: t("security:mail.verify.subject"),
        text: t("security:mail.verify.body", { account: user.account, code, minutes: EMAIL_CODE_MINUTES }),
      });
    } catch (error) {
      logger.error({ err: error, userId: user.id }, "the e-mail verification code could not be sent");
    }
  }

  return {
    issue,

    /**
     * Tells the old address it was replaced (ASVS V2.2.3), so a hijacked account's owner hears of it
     * at the address they still read. Sent whether or not the old address was verified: it is the
     * only one the owner may still have.
     */
    async announceChange(user: Pick<User, "id" | "account" | "email">, newEmail: string, t: TFunction): Promise<void> {
      try {
        await mailer.send({
          to: user.email,
          subject: t("security:mail.changed.subject"),
          text: t("security:mail.changed.body", { account: user.account, email: newEmail }),
        });
      } catch (error) {
        logger.error({ err: error, userId: user.id }, "the e-mail change notice could not be sent");
      }
    },

    /** "Send again": refused once verified, and within EMAIL_CODE_RESEND_SECONDS of the last code. */
    async resend(userId: number, t: TFunction): Promise<null> {
      const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
      if (user.emailVerifiedAt) throw new AppError("EMAIL_ALREADY_VERIFIED");
      const last = await db.emailVerification.findFirst({ where: { userId }, orderBy: { id: "desc" }, select: { createdAt: true } });
      const wait = last ? Math.ceil((last.createdAt.getTime() + EMAIL_CODE_RESEND_SECONDS * 1000 - clock.now().getTime()) / 1000) : 0;
      if (wait > 0) throw new AppError("EMAIL_CODE_TOO_SOON", { values: { seconds: wait } });
      await issue(user, t);
      return null;
    },

    async verify(userId: number, code: string, client: Client) {
      const now = clock.now();
      const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
      if (user.emailVerifiedAt) return toUserInfo(user);
      const open = await db.emailVerification.findFirst({
        where: { userId, usedAt: null, expiresAt: { gt: now }, email: user.email },
        orderBy: { id: "desc" },
      });
      if (!open) throw new AppError("EMAIL_CODE_INVALID", { field: "code" });
      // The try is counted before the code is compared, conditionally: guesses sent at once cannot all pass the limit.
      const { count: tried } = await db.emailVerification.updateMany({ where: { id: open.id, attempts: { lt: EMAIL_CODE_MAX_ATTEMPTS } }, data: { attempts: { increment: 1 } } });
      if (tried !== 1) throw new AppError("EMAIL_CODE_INVALID", { field: "code" });
      if (!timingSafeEqual(digest(userId, user.email, code), Buffer.from(open.codeHash, "hex"))) throw new AppError("EMAIL_CODE_INVALID", { field: "code" });
      const verified = await db.$transaction(async (tx) => {
        // Conditional on the code still open: one code verifies once, even sent twice at once.
        const { count } = await tx.emailVerification.updateMany({ where: { id: open.id, usedAt: null }, data: { usedAt: now } });
        if (count !== 1) throw new AppError("EMAIL_CODE_INVALID", { field: "code" });
        // And on the address the code went to: a change of address in between is not verified by it.
        const { count: updated } = await tx.user.updateMany({ where: { id: userId, email: open.email }, data: { emailVerifiedAt: now } });
        if (updated !== 1) throw new AppError("EMAIL_CODE_INVALID", { field: "code" });
        await recordSecurityEvent(tx, { userId, kind: "email-verified", client, at: now });
        return tx.user.findUniqueOrThrow({ where: { id: userId } });
      });
      return toUserInfo(verified);
    },
  };
}

export type EmailVerificationService = ReturnType<typeof emailVerificationService>;
