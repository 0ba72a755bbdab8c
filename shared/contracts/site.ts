import { z } from "zod";
import { count, day, int, LENGTH, list, rowId, signedMinor, str, timestamp } from "./bounds";
import { siteStatus } from "../domain/site-status";
import { Product, SITE_NAME_MAX } from "./cart";
import { HOLD_REASON_MAX } from "./provider";
import { id, operationPassword, page, pageSize } from "./fields";
import { LEDGER_KINDS } from "../domain/billing";

/**
 * The site list's page when the client names none: ten sites, as My sites shows them and as the order
 * list pages. A site's view is about 2 KB (its package, country, template and colours written out), so
 * a page of 50 was 100 KB, more than most clients read (decision 044).
 */
export const SITE_LIST_PAGE_SIZE = 10;

/** A host name: at most 253 characters (RFC 1035). */
const HOST_NAME_MAX = 253;

const SITE_PAGE_MAX = 100;

export const SiteListQuery = z.object({
  id: z.preprocess((value) => (value === "" ? undefined : value), id.optional()).meta({ description: "Only this site" }),
  page,
  pageSize: pageSize(SITE_LIST_PAGE_SIZE, SITE_PAGE_MAX),
});

export const SitePasswordBody = z
  .object({ id, password: operationPassword.meta({ description: "The new operation password (6-10 letters and digits)" }) })
  .meta({ id: "SitePasswordBody" });

export const DepositPoint = z
  .object({
    id: rowId,
    kind: z.enum(LEDGER_KINDS),
    amountMinor: signedMinor.meta({ description: "Positive for money in, negative for charges" }),
    balanceAfterMinor: signedMinor,
    reference: str(LENGTH.reference).meta({ description: "The period or event: 2026-11-22, 2026-11, a report's day, a transfer" }),
    occurredAt: timestamp,
  })
  .meta({ id: "DepositPoint" });

export const BalanceDay = z
  .object({
    day: day.meta({ description: "A UTC day, 2026-11-22" }),
    balanceMinor: signedMinor.meta({ description: "The balance at the day's end" }),
  })
  .meta({ id: "BalanceDay" });

export const Site = Product.extend({
  id: rowId,
  orderId: rowId,
  orderNo: str(LENGTH.orderNo),
  siteName: str(SITE_NAME_MAX),
  status: z.enum(siteStatus),
  progress: int(0, 100),
  currency: str(LENGTH.key).meta({ description: "The currency players see (the market's)" }),
  domain: str(HOST_NAME_MAX),
  siteUrl: str(LENGTH.url),
  backofficeUrl: str(LENGTH.url),
  operationAccount: str(10),
  server: str(LENGTH.key).meta({ description: "The server the site runs on" }),
  buildStartedAt: timestamp.nullable(),
  estimatedLiveAt: timestamp.nullable(),
  launchedAt: timestamp.nullable(),
  createdAt: timestamp,
  settlementCurrency: str(LENGTH.key),
  depositBalanceMinor: signedMinor,
  prepaidDepositMinor: count,
  pendingSettlementMinor: count.meta({ description: "Charges the deposit has not covered (the balance below zero)" }),
  dailyChargeMinor: count.meta({ description: "What the site costs a day now: maintenance plus the last 30 days' average fees and royalty" }),
  runwayDays: count.nullable().meta({ description: "Whole days the balance lasts at the daily charge; null when not billed" }),
  topUpNotice: z.boolean().meta({ description: "The deposit is below 30% of the prepaid deposit" }),
  atZeroSince: timestamp.nullable().meta({ description: "Since when the deposit has been at zero or below" }),
  suspendFrom: timestamp.nullable().meta({ description: "When a deposit at zero allows suspension (day 31)" }),
  holdUntil: timestamp.nullable().meta({ description: "A fraud hold's end" }),
  holdReason: str(HOLD_REASON_MAX).nullable(),
  lastActivityAt: timestamp.nullable().meta({ description: "Players' last reported activity" }),
  urlReleaseAt: timestamp.nullable().meta({ description: "When the URL is released if the site stays inactive" }),
  ledger: list(DepositPoint, 10).meta({ description: "The latest ten deposit changes, in the order they happened (the statement, GET /api/ledger, has them all)" }),
  balanceDays: list(BalanceDay, 91).meta({
    description:
      "The line of the balance chart: the balance at the end of each day with a change, over the 90 days up to the latest change, after the balance carried into them (the end of the day before) when the site is older; at most 91 days",
  }),
}).meta({ id: "Site" });

export const SiteList = z
  .object({ items: list(Site, SITE_PAGE_MAX), total: count, page: count, pageSize: count })
  .meta({ id: "SiteList" });

export type Site = z.infer<typeof Site>;
export type BalanceDay = z.infer<typeof BalanceDay>;
export type SiteList = z.infer<typeof SiteList>;

export const SiteChoice = Site.pick({ id: true, siteName: true, status: true, settlementCurrency: true, depositBalanceMinor: true, topUpNotice: true }).meta({ id: "SiteChoice" });

export const SiteChoiceList = z
  .object({ items: list(SiteChoice, SITE_PAGE_MAX), total: count, page: count, pageSize: count })
  .meta({ id: "SiteChoiceList" });

export type SiteChoice = z.infer<typeof SiteChoice>;
