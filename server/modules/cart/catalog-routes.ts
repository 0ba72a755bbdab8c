import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { openingStationService } from "../opening-station/service";

/**
 * The template catalogue under /cart, where the specification puts it: public reference data
 * served by the opening-station service. The rest of /cart is the merchant's own cart.
 */
export function registerCartCatalogRoutes(api: ApiRouter, deps: Deps) {
  const station = openingStationService(deps);

  api.handle("GET /cart/category", ({ query, locale }) => station.listCategories(query.countriesId, locale));
  api.handle("GET /cart/template-list", async ({ query, locale }) => ({
    templates: await station.listTemplates(query.countriesId, locale, query.categoryId),
    colorSchemes: await station.listColorSchemes(locale),
  }));
}
