import { z } from "zod";
import { siteStatus } from "../domain/site-status";
import { count, day, int, LENGTH, list, str, timestamp } from "./bounds";
import { SITE_NAME_MAX } from "./cart";
import { text } from "./fields";
import { ColorScheme } from "./opening-station";
import { HOLD_REASON_MAX } from "./provider";
import { DepositPoint } from "./site";

/**
 * A site's back office (decision 049): admin.<name>.<SITE_BASE_DOMAIN>, where the operation account
 * set at checkout signs in and sees the site's state, activity and prepaid balance.
 */

/** The days of players' activity the back office charts, up to yesterday. */
export const BACKOFFICE_ACTIVITY_DAYS = 30;

/** The longest an operation account or password can be (fields.ts: 6-10 letters and digits). */
const OPERATION_MAX = 10;

export const BackofficeSignInForm = z.object({
  account: text(OPERATION_MAX, "validation:accountRequired"),
  // Never trimmed: a password is what was typed.
  password: z.string({ error: "validation:passwordRequired" }).min(1, "validation:passwordRequired").max(OPERATION_MAX, `validation:tooLong?max=${OPERATION_MAX}`),
});

export const BackofficeSignInBody = BackofficeSignInForm.extend({
  siteName: z
    .string({ error: "validation:siteNameRequired" })
    .trim()
    .toLowerCase()
    .min(1, "validation:siteNameRequired")
    .max(SITE_NAME_MAX, "validation:siteNameFormat")
    .meta({ description: "The site whose back office is signed in to (its host name's label)" }),
}).meta({ id: "BackofficeSignInBody" });

export const BackofficeSession = z
  .object({
    token: str(LENGTH.token).meta({ description: "Send as Authorization: Bearer to GET /api/backoffice/site; ends when the operation password is reset" }),
    expiresAt: timestamp,
  })
  .meta({ id: "BackofficeSession" });

export const ActivityDay = z
  .object({
    day: day.meta({ description: "A UTC day the casino reported" }),
    playerCount: count,
    wagersMinor: count,
    ggrMinor: int().meta({ description: "Wagers minus winnings, minor units (negative on a day players won)" }),
  })
  .meta({ id: "ActivityDay" });

export const BackofficeSite = z
  .object({
    siteName: str(SITE_NAME_MAX),
    status: z.enum(siteStatus),
    progress: int(0, 100),
    domain: str(LENGTH.url),
    storefrontUrl: str(LENGTH.url),
    estimatedLiveAt: timestamp.nullable(),
    launchedAt: timestamp.nullable(),
    holdUntil: timestamp.nullable(),
    holdReason: str(HOLD_REASON_MAX).nullable(),
    atZeroSince: timestamp.nullable(),
    suspendFrom: timestamp.nullable(),
    urlReleaseAt: timestamp.nullable(),
    templateName: str(LENGTH.name),
    colorScheme: ColorScheme,
    packageName: str(LENGTH.name),
    marketName: str(LENGTH.name),
    currency: str(LENGTH.key).meta({ description: "The currency players see" }),
    languages: list(str(LENGTH.key), 20).meta({ description: "The site's languages (BCP 47 codes)" }),
    settlementCurrency: str(LENGTH.key),
    depositBalanceMinor: int(),
    prepaidDepositMinor: count,
    dailyChargeMinor: count,
    runwayDays: count.nullable().meta({ description: "Whole days the balance lasts at the daily charge; null when not billed" }),
    topUpNotice: z.boolean(),
    ledger: list(DepositPoint, 10).meta({ description: "The latest ten changes of the prepaid balance" }),
    activity: list(ActivityDay, BACKOFFICE_ACTIVITY_DAYS).meta({ description: "The casino's reported days of the last 30, oldest first" }),
    portal: z
      .object({ sitesUrl: str(LENGTH.url), settlementUrl: str(LENGTH.url) })
      .meta({ description: "Where the merchant manages the site in the portal (My sites, settlement)" }),
  })
  .meta({ id: "BackofficeSite" });

export type BackofficeSite = z.infer<typeof BackofficeSite>;
export type ActivityDay = z.infer<typeof ActivityDay>;
