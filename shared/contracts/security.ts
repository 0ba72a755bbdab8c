import { z } from "zod";
import { count, int, rowId, str, timestamp } from "./bounds";
import { page, pageSize } from "./fields";

/** The longest User-Agent the API keeps of a request (the devices' list, the security log). */
export const USER_AGENT_MAX = 512;

/**
 * E-mail verification and the security log (docs/decisions/035-email-verification-and-security-log.md):
 * the contracts the API validates with and the web's forms reuse.
 */

/** The 6-digit code mailed to the account's address. */
export const emailCode = z
  .string({ error: "validation:resetCode" })
  .trim()
  .max(20, "validation:resetCode")
  .regex(/^\d{6}$/, "validation:resetCode");

export const VerifyEmailBody = z.object({ code: emailCode }).meta({ id: "VerifyEmailBody" });

/**
 * What the security log records. Append new kinds at the end (the log shows each with its
 * `security:kinds.<kind>` text, in every locale); a kind is never renamed, since rows keep it.
 */
export const securityEventKinds = [
  "sign-in",
  "sign-in-failed",
  "password-changed",
  "password-reset",
  "email-changed",
  "email-verified",
  "authenticator-set-up",
  "authenticator-removed",
  "recovery-code-used",
  "recovery-codes-regenerated",
  "device-signed-out",
  "signed-out-everywhere",
] as const;

export type SecurityEventKind = (typeof securityEventKinds)[number];

export const SECURITY_LOG_PAGE_SIZE = 20;
export const SECURITY_LOG_MAX_PAGE_SIZE = 100;

export const SecurityLogQuery = z.object({ page, pageSize: pageSize(SECURITY_LOG_PAGE_SIZE, SECURITY_LOG_MAX_PAGE_SIZE) });

export const SecurityEventView = z
  .object({
    id: rowId,
    kind: z.enum(securityEventKinds),
    at: timestamp.meta({ description: "When, as an ISO 8601 instant (UTC)" }),
    ip: z.string().max(64).meta({ description: "The address the request came from, as the API's trusted proxies resolve it; empty when unknown" }),
    browser: z.string().max(40).meta({ description: "The browser read from the User-Agent (\"Chrome\"); empty when unknown" }),
    system: z.string().max(40).meta({ description: "The operating system read from the User-Agent (\"Windows\"); empty when unknown" }),
    userAgent: str(USER_AGENT_MAX).meta({ description: `The User-Agent as sent (shortened to ${USER_AGENT_MAX} characters)` }),
  })
  .meta({ id: "SecurityEventView" });

export type SecurityEventView = z.infer<typeof SecurityEventView>;

export const SecurityLogPage = z
  .object({
    items: z.array(SecurityEventView).max(SECURITY_LOG_MAX_PAGE_SIZE),
    total: count,
    page: int(1, 100_000),
    pageSize: int(1, SECURITY_LOG_MAX_PAGE_SIZE),
  })
  .meta({ id: "SecurityLogPage" });
