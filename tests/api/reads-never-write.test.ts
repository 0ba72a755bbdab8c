import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Endpoint } from "@shared/contracts/endpoint";
import { endpoints, type EndpointKey } from "@shared/contracts/endpoints";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { addToCart, BRAZIL, DAY, liveSite, MINUTE, OPERATION, payOrder, placeOrder, tick } from "../helpers/shop";

/**
 * No read writes (decision 039): a merchant with something in every area (a cart item, orders
 * pending, timed out and paid, sites building and live, payments, notices, ledger entries) and the
 * provider tour every GET of the endpoint map, and the reads the specification puts on POST, while
 * the clock passes the payment windows, the build and the agreement's days; the database must not
 * have been written. A GET added to the map is toured without a change here (with the queries
 * below, or none). The API runs without its scheduler (tests/helpers/api-server.ts starts none).
 * SQLite only: the check is its file's `data_version`, and the reads are the same code on PostgreSQL.
 */
const onPostgres = Boolean(process.env.TEST_POSTGRES_URL);
const PROVIDER_KEY = "provider-key-for-tests-0123456789abcdef";
const asProvider = { authorization: `Bearer ${PROVIDER_KEY}` };

/**
 * Actions the specification puts on GET (point 6: the authenticator's key, binding, PIN check and
 * unbinding): each is a write by its nature, asked for by the merchant, and is no read.
 */
const ACTIONS_ON_GET: EndpointKey[] = ["GET /user/get-code", "GET /user/binding", "GET /user/check-pin", "GET /user/unbinding"];

/** Reads the specification puts on POST. */
const READS_ON_POST: EndpointKey[] = ["POST /order/info"];

/** Answers other than 200 a tour expects: an avatar nobody has (404), a key nobody asked for (409). */
const EXPECTED_STATUS: Partial<Record<EndpointKey, number>> = { "GET /user/avatar": 404, "GET /user/pending-code": 409 };

let api: TestApi;
let file: Database.Database;
beforeAll(async () => {
  if (onPostgres) return;
  api = await startApi({ PROVIDER_API_KEY: PROVIDER_KEY });
  file = new Database(api.config.DATABASE_URL.replace(/^file:/, ""), { readonly: true });
});
afterAll(async () => {
  file?.close();
  await api?.close();
});

/** Changes whenever another connection commits to the file (SQLite's `PRAGMA data_version`). */
const dataVersion = () => file.pragma("data_version", { simple: true }) as number;

