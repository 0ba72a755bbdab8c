import { randomUUID } from "node:crypto";
import { pino } from "pino";
import { expect } from "vitest";
import { PACKAGES } from "@shared/domain/constants";
import { runDueWork } from "../../server/jobs/due-work";
import { TEMPLATE_DESIGNS, templateId } from "../../server/modules/opening-station/catalogue";
import type { TestApi } from "./api-server";

const design = (key: string) => TEMPLATE_DESIGNS.find((d) => d.key === key)!.no;

/** Brazil (id 1) offers goal-rush and lucky-fruits; India (id 7) offers cricket-arena. */
export const BRAZIL = 1;
export const BRAZIL_TEMPLATE = templateId(BRAZIL, design("goal-rush"));
export const BRAZIL_OTHER_TEMPLATE = templateId(BRAZIL, design("lucky-fruits"));
export const INDIA_TEMPLATE = templateId(7, design("cricket-arena"));

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** A site name nobody has used: lower case letters and digits. */
export function uniqueSiteName(): string {
  return `site${randomUUID().replace(/-/g, "").slice(0, 10)}`;
}

export function cartInput(overrides: Record<string, unknown> = {}) {
  return {
    countriesId: BRAZIL,
    packageId: PACKAGES.standard.id,
    templateId: BRAZIL_TEMPLATE,
    colorSchemeId: 1,
    siteName: uniqueSiteName(),
    nickname: "Lucky Star",
    otherContact: "@luckystar",
    ...overrides,
  };
}

/** POST /api/cart/create, expecting success; returns the item. */
export async function addToCart(api: TestApi, token: string, overrides: Record<string, unknown> = {}) {
  const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput(overrides) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

export const OPERATION = { account: "operator1", password: "opPass123" };

/** A cart item checked out: the order (status 0). */
export async function placeOrder(api: TestApi, token: string, cartOverrides: Record<string, unknown> = {}) {
  const item = await addToCart(api, token, cartOverrides);
  const { status, body } = await api.call("POST", "/api/order/create", { token, body: { id: item.id, ...OPERATION, agreeTerms: true } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Opens a payment for an order, simulates the exact transfer and asks for the result. */
export async function payOrder(api: TestApi, token: string, orderId: number, network = "TRC20") {
  const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId, network } });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const payment = opened.body.data;
  const sent = await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: payment.id } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const result = await api.call("POST", "/api/order/paymentresults", { token, body: { paymentId: payment.id } });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { payment, result: result.body.data };
}

/** One run of the scheduler's due work against the test API's database and clock. */
export function tick(api: TestApi) {
  return runDueWork({ config: api.config, db: api.db, clock: api.clock, logger: pino({ level: "silent" }) });
}

/** An order paid and its site built: the site as GET /api/site shows it. */
export async function liveSite(api: TestApi, token: string, cartOverrides: Record<string, unknown> = {}) {
  const order = await placeOrder(api, token, cartOverrides);
  const { result } = await payOrder(api, token, order.id);
  api.clock.advance(api.config.SITE_BUILD_SECONDS * 1000);
  await tick(api);
  const { body } = await api.call("GET", `/api/site?id=${result.siteId}`, { token });
  expect(body.data.items[0].status).toBe("live");
  return { order, site: body.data.items[0] };
}
