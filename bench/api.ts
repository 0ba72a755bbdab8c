/**
 * `npm run bench`: the measure of record. Builds the web app, seeds a large data set in
 * bulk into a throwaway database (10,000 merchants, 1,000,000 orders, one merchant holding 5 % of
 * them, their payments, sites and ledgers), starts the stack in production mode as separate
 * processes (a bare Node http server as the ceiling, the API, the web server) and drives each with
 * autocannon from this process: req/s, p50, p99, errors, the ratio to the ceiling, and each
 * server's peak memory. A Markdown table on stdout, the figures in bench/results/, and a full-size
 * run's in docs/performance.md (bench/report.ts).
 *
 *   --growth            the heavy merchant's order list and site list at 1k, 10k, 100k and 1M orders
 *   --postgres          on PostgreSQL (BENCH_DATABASE_URL, an admin URL, or the local casino role)
 *   --orders N          orders to seed (default 1,000,000); --merchants N (default 10,000)
 *   --sizes a,b,c       --growth's sizes (default 1000,10000,100000,1000000)
 *   --seconds S         per measurement (default 5, after a 1 s warm-up; each server is first
 *                       warmed up with all its cases in turn, see warmUp)
 *   --skip-build        reuse build/ (while developing the bench)
 *   --demo              the stack as `npm start` runs it (demo mode: the testers' clock, the banner)
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { DEFAULT_PASSWORD_HASH_COST, loadConfig } from "../server/config";
import { SITE_LIST_PAGE_SIZE } from "@shared/contracts/site";
import { hashPassword } from "../server/modules/auth/password";
import { brandOf } from "@shared/storefront/brand";
import { writePerformancePage, type BenchResult } from "./report";
import { BENCH_PASSWORD, HEAVY_SHARE, HEAVY_USER_ID, openWriter, seedMerchants, seedOrders, seedStorefronts, type SeedCounts } from "./seed";
import { BROWSER, createDatabase, freePort, migrateAndSeedReference, productionEnv, sampleMemory, startServer, type BenchDatabase, type Server } from "./stack";

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 && argv[at + 1] ? argv[at + 1] : fallback;
};
const ORDERS = Number(option("orders", "1000000"));
const MERCHANTS = Number(option("merchants", "10000"));
const SECONDS = Number(option("seconds", "5"));
/**
 * A page is answered some 30 times less often than an API read: over 5 s its p99 rested on the
 * slowest 15-20 of ~1,500 requests and moved by a third from run to run; pages are measured twice as long.
 */
const PAGE_SECONDS = 2 * SECONDS;
const WARMUP_SECONDS = 1;
/** Seconds of each case's load in a server's warm-up (warmUp): a web page is rendered ~20x less often per second than the API answers a read. */
const WARM_SECONDS = { api: 2, web: 8 };
const SIZES = option("sizes", "1000,10000,100000,1000000").split(",").map(Number);
/** `--demo`: the same production build in demo mode, as `npm start` runs it (its database marked a demo's after seeding). */
const MODE: Record<string, string> = flag("demo") ? { DEMO_MODE: "on" } : {};
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? (flag("postgres") ? "postgresql://casino:casino@127.0.0.1:5432/postgres" : undefined);
const PAGE_SIZE = 10;
/** Another merchant's writes a second beside the heavy merchant's reads, in the row that measures what they cost. */
const WRITES_BESIDE = 50;
/** Live sites whose hosts the storefront rows load in turn (the issue's 10,000; every live site's storefront is stored). */
const STOREFRONT_SITES = 10_000;
/** The target for the API's reads: this share of the ceiling's req/s, or more. */
const API_READ_TARGET = 0.25;

const startedAt = Date.now();
const resultsDir = path.resolve("bench", "results");
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "casino-bench-logs-"));
const servers: Server[] = [];
const databases: BenchDatabase[] = [];
const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function timed<T>(label: string, work: () => Promise<T> | T): Promise<[T, number]> {
  const t0 = Date.now();
  process.stdout.write(`• ${label}… `);
  const value = await work();
  const ms = Date.now() - t0;
  console.log(`${seconds(ms)} s`);
  return [value, ms];
}

type Measured = {
  name: string;
  target: string;
  connections: number;
  /** Median of a few requests one at a time after the warm-up: the latency of one request on its own. */
  aloneMs: number | null;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  timeouts: number;
  ratio: number | null;
  /** The size of its first answer's body, in bytes. */
  answerBytes: number;
  /** Why the endpoint was not loaded: its first answer was not the real thing. */
  failed?: string;
  /** Another merchant's writes made while it was measured, and how many of them failed. */
  writesBeside?: { made: number; failed: number };
};
/** Each measured endpoint's first answer, by its row's name: what a ceiling at that answer serves. */
const firstAnswers = new Map<string, string>();

