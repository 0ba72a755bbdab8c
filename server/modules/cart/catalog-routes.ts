import { z } from "zod";
import { MarketQuery, TemplateCategory, TemplateList, TemplateListQuery } from "../../contracts/opening-station";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { openingStationService } from "../opening-station/service";

/**
 * The template catalogue under /cart, where the specification puts it: public reference data
 * served by the opening-station service. The rest of /cart is the merchant's own cart.
 */
export function registerCartCatalogRoutes(api: ApiRouter, deps: Deps) {
  const station = openingStationService(deps);

  api.get(
    "/cart/category",
    { summary: "Template categories a market has templates in", tags: ["cart"], auth: false, query: MarketQuery, response: z.array(TemplateCategory) },
    ({ query, locale }) => station.listCategories(query.countriesId, locale),
  );

  api.get(
    "/cart/template-list",
    { summary: "A market's templates (optionally of one category) and the colour schemes to pair them with", tags: ["cart"], auth: false, query: TemplateListQuery, response: TemplateList },
    async ({ query }) => ({
      templates: await station.listTemplates(query.countriesId, query.categoryId),
      colorSchemes: await station.listColorSchemes(),
    }),
  );
}
