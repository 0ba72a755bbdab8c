import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { openingStationService } from "../opening-station/service";
import { cartService } from "./service";

/**
 * The cart: the template catalogue under /cart, where the specification puts it (public reference
 * data the opening station's service serves), and the merchant's own items, chosen in the opening
 * station and waiting to be ordered.
 */
export function registerCartRoutes(api: ApiRouter, deps: Deps) {
  const station = openingStationService(deps);
  const cart = cartService(deps);

  api.handle("GET /cart/category", ({ query, locale }) => station.listCategories(query.countriesId, locale));
  api.handle("GET /cart/template-list", async ({ query, locale }) => ({
    templates: await station.listTemplates(query.countriesId, locale, query.categoryId),
    colorSchemes: await station.listColorSchemes(locale),
  }));

  api.handle("GET /cart/list", async ({ caller, locale, query }) => ({ items: await cart.list(caller, locale, query.siteName) }));
  api.handle("GET /cart/detail", ({ caller, locale, query }) => cart.detail(caller, locale, query.id));
  api.handle("POST /cart/create", ({ caller, locale, body }) => cart.create(caller, locale, body));
  api.handle("POST /cart/delete", async ({ caller, body }) => {
    await cart.remove(caller, body.id);
    return null;
  });
  api.handle("POST /cart/template", ({ caller, locale, body }) => cart.changeDesign(caller, locale, body));
}
