import { z } from "zod";
import { account, deviceId, email, newPassword, optionalPin, password, text } from "./fields";

/** The login form's server (specification, points 3 and 9: default "unicorn"), kept with the session. */
export const DEFAULT_SERVER = "unicorn";
const server = z
  .string({ error: "validation:invalid" })
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, "validation:invalid")
  .optional()
  .default(DEFAULT_SERVER)
  .meta({ description: `The server the merchant logs in to (default ${DEFAULT_SERVER})` });

export const LoginBody = z
  .object({
    account,
    password,
    pin: optionalPin,
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
  .object({ refreshToken: z.string({ error: "validation:required" }).min(1, "validation:required").max(200) })
  .meta({ id: "RefreshBody" });

export const LogoutBody = z.object({ refreshToken: z.string().max(200).optional() });

/** "Forgot password", step 1: a code is e-mailed to the account's address. */
export const ForgotPasswordBody = z.object({ account }).meta({ id: "ForgotPasswordBody" });

/** Step 2: the e-mailed code and the new password, twice. */
export const ResetPasswordBody = z
  .object({
    account,
    code: z.string({ error: "validation:resetCode" }).trim().regex(/^\d{6}$/, "validation:resetCode"),
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
    id: z.number().int(),
    account: z.string(),
    username: z.string(),
    email: z.string(),
    nickname: z.string(),
    realName: z.string(),
    phone: z.string(),
    otherContact: z.string(),
    remark: z.string(),
    img: z.string(),
    avatarUrl: z
      .string()
      .nullable()
      .meta({ description: "The uploaded avatar (a 256×256 WebP, path on this API; a new upload gives a new URL), or null when none" }),
    authenticatorBound: z.boolean(),
    emailVerified: z.boolean().meta({ description: "Whether the address in email was proved with a mailed code (checkout needs it)" }),
    createdAt: z.string(),
  })
  .meta({ id: "UserInfo" });

export type UserInfo = z.infer<typeof UserInfo>;

export const TokenPair = z
  .object({
    accessToken: z.string(),
    refreshToken: z.string(),
    /** Seconds until the access token expires. */
    expiresIn: z.number().int(),
    userInfo: UserInfo,
  })
  .meta({ id: "TokenPair" });

export type TokenPair = z.infer<typeof TokenPair>;
