import type { Deps } from "../../deps";
import type { ApiRouter } from "../../http/api-router";
import { paymentService } from "../pay/service";
import { orderService } from "./service";

/** The merchant's orders, and whether an order's payment has come (the payment service looks at the chain). */
export function registerOrderRoutes(api: ApiRouter, deps: Deps) {
  const orders = orderService(deps);
  const payments = paymentService(deps);

  api.handle("POST /order/create", ({ caller, locale, body }) => orders.create(caller, locale, body));
  api.handle("GET /order/list", ({ caller, locale, query }) => orders.list(caller, locale, query));
  api.handle("POST /order/info", ({ caller, locale, body }) => orders.info(caller, locale, body.id));
  api.handle("POST /order/edit", ({ caller, locale, body }) => orders.edit(caller, locale, body));
  api.handle("POST /order/paymentresults", ({ caller, body }) => payments.results(caller, body.paymentId));
}
