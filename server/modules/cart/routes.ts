import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { cartService } from "./service";

/** The merchant's own cart: items chosen in the opening station, waiting to be ordered. */
export function registerCartRoutes(api: ApiRouter, deps: Deps) {
  const cart = cartService(deps);

  api.handle("GET /cart/list", async ({ caller, locale, query }) => ({ items: await cart.list(caller, locale, query.siteName) }));
  api.handle("GET /cart/detail", ({ caller, locale, query }) => cart.detail(caller, locale, query.id));
  api.handle("POST /cart/create", ({ caller, locale, body }) => cart.create(caller, locale, body));
  api.handle("POST /cart/delete", async ({ caller, body }) => {
    await cart.remove(caller, body.id);
    return null;
  });
  api.handle("POST /cart/template", ({ caller, locale, body }) => cart.changeDesign(caller, locale, body));
}
