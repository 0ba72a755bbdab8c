import { z } from "zod";
import { siteStatus } from "../domain/site-status";
import { Product } from "./cart";
import { id, operationPassword } from "./fields";

export const SiteListQuery = z.object({
  id: z.preprocess((value) => (value === "" ? undefined : value), id.optional()).meta({ description: "Only this site" }),
});

export const SitePasswordBody = z
  .object({ id, password: operationPassword.meta({ description: "The new operation password (6-10 letters and digits)" }) })
  .meta({ id: "SitePasswordBody" });

export const DepositEntry = z
  .object({
    id: z.number().int(),
    kind: z.enum(["prepaid", "topup", "maintenance"]),
    amountMinor: z.number().int().meta({ description: "Positive for money in, negative for charges" }),
    balanceAfterMinor: z.number().int(),
    periodKey: z.string().nullable().meta({ description: "The maintenance period charged: 2026-11-22 or 2026-11" }),
    createdAt: z.string(),
  })
  .meta({ id: "DepositEntry" });

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
  buildStartedAt: z.string().nullable(),
  estimatedLiveAt: z.string().nullable(),
  launchedAt: z.string().nullable(),
  createdAt: z.string(),
  settlementCurrency: z.string(),
  depositBalanceMinor: z.number().int(),
  prepaidDepositMinor: z.number().int(),
  topUpNotice: z.boolean().meta({ description: "The deposit is below 30% of the prepaid deposit" }),
  ledger: z.array(DepositEntry).meta({ description: "Deposit changes, oldest first: the points of the balance chart" }),
}).meta({ id: "Site" });

export const SiteList = z.object({ items: z.array(Site) }).meta({ id: "SiteList" });

export type Site = z.infer<typeof Site>;
