import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../server/clock";
import { openDatabase, type Db } from "../../server/db";
import { periodKeyAt } from "@shared/domain/billing";
import type { TestApi } from "../helpers/api-server";
import { databaseCopy } from "../helpers/database-copy";
import { TEST_POSTGRES_URL } from "../helpers/migrated-template";
import { loginMerchant, registerMerchant } from "../helpers/merchant";
import { eventually, freePort } from "../helpers/processes";
import { DAY, payOrder, placeOrder } from "../helpers/shop";

/**
 * Two real API processes (server/index.ts, each with its scheduler) on one PostgreSQL database,
 * driven through both (decision 026). Only on PostgreSQL: SQLite is one API process's file.
 */
const LEASE_SECONDS = 3;

type Instance = Pick<TestApi, "baseUrl" | "call"> & { name: string; process: ChildProcess; stderr: () => string; stop: (signal?: NodeJS.Signals) => Promise<void> };

async function call(baseUrl: string, method: string, urlPath: string, options: { body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(baseUrl + urlPath, { method, headers, body: options.body !== undefined ? JSON.stringify(options.body) : undefined });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the test sees the text
  }
  return { status: response.status, body, headers: response.headers };
}

/** `npm start`'s API process, as production runs it, on its own port. */
async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env: { ...process.env, ...env, API_PORT: String(port), API_HOST: "127.0.0.1" } });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  child.stdout!.resume();
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`API ${name} exited: ${stderr}`);
    const up = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (waited > 30_000) throw new Error(`API ${name} did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    name,
    baseUrl,
    process: child,
    stderr: () => stderr,
    call: (method, urlPath, options) => call(baseUrl, method, urlPath, options),
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

describe.skipIf(!TEST_POSTGRES_URL)("two API instances on one PostgreSQL database", () => {
  let a: Instance;
  let b: Instance;
  let db: Db;
  let remove: () => Promise<void>;
  const outbox = path.join(os.tmpdir(), `casino-outbox-${randomUUID()}`);
  /** An instance as the merchant helpers take it: its calls, and the shared database in which a new merchant's address is marked verified. */
  const asApi = (instance: Instance) => ({ ...instance, db, clock: { now: () => new Date() } }) as unknown as TestApi;
  const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), "utf8")) : []);

  beforeAll(async () => {
    const copy = await databaseCopy();
    remove = copy.remove;
    db = await openDatabase(copy.url);
    const env = {
      NODE_ENV: "test",
      DATABASE_URL: copy.url,
      JWT_SECRET: "test-secret-test-secret-test-secret-0123",
      PASSWORD_HASH_COST: "4",
      MAIL_OUTBOX_DIR: outbox,
      LOG_LEVEL: "error",
      SITE_BUILD_SECONDS: "1",
      RATE_LIMIT_LOGIN_PER_15MIN: "3",
      SCHEDULER_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    [a, b] = await Promise.all([startInstance("A", env), startInstance("B", env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.$disconnect();
    await remove?.();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it("counts a login limit over requests spread across both instances", async () => {
    const merchant = await registerMerchant(asApi(a));
    const attempt = (instance: Instance) => instance.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: "wrong-password" } });
    // Three failures (the limit), spread A, B, A: each instance alone has seen fewer than three.
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    const blocked = await b.call("POST", "/api/login/authorize", { body: { account: merchant.account, password: merchant.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, errorCode: "RATE_LIMITED" });
    expect(blocked.headers.get("ratelimit")).toMatch(/r=0/);
    expect((await attempt(a)).status).toBe(429);
  });

  it("keeps one session per account and refresh rotation across instances", async () => {
    const merchant = await registerMerchant(asApi(a));
    const first = await loginMerchant(a as unknown as TestApi, merchant);
    expect((await a.call("GET", "/api/user/info", { token: first.accessToken })).status).toBe(200);
    const second = await loginMerchant(b as unknown as TestApi, merchant);
    // The login on B supersedes the session A just served, at once.
    const kicked = await a.call("GET", "/api/user/info", { token: first.accessToken });
    expect(kicked.status).toBe(422);
    expect(kicked.body.errorCode).toBe("ACCOUNT_LOGGED_IN_ELSEWHERE");
    expect((await a.call("GET", "/api/user/info", { token: second.accessToken })).status).toBe(200);

    // Refreshed on A; the old refresh token coming back on B from another device is refused and
    // revokes the session (the browser that rotated it would get one grace, decision 036).
    const rotated = await a.call("POST", "/api/login/refresh", { body: { refreshToken: second.refreshToken } });
    expect(rotated.status).toBe(200);
    const reuse = await b.call("POST", "/api/login/refresh", { body: { refreshToken: second.refreshToken }, headers: { "user-agent": "another device" } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.errorCode).toBe("REFRESH_TOKEN_INVALID");
    for (const instance of [a, b]) {
      expect((await instance.call("GET", "/api/user/info", { token: rotated.body.data.accessToken })).status).toBe(401);
      expect((await instance.call("POST", "/api/login/refresh", { body: { refreshToken: rotated.body.data.refreshToken } })).status).toBe(401);
    }
  });

  it("pays an order through both while the schedulers run, then books a clock advance's charges and e-mails its notices once, and a surviving instance takes the scheduler over", async () => {
    const merchant = await registerMerchant(asApi(a));
    const { accessToken: token } = await loginMerchant(a as unknown as TestApi, merchant);
    // Ordered on A, paid on B (the simulator's transfer); the build finishes with no one reading: the schedulers launch it.
    const order = await placeOrder(a as unknown as TestApi, token);
    const { result } = await payOrder(b as unknown as TestApi, token, order.id);
    const siteId = result.siteId as number;
    const site = await eventually("the site goes live", () => db.site.findUniqueOrThrow({ where: { id: siteId } }), (s) => s.status === "live");
    expect(await db.depositEntry.count({ where: { siteId, kind: "prepaid" } })).toBe(1);
    expect(await db.statusChange.count({ where: { entity: "site", entityId: siteId, toStatus: "live" } })).toBe(1);

    // The testers' clock moves 25 days for every process: 25 closed days, each charged once,
    // and the deposit falls under its top-up threshold (a notice, e-mailed once).
    const clock = new TestClock(db);
    await clock.refresh();
    const start = clock.now();
    const closedDays = (until: Date) => {
      const days: string[] = [];
      for (let at = new Date(start); periodKeyAt("day", at) < periodKeyAt("day", until); at = new Date(at.getTime() + DAY)) days.push(periodKeyAt("day", at));
      return days;
    };
    const charges = () => db.depositEntry.findMany({ where: { siteId, kind: "maintenance" }, orderBy: { reference: "asc" } });
    const advanced = new Date(start.getTime() + 25 * DAY);
    await clock.set(advanced);
    const expected = closedDays(advanced);
    expect(expected).toHaveLength(25);
    await eventually("25 days charged", charges, (rows) => rows.length >= expected.length);
    const notices = await eventually(
      "the notices e-mailed",
      () => db.notice.findMany({ where: { userId: site.userId } }),
      (rows) => rows.length > 0 && rows.every((n) => n.emailedAt !== null),
    );
    expect(notices.map((n) => n.kind)).toContain("deposit-low");
    // Both schedulers keep running a few more ticks: nothing more is booked or sent.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect((await charges()).map((e) => e.reference)).toEqual(expected);
    // Besides the code registration mailed (decision 035), one e-mail a notice.
    const toMerchant = () => mails().filter((mail) => mail.includes(`To: ${merchant.email}`) && !mail.includes("Subject: Your CasinoLaunch verification code"));
    expect(toMerchant()).toHaveLength(notices.length);

    // The instance holding the scheduler dies without giving the lease up: once it expires, the other one takes over.
    const lease = await db.schedulerLease.findUniqueOrThrow({ where: { name: "scheduler" } });
    const [holder, survivor] = lease.holder.startsWith(`${a.process.pid}-`) ? [a, b] : [b, a];
    expect(lease.holder.startsWith(`${holder.process.pid}-`)).toBe(true);
    await holder.stop("SIGKILL");
    const later = new Date(advanced.getTime() + 3 * DAY);
    await clock.set(later);
    await eventually("the 3 more days charged by the survivor", charges, (rows) => rows.length >= expected.length + 3, (LEASE_SECONDS + 15) * 1000);
    expect((await charges()).map((e) => e.reference)).toEqual(closedDays(later));
    expect((await db.schedulerLease.findUniqueOrThrow({ where: { name: "scheduler" } })).holder.startsWith(`${survivor.process.pid}-`)).toBe(true);
    await clock.reset();

    // A clean stop (SIGTERM) gives the lease up, so a remaining instance would not wait for it to expire.
    await survivor.stop("SIGTERM");
    expect(survivor.process.exitCode).toBe(0);
    expect(await db.schedulerLease.count({ where: { name: "scheduler" } })).toBe(0);

    expect(a.stderr() + b.stderr()).not.toMatch(/"level":50/);
  }, 120_000);
});

describe.skipIf(TEST_POSTGRES_URL)("two API instances on one PostgreSQL database", () => {
  it.skip("runs only with TEST_POSTGRES_URL (scripts/postgres-tests.sh): SQLite is one API process's file", () => {});
});
