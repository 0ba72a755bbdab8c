import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { openingStationService } from "./service";

/** The opening station's public reference data: markets, languages, packages, market introductions. */
export function registerOpeningStationRoutes(api: ApiRouter, deps: Deps) {
  const station = openingStationService(deps);

  api.handle("GET /opening-station/countries-list", ({ query, locale }) => station.listCountries(locale, query.id));
  api.handle("GET /opening-station/language-list", async () => station.listLanguages());
  api.handle("GET /opening-station/package-list", ({ query, locale }) => station.listPackages(locale, query.countriesId));
  api.handle("GET /opening-station/package-info", ({ query, locale }) => station.getPackage(locale, query.id));
  api.handle("GET /opening-station/introduce-list", ({ query, locale }) => station.introduce(locale, query.countriesId));
}