type LoadOptions = {
  url: string;
  connections: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Each request asks the next of this many pages (`page=1…N` in turn): what no cache can keep. */
  pages?: number;
  /** The requests timed one at a time ask these instead (the n-th): a read nothing was kept for. */
  aloneUrl?: (n: number) => string;
  /** Each request names the next of these hosts (`Host:`), as browsers reach the sites at their own addresses. */
  hosts?: string[];
};

/** The load's requests: each asking the next page (`pages`) or the next host (`hosts`) in turn, else autocannon's one request. */
function inTurn(options: LoadOptions): autocannon.Request[] | undefined {
  let next = 0;
  const { pages, hosts } = options;
  if (pages) return [{ setupRequest: (request) => ({ ...request, path: (request.path ?? "").replace(/([?&]page=)\d+/, `$1${(next++ % pages) + 1}`) }) }];
  if (hosts) return [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, host: hosts[next++ % hosts.length]! } }) }];
  return undefined;
}

/** A GET naming its own Host (fetch may not set one), its body decompressed as a browser's would be. */
function getAs(url: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { ...headers, host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, body: (response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw).toString("utf8") });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * One endpoint: its first answer must be the real thing (`ok`: a success with content, or the
 * figures would measure refusals); after a short warm-up, a few requests one at a time (the latency
 * of one request alone), then autocannon. Errors are non-2xx answers, failed requests and
 * connections never answered in the time. An endpoint slower alone than a measurement is not loaded.
 */
async function load(name: string, target: string, options: LoadOptions, ceiling: number | null, ok: (body: string) => boolean): Promise<Measured> {
  const send = async () => {
    if (options.hosts) {
      const answer = await getAs(options.url, options.hosts[0]!, options.headers);
      return { ...answer, bytes: Buffer.byteLength(answer.body) };
    }
    const response = await fetch(options.url, { method: options.method ?? "GET", headers: options.headers, body: options.body, redirect: "manual" });
    const body = await response.text();
    return { status: response.status, body, bytes: Buffer.byteLength(body) };
  };
  const firstStarted = performance.now();
  const first = await send();
  const firstMs = Math.round(performance.now() - firstStarted);
  if (first.status < 200 || first.status > 299 || !ok(first.body)) {
    const alert = /role="alert"[^>]*>(.{0,120})/.exec(first.body)?.[1]?.replace(/<[^>]+>/g, " ").trim();
    const failed = first.body.startsWith("<") ? `${first.status}, not the page expected${alert ? ` (alert: ${alert})` : ""}` : `${first.status}: ${first.body.slice(0, 200)}`;
    console.log(`  ${name.padEnd(40)} ✖✖ FAILED, not loaded: the first answer was ${failed}`);
    return { name, target, connections: options.connections, aloneMs: null, requests: 0, rps: 0, p50: 0, p99: 0, errors: 1, non2xx: 1, timeouts: 0, ratio: null, answerBytes: first.bytes, failed };
  }
  firstAnswers.set(name, first.body);
  // Slower alone than a whole measurement: loading it would only queue minutes of work that the next figures would pay for.
  if (firstMs > SECONDS * 1000) {
    const failed = `too slow to load: one request alone took ${(firstMs / 1000).toFixed(1)} s`;
    console.log(`  ${name.padEnd(40)} ✖✖ FAILED, not loaded: ${failed}`);
    return { name, target, connections: options.connections, aloneMs: firstMs, requests: 0, rps: 0, p50: 0, p99: 0, errors: 1, non2xx: 0, timeouts: 0, ratio: null, answerBytes: first.bytes, failed };
  }
  const run = (duration: number) =>
    autocannon({ url: options.url, connections: options.connections, duration, method: options.method ?? "GET", headers: options.headers, body: options.body, requests: inTurn(options) });
  await run(WARMUP_SECONDS);
  await idle(options.url);
  const alone: number[] = [];
  for (let spent = 0; alone.length < 5 && spent < 5_000; spent += alone[alone.length - 1]) {
    const t0 = performance.now();
    if (options.aloneUrl) await (await fetch(options.aloneUrl(alone.length), { headers: options.headers })).text();
    else if (options.hosts) await getAs(options.url, options.hosts[(alone.length + 1) % options.hosts.length]!, options.headers);
    else await send();
    alone.push(performance.now() - t0);
  }
  const aloneMs = Math.round(alone.sort((a, b) => a - b)[Math.floor(alone.length / 2)] * 10) / 10;
  const r = await run(target === "web" ? PAGE_SECONDS : SECONDS);
  // A request autocannon gave up on may still be running in the server: the next figure must not pay for it.
  await idle(options.url);
  // Too slow to answer even once a connection in the time: no figure to trust, said loudly as errors.
  const unanswered = Math.max(0, options.connections - r.requests.total);
  const errors = r.errors + r.non2xx + unanswered;
  const row = { name, target, connections: options.connections, aloneMs, requests: r.requests.total, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors, non2xx: r.non2xx, timeouts: r.timeouts, ratio: ceiling ? Math.round((r.requests.average / ceiling) * 1000) / 1000 : null, answerBytes: first.bytes };
  console.log(`  ${name.padEnd(40)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  alone ${aloneMs} ms${errors ? `  ✖ ${errors} ERRORS (${r.non2xx} non-2xx, ${r.timeouts} timeouts, ${r.errors - r.timeouts} failed, ${r.requests.total} answers for ${options.connections} connections)` : ""}`);
  return row;
}

