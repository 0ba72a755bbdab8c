import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TestClock } from "../../server/clock";
import { openDatabase, type Db } from "../../server/db";
import { orderStatus } from "@shared/domain/order-status";
import { SCENARIO_NAMES } from "../../prisma/scenarios";
import { DEMO_MERCHANT } from "../../prisma/demo-data";
import { verifyPassword } from "../../server/modules/auth/password";
import { TEMPLATE_DB } from "../helpers/migrated-template";

// Each command is a Node process of its own (1-3 s each, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

/**
 * The testers' and the provider's commands as people run them (`npm run clock`, `npm run
 * seed:scenario`, `npm run provider`), each a process of its own on a copy of the database.
 */
let file: string;
let db: Db;

beforeAll(async () => {
  file = path.join(os.tmpdir(), `casino-cli-${randomUUID()}.db`);
  fs.copyFileSync(TEMPLATE_DB, file);
  db = await openDatabase(`file:${file}`);
});
afterAll(async () => {
  await db.$disconnect();
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
});

/** A command as a tester types it: the settings of the shell (npm start's defaults: a demo) on the stack's database. */
function run(script: string, args: string[], env: Record<string, string> = {}, database = file) {
  const base: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `file:${database}`, PASSWORD_HASH_COST: "4", LOG_LEVEL: "silent", ...env };
  for (const name of ["NODE_ENV", "DEMO_MODE", "CHAIN"]) if (!(name in env)) Reflect.deleteProperty(base, name);
  const path = script.includes("/") ? script : `scripts/${script}`;
  const result = spawnSync(process.execPath, ["--import", "tsx", `${path}.ts`, ...args], { env: base, encoding: "utf8" });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("npm run clock", () => {
  it("moves the stack's clock, keeps it in the database, and resets it", async () => {
    const moved = run("clock", ["advance", "31d"]);
    expect(moved.code, moved.err).toBe(0);
    expect(moved.out).toMatch(/moved \+74[34] h/);
    const clock = new TestClock(db);
    await clock.refresh();
    expect(Math.round((clock.now().getTime() - Date.now()) / 86_400_000)).toBe(31);

    expect(run("clock", ["set", "2030-01-01T00:00:00Z"]).out).toContain("2030-01-01T00:00");
    expect(run("clock", ["show"]).out).toContain("2030-01-01T00:0");
    const bad = run("clock", ["advance", "soon"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("takes a duration");

    expect(run("clock", ["reset"]).out).toContain("(real time)");
    await clock.refresh();
    expect(clock.moved).toBe(false);
  });

  it("refuses where real money runs", () => {
    const refused = run("clock", ["advance", "1d"], { NODE_ENV: "production", JWT_SECRET: "x".repeat(40), PASSWORD_HASH_COST: "10" });
    expect(refused.code).toBe(2);
    expect(refused.err).toContain("cannot be moved");
    const scenario = run("seed-scenario", ["fresh"], { NODE_ENV: "production", JWT_SECRET: "x".repeat(40), PASSWORD_HASH_COST: "10" });
    expect(scenario.code).toBe(2);
    expect(scenario.err).toContain("takes real money");
  });
});

describe("npm run seed:scenario", () => {
  it("lists and describes every scenario", () => {
    const listed = run("seed-scenario", ["--list"]);
    expect(listed.code).toBe(0);
    for (const name of SCENARIO_NAMES) expect(listed.out).toContain(name);
    expect(SCENARIO_NAMES).toEqual(expect.arrayContaining(["fresh", "orders-every-status", "deposit-low", "deposit-zero-29-days", "deposit-zero-31-days", "fraud-hold", "inactive-31-days", "restricted-account", "dispute-open"]));
  });

  it("loads orders in every status, and a second run does no harm", async () => {
    for (let i = 0; i < 2; i++) {
      const loaded = run("seed-scenario", ["orders-every-status"]);
      expect(loaded.code, loaded.err).toBe(0);
      expect(loaded.out).toContain('Log in as "orders_every_status" with password "Tester123"');
    }
    const orders = await db.order.findMany({ where: { user: { account: "orders_every_status" } }, select: { status: true } });
    expect(orders.map((o) => o.status).sort()).toEqual(Object.values(orderStatus).sort());
    expect(await db.user.count({ where: { account: "orders_every_status" } })).toBe(1);
  });

  it("loads each money and time state as documented", async () => {
    const state = async (scenario: string, account: string) => {
      const loaded = run("seed-scenario", [scenario]);
      expect(loaded.code, loaded.err).toBe(0);
      const site = await db.site.findFirstOrThrow({ where: { user: { account } } });
      const sum = await db.depositEntry.aggregate({ where: { siteId: site.id }, _sum: { amountMinor: true } });
      expect(site.depositBalanceMinor).toBe(sum._sum.amountMinor);
      return site;
    };
    expect(await state("deposit-low", "deposit_low")).toMatchObject({ status: "live", depositBalanceMinor: 27_400 });
    await state("four-low-deposits", "four_low_deposits");
    const fourSites = await db.site.findMany({ where: { user: { account: "four_low_deposits" } }, orderBy: { depositBalanceMinor: "asc" } });
    expect(fourSites.map((site) => site.depositBalanceMinor)).toEqual([17_500, 20_800, 24_100, 27_400]);
    expect(await db.notice.count({ where: { user: { account: "four_low_deposits" }, kind: "deposit-low", urgent: true, resolvedAt: null } })).toBe(4);
    expect((await state("deposit-zero-29-days", "deposit_zero_29_days")).status).toBe("live");
    expect((await state("deposit-zero-31-days", "deposit_zero_31_days")).status).toBe("suspended");
    expect((await state("fraud-hold", "fraud_hold")).status).toBe("held");
    expect(await state("inactive-31-days", "inactive_31_days")).toMatchObject({ status: "released", releasedName: "inactive" });
    await state("restricted-account", "restricted_account");
    expect((await db.user.findUniqueOrThrow({ where: { account: "restricted_account" } })).status).toBe("restricted");
    await state("dispute-open", "dispute_open");
    expect(await db.dispute.count({ where: { status: "open", entry: { site: { user: { account: "dispute_open" } } } } })).toBe(1);
  });
});

describe("npm run provider", () => {
  it("holds and releases a site, and explains a refusal", async () => {
    run("seed-scenario", ["deposit-low"]);
    const held = run("provider", ["hold", "low-deposit", "Suspicious", "deposits"]);
    expect(held.code, held.err).toBe(0);
    expect(JSON.parse(held.out)).toMatchObject({ siteName: "low-deposit", status: "held" });
    const again = run("provider", ["hold", "low-deposit", "again"]);
    expect(again.code).toBe(2);
    expect(again.err).toContain("STATE_CONFLICT");
    expect(JSON.parse(run("provider", ["release", "low-deposit"]).out)).toMatchObject({ status: "live" });
    // Today has not been reported yet (the scenario's casino reported the days up to yesterday).
    const report = run("provider", ["report", "low-deposit", new Date().toISOString().slice(0, 10), "1000", "900", "200", "2"]);
    expect(report.code, report.err).toBe(0);
    expect(JSON.parse(report.out).charges).toEqual(["royalty -10.00 USDT", "collection_fee -7.00 USDT", "payout_fee -10.00 USDT"]);
    expect(run("provider", ["unknown"]).code).toBe(2);
  });

  it("lists the chain transfers no payment counted and records what was done about one", async () => {
    // What a watcher records for a transfer to an address no payment holds (the watchers' own tests read real chains).
    const seen = await db.observedTransfer.create({
      data: { network: "ERC20", txHash: `0x${"ab".repeat(32)}`, logIndex: 0, blockNumber: 7, blockHash: `0x${"cd".repeat(32)}`, blockTime: new Date(), fromAddress: `0x${"11".repeat(20)}`, toAddress: `0x${"22".repeat(20)}`, amountUnits: "25000000", amountMinor: 2500, firstSeenAt: new Date() },
    });
    const listed = run("provider", ["transfers"]);
    expect(listed.code, listed.err).toBe(0);
    expect(JSON.parse(listed.out)).toContainEqual(expect.objectContaining({ id: seen.id, reason: "unknownAddress", amount: "25.00 USDT" }));
    expect(run("provider", ["resolve-transfer", String(seen.id)]).code).toBe(2);
    const resolved = run("provider", ["resolve-transfer", String(seen.id), "refunded", "in", "0xfeed"]);
    expect(resolved.code, resolved.err).toBe(0);
    expect(JSON.parse(run("provider", ["transfers"]).out).some((t: { id: number }) => t.id === seen.id)).toBe(false);
    expect(JSON.parse(run("provider", ["transfers", "resolved"]).out)).toContainEqual(expect.objectContaining({ id: seen.id, resolution: "refunded in 0xfeed" }));
    const twice = run("provider", ["resolve-transfer", String(seen.id), "again"]);
    expect(twice.code).toBe(2);
    expect(twice.err).toContain("STATE_CONFLICT");
  });

  it("lists what needs the provider and records what was done about one (decision 038)", async () => {
    // What the scheduler lists for a payment whose site could not be built (its own tests make one happen).
    const at = new Date();
    const item = await db.attention.create({ data: { kind: "name-conflict", subject: "payment:999", detail: "order ORD1 was paid but its site name is taken: refund or credit the merchant", firstAt: at, lastAt: at } });
    const listed = run("provider", ["attention"]);
    expect(listed.code, listed.err).toBe(0);
    expect(JSON.parse(listed.out)).toContainEqual(expect.objectContaining({ id: item.id, kind: "name-conflict", subject: "payment:999" }));
    expect(run("provider", ["resolve-attention", String(item.id)]).code).toBe(2);
    const resolved = run("provider", ["resolve-attention", String(item.id), "refunded", "in", "0xbeef"]);
    expect(resolved.code, resolved.err).toBe(0);
    expect(JSON.parse(run("provider", ["attention"]).out).some((row: { id: number }) => row.id === item.id)).toBe(false);
    expect(JSON.parse(run("provider", ["attention", "resolved"]).out)).toContainEqual(expect.objectContaining({ id: item.id, resolution: "refunded in 0xbeef" }));
  });
});

describe("a database that took real money (decision 034)", () => {
  let realFile: string;
  let realDb: Db;
  const REAL_MONEY = { NODE_ENV: "production", JWT_SECRET: "x".repeat(40), PASSWORD_HASH_COST: "10", MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `casino-outbox-${randomUUID()}`) };

  beforeAll(async () => {
    realFile = path.join(os.tmpdir(), `casino-real-${randomUUID()}.db`);
    fs.copyFileSync(TEMPLATE_DB, realFile); // seeded for tests (a demo): the demo merchant exists
    realDb = await openDatabase(`file:${realFile}`);
  });
  afterAll(async () => {
    await realDb.$disconnect();
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(realFile + suffix, { force: true });
    fs.rmSync(REAL_MONEY.MAIL_OUTBOX_DIR, { recursive: true, force: true });
  });

  /** Starts the real API process on the database; resolves once it listens (then stops it) or with its exit when it refuses. */
  function startApiProcess(env: Record<string, string>): Promise<{ listened: boolean; code: number | null; output: string }> {
    const base: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `file:${realFile}`, API_PORT: "0", API_HOST: "127.0.0.1", API_WORKERS: "1", LOG_LEVEL: "info", ...env };
    for (const name of ["NODE_ENV", "DEMO_MODE", "CHAIN", "PASSWORD_HASH_COST"]) if (!(name in env)) Reflect.deleteProperty(base, name);
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env: base });
    let output = "";
    let listened = false;
    return new Promise((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (!listened && output.includes("API listening")) {
          listened = true;
          child.kill("SIGTERM");
        }
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      child.on("exit", (code) => resolve({ listened, code, output }));
    });
  }

  it("is recorded when the API starts for real, and then refuses the clock, scenarios, made-up transfers and a reset", async () => {
    expect((await realDb.stackMode.findUnique({ where: { id: 1 } }))?.mode).toBe("demo");
    const started = await startApiProcess(REAL_MONEY);
    expect(started.listened, started.output).toBe(true);
    expect((await realDb.stackMode.findUniqueOrThrow({ where: { id: 1 } })).mode).toBe("real-money");

    // The testers' commands, run later without the stack's settings (npm start's defaults are a demo).
    const users = await realDb.user.count();
    const clock = run("clock", ["advance", "31d"], {}, realFile);
    expect(clock.code).toBe(2);
    expect(clock.err).toContain("takes real money");
    expect(await realDb.testClock.count()).toBe(0);
    const scenario = run("seed-scenario", ["deposit-low"], {}, realFile);
    expect(scenario.code).toBe(2);
    expect(scenario.err).toContain("takes real money");
    const transfer = run("chain-transfer", ["--address", `0x${"22".repeat(20)}`, "--amount", "100"], {}, realFile);
    expect(transfer.code).toBe(2);
    expect(transfer.err).toContain("takes real money");
    const reset = run("db-reset", [], {}, realFile);
    expect(reset.code).toBe(2);
    expect(reset.err).toContain("never empties it");
    expect(await realDb.user.count()).toBe(users);
  }, 300_000);

  it("then never starts as a demo: the seed and the API refuse, and the demo merchant gets no published password back", async () => {
    await realDb.user.update({ where: { account: DEMO_MERCHANT.account }, data: { passwordHash: "retired" } });
    const seed = run("prisma/seed", [], {}, realFile);
    expect(seed.code).toBe(1);
    expect(seed.err).toContain("has taken real money");
    expect((await realDb.user.findUniqueOrThrow({ where: { account: DEMO_MERCHANT.account } })).passwordHash).toBe("retired");
    const demos: Record<string, string>[] = [{ NODE_ENV: "production", DEMO_MODE: "on", PASSWORD_HASH_COST: "4" }, { NODE_ENV: "development" }];
    for (const demo of demos) {
      const refused = await startApiProcess(demo);
      expect(refused.listened, refused.output).toBe(false);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("has taken real money");
    }
    expect((await realDb.stackMode.findUniqueOrThrow({ where: { id: 1 } })).mode).toBe("real-money");
    expect(await verifyPassword(DEMO_MERCHANT.password, (await realDb.user.findUniqueOrThrow({ where: { account: DEMO_MERCHANT.account } })).passwordHash).catch(() => false)).toBe(false);
  }, 300_000);

  it("a real chain with demo mode never starts: npm start and the API refuse before touching anything", async () => {
    for (const chain of ["erc20", "trc20", "erc20,trc20"]) {
      const refused = await startApiProcess({ CHAIN: chain, DEMO_MODE: "on", NODE_ENV: "production" });
      expect(refused.listened).toBe(false);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`CHAIN=${chain} takes real USDT, and demo mode (DEMO_MODE=on)`);
    }
    // `CHAIN=erc20 DEMO_MODE=on npm start`, with NODE_ENV unset as people type it.
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `file:${realFile}`, CHAIN: "erc20", DEMO_MODE: "on" };
    Reflect.deleteProperty(env, "NODE_ENV");
    const start = spawnSync(process.execPath, ["--import", "tsx", "scripts/start.ts"], { env, encoding: "utf8" });
    expect(start.status).toBe(1);
    expect(start.stderr).toContain("the two never run together");
    expect(start.stdout).not.toContain("Building");
  }, 300_000);
});
