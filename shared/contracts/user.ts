import { z } from "zod";
import { count, int, LENGTH, str } from "./bounds";
import { UserInfo } from "./auth";
import { currentPassword, email, newPassword, optionalSecondFactor, pin, PROFILE_MAX, secondFactor, text } from "./fields";
import { NoticeAlerts } from "./notice";

export { UserInfo };

/**
 * What every page's frame shows of the caller, read in one request: the account, the urgent
 * notices still in force with the unread count (the banner, the bell), and the cart's count (the badge).
 */
export const UserFrame = z
  .object({
    user: UserInfo,
    alerts: NoticeAlerts,
    cartCount: count.meta({ description: "How many items the caller's cart holds, valid or not" }),
  })
  .meta({ id: "UserFrame" });

/** Digits, spaces, +, - and parentheses, with at least one digit: "+44 (0)20 7946-0958". */
export const phone = text(PROFILE_MAX.phone).regex(/^$|^(?=.*\d)[\d +\-()]+$/, "validation:phoneFormat");

/** An image on this site (a path such as /avatars/3.png): never another host, never a script URL. */
export const imagePath = text(PROFILE_MAX.img).regex(/^$|^\/(?![/\\])[\w\-./~%]*$/, "validation:imagePath");

/** Personal information. Every field is optional: an absent one keeps its value, "" clears it. */
export const ProfileBody = z
  .object({
    nickname: text(PROFILE_MAX.nickname).optional(),
    realName: text(PROFILE_MAX.realName).optional(),
    phone: phone.optional(),
    otherContact: text(PROFILE_MAX.otherContact).optional(),
    remark: text(PROFILE_MAX.remark).optional(),
    img: imagePath.optional(),
  })
  .meta({ id: "ProfileBody" });

export type ProfileBody = z.infer<typeof ProfileBody>;


export const PasswordBody = z
  .object({
    oldPassword: currentPassword,
    newPassword,
    confirmPassword: z.string().max(100),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation:passwordsMismatch",
    // Compare only two strings; a missing or mistyped field already has its own message.
    when: ({ value }) => {
      const fields = (value ?? {}) as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof fields.newPassword === "string" && typeof fields.confirmPassword === "string";
    },
  })
  .meta({ id: "PasswordBody" });

/**
 * Changing the email address. oldPIN is the current Google Authenticator code, required when an
 * authenticator is bound (docs/decisions/003-alter-email.md); the specification's newPIN is not used.
 */
export const AlterEmailBody = z
  .object({
    newEmail: email,
    oldPIN: optionalSecondFactor,
  })
  .meta({ id: "AlterEmailBody" });

/**
 * Proof of identity before a sensitive change: the account password, or, when an authenticator
 * is bound, a current code of it instead.
 */
export const ConfirmIdentityBody = z
  .object({
    password: z.string().max(100, "validation:tooLong?max=100").optional(),
    PIN: optionalSecondFactor,
  })
  .meta({ id: "ConfirmIdentityBody" });

/** The header that carries a step-up token to the sensitive request. */
export const STEP_UP_HEADER = "X-Step-Up-Token";

export const StepUp = z
  .object({
    stepUpToken: str(LENGTH.token).meta({ description: `Send as the ${STEP_UP_HEADER} header of the sensitive request` }),
    expiresIn: count.meta({ description: "Seconds the token stays valid" }),
  })
  .meta({ id: "StepUp" });

/** A 6-digit authenticator code in the query string (?PIN=123456). */
export const PinQuery = z.object({ PIN: pin });

/** A code of the bound authenticator, or a recovery code in its place (?PIN=123456 or ?PIN=abcde-fghjk). */
export const CodeQuery = z.object({ PIN: secondFactor });

/** get-code: PIN is the current code (or a recovery code), needed only to replace an authenticator that is already bound. */
export const KeyQuery = z.object({ PIN: optionalSecondFactor });

/** How many recovery codes a set has (decision 036). */
export const RECOVERY_CODE_COUNT = 10;

/** The first code of a new key: its recovery codes come with it, shown this once (decision 036). */
export const BoundAuthenticator = UserInfo.extend({
  recoveryCodes: z.array(z.string().max(11)).max(RECOVERY_CODE_COUNT),
}).meta({ id: "BoundAuthenticator" });

export const RecoveryCodes = z
  .object({ codes: z.array(z.string().max(11)).max(RECOVERY_CODE_COUNT).meta({ description: "Shown this once: only digests are kept" }) })
  .meta({ id: "RecoveryCodes" });

export const RecoveryCodeState = z
  .object({
    remaining: int(0, RECOVERY_CODE_COUNT),
    createdAt: z.string().max(40).nullable().meta({ description: "When the set was made; null when there is none" }),
  })
  .meta({ id: "RecoveryCodeState" });

/** A signed-in device: one active session of the caller (decision 036). */
export const Device = z
  .object({
    id: z.string().max(100),
    browser: z.string().max(40),
    os: z.string().max(40),
    address: z.string().max(100),
    firstSeenAt: z.string().max(40),
    lastSeenAt: z.string().max(40),
    current: z.boolean().meta({ description: "The session of this request" }),
  })
  .meta({ id: "Device" });

export const DeviceBody = z.object({ id: z.string({ error: "validation:required" }).trim().min(1, "validation:required").max(100) }).meta({ id: "DeviceBody" });

export const SignOutEverywhereBody = z
  .object({ includeThis: z.boolean().optional().default(false).meta({ description: "Also end the session of this request" }) })
  .meta({ id: "SignOutEverywhereBody" });

export const SignedOut = z.object({ count: int(0, 1000) }).meta({ id: "SignedOut" });

/** The QR code of an otpauth URI is an SVG of a few kilobytes. */
const QR_SVG_MAX = 100_000;

export const AuthenticatorKey = z
  .object({
    /** The shared key in base32, for typing into the app by hand. */
    secret: str(LENGTH.key),
    otpauthUri: str(LENGTH.url),
    /** The otpauth URI as a QR code, an SVG document rendered on the server. */
    qrSvg: str(QR_SVG_MAX),
  })
  .meta({ id: "AuthenticatorKey" });
