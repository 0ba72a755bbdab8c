import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db";
import { databaseCopy } from "../helpers/database-copy";
import { newMerchant } from "../helpers/merchant";
import { eventually, freePort } from "../helpers/processes";

/**
 * One API served by two worker processes on one port (API_WORKERS, shared/process/cluster.ts, decision 028),
 * as production runs it on a machine with two cores: the real server/index.ts, on SQLite and (in
 * scripts/postgres-tests.sh) on PostgreSQL. Every request here opens a connection of its own, so
 * the cluster hands consecutive requests to alternate workers; which worker answered is read from
 * the request log (each line carries its process id).
 */
type Answer = { status: number; body: any };
type LogLine = { pid: number; level: number; msg?: string; req?: { method: string; url: string }; res?: { statusCode: number } };

/** A request on a new connection (no keep-alive), as a new client would make it. */
function fresh(port: number, method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { connection: "close" };
  if (payload) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
    });
    request.on("error", reject);
    request.end(payload);
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function startApi(env: Record<string, string>): { child: ChildProcess; lines: () => LogLine[]; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env: { ...process.env, ...env } });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const lines = () =>
    output
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as LogLine);
  return { child, lines, output: () => output, exited };
}

describe("one API served by two workers", () => {
  let api: ReturnType<typeof startApi>;
  let port: number;
  let remove: () => Promise<void>;
  let db: Db;
  const listening = () => api.lines().filter((line) => line.msg?.startsWith("API listening"));
  const servedBy = (url: string) => api.lines().filter((line) => line.req?.url === url);

  beforeAll(async () => {
    const copy = await databaseCopy();
    remove = copy.remove;
    db = await openDatabase(copy.url);
    port = await freePort();
    api = startApi({
      NODE_ENV: "test",
      DATABASE_URL: copy.url,
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      API_WORKERS: "2",
      JWT_SECRET: "test-secret-test-secret-test-secret-0123",
      PASSWORD_HASH_COST: "4",
      LOG_LEVEL: "info",
      RATE_LIMIT_LOGIN_PER_15MIN: "3",
      SCHEDULER_LEASE_SECONDS: "3",
    });
    await eventually("both workers listening", () => listening().length, (n) => n === 2);
  }, 60_000);

  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill("SIGKILL");
    await db?.$disconnect();
    await remove?.();
  });

  it("answers on both workers, and what one worker writes the other reads back at once", async () => {
    const merchant = newMerchant();
    expect((await fresh(port, "POST", "/api/login/register", { body: merchant })).status).toBe(200);
    const login = await fresh(port, "POST", "/api/login/authorize", { body: merchant });
    const token = login.body.data.accessToken as string;

    // Each save is followed at once by a read on the other worker, which has the profile in memory
    // from its previous read: it must have dropped it before the save was answered.
    for (let i = 0; i < 20; i++) {
      const saved = await fresh(port, "POST", "/api/user/save", { token, body: { nickname: `Star ${i}` } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const read = await fresh(port, "GET", "/api/user/info", { token });
      expect(read.body.data.nickname).toBe(`Star ${i}`);
    }
    const saves = await eventually("the saves logged", () => servedBy("/api/user/save"), (lines) => lines.length === 20);
    const reads = await eventually("the reads logged", () => servedBy("/api/user/info"), (lines) => lines.length === 20);
    const workers = new Set(listening().map((line) => line.pid));
    expect(new Set([...saves, ...reads].map((line) => line.pid))).toEqual(workers);
    // Saved on one worker, read on the other: most pairs, whatever else the workers were handed meanwhile.
    expect(saves.filter((save, i) => save.pid !== reads[i].pid).length).toBeGreaterThan(10);
  });

  it("counts a login limit over attempts spread across both workers", async () => {
    const merchant = newMerchant();
    expect((await fresh(port, "POST", "/api/login/register", { body: merchant })).status).toBe(200);
    // Three failures (the limit), on alternate workers: neither alone has seen three.
    for (let i = 0; i < 3; i++) expect((await fresh(port, "POST", "/api/login/authorize", { body: { ...merchant, password: "wrong-password" } })).status).toBe(401);
    const blocked = await fresh(port, "POST", "/api/login/authorize", { body: merchant });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ success: false, errorCode: "RATE_LIMITED" });
    const failures = api.lines().filter((line) => line.req?.url === "/api/login/authorize" && line.res?.statusCode === 401);
    expect(new Set(failures.slice(-3).map((line) => line.pid)).size).toBe(2);
  });

  it("runs the scheduler in a third worker that serves no request, and replaces it when it dies", async () => {
    const running = () => api.lines().filter((line) => line.msg?.startsWith("API scheduler running"));
    const scheduler = (await eventually("the scheduler running", running, (lines) => lines.length === 1))[0].pid;
    expect(listening().map((line) => line.pid)).not.toContain(scheduler);
    // The lease's holder names its process: the scheduler's worker works, the serving ones never take it.
    const holder = async () => (await db.schedulerLease.findUnique({ where: { name: "scheduler" } }))?.holder.split("-")[0];
    expect(await eventually("the lease taken", holder, (pid) => pid !== undefined)).toBe(String(scheduler));
    for (let i = 0; i < 6; i++) expect((await fresh(port, "GET", "/api/cart/list")).status).toBe(401);
    await eventually("the requests logged", () => api.lines().filter((line) => line.req?.url === "/api/cart/list"), (lines) => lines.length === 6);
    expect(api.lines().filter((line) => line.req && line.pid === scheduler)).toEqual([]);

    process.kill(scheduler, "SIGKILL");
    const next = (await eventually("another scheduler running", running, (lines) => lines.length === 2))[1].pid;
    expect(next).not.toBe(scheduler);
    // The dead one's lease runs out (3 s here) and the new one takes it over.
    expect(await eventually("the lease taken over", holder, (pid) => pid === String(next))).toBe(String(next));
    expect(await holder()).toBe(String(next));
  }, 60_000);

  it("replaces a worker that dies, and stops every worker on SIGTERM", async () => {
    const [first, second] = listening().map((line) => line.pid);
    process.kill(first, "SIGKILL");
    const replaced = await eventually("a new worker listening", listening, (lines) => lines.length === 3);
    const third = replaced[2].pid;
    expect([first, second]).not.toContain(third);
    // Whatever worker the connections reach, they are answered.
    for (let i = 0; i < 6; i++) expect((await fresh(port, "GET", "/api/health")).status).toBe(200);

    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);
    expect([second, third].filter(alive)).toEqual([]);
    // The errors logged are the deaths it was told of (the scheduler's, above, and this worker's).
    expect(api.lines().filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(["one of the API's workers died: starting another", "one of the API's workers died: starting another"]);
  }, 60_000);
});

it("stops at start, with an error, when its workers cannot listen", async () => {
  const taken = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => taken.once("listening", resolve));
  const { port } = taken.address() as net.AddressInfo;
  const copy = await databaseCopy();
  try {
    const api = startApi({ NODE_ENV: "test", DATABASE_URL: copy.url, API_PORT: String(port), API_HOST: "127.0.0.1", API_WORKERS: "2", JWT_SECRET: "test-secret-test-secret-test-secret-0123" });
    const code = await Promise.race([api.exited, new Promise((resolve) => setTimeout(() => resolve("still running"), 30_000))]);
    expect(code).not.toBe(0);
    expect(code).not.toBe("still running");
    expect(api.output()).toMatch(/cannot listen/);
    expect(api.output()).toMatch(/failed to start/);
  } finally {
    taken.close();
    await copy.remove();
  }
}, 40_000);
