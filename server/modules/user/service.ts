import QRCode from "qrcode";
import type { TFunction } from "i18next";
import type { ProfileBody } from "@shared/contracts/user";
import type { Deps } from "../../deps";
import type { User } from "../../generated/prisma/client";
import type { Caller } from "../../http/api-router";
import { AppError } from "../../http/app-error";
import { hashPassword, verifyPassword } from "../auth/password";
import { refuseCommonPassword } from "../auth/common-passwords";
import type { AuthService } from "../auth/service";
import { newTotpSecret, totpUri } from "../auth/totp";
import { caches } from "../../db/cache/caches";
import type { EmailVerificationService } from "./email-verification";
import { recordSecurityEvent, type Client } from "./security-log";
import { toUserInfo } from "./user-info";

/**
 * The caller's own account: personal information, password, email and the Google Authenticator.
 * Every authenticator code accepted here is consumed (auth.consumePin), so one code proves one thing.
 * Each change of a credential is written to the security log with the change (decision 035).
 */
export function userService({ db, clock, config }: Deps, auth: Pick<AuthService, "consumePin" | "consumeSecondFactor" | "recovery">, emailVerification: EmailVerificationService) {
  const { users } = caches(db);

  /** `cached`: a read that only shows the account may be served from memory (decision 025); a change reads the row. */
  async function currentUser(userId: number, cached = false): Promise<User> {
    const read = () => db.user.findUnique({ where: { id: userId } });
    const user = await (cached ? users.get(String(userId), read) : read());
    // The session was found a moment ago and sessions go with their user, so this is a deletion in between.
    if (!user) throw new AppError("UNAUTHORIZED");
    return user;
  }

  /**
   * Proof that the caller holds the bound authenticator: a current code not used before, or one of
   * the account's recovery codes in its place (a recovery code used here is logged for `client`).
   */
  async function requireBoundCode(user: User, code: string, field: string, client?: Client): Promise<string> {
    if (!user.totpSecret) throw new AppError("AUTHENTICATOR_NOT_BOUND");
    if (!(await auth.consumeSecondFactor(user, code, client))) {
      throw new AppError("AUTHENTICATOR_CODE_INVALID", { field });
    }
    return user.totpSecret;
  }

  async function info(userId: number) {
    return toUserInfo(await currentUser(userId, true));
  }

  return {
    info,

    async saveProfile(userId: number, profile: ProfileBody) {
      const { nickname, realName, phone, otherContact, remark, img } = profile;
      const user = await db.user.update({ where: { id: userId }, data: { nickname, realName, phone, otherContact, remark, avatar: img } });
      return toUserInfo(user);
    },

    /** Changes the password and ends every other session of the user; the caller's stays. */
    async changePassword(caller: Caller, input: { oldPassword: string; newPassword: string }, client: Client) {
      const user = await currentUser(caller.userId);
      if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new AppError("PASSWORD_INCORRECT", { field: "oldPassword" });
      }
      await refuseCommonPassword(input.newPassword, "newPassword");
      const passwordHash = await hashPassword(input.newPassword, config.PASSWORD_HASH_COST);
      const now = clock.now();
      await db.$transaction(async (tx) => {
        // Conditional on the hash just checked: of two concurrent changes from one old password, one wins.
        const { count } = await tx.user.updateMany({ where: { id: user.id, passwordHash: user.passwordHash }, data: { passwordHash } });
        if (count !== 1) throw new AppError("PASSWORD_INCORRECT", { field: "oldPassword" });
        await tx.session.updateMany({
          where: { userId: user.id, id: { not: caller.sessionId }, revokedAt: null },
          data: { revokedAt: now, revokedReason: "password-changed" },
        });
        await recordSecurityEvent(tx, { userId: user.id, kind: "password-changed", client, at: now });
      });
      return null;
    },

    /**
     * With an authenticator bound, a current code (oldPIN) proves it is the owner; without one, a step-up.
     * The new address is unproved until its mailed code is entered (decision 035); the old one is told.
     * The same address again changes nothing (and sends nothing).
     */
    async alterEmail(caller: Caller, input: { newEmail: string; oldPIN?: string }, stepUp: () => Promise<void>, client: Client, t: TFunction) {
      const user = await currentUser(caller.userId);
      if (user.totpSecret) {
        if (!input.oldPIN) throw new AppError("AUTHENTICATOR_CODE_REQUIRED", { field: "oldPIN" });
        await requireBoundCode(user, input.oldPIN, "oldPIN", client);
      } else {
        await stepUp();
      }
      if (input.newEmail === user.email) return toUserInfo(user);
      const now = clock.now();
      const changed = await db.$transaction(async (tx) => {
        const updated = await tx.user.update({ where: { id: user.id }, data: { email: input.newEmail, emailVerifiedAt: null } });
        await recordSecurityEvent(tx, { userId: user.id, kind: "email-changed", client, at: now });
        return updated;
      });
      await emailVerification.announceChange(user, input.newEmail, t);
      await emailVerification.issue(changed, t);
      return toUserInfo(changed);
    },

    /**
     * Issues a new pending key. When an authenticator is already bound this is the reset: it needs
     * a current code of the bound one, which keeps working until the new key is confirmed.
     */
    async issueKey(userId: number, pin: string | undefined, stepUp: () => Promise<void>, client: Client) {
      const user = await currentUser(userId);
      if (user.totpSecret) {
        if (!pin) throw new AppError("AUTHENTICATOR_ALREADY_BOUND");
        await requireBoundCode(user, pin, "PIN", client);
      } else {
        // Binding a first authenticator would lock the owner out of a hijacked session: prove it first.
        await stepUp();
      }
      const secret = newTotpSecret();
      await db.user.update({ where: { id: user.id }, data: { totpPendingSecret: secret } });
      return authenticatorKey(secret, user.account);
    },

    /**
     * The issued key once more, unchanged, so a page can show it again after a redirect
     * (docs/decisions/008-authenticator-binding-web.md); issuing stays with issueKey.
     */
    async pendingKey(userId: number) {
      const user = await currentUser(userId);
      if (!user.totpPendingSecret) throw new AppError("AUTHENTICATOR_KEY_MISSING");
      return authenticatorKey(user.totpPendingSecret, user.account);
    },

    /** The first code from the pending key confirms it: the pending key becomes the bound one. */
    async bind(userId: number, pin: string, client: Client) {
      const user = await currentUser(userId);
      const pending = user.totpPendingSecret;
      if (!pending) throw new AppError(user.totpSecret ? "AUTHENTICATOR_ALREADY_BOUND" : "AUTHENTICATOR_KEY_MISSING");
      if (!(await auth.consumePin(user.id, pending, user.totpLastStep, pin))) {
        throw new AppError("AUTHENTICATOR_CODE_INVALID", { field: "PIN" });
      }
      // Conditional on the key the code matched: a key issued in between is not bound by this code.
      // A new key comes with a new set of recovery codes, shown in this answer only (decision 036).
      const recoveryCodes = await db.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({
          where: { id: user.id, totpPendingSecret: pending },
          data: { totpSecret: pending, totpPendingSecret: null },
        });
        if (count !== 1) throw new AppError("STATE_CONFLICT");
        await recordSecurityEvent(tx, { userId: user.id, kind: "authenticator-set-up", client, at: clock.now() });
        return auth.recovery.replace(tx, user.id);
      });
      return { ...(await info(userId)), recoveryCodes };
    },

    async recoveryCodeState(userId: number) {
      return auth.recovery.state(userId);
    },

    /** A new set of recovery codes in place of the old (all of which stop working), after a step-up. */
    async regenerateRecoveryCodes(userId: number, stepUp: () => Promise<void>, client: Client) {
      await stepUp();
      const user = await currentUser(userId);
      if (!user.totpSecret) throw new AppError("AUTHENTICATOR_NOT_BOUND");
      const codes = await db.$transaction(async (tx) => {
        await recordSecurityEvent(tx, { userId: user.id, kind: "recovery-codes-regenerated", client, at: clock.now() });
        return auth.recovery.replace(tx, user.id);
      });
      return { codes };
    },

    async checkPin(userId: number, pin: string) {
      await requireBoundCode(await currentUser(userId), pin, "PIN");
      return null;
    },

    async unbind(userId: number, pin: string, client: Client) {
      const user = await currentUser(userId);
      const secret = await requireBoundCode(user, pin, "PIN", client);
      // The last accepted step stays, so a code seen before cannot be replayed after a new binding.
      // Its recovery codes go with it: they stand in for this authenticator only.
      await db.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({
          where: { id: user.id, totpSecret: secret },
          data: { totpSecret: null, totpPendingSecret: null },
        });
        if (count !== 1) throw new AppError("STATE_CONFLICT");
        await auth.recovery.remove(tx, user.id);
        await recordSecurityEvent(tx, { userId: user.id, kind: "authenticator-removed", client, at: clock.now() });
      });
      return info(userId);
    },
  };
}

/** A key as an authenticator app takes it: typed by hand, as an otpauth URI, or scanned as a QR code. */
async function authenticatorKey(secret: string, account: string) {
  const otpauthUri = totpUri(secret, account);
  const qrSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUri, qrSvg };
}
