import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decimalFromMinor } from "@shared/domain/money";
import { orderStatus } from "@shared/domain/order-status";
import { startLocalChain, type LocalChain } from "../../scripts/local-chain";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { DAY, MINUTE, OPERATION, addToCart, cartInput, liveSite, placeOrder, tick, uniqueSiteName } from "../helpers/shop";

/**
 * Decision 038: a site name is held from checkout until its order closes, whatever the payment
 * window; and one record whose due work fails stops nothing else: not the other merchants' work,
 * not anyone's reads, not the scheduler.
 */
const PROVIDER_KEY = "provider-key-for-tests-0123456789abcdef";
const asProvider = { authorization: `Bearer ${PROVIDER_KEY}` };

const idOf = async (api: TestApi, merchant: { account: string }) => (await api.db.user.findUniqueOrThrow({ where: { account: merchant.account } })).id;

async function attention(api: TestApi, status?: "resolved") {
  const { status: code, body } = await api.call("GET", `/api/provider/attention/list${status ? `?status=${status}` : ""}`, { headers: asProvider });
  expect(code).toBe(200);
  return body.data as { id: number; kind: string; subject: string; attempts: number; detail: string; nextAttemptAt: string | null }[];
}

describe("a paid order waiting for its confirmations past the payment window, on a real EVM chain", () => {
  const CONFIRMATIONS = 3;
  let chain: LocalChain;
  let api: TestApi;
  beforeAll(async () => {
    chain = await startLocalChain({ time: new Date("2026-11-22T10:00:00Z") });
    api = await startApi({ ...chain.settings(CONFIRMATIONS), CHAIN_SYNC_SECONDS: "0" });
  }, 30_000);
  afterAll(async () => {
    await api?.close();
    await chain?.close();
  });

  it("keeps its name: another merchant can neither order it nor put it in the cart, and the first merchant gets the site", async () => {
    const a = await shopper(api);
    const b = await shopper(api);
    const siteName = uniqueSiteName();
    // B put the name in the cart first: a cart item does not hold a name, the first order wins it.
    const bItem = await addToCart(api, b.token, { siteName });
    const order = await placeOrder(api, a.token, { siteName });
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token: a.token, body: { orderId: order.id, network: "ERC20" } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const payment = opened.body.data;

    // A pays in time; the transfer has one confirmation of three when the window closes.
    await chain.pay(payment.address, decimalFromMinor(payment.amountMinor));
    await tick(api);
    api.clock.advance(api.config.PAYMENT_WINDOW_MINUTES * MINUTE + MINUTE);
    await tick(api);
    const waiting = await api.call("POST", "/api/order/info", { token: await a.relogin(), body: { id: order.id } });
    expect(waiting.body.data).toMatchObject({ status: orderStatus.pendingPayment });
    expect(waiting.body.data.payments[0]).toMatchObject({ status: "pending", confirmations: 1 });

    // Past the window, the name is still A's: B's order of its older cart item and a new cart item are both refused.
    const bToken = await b.relogin();
    const bOrder = await api.call("POST", "/api/order/create", { token: bToken, body: { id: bItem.id, ...OPERATION, agreeTerms: true } });
    expect(bOrder.status, JSON.stringify(bOrder.body)).toBe(409);
    expect(bOrder.body).toMatchObject({ errorCode: "CART_ITEM_INVALID", data: { invalidReason: "siteNameTaken" } });
    const bCart = await api.call("POST", "/api/cart/create", { token: bToken, body: cartInput({ siteName }) });
    expect(bCart.status).toBe(409);
    expect(bCart.body.errorCode).toBe("SITE_NAME_TAKEN");
    expect(await api.db.order.count({ where: { siteName } })).toBe(1);

    // The confirmations arrive: A's order is purchased and its site takes the name; nothing waits for the provider.
    await chain.mine(CONFIRMATIONS);
    await tick(api);
    expect((await api.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(orderStatus.purchased);
    expect(await api.db.site.findUnique({ where: { siteName } })).toMatchObject({ userId: await idOf(api, a), orderId: order.id });
    expect(await api.db.attention.count({ where: { kind: { in: ["due-work", "name-conflict"] } } })).toBe(0);
  });
});

describe("a payment whose site cannot be provisioned", () => {
  let api: TestApi;
  const postgres = () => api.config.DATABASE_URL.startsWith("postgres");
  beforeAll(async () => {
    api = await startApi({ PROVIDER_API_KEY: PROVIDER_KEY });
  });
  afterAll(() => api.close());

  /** A real failure inside the provisioning transaction: the database itself refuses the site's row. */
  async function refuseSitesNamed(siteName: string) {
    if (postgres()) {
      await api.db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION forced_failure() RETURNS trigger AS $$ BEGIN IF NEW."siteName" = '${siteName}' THEN RAISE EXCEPTION 'forced provisioning failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
      await api.db.$executeRawUnsafe(`CREATE TRIGGER forced_failure BEFORE INSERT ON "Site" FOR EACH ROW EXECUTE FUNCTION forced_failure()`);
    } else {
      await api.db.$executeRawUnsafe(`CREATE TRIGGER forced_failure BEFORE INSERT ON "Site" WHEN NEW."siteName" = '${siteName}' BEGIN SELECT RAISE(ABORT, 'forced provisioning failure'); END`);
    }
  }
  async function allowSites() {
    await api.db.$executeRawUnsafe(postgres() ? `DROP TRIGGER forced_failure ON "Site"` : `DROP TRIGGER forced_failure`);
  }

  it("is listed for the provider and tried again with backoff, while every merchant's reads answer and the scheduler books another's day", async () => {
    const doomedName = uniqueSiteName();
    await refuseSitesNamed(doomedName);
    try {
      // D has a live Standard site, billed by the day.
      const d = await shopper(api);
      const { site } = await liveSite(api, d.token);
      // C orders the doomed name and pays it: the payment's settlement fails inside its transaction.
      const c = await shopper(api);
      const order = await placeOrder(api, c.token, { siteName: doomedName });
      const opened = await api.call("POST", "/api/pay/unified-ordering", { token: c.token, body: { orderId: order.id, network: "TRC20" } });
      const paymentId = opened.body.data.id;
      expect((await api.call("POST", "/api/pay/simulate-transfer", { token: c.token, body: { paymentId } })).status).toBe(200);
      const result = await api.call("POST", "/api/order/paymentresults", { token: c.token, body: { paymentId } });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.data.payment.status).toBe("pending");

      // A day passes: the scheduler runs for everyone, and C's payment fails again without stopping it.
      const chargesBefore = await api.db.depositEntry.count({ where: { siteId: site.id, kind: "maintenance" } });
      api.clock.advance(DAY);
      const report = await tick(api);
      expect(report.maintenanceCharged).toBeGreaterThan(0);
      expect(await api.db.depositEntry.count({ where: { siteId: site.id, kind: "maintenance" } })).toBe(chargesBefore + 1);

      // Every read of both merchants answers.
      for (const token of [await c.relogin(), await d.relogin()]) {
        for (const path of ["/api/order/list", "/api/site", "/api/site/choices", "/api/pay/list", "/api/user/info"]) {
          const read = await api.call("GET", path, { token });
          expect(read.status, `${path}: ${JSON.stringify(read.body)}`).toBe(200);
        }
      }

      // The provider sees the failing record, with its attempts and when it is tried next.
      const listed = (await attention(api)).filter((item) => item.subject === `settle-payment:${paymentId}`);
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({ kind: "due-work" });
      expect(listed[0].attempts).toBeGreaterThanOrEqual(2);
      // What failed, as the database said it: the site's row refused.
      expect(listed[0].detail).toMatch(/site\.create|forced provisioning failure/);
      expect(Date.parse(listed[0].nextAttemptAt!)).toBeGreaterThan(api.clock.now().getTime());

      // Within its backoff the record is left alone: a tick does not try it.
      const attempts = listed[0].attempts;
      await tick(api);
      expect((await api.db.attention.findFirstOrThrow({ where: { subject: `settle-payment:${paymentId}` } })).attempts).toBe(attempts);

      // Fixed, and once its retry is due, it settles by itself and leaves the list.
      await allowSites();
      api.clock.advance(2 * 60 * MINUTE);
      await tick(api);
      expect((await api.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(orderStatus.purchased);
      expect((await attention(api)).filter((item) => item.subject === `settle-payment:${paymentId}`)).toHaveLength(0);
      expect((await attention(api, "resolved")).some((item) => item.subject === `settle-payment:${paymentId}`)).toBe(true);
    } finally {
      await allowSites().catch(() => undefined);
    }
  });

  it("a paid order whose name another site took is closed, its payment kept, and listed for a refund the provider records", async () => {
    const c = await shopper(api);
    const siteName = uniqueSiteName();
    const order = await placeOrder(api, c.token, { siteName });
    const opened = await api.call("POST", "/api/pay/unified-ordering", { token: c.token, body: { orderId: order.id, network: "TRC20" } });
    const paymentId = opened.body.data.id;
    // The name is taken by other means (the provider's hand on the database): the order cannot become its site.
    const other = await shopper(api);
    const { site } = await liveSite(api, other.token);
    await api.db.site.update({ where: { id: site.id }, data: { siteName } });
    expect((await api.call("POST", "/api/pay/simulate-transfer", { token: c.token, body: { paymentId } })).status).toBe(200);
    const result = await api.call("POST", "/api/order/paymentresults", { token: c.token, body: { paymentId } });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.payment.status).toBe("confirmed");
    expect(result.body.data.order.status).toBe(orderStatus.invalid);

    const [item] = (await attention(api)).filter((row) => row.subject === `payment:${paymentId}`);
    expect(item).toMatchObject({ kind: "name-conflict" });
    expect(item.detail).toContain(siteName);
    const resolved = await api.call("POST", "/api/provider/attention/resolve", { headers: asProvider, body: { id: item.id, resolution: "refunded in 0xabc" } });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ id: item.id, resolution: "refunded in 0xabc" });
    expect((await attention(api)).some((row) => row.id === item.id)).toBe(false);
    // Twice: the item is no longer open.
    expect((await api.call("POST", "/api/provider/attention/resolve", { headers: asProvider, body: { id: item.id, resolution: "again" } })).status).toBe(409);
  });
});

