import { z } from "zod";
import { CartCreateBody, CartDetailQuery, CartIdBody, CartItem, CartList, CartListQuery, CartTemplateBody } from "../../contracts/cart";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { cartService } from "./service";

const tags = ["cart"];

/** The merchant's own cart: items chosen in the opening station, waiting to be ordered. */
export function registerCartRoutes(api: ApiRouter, deps: Deps) {
  const cart = cartService(deps);

  api.get(
    "/cart/list",
    { summary: "The caller's cart items, newest first, each valid (1) or invalid (2) as of now", tags, query: CartListQuery, response: CartList },
    async ({ caller, locale, query }) => ({ items: await cart.list(caller, locale, query.siteName) }),
  );

  api.get(
    "/cart/detail",
    { summary: "One of the caller's cart items", tags, query: CartDetailQuery, response: CartItem },
    ({ caller, locale, query }) => cart.detail(caller, locale, query.id),
  );

  api.post(
    "/cart/create",
    {
      summary: "Put a site in the cart: market, package, template, colour scheme and site information",
      tags,
      body: CartCreateBody,
      response: CartItem,
      notice: "notices.cartAdded",
    },
    ({ caller, locale, body }) => cart.create(caller, locale, body),
  );

  api.post(
    "/cart/delete",
    { summary: "Remove one of the caller's cart items", tags, body: CartIdBody, response: z.null(), notice: "notices.cartDeleted" },
    async ({ caller, body }) => {
      await cart.remove(caller, body.id);
      return null;
    },
  );

  api.post(
    "/cart/template",
    { summary: "Change a cart item's template and colour scheme (the template must belong to the item's market)", tags, body: CartTemplateBody, response: CartItem },
    ({ caller, locale, body }) => cart.changeDesign(caller, locale, body),
  );
}
