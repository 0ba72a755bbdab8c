import { z } from "zod";
import { count, LENGTH, rowId, str, timestamp } from "./bounds";
import { account, ACCOUNT_MAX, deviceId, email, EMAIL_MAX, newPassword, optionalPin, optionalSecondFactor, password, PROFILE_MAX, text } from "./fields";

/** The login form's server (specification, points 3 and 9: default "unicorn"), kept with the session. */
export const DEFAULT_SERVER = "unicorn";
const server = z
  .string({ error: "validation:invalid" })
  .trim()
  .max(40, "validation:invalid")
  .regex(/^[a-z0-9-]{1,40}$/, "validation:invalid")
  .optional()
  .default(DEFAULT_SERVER)
  .meta({ description: `The server the merchant logs in to (default ${DEFAULT_SERVER})` });

/** A refresh token is 32 random bytes in base64url (43 characters): room to spare. */
const REFRESH_TOKEN_MAX = 200;

export const LoginBody = z
  .object({
    account,
    password,
    // With an authenticator bound: its code, or a recovery code in its place.
    pin: optionalSecondFactor,
    deviceId,
    server,
  })
  .meta({ id: "LoginBody" });

export const RegisterBody = z
  .object({
    account,
    password,
    email,
    leagueCode: text(40).optional().default(""),
    pin: optionalPin,
    deviceId,
  })
  .meta({ id: "RegisterBody" });

export const RefreshBody = z
  .object({ refreshToken: z.string({ error: "validation:required" }).min(1, "validation:required").max(REFRESH_TOKEN_MAX) })
  .meta({ id: "RefreshBody" });

export const LogoutBody = z.object({ refreshToken: z.string().max(REFRESH_TOKEN_MAX).optional() });

/** "Forgot password", step 1: a code is e-mailed to the account's address. */
export const ForgotPasswordBody = z.object({ account }).meta({ id: "ForgotPasswordBody" });

/** Step 2: the e-mailed code and the new password, twice. */
export const ResetPasswordBody = z
  .object({
    account,
    code: z.string({ error: "validation:resetCode" }).trim().max(6, "validation:resetCode").regex(/^\d{6}$/, "validation:resetCode"),
    newPassword,
    confirmPassword: z.string({ error: "validation:passwordsMismatch" }).max(100),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "validation:passwordsMismatch",
  })
  .meta({ id: "ResetPasswordBody" });

export const UserInfo = z
  .object({
    id: rowId,
    account: str(ACCOUNT_MAX),
    username: str(ACCOUNT_MAX),
    email: str(EMAIL_MAX),
    nickname: str(PROFILE_MAX.nickname),
    realName: str(PROFILE_MAX.realName),
    phone: str(PROFILE_MAX.phone),
    otherContact: str(PROFILE_MAX.otherContact),
    remark: str(PROFILE_MAX.remark),
    img: str(PROFILE_MAX.img),
    avatarUrl: str(LENGTH.url)
      .nullable()
      .meta({ description: "The uploaded avatar (a 256×256 WebP, path on this API; a new upload gives a new URL), or null when none" }),
    authenticatorBound: z.boolean(),
    emailVerified: z.boolean().meta({ description: "Whether the address in email was proved with a mailed code (checkout needs it)" }),
    createdAt: timestamp,
  })
  .meta({ id: "UserInfo" });

export type UserInfo = z.infer<typeof UserInfo>;

export const TokenPair = z
  .object({
    accessToken: str(LENGTH.token),
    refreshToken: str(REFRESH_TOKEN_MAX),
    /** Seconds until the access token expires. */
    expiresIn: count,
    userInfo: UserInfo,
  })
  .meta({ id: "TokenPair" });

export type TokenPair = z.infer<typeof TokenPair>;
