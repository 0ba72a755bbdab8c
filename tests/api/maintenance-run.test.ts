import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withBalances } from "../../server/modules/ledger/arithmetic";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { DAY, liveSite, tick } from "../helpers/shop";

/**
 * The day's maintenance run books its charges 25 to a transaction (decision 043): a
 * database of its own, so that the four sites below are the only ones billed, each with 35 days to
 * charge, so split between transactions.
 */
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe("the maintenance run over many sites at once", () => {
  it("charges each site every closed day once and in order, across its transactions, each crossing's notice at its own charge", async () => {
    const sites = [];
    for (let i = 0; i < 4; i++) sites.push((await liveSite(api, (await shopper(api)).token)).site);
    const ids = sites.map((site) => site.id);
    expect(await api.db.site.count()).toBe(4);
    // Four Standard sites, 35 days: 140 daily charges in one run, six transactions.
    api.clock.advance(35 * DAY);
    await tick(api);
    for (const site of sites) {
      const entries = await api.db.depositEntry.findMany({ where: { siteId: site.id }, orderBy: [{ occurredAt: "asc" }, { id: "asc" }] });
      const charges = entries.filter((e) => e.kind === "maintenance");
      expect(charges).toHaveLength(35);
      expect(charges.every((e) => e.amountMinor === -3_300)).toBe(true);
      // Booked in the order of their days, each once.
      expect(charges.map((e) => e.reference)).toEqual([...new Set(charges.map((e) => e.reference))].sort());
      expect([...charges].sort((a, b) => a.id - b.id).map((e) => e.reference)).toEqual(charges.map((e) => e.reference));
      const stored = await api.db.site.findUniqueOrThrow({ where: { id: site.id }, include: { order: true } });
      expect(stored.depositBalanceMinor).toBe(entries.reduce((sum, e) => sum + e.amountMinor, 0));
      // The top-up notice at the charge that took the balance below 30 % of the prepaid deposit, the zero notice at the one that took it to zero or below.
      const ledger = withBalances(entries);
      const low = ledger.find((e) => e.balanceAfterMinor * 100 < stored.order.depositMinor * 30)!;
      const zero = ledger.find((e) => e.balanceAfterMinor <= 0)!;
      const notices = await api.db.notice.findMany({ where: { siteId: site.id, kind: { in: ["deposit-low", "deposit-zero"] } }, orderBy: { kind: "asc" } });
      expect(notices.map((n) => [n.kind, n.key])).toEqual([
        ["deposit-low", `deposit-low:${site.id}:${low.key}`],
        ["deposit-zero", `deposit-zero:${site.id}:${zero.key}`],
      ]);
      expect(JSON.parse(notices[1].params!)).toMatchObject({ balanceMinor: zero.balanceAfterMinor });
    }
    // Another run finds nothing left to charge.
    await tick(api);
    expect(await api.db.depositEntry.count({ where: { siteId: { in: ids }, kind: "maintenance" } })).toBe(4 * 35);
  }, 60_000);
});