/**
 * Node compiles a server's hot code as it serves, and keeps improving it for its first few thousand
 * requests: measured on this machine, a web worker took 9.9 ms of CPU per settlement page in its
 * first 4 s of load and 6.2-6.5 ms after 20 s, and the API's CPU behind each page fell from 4.4 to
 * 2.0 ms. The figures of record are those of servers in service, not of their first seconds: before
 * any is taken, each server gets its own cases' load in turn (`WARM_SECONDS` each), unrecorded.
 */
async function warmUp(server: string, cases: LoadOptions[]): Promise<void> {
  const seconds = WARM_SECONDS[server === "web" ? "web" : "api"];
  console.log(`  warming the ${server} server up: ${cases.length} cases in turn, ${seconds} s each`);
  for (const c of cases) {
    await autocannon({ url: c.url, connections: c.connections, duration: seconds, method: c.method ?? "GET", headers: c.headers, body: c.body, requests: inTurn(c) });
    await idle(c.url);
  }
}

/** Waits until the server at `url` answers a cheap request at once again (up to a minute). */
async function idle(url: string): Promise<void> {
  const origin = new URL(url).origin;
  const probe = origin.startsWith(servers.find((s) => s.name === "API")?.url ?? "-") ? `${origin}/api/health` : `${origin}/favicon.svg`;
  for (const until = Date.now() + 60_000; Date.now() < until; ) {
    const t0 = Date.now();
    await fetch(probe, { headers: { "user-agent": BROWSER } }).catch(() => null);
    if (Date.now() - t0 < 50) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

function apiJson(body: string, items?: "items"): boolean {
  const parsed = JSON.parse(body) as { success?: boolean; data?: { items?: unknown[] } };
  return parsed.success === true && (items === undefined || (Array.isArray(parsed.data?.items) && parsed.data.items.length > 0));
}

async function apiLogin(apiUrl: string, account: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/login/authorize`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ account, password: BENCH_PASSWORD }) });
  const body = (await response.json()) as { success: boolean; data?: { accessToken: string }; msg?: string };
  if (!body.success || !body.data) throw new Error(`logging in as ${account} failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** Logs in through the web's own login form (its authenticity token and cookie) and returns the browser's cookies. */
async function webLogin(webUrl: string, account: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const page = await fetch(`${webUrl}/en?showLogin=1`, { headers: { "user-agent": BROWSER } });
  keep(page);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!csrf) throw new Error("the login form carries no authenticity token");
  const form = new URLSearchParams({ csrf, account, password: BENCH_PASSWORD, backTo: "/en" });
  const response = await fetch(`${webUrl}/en/auth/login`, { method: "POST", redirect: "manual", headers: { "user-agent": BROWSER, "content-type": "application/x-www-form-urlencoded", cookie: cookie() }, body: form });
  keep(response);
  const location = response.headers.get("location") ?? "";
  if (response.status !== 302 || location.includes("showLogin")) throw new Error(`logging in through the web form answered ${response.status} ${location}`);
  // On to the page the login sends to, as a browser goes: it shows the login's flashed message once
  // and sets a cookie without it. The cookie from before would show, and clear, that message again
  // on every page of the load (a session written and signed anew on each).
  const landing = await fetch(new URL(location, webUrl), { redirect: "manual", headers: { "user-agent": BROWSER, cookie: cookie() } });
  await landing.text();
  keep(landing);
  return cookie();
}

async function seedDataSet(database: BenchDatabase, orders: number, merchants: number) {
  const env = productionEnv(database.url);
  const [, migrateMs] = await timed(`migrating ${database.kind} and seeding its reference data (production: no demo merchant)`, () => migrateAndSeedReference(env));
  const passwordHash = await hashPassword(BENCH_PASSWORD, DEFAULT_PASSWORD_HASH_COST);
  const now = new Date();
  const writer = await openWriter(database.url);
  try {
    const [counts, seedMs] = await timed(`seeding ${merchants.toLocaleString("en")} merchants and ${orders.toLocaleString("en")} orders in bulk`, async () => {
      await seedMerchants(writer, merchants, passwordHash, now);
      // Seeded as production (the bench's merchants take the ids a demo merchant would), then a demo's (decision 034).
      if (flag("demo")) await writer.query(`UPDATE "StackMode" SET "mode" = 'demo' RETURNING "id"`);
      return seedOrders(writer, { from: 0, to: orders, merchants, passwordHash, now });
    });
    console.log(`  ${JSON.stringify(counts)}`);
    const [storefronts, storefrontSeedMs] = await timed("storing every live site's storefront (copies of one rendering per market and design)", () => seedStorefronts(writer, loadConfig(env)));
    console.log(`  ${JSON.stringify(storefronts.counts)}`);
    return { counts: { merchants, ...counts }, storefronts, migrateMs, seedMs, storefrontSeedMs, passwordHash, now };
  } finally {
    await writer.close();
  }
}

/** Writes at a steady rate (`write(n)` for the n-th) until stopped; stopping waits for those under way. */
function steadyWrites(perSecond: number, write: (n: number) => Promise<Response>): () => Promise<{ made: number; failed: number }> {
  let made = 0;
  let failed = 0;
  const underWay = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const done: Promise<void> = write(made++)
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) failed++;
      })
      .catch(() => void failed++)
      .finally(() => underWay.delete(done));
    underWay.add(done);
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    await Promise.all(underWay);
    return { made, failed };
  };
}

