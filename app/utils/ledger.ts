import { LEDGER_KINDS, type LedgerKind } from "@shared/contracts/ledger";

export type LedgerFilter = { siteId?: number; kind?: LedgerKind };

/** The ledger's filters from the address (`?site=3&kind=royalty`); anything unknown is no filter. */
export function ledgerFilter(params: URLSearchParams): LedgerFilter {
  const siteId = Number(params.get("site"));
  const kind = params.get("kind");
  return {
    siteId: Number.isInteger(siteId) && siteId > 0 && siteId <= 2_147_483_647 ? siteId : undefined,
    kind: LEDGER_KINDS.find((k) => k === kind),
  };
}

/** The filters back as a query string ("" or "?site=3&kind=royalty"). */
export function ledgerQuery(filter: LedgerFilter): string {
  const params = new URLSearchParams();
  if (filter.siteId !== undefined) params.set("site", String(filter.siteId));
  if (filter.kind) params.set("kind", filter.kind);
  const query = params.toString();
  return query ? `?${query}` : "";
}
