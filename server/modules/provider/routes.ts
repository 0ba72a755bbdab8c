import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { providerService } from "./service";

/** The provider's API: the same service as its command line (scripts/provider.ts). */
export function registerProviderRoutes(api: ApiRouter, deps: Deps) {
  const provider = providerService(deps);
  api.handle("POST /provider/site/hold", ({ body }) => provider.holdSite(body.siteName, body.reason));
  api.handle("POST /provider/site/release", ({ body }) => provider.releaseHold(body.siteName));
  api.handle("POST /provider/account/restrict", ({ body }) => provider.restrict(body.account, body.reason));
  api.handle("POST /provider/account/verify", ({ body }) => provider.verify(body.account));
  api.handle("POST /provider/report", ({ body }) => provider.report(body));
  api.handle("GET /provider/dispute/list", ({ query }) => provider.disputes(query.status));
  api.handle("POST /provider/dispute/resolve", ({ body }) => provider.resolveDispute(body.id, body.decision, body.resolution));
  api.handle("GET /provider/league/list", ({ query }) => provider.reviewQueue("league", query.status));
  api.handle("POST /provider/league/reviewed", ({ body }) => provider.markReviewed("league", body.id));
  api.handle("GET /provider/contact/list", ({ query }) => provider.reviewQueue("contact", query.status));
  api.handle("POST /provider/contact/reviewed", ({ body }) => provider.markReviewed("contact", body.id));
  api.handle("GET /provider/transfer/unmatched", ({ query }) => provider.unmatchedTransfers(query.status));
  api.handle("POST /provider/transfer/resolve", ({ body }) => provider.resolveTransfer(body.id, body.resolution));
  api.handle("GET /provider/attention/list", ({ query }) => provider.attention(query.status));
  api.handle("POST /provider/attention/resolve", ({ body }) => provider.resolveAttention(body.id, body.resolution));
}
