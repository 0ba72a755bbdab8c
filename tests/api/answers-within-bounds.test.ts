import { afterAll, beforeAll, expect, it } from "vitest";
import type { Endpoint } from "@shared/contracts/endpoint";
import { endpoints, type EndpointKey } from "@shared/contracts/endpoints";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { addToCart, BRAZIL, liveSite, OPERATION, placeOrder } from "../helpers/shop";

/**
 * The bounds the API document declares for answers (decision 037) hold for what the API really
 * sends: a merchant with a cart item, a pending order, a live site with its ledger and notices, and
 * the provider's lists, each answer parsed by its endpoint's response schema (the document's source).
 */
const PROVIDER_KEY = "provider-key-for-tests-0123456789abcdef";
const asProvider = { authorization: `Bearer ${PROVIDER_KEY}` };

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ PROVIDER_API_KEY: PROVIDER_KEY });
});
afterAll(() => api.close());

it("answers within the declared bounds, endpoint by endpoint", async () => {
  const merchant = await shopper(api);
  const { site, order: paid } = await liveSite(api, merchant.token);
  const item = await addToCart(api, merchant.token);
  const pending = await placeOrder(api, merchant.token);
  const opened = await api.call("POST", "/api/pay/unified-ordering", { token: merchant.token, body: { orderId: pending.id } });
  expect(opened.status).toBe(200);
  await api.call("POST", "/api/provider/site/hold", { headers: asProvider, body: { siteName: site.siteName, reason: "Chargeback review" } });
  const report = await api.call("POST", "/api/provider/report", {
    headers: asProvider,
    body: { siteName: site.siteName, day: "2026-11-21", wagersMinor: 1_000_000, winningsMinor: 900_000, collectedMinor: 50_000, payoutCount: 3 },
  });

  const backoffice = await api.call("POST", "/api/backoffice/session", { body: { siteName: site.siteName, ...OPERATION } });
  const asBackoffice = { authorization: `Bearer ${backoffice.body.data.token}` };

  const calls: [EndpointKey, string, { body?: unknown; headers?: Record<string, string> }][] = [
    ["GET /health", "/api/health", {}],
    ["GET /user/info", "/api/user/info", {}],
    ["GET /user/frame", "/api/user/frame", {}],
    ["GET /opening-station/countries-list", "/api/opening-station/countries-list", {}],
    ["GET /opening-station/language-list", "/api/opening-station/language-list", {}],
    ["GET /opening-station/package-list", "/api/opening-station/package-list", {}],
    ["GET /opening-station/package-info", "/api/opening-station/package-info?id=1", {}],
    ["GET /opening-station/introduce-list", `/api/opening-station/introduce-list?countriesId=${BRAZIL}`, {}],
    ["GET /cart/category", `/api/cart/category?countriesId=${BRAZIL}`, {}],
    ["GET /cart/template-list", `/api/cart/template-list?countriesId=${BRAZIL}`, {}],
    ["GET /common/get-phone-code", "/api/common/get-phone-code", {}],
    ["GET /cart/list", "/api/cart/list", {}],
    ["GET /cart/detail", `/api/cart/detail?id=${item.id}`, {}],
    ["GET /order/list", "/api/order/list", {}],
    ["POST /order/info", "/api/order/info", { body: { id: paid.id } }],
    ["POST /order/info", "/api/order/info", { body: { id: pending.id } }],
    ["GET /pay/unified-type", "/api/pay/unified-type", {}],
    ["GET /pay/unified-channel", "/api/pay/unified-channel", {}],
    ["GET /pay", "/api/pay", {}],
    ["GET /pay/list", "/api/pay/list", {}],
    ["GET /site", "/api/site", {}],
    ["GET /site/choices", "/api/site/choices", {}],
    ["GET /ledger", "/api/ledger", {}],
    ["GET /notice/list", "/api/notice/list", {}],
    ["GET /provider/dispute/list", "/api/provider/dispute/list", { headers: asProvider }],
    ["GET /provider/league/list", "/api/provider/league/list", { headers: asProvider }],
    ["GET /provider/contact/list", "/api/provider/contact/list", { headers: asProvider }],
    ["GET /provider/transfer/unmatched", "/api/provider/transfer/unmatched", { headers: asProvider }],
    ["GET /backoffice/site", "/api/backoffice/site", { headers: asBackoffice }],
  ];
  const outside: string[] = [];
  const check = (key: EndpointKey, data: unknown) => {
    const parsed = (endpoints[key] as Endpoint).response.safeParse(data);
    if (!parsed.success) outside.push(`${key}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
  };
  for (const [key, url, options] of calls) {
    const answer = await api.call(key.split(" ")[0], url, options.headers ? options : { token: merchant.token, ...options });
    expect(answer.status, `${key} ${JSON.stringify(answer.body)}`).toBe(200);
    check(key, answer.body.data);
  }
  check("POST /pay/unified-ordering", opened.body.data);
  check("POST /provider/report", report.body.data);
  check("POST /backoffice/session", backoffice.body.data);
  expect(outside, outside.join("\n")).toEqual([]);
});
