import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planCounts } from "../../server/db/query-plans";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { placeOrder } from "../helpers/shop";

// Compiled query plans are kept by the query's shape and filled with each query's values
// (server/db/query-plans.ts). What no client may notice: one merchant's query answered with another's
// values, or a query whose values change its SQL answered by another's plan.

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("plans kept by the query's shape", () => {
  it("give each merchant their own orders, and cancel only the order named", async () => {
    const merchants = await Promise.all([1, 2, 3, 4].map(() => shopper(api)));
    const orders: { id: number }[] = [];
    for (const merchant of merchants) orders.push(await placeOrder(api, merchant.token));
    const keptBefore = planCounts.kept;
    for (const [i, merchant] of merchants.entries()) {
      const { body } = await api.call("GET", "/api/order/list?page=1&pageSize=10", { token: merchant.token });
      expect(body.data.items.map((order: { id: number }) => order.id)).toEqual([orders[i].id]);
    }
    for (const [i, merchant] of merchants.entries()) {
      expect((await api.call("POST", "/api/order/edit", { token: merchant.token, body: { id: orders[i].id, status: 5 } })).status).toBe(200);
      // Another merchant's order is not theirs to cancel, whatever plan the query found.
      const other = orders[(i + 1) % orders.length];
      if (i < merchants.length - 1) expect((await api.call("POST", "/api/order/edit", { token: merchant.token, body: { id: other.id, status: 5 } })).status).toBe(404);
    }
    for (const [i, merchant] of merchants.entries()) {
      const { body } = await api.call("POST", "/api/order/info", { token: merchant.token, body: { id: orders[i].id } });
      expect(body.data.status).toBe(5);
    }
    // The later merchants' reads and writes were answered by kept plans.
    expect(planCounts.kept).toBeGreaterThan(keptBefore);
  });

  it("keep apart queries whose pages or searches differ", async () => {
    const merchant = await shopper(api);
    const placed: { id: number }[] = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder(api, merchant.token));
    const user = (await api.db.user.findFirst({ where: { account: merchant.account } }))!;
    const ids = (take: number) => api.db.order.findMany({ where: { userId: user.id }, orderBy: { id: "asc" }, take, select: { id: true } }).then((rows) => rows.map((row) => row.id));
    // Each shape read three times: the third is answered by its kept plan.
    for (let i = 0; i < 3; i++) {
      expect(await ids(1)).toEqual([placed[0].id]);
      expect(await ids(-1)).toEqual([placed[2].id]);
    }
    // A list of ids of one length is one shape: each list read gets its own orders.
    for (const pair of [[0, 1], [1, 2], [2, 0]]) {
      const wanted = pair.map((i) => placed[i].id);
      const rows = await api.db.order.findMany({ where: { id: { in: wanted } }, orderBy: { id: "asc" }, select: { id: true } });
      expect(rows.map((row) => row.id)).toEqual([...wanted].sort((a, b) => a - b));
    }
    // A text searched for within another is still searched for within it (the compiler wraps it in wildcards).
    const accounts = (text: string) => api.db.user.count({ where: { id: user.id, account: { contains: text } } });
    for (let i = 0; i < 3; i++) {
      expect(await accounts(merchant.account.slice(1, 5))).toBe(1);
      expect(await accounts(`${merchant.account}x`)).toBe(0);
    }
  });

  it("still refuses a value of the wrong kind, or a date no database takes, after the shape's plan was kept", async () => {
    for (let i = 0; i < 3; i++) await api.db.order.findMany({ where: { userId: 1 }, take: 1 });
    await expect(api.db.order.findMany({ where: { userId: "1" as unknown as number }, take: 1 })).rejects.toThrow(/userId/);
    const seen = (at: Date) => api.db.session.updateMany({ where: { userId: -1 }, data: { lastSeenAt: at } });
    for (let day = 1; day <= 3; day++) expect((await seen(new Date(Date.UTC(2026, 0, day)))).count).toBe(0);
    await expect(seen(new Date(Date.UTC(10000, 0, 1)))).rejects.toThrow();
  });
});