/** The ceiling: a bare Node server answering a small envelope, or (`answer`) exactly an endpoint's answer. */
async function startBare(answer?: { name: string; body: string }): Promise<Server> {
  const small = '{"code":0,"success":true,"msg":"ok","data":null}';
  const port = await freePort();
  const name = answer ? `bare-${port}` : "bare";
  // An answer is read from a file: an argument longer than 128 KiB is more than Linux lets a process
  // be given. Bytes, as the API sends its kept answers; the small answer stays the string it always was.
  if (answer) fs.writeFileSync(path.join(logDir, `${name}.json`), answer.body);
  const body = answer ? `require("node:fs").readFileSync(${JSON.stringify(path.join(logDir, `${name}.json`))})` : JSON.stringify(small);
  const source = `const body = ${body}; require("node:http").createServer((q, s) => s.end(body)).listen(${port}, "127.0.0.1")`;
  const bare = await startServer("bare node http", ["-e", source], process.env, port, "/", path.join(logDir, `${name}.log`));
  servers.push(bare);
  return bare;
}

function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(bytes < 1024 ? 2 : bytes < 10 * 1024 ? 1 : 0);
}

async function startApi(database: BenchDatabase): Promise<Server> {
  const port = await freePort();
  // As docker/api.sh and scripts/start.ts run it: production, no demo mode, the default log level.
  // The limits are settings: the login limit raised so that POST /api/login/authorize measures
  // password hashing, the general one so that the load from one address is measured, not refused
  // (its counting still runs on every request).
  const env = productionEnv(database.url, { API_PORT: String(port), API_HOST: "127.0.0.1", TRUST_PROXY: "loopback", RATE_LIMIT_LOGIN_PER_15MIN: "100000000", ...MODE });
  const api = await startServer("API", ["--import", "tsx", "server/index.ts"], env, port, "/api/health", path.join(logDir, "api.log"));
  servers.push(api);
  return api;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    load: os.loadavg().map((n) => Math.round(n * 100) / 100),
    commit: (() => {
      try {
        return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
      } catch {
        return null;
      }
    })(),
  };
}

function save(kind: "bench" | "growth", result: object): string {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(resultsDir, `${kind}-${stamp}.json`);
  const text = `${JSON.stringify(result, null, 2)}\n`;
  fs.writeFileSync(file, text);
  // Only a run of the full data set in production mode is the latest of record; a smaller one (developing the bench) or a demo's is not.
  const full = flag("demo") ? false : kind === "bench" ? ORDERS >= 1_000_000 && MERCHANTS >= 10_000 : Math.max(...SIZES) >= 1_000_000 && MERCHANTS >= 10_000;
  const latest = `latest${kind === "bench" ? "" : "-growth"}${POSTGRES_ADMIN_URL ? "-postgresql" : ""}.json`;
  if (full) fs.writeFileSync(path.join(resultsDir, latest), text);
  // The performance page is the latest full run of record on the default database.
  const page = full && kind === "bench" && !POSTGRES_ADMIN_URL ? `; ${writePerformancePage(result as BenchResult)}` : "";
  return `${path.relative(process.cwd(), file)}${page}`;
}

