import { z } from "zod";
import { SiteList, SiteListQuery, SitePasswordBody } from "../../contracts/site";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { STEP_UP_HEADER, stepUpService } from "../auth/step-up";
import type { AuthService } from "../auth/service";
import { dueWork } from "../../jobs/due-work";
import { siteService } from "./service";

const tags = ["site"];

/** The merchant's sites: build progress, addresses, operation account and deposit. */
export function registerSiteRoutes(api: ApiRouter, deps: Deps, auth: AuthService) {
  const sites = siteService(deps);
  const stepUp = stepUpService(deps, auth);
  const { catchUp } = dueWork(deps);

  api.get(
    "/site",
    {
      summary: "The caller's sites with status, build progress, addresses, operation account, deposit balance and its ledger",
      tags,
      query: SiteListQuery,
      response: SiteList,
    },
    async ({ caller, locale, query }) => {
      // Payments that arrived and builds that finished since the scheduler last ran show at once.
      await catchUp({ userId: caller.userId });
      return { items: await sites.list(caller, locale, query.id) };
    },
  );

  api.post(
    "/site",
    {
      summary: `Reset a site's operation password (6-10 letters and digits); needs the ${STEP_UP_HEADER} header`,
      tags,
      body: SitePasswordBody,
      response: z.null(),
      notice: "notices.sitePasswordReset",
    },
    async ({ caller, body, req }) => {
      await stepUp.require(caller, req);
      await sites.resetPassword(caller, body.id, body.password);
      return null;
    },
  );
}
