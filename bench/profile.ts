/**
 * `npm run bench:profile -- [path] [seconds]`: where the API's CPU time goes under load. Starts the
 * API in production mode on a throwaway seeded database with `node --cpu-prof`, drives `path`
 * (default /api/user/info, logged in as a merchant it registers) with autocannon at 50 connections,
 * stops it so the profile is written, and prints self time grouped by where the code lives
 * (Prisma's client, its query compiler, the SQLite adapter, Express, jose, pino, the product…).
 * The raw .cpuprofile stays in bench/profiles/ (open it in Chrome's DevTools).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const target = process.argv[2] ?? "/api/user/info";
const seconds = Number(process.argv[3] ?? 10);
const dir = path.resolve("bench", "profiles");
fs.mkdirSync(dir, { recursive: true });

const file = path.join(os.tmpdir(), `casino-profile-${process.pid}.db`);
const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `file:${file}`, NODE_ENV: "production", JWT_SECRET: "profile-secret-profile-secret-profile-00", RATE_LIMIT_LOGIN_PER_15MIN: "1000000" };
for (const args of [["node_modules/prisma/build/index.js", "migrate", "deploy"], ["--import", "tsx", "prisma/seed.ts"]]) {
  const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
}
const port = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
const before = new Set(fs.readdirSync(dir));
const apiStartedAt = performance.timeOrigin + performance.now();
const api = spawn(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--import", "tsx", "server/index.ts"], {
  // One worker serves, so its profile holds every request (the primary and the scheduler's worker write their own).
  env: { ...env, API_PORT: String(port), API_HOST: "127.0.0.1", API_WORKERS: "1" },
  // It logs every request, as in production; a pipe read by nobody would fill and stall it, so the lines are dropped here.
  stdio: ["ignore", "ignore", "inherit"],
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
  if (i > 300) throw new Error("the API did not start");
  await new Promise((r) => setTimeout(r, 100));
}
// Production has no demo merchant: one registers, as a merchant would.
const merchant = { account: "profiler", password: "Profiler-2026", email: "profiler@example.com" };
await fetch(`${url}/api/login/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(merchant) });
const login = await fetch(`${url}/api/login/authorize`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(merchant) });
const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
const loadStartedAt = performance.timeOrigin + performance.now();
const result = await autocannon({ url: `${url}${target}`, connections: 50, duration: seconds, headers: { authorization: `Bearer ${token}` } });
console.log(`${target}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`);
api.kill("SIGINT");
await new Promise((resolve) => api.once("exit", resolve));
for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });

type Node = { id: number; callFrame: { url: string; functionName: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };
// Each process writes its own profile: the primary, the scheduler's worker and the worker that
// served. The one that served is the one busiest under load.
const profiles = fs
  .readdirSync(dir)
  .filter((name) => !before.has(name) && name.endsWith(".cpuprofile"))
  .map((name) => {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Profile;
    // Only the samples taken under load: start-up (loading TypeScript, migrating) is not a request's cost.
    // The profile's clock is in microseconds since an arbitrary origin; the process started shortly before its first sample.
    let at = profile.startTime;
    const underLoad = profile.samples.filter((_, i) => (at += profile.timeDeltas[i]) - profile.startTime >= (loadStartedAt - apiStartedAt) * 1000);
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
    return { name, profile, underLoad, busy: underLoad.filter((id) => !idle.has(id)).length };
  })
  .sort((a, b) => b.busy - a.busy);
if (profiles.length === 0) throw new Error("no profile was written");
const { name: written, profile, underLoad } = profiles[0];
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const groups: [string, RegExp][] = [
  ["Prisma query compiler (wasm)", /query_compiler|^wasm:/],
  ["Prisma client runtime", /@prisma\/client|generated\/prisma/],
  ["SQLite adapter + better-sqlite3", /adapter-better-sqlite3|better-sqlite3|driver-adapter-utils/],
  ["Express + body parsing", /node_modules\/(express|body-parser|router|raw-body|qs|finalhandler|send|serve-static|path-to-regexp|on-finished|type-is|content-type)/],
  ["helmet, compression, cors", /node_modules\/(helmet|compression|cors)/],
  ["rate limiting", /express-rate-limit/],
  ["jose (JWT)", /node_modules\/jose/],
  ["pino logging", /node_modules\/(pino|sonic-boom|thread-stream)/],
  ["zod (validation)", /node_modules\/zod/],
  ["i18next", /i18next/],
  ["product code (server/)", /\/server\/(?!generated)/],
  ["other node_modules", /node_modules/],
  ["Node internals", /^node:|^internal\//],
];
const totals = new Map<string, number>();
let all = 0;
for (const id of underLoad) {
  const node = byId.get(id)!;
  const { url: where, functionName } = node.callFrame;
  const group = functionName === "(garbage collector)" ? "garbage collection" : functionName === "(idle)" || functionName === "(program)" ? functionName : (groups.find(([, re]) => re.test(where))?.[0] ?? (where ? "other" : "native (no URL)"));
  totals.set(group, (totals.get(group) ?? 0) + 1);
  all++;
}
const busy = all - (totals.get("(idle)") ?? 0);
console.log(`\nSelf time by place (share of busy samples; profile ${path.join("bench", "profiles", written)}):`);
for (const [group, n] of [...totals].filter(([g]) => g !== "(idle)").sort((a, b) => b[1] - a[1])) console.log(`  ${((100 * n) / busy).toFixed(1).padStart(5)} %  ${group}`);