async function bench() {
  const [, buildMs] = flag("skip-build")
    ? [null, 0]
    : await timed("building the web app (remix build)", () => {
        const result = spawnSync(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"], { encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
        if (result.status !== 0) throw new Error(`remix build failed:\n${result.stderr}`);
      });
  const database = await createDatabase(POSTGRES_ADMIN_URL);
  databases.push(database);
  const seeded = await seedDataSet(database, ORDERS, MERCHANTS);

  // From the servers' start to the last figure: what the API and the web server hold at once, with everything they start.
  const memory = sampleMemory(() => servers.filter((s) => s.name === "API" || s.name === "web"));
  const [stack, startMs] = await timed("starting the ceiling, the API and the web server (production, separate processes)", async () => {
    const bare = await startBare();
    const api = await startApi(database);
    const webPort = await freePort();
    const webEnv = productionEnv(database.url, { PORT: String(webPort), HOST: "127.0.0.1", API_URL: api.url, ...MODE });
    const web = await startServer("web", ["--import", "tsx", "app/web-server/index.ts"], webEnv, webPort, "/en", path.join(logDir, "web.log"));
    servers.push(web);
    return { bare, api, web };
  });
  const { bare, api, web } = stack;

  const heavy = await apiLogin(api.url, "bench-heavy");
  const light = await apiLogin(api.url, "bench-light");
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const heavyOrders = Math.floor(seeded.counts.orders * HEAVY_SHARE);
  const lightTotal = ((await (await fetch(`${api.url}/api/order/list?page=1&pageSize=${PAGE_SIZE}`, { headers: auth(light) })).json()) as { data: { total: number } }).data.total;
  const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));
  const api50 = (path: string, token: string) => ({ url: `${api.url}${path}`, connections: 50, headers: auth(token) });

  /** `beside`: writes another client makes while the case is measured; started before, stopped after. */
  type Case = { name: string; target: string; options: LoadOptions; check: (body: string) => boolean; beside?: () => () => Promise<{ made: number; failed: number }> };
  const orderList = (who: string, token: string, page: number): Case => ({
    name: `GET /api/order/list ${who} page ${page.toLocaleString("en")}`,
    target: "api",
    options: api50(`/api/order/list?page=${page}&pageSize=${PAGE_SIZE}`, token),
    check: (body) => apiJson(body, "items"),
  });
  const apiCases: Case[] = [
    { name: "GET /api/user/info", target: "api", options: api50("/api/user/info", heavy), check: (body) => apiJson(body) && body.includes("bench-heavy") },
    orderList("heavy", heavy, 1),
    orderList("heavy", heavy, lastPage(heavyOrders)),
    // Lists are kept in memory between writes (decision 025): every page in turn measures the reads themselves.
    { ...orderList("heavy", heavy, 1), name: `GET /api/order/list heavy, all ${lastPage(heavyOrders).toLocaleString("en")} pages in turn`, options: { ...api50(`/api/order/list?page=1&pageSize=${PAGE_SIZE}`, heavy), pages: lastPage(heavyOrders) } },
    orderList("light", light, 1),
    orderList("light", light, lastPage(lightTotal)),
    // Kept pages are dropped by merchant (decision 025): the light merchant writing its account leaves the heavy merchant's pages kept.
    {
      ...orderList("heavy", heavy, 1),
      name: `GET /api/order/list heavy page 1, another merchant saving its profile ${WRITES_BESIDE} times a second`,
      beside: () => steadyWrites(WRITES_BESIDE, (n) => fetch(`${api.url}/api/user/save`, { method: "POST", headers: { ...auth(light), "content-type": "application/json" }, body: JSON.stringify({ nickname: `light ${n}` }) })),
    },
    { name: "GET /api/cart/list", target: "api", options: api50("/api/cart/list", heavy), check: (body) => apiJson(body) },
    { name: `GET /api/site heavy (its default page, ${SITE_LIST_PAGE_SIZE} sites)`, target: "api", options: api50("/api/site", heavy), check: (body) => apiJson(body, "items") },
    // A client asking for 50 sites a page: about 100 KB, the largest answer measured.
    { name: "GET /api/site heavy, a page of 50", target: "api", options: api50("/api/site?pageSize=50", heavy), check: (body) => apiJson(body, "items") },
    { name: "GET /api/site light", target: "api", options: api50("/api/site", light), check: (body) => apiJson(body) },
  ];

  console.log(`\nMeasuring (${WARMUP_SECONDS} s warm-up, ${SECONDS} s each, pages ${PAGE_SECONDS} s); servers' logs in ${logDir}`);
  const measureStarted = Date.now();
  const rows: Measured[] = [];
  const ceiling = await load("bare node http (ceiling)", "bare", { url: bare.url, connections: 50 }, null, (body) => apiJson(body));
  rows.push({ ...ceiling, ratio: 1 });
  await warmUp("API", apiCases.map((c) => c.options));
  for (const c of apiCases) {
    const stop = c.beside?.();
    const row = await load(c.name, c.target, c.options, ceiling.rps, c.check);
    if (stop) {
      row.writesBeside = await stop();
      row.errors += row.writesBeside.failed;
      console.log(`  ${"".padEnd(40)} beside it: ${row.writesBeside.made} writes, ${row.writesBeside.failed} failed`);
    }
    rows.push(row);
  }
  // Bounded by bcrypt on purpose (PASSWORD_HASH_COST): its own account, since each login supersedes that account's other sessions.
  const loginCase = { url: `${api.url}/api/login/authorize`, connections: 10, method: "POST" as const, headers: { "content-type": "application/json" }, body: JSON.stringify({ account: "bench-login", password: BENCH_PASSWORD }) };
  rows.push(await load("POST /api/login/authorize (bcrypt)", "api", loginCase, ceiling.rps, (body) => apiJson(body)));
  // Moving an answer costs too (the kernel's copies, the client's reading: autocannon decodes every
  // body into a string, and one non-ASCII character, "Türkiye", sends a whole answer down V8's
  // slower two-byte path). So the ceiling again, answering exactly the bytes of the largest answer
  // and of each read under the target: what the machine does with that answer and nothing else.
  // (With every API case failed, the ceiling's own row stands in: the run still reports its failures.)
  const reads = apiCases.filter((c) => !c.options.pages && !c.beside).map((c) => rows.find((r) => r.name === c.name)!).filter((r) => !r.failed);
  const largest = reads.reduce((a, b) => (b.answerBytes > a.answerBytes ? b : a), ceiling);
  const atAnswers: { name: string; bytes: number; ceilingRps: number; ratio: number | null }[] = [];
  for (const row of [largest, ...reads.filter((r) => r !== largest && r.ratio !== null && r.ratio < API_READ_TARGET)]) {
    const bareAnswer = await startBare({ name: row.name, body: firstAnswers.get(row.name)! });
    const atAnswer = await load(`bare node http answering ${row.name.replace(/^GET /, "")}'s ${kilobytes(row.answerBytes)} KB`, "bare", { url: bareAnswer.url, connections: 50 }, ceiling.rps, (body) => apiJson(body));
    rows.push(atAnswer);
    atAnswers.push({ name: row.name, bytes: row.answerBytes, ceilingRps: atAnswer.rps, ratio: atAnswer.rps ? Math.round((row.rps / atAnswer.rps) * 1000) / 1000 : null });
    await bareAnswer.stop();
    servers.splice(servers.indexOf(bareAnswer), 1);
  }

  // The web pages, logged in as the heavy merchant through the real login form (this supersedes the API token above).
  const cookie = await webLogin(web.url, "bench-heavy");
  const webHeaders = { cookie, "user-agent": BROWSER, "accept-language": "en", "accept-encoding": "gzip" };
  // The page of the logged-in merchant (not the login form), with its lists loaded (no "Load failed" alert).
  const loggedIn = (body: string) => body.includes("bench-heavy") && !body.includes('class="empty-state" role="alert"');
  const pageCases = [
    ["/", loggedIn],
    ["/en/my-order", (body: string) => loggedIn(body) && /ORD\d{8}[A-Z2-9]{6}/.test(body)],
    ["/en/settlement", loggedIn],
  ] as const;
  const pageLoad = (page: string): LoadOptions => ({ url: `${web.url}${page}`, connections: 20, headers: webHeaders });
  await warmUp("web", pageCases.map(([page]) => pageLoad(page)));
  for (const [page, ok] of pageCases) {
    rows.push(await load(`GET ${page} (web, logged in)`, "web", pageLoad(page), ceiling.rps, ok));
  }

  // The storefronts at their own addresses, as players' browsers reach them: through the web server's
  // port, each request naming the next of the live sites' hosts, so no one site's pages stay warm.
  const baseDomain = loadConfig(productionEnv(database.url)).SITE_BASE_DOMAIN;
  const storefrontNames = seeded.storefronts.siteNames.slice(0, STOREFRONT_SITES);
  const hosts = storefrontNames.map((name) => `${name}.${baseDomain}:${new URL(web.url).port}`);
  const storefrontCases = [
    ["home", "/en/"],
    ["lobby", "/en/lobby"],
  ] as const;
  const storefrontLoad = (page: string): LoadOptions => ({ url: `${web.url}${page}`, connections: 50, headers: { "user-agent": BROWSER, "accept-encoding": "gzip" }, hosts });
  // The first site's own page: its name, its stored lobby's games.
  const firstBrand = brandOf(storefrontNames[0] ?? "");
  const storefrontPage = (body: string) => /^<!doctype html>/i.test(body) && body.includes(`<span>${firstBrand}</span>`);
  await warmUp("web", storefrontCases.map(([, page]) => storefrontLoad(page)));
  for (const [what, page] of storefrontCases) {
    rows.push(await load(`GET ${page} storefront ${what}, ${hosts.length.toLocaleString("en")} live sites' hosts in turn (web)`, "web", storefrontLoad(page), ceiling.rps, storefrontPage));
  }
  const measureMs = Date.now() - measureStarted;
  const peaks = memory.stop();
  const peakMemory = {
    sampledEveryMs: peaks.intervalMs,
    samples: peaks.samples,
    togetherMiB: Math.round(peaks.togetherMiB),
    ...Object.fromEntries(Object.entries(peaks.servers).map(([name, p]) => [name, { peakMiB: Math.round(p.peakMiB), processesAtPeak: p.processesAtPeak.map((q) => ({ ...q, rssMiB: Math.round(q.rssMiB) })) }])),
  };

  const result = {
    kind: "bench",
    at: new Date().toISOString(),
    machine: machine(),
    database: database.kind,
    dataset: { ...seeded.counts, heavyMerchantOrders: heavyOrders, lightMerchantOrders: lightTotal, storefronts: seeded.storefronts.counts, storefrontSitesLoaded: hosts.length },
    durations: { buildSeconds: seconds(buildMs), migrateSeconds: seconds(seeded.migrateMs), seedSeconds: seconds(seeded.seedMs), storefrontSeedSeconds: seconds(seeded.storefrontSeedMs), startSeconds: seconds(startMs), measureSeconds: seconds(measureMs), totalSeconds: seconds(Date.now() - startedAt) },
    settings: { warmupSeconds: WARMUP_SECONDS, serverWarmUpSecondsPerCase: WARM_SECONDS, seconds: SECONDS, pageSeconds: PAGE_SECONDS, pageSize: PAGE_SIZE },
    /** The largest sum of resident memory over each server's processes at one sample, and over both servers' at one sample. */
    peakMemory,
    /** The largest answer and each read under the target, against a bare server answering the same bytes. */
    ceilingsAtTheirAnswers: atAnswers,
    rows,
  };
  const errors = rows.filter((r) => r.errors > 0);
  console.log(`\n## npm run bench — ${result.machine.cpu}, ${result.machine.cores} cores, ${result.machine.memoryGiB} GiB, Node ${result.machine.node}, ${database.kind}`);
  console.log(`\n${result.dataset.merchants.toLocaleString("en")} merchants, ${result.dataset.orders.toLocaleString("en")} orders (heavy merchant ${heavyOrders.toLocaleString("en")}, light ${lightTotal}), ${result.dataset.sites.toLocaleString("en")} sites, ${result.dataset.payments.toLocaleString("en")} payments, ${result.dataset.ledgerEntries.toLocaleString("en")} ledger entries; seeded in ${result.durations.seedSeconds} s\n`);
  console.log("| endpoint | conns | answer KB | req/s | p50 ms | p99 ms | errors | ÷ ceiling | alone ms |");
  console.log("|---|--:|--:|--:|--:|--:|--:|--:|--:|");
  for (const r of rows) {
    if (r.failed) console.log(`| ${r.name} | ${r.connections} | ${kilobytes(r.answerBytes)} | **failed: ${r.failed.replaceAll("|", "\\|")}** | | | **1** | | ${r.aloneMs ?? ""} |`);
    else console.log(`| ${r.name} | ${r.connections} | ${kilobytes(r.answerBytes)} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors ? `**${r.errors}**` : 0} | ${r.ratio?.toFixed(3) ?? ""} | ${r.aloneMs} |`);
  }
  console.log("\n(alone: the median of a few requests one at a time, after the warm-up, before the load.)");
  for (const a of atAnswers) console.log(`${a.name}${a.name === largest.name ? ", the largest answer," : ""} at ${a.ratio?.toFixed(3) ?? "?"} of a bare server answering its very bytes (${a.ceilingRps} req/s).`);
  console.log(`\nPeak memory (resident, whole process trees, sampled every ${peaks.intervalMs} ms): together ${peakMemory.togetherMiB} MiB.`);
  for (const [name, p] of Object.entries(peaks.servers)) console.log(`  ${name} ${Math.round(p.peakMiB)} MiB: ${p.processesAtPeak.map((q) => `${q.command} ${Math.round(q.rssMiB)}`).join(" · ")}`);
  console.log(`Whole run ${result.durations.totalSeconds} s.`);
  if (errors.length) console.log(`\n✖✖ ${errors.length} measurement(s) had errors: ${errors.map((r) => `${r.name} (${r.errors})`).join("; ")}. See the servers' logs in ${logDir}.`);
  console.log(`Results: ${save("bench", result)}`);
  if (errors.length) process.exitCode = 1;
}