it.skipIf(onPostgres)("tours every GET endpoint while time makes work due, and the database is not written", async () => {
  const merchant = await shopper(api);
  let { token } = merchant;
  const { site: live } = await liveSite(api, token);
  const item = await addToCart(api, token);
  const timedOut = await placeOrder(api, token);
  api.clock.advance(31 * MINUTE);
  await tick(api);
  token = await merchant.relogin();
  const building = await placeOrder(api, token);
  await payOrder(api, token, building.id);
  const pending = await placeOrder(api, token);
  const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { orderId: pending.id } });
  expect(opened.status).toBe(200);
  const unopened = await placeOrder(api, token);
  const topUp = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: live.id, amountMinor: 50_000 } });
  expect(topUp.status).toBe(200);
  const report = await api.call("POST", "/api/provider/report", {
    headers: asProvider,
    body: { siteName: live.siteName, day: "2026-11-21", wagersMinor: 1_000_000, winningsMinor: 900_000, collectedMinor: 50_000, payoutCount: 3 },
  });
  expect(report.status).toBe(201);
  expect((await api.call("POST", "/api/provider/site/hold", { headers: asProvider, body: { siteName: live.siteName, reason: "Chargeback review" } })).status).toBe(200);

  // What each endpoint is asked, beyond nothing: ids of the merchant's rows, a market.
  const queries: Partial<Record<EndpointKey, string[]>> = {
    "GET /opening-station/package-info": ["id=1"],
    "GET /opening-station/introduce-list": [`countriesId=${BRAZIL}`],
    "GET /cart/category": [`countriesId=${BRAZIL}`],
    "GET /cart/template-list": [`countriesId=${BRAZIL}`],
    "GET /cart/detail": [`id=${item.id}`],
    "GET /user/avatar": ["id=0123456789abcdef0123456789abcdef"],
    "GET /order/list": ["", "status=0", "status=1", "status=2", "status=4"],
    "GET /pay/list": ["", `orderId=${pending.id}`, `siteId=${live.id}`, "purpose=order"],
    "GET /site": ["", `id=${live.id}`],
    "GET /site/choices": [""],
    "GET /ledger": [""],
    "GET /notice/list": [""],
  };
  const bodies: Partial<Record<EndpointKey, unknown[]>> = {
    "POST /order/info": [timedOut, building, pending, unopened].map(({ id }) => ({ id })),
  };

  // The live site's back office, signed in to with its operation account (again before each tour: its token lasts hours).
  let backofficeToken = "";
  const signInBackoffice = async () => {
    const session = await api.call("POST", "/api/backoffice/session", { body: { siteName: live.siteName, ...OPERATION } });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    backofficeToken = session.body.data.token;
  };

  const gets = (Object.keys(endpoints) as EndpointKey[]).filter((key) => key.startsWith("GET ") && !ACTIONS_ON_GET.includes(key));
  const answers: string[] = [];
  async function tour() {
    for (const key of [...gets, ...READS_ON_POST]) {
      const [method, path] = key.split(" ");
      const auth = (endpoints[key] as Endpoint).auth;
      const headers = auth === "provider" ? asProvider : undefined;
      const asked = method === "GET" ? (queries[key] ?? [""]).map((query) => ({ url: `/api${path}${query ? `?${query}` : ""}` })) : (bodies[key] ?? []).map((body) => ({ url: `/api${path}`, body }));
      for (const { url, body } of asked as { url: string; body?: unknown }[]) {
        const answer = await api.call(method, url, { token: auth === "backoffice" ? backofficeToken : auth === "provider" || auth === false ? undefined : token, headers, body });
        answers.push(`${key} ${url} ${answer.status}`);
        expect(answer.status, `${url} ${JSON.stringify(answer.body)}`).toBe(EXPECTED_STATUS[key] ?? 200);
      }
    }
  }

  /** A tour at the clock's time, with a session signed in before (a login writes), which writes nothing. */
  async function tourUnwritten() {
    token = await merchant.relogin();
    await signInBackoffice();
    const before = dataVersion();
    const from = answers.length;
    await tour();
    expect(dataVersion(), answers.slice(from).join("\n")).toBe(before);
  }

  // Now: a pending order in its window, a build under way, open payments.
  await tourUnwritten();
  // Past the payment windows and the build's pace: the reads show an order timed out, the site
  // still building (only the build publishes it) and its order paid; nothing of it is recorded.
  api.clock.advance(api.config.SITE_BUILD_SECONDS * 1000 + 31 * MINUTE);
  await tourUnwritten();
  const before = dataVersion();
  const shown = await api.call("POST", "/api/order/info", { token, body: { id: unopened.id } });
  expect(shown.body.data).toMatchObject({ status: 4, statusName: "timedOut" });
  const sites = await api.call("GET", "/api/site", { token });
  expect(sites.body.data.items.find((site: { orderId: number }) => site.orderId === building.id)).toMatchObject({ status: "queued", progress: 0 });
  const orders = await api.call("GET", "/api/order/list?status=1", { token });
  expect(orders.body.data.items.map((order: { id: number }) => order.id)).toContain(building.id);
  expect(dataVersion()).toBe(before);
  // Days later: maintenance due, the hold over, notices to send.
  api.clock.advance(8 * DAY);
  await tourUnwritten();
  expect(answers.length).toBeGreaterThan(3 * gets.length);

  // The work was due: the scheduler's run records it.
  const before2 = dataVersion();
  const due = await tick(api);
  expect(due.ordersTimedOut).toBe(2);
  expect(due.sitesLaunched).toBe(1);
  expect(dataVersion()).not.toBe(before2);
});
