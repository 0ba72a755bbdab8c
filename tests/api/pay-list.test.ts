import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { signedInMerchant } from "../helpers/merchant";
import { liveSite, placeOrder, tick } from "../helpers/shop";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("GET /api/pay/list", () => {
  it("lists a site's top-ups newest first, confirmed ones once the chain shows them", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    const { site } = await liveSite(api, token);
    const first = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: site.id, amountMinor: 50_000 } });
    expect(first.status).toBe(200);
    await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: first.body.data.id } });
    // The scheduler reads the chain (reads never do: decision 039).
    await tick(api);
    const second = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: site.id, amountMinor: 20_000, network: "ERC20" } });

    const { status, body } = await api.call("GET", `/api/pay/list?siteId=${site.id}`, { token });
    expect(status).toBe(200);
    expect(body.data.items.map((p: { id: number }) => p.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(body.data.items[1]).toMatchObject({ purpose: "topup", status: "confirmed", amountMinor: 50_000 });
    expect(body.data.items[0]).toMatchObject({ purpose: "topup", status: "pending", network: "ERC20", amountMinor: 20_000 });

    const orders = await api.call("GET", "/api/pay/list?purpose=order", { token });
    expect(orders.body.data.items.every((p: { purpose: string }) => p.purpose === "order")).toBe(true);
    expect(orders.body.data.items.length).toBeGreaterThan(0);
  });

  it("shows a new top-up, and its confirmation once the scheduler has read the chain, though the list is kept between reads", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    const { site } = await liveSite(api, token);
    const list = async () => (await api.call("GET", `/api/pay/list?purpose=topup`, { token })).body.data.items;
    for (let i = 0; i < 2; i++) expect(await list()).toEqual([]);
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token, body: { siteId: site.id, amountMinor: 30_000 } });
    for (let i = 0; i < 2; i++) expect(await list()).toMatchObject([{ id: opened.body.data.id, status: "pending" }]);
    await api.call("POST", "/api/pay/simulate-transfer", { token, body: { paymentId: opened.body.data.id } });
    await tick(api);
    expect(await list()).toMatchObject([{ id: opened.body.data.id, status: "confirmed", amountMinor: 30_000 }]);
  });

  it("never shows another merchant's payments", async () => {
    const owner = await signedInMerchant(api);
    const order = await placeOrder(api, owner.accessToken);
    await api.call("POST", "/api/pay/unified-ordering", { token: owner.accessToken, body: { orderId: order.id } });
    const other = await signedInMerchant(api);
    const { body } = await api.call("GET", `/api/pay/list?orderId=${order.id}`, { token: other.accessToken });
    expect(body.data.items).toEqual([]);
  });

  it("refuses malformed filters with 400 and needs a login", async () => {
    const { accessToken: token } = await signedInMerchant(api);
    for (const query of ["siteId=abc", "orderId=-1", "purpose=refund", "siteId=1e99"]) {
      const { status, body } = await api.call("GET", `/api/pay/list?${query}`, { token });
      expect(status, query).toBe(400);
      expect(body.errorCode).toBe("VALIDATION_FAILED");
    }
    expect((await api.call("GET", "/api/pay/list")).status).toBe(401);
  });
});
