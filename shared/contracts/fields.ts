import { z } from "zod";
import { INT32_MAX } from "./bounds";
import "./messages";

/**
 * Field rules of point 5 of the specification, written once: the API validates requests with them
 * and the web app validates forms with them (conform). Messages are translation keys.
 */

/** A trimmed string that counts empty as missing, so "Account cannot be empty" wins over a length rule. */
function requiredText(requiredKey: string) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true });
}

export const ACCOUNT_MAX = 20;
export const EMAIL_MAX = 254;

/** The personal information's ceilings (ProfileBody), which the user info's fields keep. */
export const PROFILE_MAX = { nickname: 50, realName: 50, phone: 30, otherContact: 100, remark: 500, img: 300 } as const;

export const account = requiredText("validation:accountRequired")
  .min(3, "validation:accountLength")
  .max(ACCOUNT_MAX, "validation:accountLength");

export const PASSWORD_MAX = 20;

export const password = z
  .string({ error: "validation:passwordRequired" })
  .min(1, { error: "validation:passwordRequired", abort: true })
  .min(6, "validation:passwordLength")
  .max(PASSWORD_MAX, "validation:passwordLength");

/** The account's current password, typed to prove it is the owner: any length it was set with. */
export const currentPassword = z
  .string({ error: "validation:passwordRequired" })
  .min(1, { error: "validation:passwordRequired", abort: true })
  .max(100, "validation:tooLong?max=100");

/** A new password follows the password rule, with its own "please enter a new password" message. */
export const newPassword = z
  .string({ error: "validation:newPasswordRequired" })
  .min(1, { error: "validation:newPasswordRequired", abort: true })
  .max(PASSWORD_MAX, "validation:passwordLength")
  .pipe(password);

export const email = requiredText("validation:emailRequired")
  .max(EMAIL_MAX, "validation:emailInvalid")
  .pipe(z.email("validation:emailInvalid"));

/** A 6-digit authenticator code. */
export const pin = z.string({ error: "validation:pinRequired" }).trim().max(6, "validation:pinFormat").regex(/^\d{6}$/, "validation:pinFormat");

/**
 * Where a code of the bound authenticator is asked: its 6-digit code, or one of the account's
 * recovery codes (ten characters, shown as two groups of five; decision 036).
 */
export const secondFactor = z
  .string({ error: "validation:pinRequired" })
  .trim()
  .max(20, "validation:secondFactorFormat")
  .regex(/^(?:\d{6}|[0-9a-z]{5}[-\s]?[0-9a-z]{5})$/i, "validation:secondFactorFormat");

/** The same, optional: absent or empty means "no code given". */
export const optionalSecondFactor = z
  .string()
  .trim()
  .max(20, "validation:secondFactorFormat")
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(secondFactor.optional());

/** Optional on login: absent or empty means "no code given". */
export const optionalPin = z
  .string()
  .trim()
  .max(6, "validation:pinFormat")
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(pin.optional());

/** Operation account (back-office login of a site): 6-10 letters and digits. */
export const operationAccount = z
  .string({ error: "validation:operationAccount" })
  .trim()
  .max(10, "validation:operationAccount")
  .regex(/^[A-Za-z0-9]{6,10}$/, "validation:operationAccount");

export const operationPassword = z
  .string({ error: "validation:operationPassword" })
  .max(10, "validation:operationPassword")
  .regex(/^[A-Za-z0-9]{6,10}$/, "validation:operationPassword");

/** Free text with a ceiling, so no field can carry megabytes. */
export function text(max: number, requiredKey?: string) {
  // The ceiling names its own message: otherwise zod 4 reports it with the schema's type error.
  const base = z
    .string({ error: requiredKey ?? "validation:invalidType" })
    .trim()
    .max(max, `validation:tooLong?max=${max}`)
    // Control characters (NUL and the like) have no place in a name or a note; line breaks and tabs do.
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, "validation:invalid");
  return requiredKey ? base.min(1, requiredKey) : base;
}

/** An id from a form or a query string ("12") or JSON (12). */
export const id = z.coerce
  .number({ error: "validation:idRequired" })
  .int("validation:idRequired")
  .positive("validation:idRequired")
  .max(INT32_MAX, "validation:idRequired")
  .meta({ format: "int32" });

export const deviceId = z.string().trim().max(100).optional().default("");

/** A page of a list, from 1. */
export const page = z.coerce.number({ error: "validation:page" }).int("validation:page").min(1, "validation:page").max(100_000, "validation:page").meta({ format: "int32" }).default(1);

/** How many rows a page holds, up to `max`. */
export function pageSize(defaultSize: number, max: number) {
  return z.coerce.number({ error: "validation:pageSize" }).int("validation:pageSize").min(1, "validation:pageSize").max(max, "validation:pageSize").meta({ format: "int32" }).default(defaultSize);
}
