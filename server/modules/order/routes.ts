import { OrderCreateBody, OrderDetail, OrderEditBody, OrderIdBody, OrderListQuery, OrderPage } from "../../contracts/order";
import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { orderService } from "./service";

const tags = ["order"];

/** The merchant's orders. POST /api/order/paymentresults is served by the payment module. */
export function registerOrderRoutes(api: ApiRouter, deps: Deps) {
  const orders = orderService(deps);

  api.post(
    "/order/create",
    {
      summary: "Check out a valid cart item: an order for set-up fee plus prepaid deposit, pending payment within the payment window",
      tags,
      body: OrderCreateBody,
      response: OrderDetail,
      notice: "notices.orderCreated",
    },
    ({ caller, locale, body }) => orders.create(caller, locale, body),
  );

  api.get(
    "/order/list",
    { summary: "The caller's orders, newest first, optionally of one status, a page at a time", tags, query: OrderListQuery, response: OrderPage },
    ({ caller, locale, query }) => orders.list(caller, locale, query),
  );

  api.post(
    "/order/info",
    { summary: "One of the caller's orders with its payments and, once paid, its site id", tags, body: OrderIdBody, response: OrderDetail },
    ({ caller, locale, body }) => orders.info(caller, locale, body.id),
  );

  api.post(
    "/order/edit",
    { summary: "Change an order's status: only cancelling (5) a pending order (0) is allowed, anything else is 409", tags, body: OrderEditBody, response: OrderDetail },
    ({ caller, locale, body }) => orders.edit(caller, locale, body),
  );
}
