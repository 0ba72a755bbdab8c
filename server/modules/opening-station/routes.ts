import { z } from "zod";
import {
  CountriesListQuery,
  Country,
  Introduction,
  Language,
  MarketQuery,
  Package,
  PackageInfoQuery,
  PackageListQuery,
} from "../../contracts/opening-station";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { openingStationService } from "./service";

const tags = ["opening-station"];

/** The opening station's public reference data: markets, languages, packages, market introductions. */
export function registerOpeningStationRoutes(api: ApiRouter, deps: Deps) {
  const station = openingStationService(deps);

  api.get(
    "/opening-station/countries-list",
    { summary: "Markets a site can be opened in, the global station (id -1) first; names in the request's language", tags, auth: false, query: CountriesListQuery, response: z.array(Country) },
    ({ query, locale }) => station.listCountries(locale, query.id),
  );

  api.get(
    "/opening-station/language-list",
    { summary: "The interface languages, each by its own name", tags, auth: false, response: z.array(Language) },
    async () => station.listLanguages(),
  );

  api.get(
    "/opening-station/package-list",
    { summary: "The packages with every figure; amounts in USDT minor units", tags, auth: false, query: PackageListQuery, response: z.array(Package) },
    ({ query, locale }) => station.listPackages(locale, query.countriesId),
  );

  api.get(
    "/opening-station/package-info",
    { summary: "One package", tags, auth: false, query: PackageInfoQuery, response: Package },
    ({ query, locale }) => station.getPackage(locale, query.id),
  );

  api.get(
    "/opening-station/introduce-list",
    { summary: "What a site in a market gets: currency, languages, payment methods, game content", tags, auth: false, query: MarketQuery, response: Introduction },
    ({ query, locale }) => station.introduce(locale, query.countriesId),
  );
}
