import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { ledgerService } from "./service";

/** The merchant's deposit ledger and fee disputes. */
export function registerLedgerRoutes(api: ApiRouter, deps: Deps) {
  const ledger = ledgerService(deps);
  api.handle("GET /ledger", ({ caller, query }) => ledger.list(caller, query));
  api.handle("POST /ledger/dispute", ({ caller, body }) => ledger.dispute(caller, body.entryId, body.reason));
}
