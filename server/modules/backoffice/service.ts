import { randomUUID, timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import { BACKOFFICE_ACTIVITY_DAYS, type BackofficeSite } from "@shared/contracts/backoffice";
import type { Locale } from "@shared/contracts/locales";
import { dayStartPlus, periodKeyAt } from "@shared/domain/billing";
import { siteStatus, type SiteStatus } from "@shared/domain/site-status";
import { originOf } from "@shared/storefront/hosts";
import type { Deps } from "../../deps";
import { AppError } from "../../http/app-error";
import { bearerToken } from "../../http/bearer-token";
import { hashPassword, verifyPassword } from "../auth/password";
import { siteService } from "../site/service";
import { passwordFingerprint, signBackofficeToken, verifyBackofficeToken } from "./token";

/** How long a back-office token lasts at most: a working day. The web ends an idle session sooner. */
export const BACKOFFICE_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** A released or closed site has no back office any more: its operation account signs in nowhere. */
const CLOSED: SiteStatus[] = [siteStatus.released, siteStatus.closed];

export function backofficeService(deps: Pick<Deps, "db" | "clock" | "config" | "logger">) {
  const { db, clock, config } = deps;
  const sites = siteService(deps);
  // Compared against when there is no site to sign in to, so the refusal takes as long as a wrong password's.
  let absentHash: Promise<string> | undefined;

  /** The site a back-office token names, while the token is good: its site still open and its password the one signed in with. */
  async function authenticate(req: Request) {
    const token = bearerToken(req);
    const claims = token ? await verifyBackofficeToken(config.JWT_SECRET, token, clock.now()) : undefined;
    const site = claims ? await db.site.findUnique({ where: { id: claims.siteId }, select: { id: true, userId: true, siteName: true, status: true, operationPasswordHash: true } }) : null;
    if (!claims || !site || site.siteName !== claims.siteName || CLOSED.includes(site.status as SiteStatus) || passwordFingerprint(config.JWT_SECRET, site.operationPasswordHash) !== claims.password) {
      throw new AppError("BACKOFFICE_SESSION_ENDED");
    }
    return site;
  }

  return {
    authenticate,

    /**
     * Signs the operation account in: the same refusal whether the site is unknown, released or
     * closed, or the account or the password is wrong, and as slow, so it tells nothing of which.
     */
    async signIn(input: { siteName: string; account: string; password: string }) {
      const site = await db.site.findUnique({ where: { siteName: input.siteName }, select: { id: true, siteName: true, status: true, operationAccount: true, operationPasswordHash: true } });
      const open = site !== null && !CLOSED.includes(site.status as SiteStatus);
      const passwordOk = await verifyPassword(input.password, open ? site.operationPasswordHash : await (absentHash ??= hashPassword(randomUUID(), config.PASSWORD_HASH_COST)));
      if (!open || !passwordOk || !sameText(site.operationAccount, input.account)) throw new AppError("BACKOFFICE_SIGN_IN_FAILED");
      const now = clock.now();
      const token = await signBackofficeToken(config.JWT_SECRET, { siteId: site.id, siteName: site.siteName, password: passwordFingerprint(config.JWT_SECRET, site.operationPasswordHash) }, now, BACKOFFICE_TOKEN_TTL_SECONDS);
      return { token, expiresAt: new Date(now.getTime() + BACKOFFICE_TOKEN_TTL_SECONDS * 1000).toISOString() };
    },

    /**
     * The site as its back office shows it: the merchant's own view of it (My sites: its state as
     * of now, balance, daily charge, latest changes) and the casino's reported days of the last 30.
     */
    async site(req: Request, locale: Locale): Promise<BackofficeSite> {
      const signedIn = await authenticate(req);
      const written = await sites.list({ userId: signedIn.userId, sessionId: "backoffice" }, locale, { id: signedIn.id, page: 1, pageSize: 1 });
      const view = written.parse().items[0];
      const today = periodKeyAt("day", clock.now());
      const from = periodKeyAt("day", dayStartPlus(clock.now(), -BACKOFFICE_ACTIVITY_DAYS));
      const reports = await db.activityReport.findMany({
        where: { siteId: signedIn.id, day: { gte: from, lt: today } },
        orderBy: { day: "asc" },
        take: BACKOFFICE_ACTIVITY_DAYS,
        select: { day: true, playerCount: true, wagersMinor: true, winningsMinor: true },
      });
      const portal = (page: string) => `${new URL(config.WEB_URL).origin}/${locale}/${page}`;
      return {
        siteName: view.siteName,
        status: view.status,
        progress: view.progress,
        domain: view.domain,
        storefrontUrl: originOf(view.domain, config.WEB_URL),
        estimatedLiveAt: view.estimatedLiveAt,
        launchedAt: view.launchedAt,
        holdUntil: view.holdUntil,
        holdReason: view.holdReason,
        atZeroSince: view.atZeroSince,
        suspendFrom: view.suspendFrom,
        urlReleaseAt: view.urlReleaseAt,
        templateName: view.template.name,
        colorScheme: view.colorScheme,
        packageName: view.package.name,
        marketName: view.country.countryNames,
        currency: view.currency,
        languages: view.country.languages,
        settlementCurrency: view.settlementCurrency,
        depositBalanceMinor: view.depositBalanceMinor,
        prepaidDepositMinor: view.prepaidDepositMinor,
        dailyChargeMinor: view.dailyChargeMinor,
        runwayDays: view.runwayDays,
        topUpNotice: view.topUpNotice,
        ledger: view.ledger,
        activity: reports.map((report) => ({ day: report.day, playerCount: report.playerCount, wagersMinor: report.wagersMinor, ggrMinor: report.wagersMinor - report.winningsMinor })),
        portal: { sitesUrl: portal("my-site"), settlementUrl: `${portal("settlement")}?site=${signedIn.id}` },
      };
    },
  };
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}