describe("what one merchant may have open at once", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ MAX_OPEN_CART_ITEMS: "3", MAX_PENDING_ORDERS: "2", MAX_OPEN_PAYMENTS: "1" });
  });
  afterAll(() => api.close());

  it("refuses a cart item, an order and a payment beyond the limits with a translated 409, and changes nothing", async () => {
    const m = await shopper(api);
    const spanish = { "accept-language": "es" };
    const userId = await idOf(api, m);
    const items = [await addToCart(api, m.token), await addToCart(api, m.token), await addToCart(api, m.token)];
    const fourth = await api.call("POST", "/api/cart/create", { token: m.token, headers: spanish, body: cartInput() });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ errorCode: "CART_FULL" });
    expect(fourth.body.msg).toMatch(/carrito.*3/);
    expect(await api.db.cartItem.count({ where: { userId } })).toBe(3);

    const orders = [];
    for (const item of items.slice(0, 2)) {
      const { status, body } = await api.call("POST", "/api/order/create", { token: m.token, body: { id: item.id, ...OPERATION, agreeTerms: true } });
      expect(status, JSON.stringify(body)).toBe(200);
      orders.push(body.data);
    }
    const third = await api.call("POST", "/api/order/create", { token: m.token, headers: spanish, body: { id: items[2].id, ...OPERATION, agreeTerms: true } });
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ errorCode: "TOO_MANY_PENDING_ORDERS" });
    expect(third.body.msg).toMatch(/pedidos/);
    // The refused checkout left its cart item where it was.
    expect(await api.db.cartItem.count({ where: { id: items[2].id } })).toBe(1);
    expect(await api.db.order.count({ where: { userId } })).toBe(2);

    expect((await api.call("POST", "/api/pay/unified-ordering", { token: m.token, body: { orderId: orders[0].id, network: "TRC20" } })).status).toBe(200);
    const secondPayment = await api.call("POST", "/api/pay/unified-ordering", { token: m.token, headers: spanish, body: { orderId: orders[1].id, network: "TRC20" } });
    expect(secondPayment.status).toBe(409);
    expect(secondPayment.body).toMatchObject({ errorCode: "TOO_MANY_OPEN_PAYMENTS" });
    expect(secondPayment.body.msg).toMatch(/pagos/);
    expect(await api.db.payment.count({ where: { userId } })).toBe(1);
    // The open payment is handed out again rather than refused.
    expect((await api.call("POST", "/api/pay/unified-ordering", { token: m.token, body: { orderId: orders[0].id, network: "TRC20" } })).status).toBe(200);

    // Another merchant is not affected by this one's limits.
    const other = await shopper(api);
    await placeOrder(api, other.token);
  });
});