async function growth() {
  const database = await createDatabase(POSTGRES_ADMIN_URL, "_growth");
  databases.push(database);
  const env = productionEnv(database.url);
  await timed(`migrating ${database.kind} and seeding its reference data`, () => migrateAndSeedReference(env));
  const passwordHash = await hashPassword(BENCH_PASSWORD, DEFAULT_PASSWORD_HASH_COST);
  const now = new Date();
  const writer = await openWriter(database.url);
  await seedMerchants(writer, MERCHANTS, passwordHash, now);
  const steps: { orders: number; heavyOrders: number; heavySites: number; seedSeconds: number; rows: Measured[] }[] = [];
  const totals: SeedCounts = { orders: 0, sites: 0, payments: 0, ledgerEntries: 0, notices: 0 };
  let seededTo = 0;
  for (const size of SIZES) {
    // Grown from the previous size: the same rules, the heavy merchant keeping its 5 %.
    const [counts, seedMs] = await timed(`growing to ${size.toLocaleString("en")} orders`, () => seedOrders(writer, { from: seededTo, to: size, merchants: MERCHANTS, passwordHash, now }));
    for (const key of Object.keys(totals) as (keyof SeedCounts)[]) totals[key] += counts[key];
    seededTo = size;
    // A fresh API per size, so that nothing it cached at the smaller size helps the larger one.
    const api = await startApi(database);
    const token = await apiLogin(api.url, "bench-heavy");
    const headers = { authorization: `Bearer ${token}` };
    const rows: Measured[] = [];
    const [{ n: heavySites }] = await writer.query<{ n: number }>(`SELECT COUNT(*) AS n FROM "Site" WHERE "userId" = ${HEAVY_USER_ID}`);
    // Alone, each request asks a page size not asked before, so it is read from the database (lists are kept in memory
    // between writes: under load, the figures are the API's around it).
    for (const [name, url, aloneUrl] of [
      ["GET /api/order/list heavy page 1", `${api.url}/api/order/list?page=1&pageSize=${PAGE_SIZE}`, (n: number) => `${api.url}/api/order/list?page=1&pageSize=${PAGE_SIZE + 1 + n}`],
      [`GET /api/site heavy (its default page, ${SITE_LIST_PAGE_SIZE} sites)`, `${api.url}/api/site`, (n: number) => `${api.url}/api/site?pageSize=${SITE_LIST_PAGE_SIZE + 1 + n}`],
    ] as const) {
      rows.push(await load(name, "api", { url, connections: 50, headers, aloneUrl }, null, (body) => apiJson(body, "items")));
    }
    await api.stop();
    servers.splice(servers.indexOf(api), 1);
    steps.push({ orders: size, heavyOrders: size * HEAVY_SHARE, heavySites: Number(heavySites), seedSeconds: seconds(seedMs), rows });
  }
  await writer.close();

  const first = steps[0];
  const ratio = (value: number | null, base: number | null) => (value === null || !base ? null : Math.round((value / base) * 100) / 100);
  const withRatios = steps.map((step) => ({
    ...step,
    rows: step.rows.map((r, i) => ({ ...r, p50Ratio: ratio(r.p50, first.rows[i].p50), p99Ratio: ratio(r.p99, first.rows[i].p99), aloneRatio: ratio(r.aloneMs, first.rows[i].aloneMs) })),
  }));
  const result = { kind: "growth", at: new Date().toISOString(), machine: machine(), database: database.kind, merchants: MERCHANTS, totals, settings: { warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, connections: 50, pageSize: PAGE_SIZE }, durations: { totalSeconds: seconds(Date.now() - startedAt) }, steps: withRatios };
  console.log(`\n## npm run bench -- --growth — ${result.machine.cpu}, ${result.machine.cores} cores, Node ${result.machine.node}, ${database.kind}, 50 connections\n`);
  console.log(`| orders | heavy merchant's orders / sites | endpoint | req/s | p50 ms | p99 ms | alone ms | p50 ÷ ${SIZES[0]} | p99 ÷ ${SIZES[0]} | alone ÷ ${SIZES[0]} | errors |`);
  console.log("|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|");
  for (const step of withRatios) {
    for (const r of step.rows) {
      const size = `| ${step.orders.toLocaleString("en")} | ${step.heavyOrders.toLocaleString("en")} / ${Number(step.heavySites).toLocaleString("en")} | ${r.name} |`;
      if (r.failed) console.log(`${size} **failed: ${r.failed.replaceAll("|", "\\|")}** | | | ${r.aloneMs ?? ""} | | | ${r.aloneRatio ?? ""} | **1** |`);
      else console.log(`${size} ${r.rps} | ${r.p50} | ${r.p99} | ${r.aloneMs} | ${r.p50Ratio ?? ""} | ${r.p99Ratio ?? ""} | ${r.aloneRatio ?? ""} | ${r.errors ? `**${r.errors}**` : 0} |`);
    }
  }
  console.log("\n(alone: one request at a time, each read from the database: a page size not asked before. Under load, pages are kept in memory between writes.)");
  console.log(`\nTarget: the order list at 1M orders within 2x of its latency at 1k. Whole run ${result.durations.totalSeconds} s.`);
  console.log(`Results: ${save("growth", result)}`);
  if (steps.some((s) => s.rows.some((r) => r.errors > 0))) process.exitCode = 1;
}

try {
  await (flag("growth") ? growth() : bench());
} finally {
  for (const server of servers) await server.stop();
  for (const database of databases) await database.drop().catch((error) => console.error(`could not drop the bench database: ${error}`));
}
