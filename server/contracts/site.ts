import { z } from "zod";
import { siteStatus } from "../domain/site-status";
import { Product } from "./cart";
import { id, operationPassword, page, pageSize } from "./fields";
import { LEDGER_KINDS } from "../domain/billing";

/**
 * The site list's page when the client names none: ten sites, as My sites shows them and as the order
 * list pages. A site's view is about 2 KB (its package, country, template and colours written out), so
 * a page of 50 was 100 KB, more than most clients read (decision 025, stop 31).
 */
export const SITE_LIST_PAGE_SIZE = 10;

export const SiteListQuery = z.object({
  id: z.preprocess((value) => (value === "" ? undefined : value), id.optional()).meta({ description: "Only this site" }),
  page,
  pageSize: pageSize(SITE_LIST_PAGE_SIZE, 100),
});

export const SitePasswordBody = z
  .object({ id, password: operationPassword.meta({ description: "The new operation password (6-10 letters and digits)" }) })
  .meta({ id: "SitePasswordBody" });

export const DepositPoint = z
  .object({
    id: z.number().int(),
    kind: z.enum(LEDGER_KINDS),
    amountMinor: z.number().int().meta({ description: "Positive for money in, negative for charges" }),
    balanceAfterMinor: z.number().int(),
    reference: z.string().meta({ description: "The period or event: 2026-11-22, 2026-11, a report's day, a transfer" }),
    occurredAt: z.string(),
  })
  .meta({ id: "DepositPoint" });

export const BalanceDay = z
  .object({
    day: z.string().meta({ description: "A UTC day, 2026-11-22" }),
    balanceMinor: z.number().int().meta({ description: "The balance at the day's end" }),
  })
  .meta({ id: "BalanceDay" });

export const Site = Product.extend({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  siteName: z.string(),
  status: z.enum(siteStatus),
  progress: z.number().int().min(0).max(100),
  currency: z.string().meta({ description: "The currency players see (the market's)" }),
  domain: z.string(),
  siteUrl: z.string(),
  backofficeUrl: z.string(),
  operationAccount: z.string(),
  server: z.string().meta({ description: "The server the site runs on" }),
  buildStartedAt: z.string().nullable(),
  estimatedLiveAt: z.string().nullable(),
  launchedAt: z.string().nullable(),
  createdAt: z.string(),
  settlementCurrency: z.string(),
  depositBalanceMinor: z.number().int(),
  prepaidDepositMinor: z.number().int(),
  pendingSettlementMinor: z.number().int().meta({ description: "Charges the deposit has not covered (the balance below zero)" }),
  dailyChargeMinor: z.number().int().meta({ description: "What the site costs a day now: maintenance plus the last 30 days' average fees and royalty" }),
  runwayDays: z.number().int().nullable().meta({ description: "Whole days the balance lasts at the daily charge; null when not billed" }),
  topUpNotice: z.boolean().meta({ description: "The deposit is below 30% of the prepaid deposit" }),
  atZeroSince: z.string().nullable().meta({ description: "Since when the deposit has been at zero or below" }),
  suspendFrom: z.string().nullable().meta({ description: "When a deposit at zero allows suspension (day 31)" }),
  holdUntil: z.string().nullable().meta({ description: "A fraud hold's end" }),
  holdReason: z.string().nullable(),
  lastActivityAt: z.string().nullable().meta({ description: "Players' last reported activity" }),
  urlReleaseAt: z.string().nullable().meta({ description: "When the URL is released if the site stays inactive" }),
  ledger: z.array(DepositPoint).meta({ description: "The latest ten deposit changes, in the order they happened (the statement, GET /api/ledger, has them all)" }),
  balanceDays: z.array(BalanceDay).meta({
    description:
      "The line of the balance chart: the balance at the end of each day with a change, over the 90 days up to the latest change, after the balance carried into them (the end of the day before) when the site is older; at most 91 days",
  }),
}).meta({ id: "Site" });

export const SiteList = z
  .object({ items: z.array(Site), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "SiteList" });

export type Site = z.infer<typeof Site>;
export type BalanceDay = z.infer<typeof BalanceDay>;
export type SiteList = z.infer<typeof SiteList>;

export const SiteChoice = Site.pick({ id: true, siteName: true, status: true, settlementCurrency: true, depositBalanceMinor: true, topUpNotice: true }).meta({ id: "SiteChoice" });

export const SiteChoiceList = z
  .object({ items: z.array(SiteChoice), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "SiteChoiceList" });

export type SiteChoice = z.infer<typeof SiteChoice>;
