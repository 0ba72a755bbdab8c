import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../server/clock";
import { PACKAGES } from "@shared/domain/constants";
import { periodKeyAt } from "@shared/domain/billing";
import { withBalances } from "../../server/modules/ledger/arithmetic";
import { startApi, type TestApi } from "../helpers/api-server";
import { shopper } from "../helpers/merchant";
import { DAY, liveSite } from "../helpers/shop";

let api: TestApi;
const PROVIDER_KEY = "provider-key-for-tests-0123456789abcdef";

beforeAll(async () => {
  api = await startApi({ DEMO_REPORTS: "on", PROVIDER_API_KEY: PROVIDER_KEY });
});
afterAll(() => api.close());

/** One more scheduler: a process of its own on the same database file and the testers' clock. */
function scheduler(target: Date): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/helpers/due-work-process.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: api.config.DATABASE_URL,
        DEMO_REPORTS: "on",
        PROVIDER_API_KEY: PROVIDER_KEY,
        JWT_SECRET: api.config.JWT_SECRET,
        PASSWORD_HASH_COST: "4",
        MAIL_OUTBOX_DIR: api.config.MAIL_OUTBOX_DIR,
        TARGET_MS: String(target.getTime()),
      },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("the scheduler in two processes over one database, across a 40-day clock advance", () => {
  it("books each period, fee and royalty exactly once, and every balance is the sum of its ledger", async () => {
    const standard = await shopper(api);
    const elite = await shopper(api);
    const { site: standardSite } = await liveSite(api, standard.token);
    const { site: eliteSite } = await liveSite(api, elite.token, { packageId: PACKAGES.elite.id });
    const start = api.clock.now();

    // The provider reports a day of the Standard casino by hand as well: the demo reports skip it.
    const day = periodKeyAt("day", start);
    const posted = await api.call("POST", "/api/provider/report", {
      headers: { authorization: `Bearer ${PROVIDER_KEY}` },
      body: { siteName: standardSite.siteName, day, wagersMinor: 1_000_000, winningsMinor: 900_000, collectedMinor: 400_000, payoutCount: 3 },
    });
    expect(posted.status).toBe(201);
    // 10% of 1000 USDT GGR, 3.5% of 4000 USDT collected, 3 payouts at 5 USDT.
    expect(posted.body.data.charges).toEqual([
      { kind: "royalty", amountMinor: -10_000 },
      { kind: "collection_fee", amountMinor: -14_000 },
      { kind: "payout_fee", amountMinor: -1_500 },
    ]);

    // Both processes read the testers' clock; it moves 40 days in steps while they run.
    const clock = new TestClock(api.db);
    await clock.set(start);
    const target = new Date(start.getTime() + 40 * DAY);
    const running = [scheduler(target), scheduler(target)];
    for (let step = 1; step <= 8; step++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      await clock.set(new Date(start.getTime() + step * 5 * DAY));
    }
    const results = await Promise.all(running);
    for (const result of results) {
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
    }
    const totals = results.map((r) => JSON.parse(r.stdout).totals);
    await clock.reset();

    const closedDays: string[] = [];
    for (let at = new Date(start); periodKeyAt("day", at) < periodKeyAt("day", target); at = new Date(at.getTime() + DAY)) closedDays.push(periodKeyAt("day", at));
    expect(closedDays).toHaveLength(40);

    for (const site of [standardSite, eliteSite]) {
      const entries = await api.db.depositEntry.findMany({ where: { siteId: site.id }, orderBy: [{ occurredAt: "asc" }, { id: "asc" }] });
      const stored = await api.db.site.findUniqueOrThrow({ where: { id: site.id } });
      // The balance is the ledger's sum, and the running balance ends there.
      expect(stored.depositBalanceMinor).toBe(entries.reduce((sum, e) => sum + e.amountMinor, 0));
      expect(withBalances(entries).at(-1)?.balanceAfterMinor).toBe(stored.depositBalanceMinor);
      // No event twice.
      expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);
      expect(entries.filter((e) => e.kind === "prepaid")).toHaveLength(1);

      // Every report (the provider's and the demo's) brought its charges once, stamped at its day's end.
      const reports = await api.db.activityReport.findMany({ where: { siteId: site.id }, orderBy: { day: "asc" } });
      expect(reports.length).toBeGreaterThan(0);
      expect(new Set(reports.map((r) => r.day)).size).toBe(reports.length);
      for (const report of reports) {
        const charges = entries.filter((e) => e.reference === report.day && ["royalty", "collection_fee", "payout_fee"].includes(e.kind));
        expect(charges.filter((e) => e.kind === "royalty")).toHaveLength(report.wagersMinor > report.winningsMinor ? 1 : 0);
        for (const charge of charges) expect(charge.occurredAt.toISOString()).toBe(new Date(Date.parse(`${report.day}T00:00:00Z`) + DAY).toISOString());
      }
    }

    // Standard: each of the 40 closed days charged once, 33 USDT, at the day's end, while billed.
    const standardCharges = await api.db.depositEntry.findMany({ where: { siteId: standardSite.id, kind: "maintenance" }, orderBy: { reference: "asc" } });
    expect(standardCharges.map((e) => e.reference)).toEqual(closedDays);
    expect(standardCharges.every((e) => e.amountMinor === -3_300)).toBe(true);
    expect(standardCharges.map((e) => e.occurredAt.getTime())).toEqual(closedDays.map((d) => Date.parse(`${d}T00:00:00Z`) + DAY));

    // Elite: November prorated (launched on the 22nd: 9 of 30 days), December in full.
    const eliteCharges = await api.db.depositEntry.findMany({ where: { siteId: eliteSite.id, kind: "maintenance" }, orderBy: { reference: "asc" } });
    expect(eliteCharges.map((e) => [e.reference, e.amountMinor])).toEqual([
      ["2026-11", -30_000],
      ["2026-12", -100_000],
    ]);
    // Elite collects and pays out for free: only royalty.
    expect(await api.db.depositEntry.count({ where: { siteId: eliteSite.id, kind: { in: ["collection_fee", "payout_fee"] } } })).toBe(0);

    // Between them the two processes did all the work, and nothing twice.
    const sum = (key: string) => totals.reduce((n, t) => n + (t[key] ?? 0), 0);
    expect(sum("maintenanceCharged")).toBe(40 + 2);
    expect(sum("reportsGenerated")).toBe(await api.db.activityReport.count({ where: { source: "demo" } }));
    const suspensions = await api.db.statusChange.count({ where: { entity: "site", toStatus: "suspended" } });
    expect(sum("sitesSuspended")).toBe(suspensions);
  }, 120_000);
});
