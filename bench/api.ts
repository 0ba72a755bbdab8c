/**
 * `npm run bench`: throughput and latency of the product API's hot reads, each as a ratio to a
 * bare Node http server measured in the same run (absolute numbers on a shared 2-core machine
 * say little). Runs against its own throwaway database; prints a table and the API's memory.
 *   BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 20)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { pino } from "pino";
import { createApp } from "../server/app";
import { systemClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const file = path.join(os.tmpdir(), `casino-bench-${process.pid}.db`);
const env = { ...process.env, DATABASE_URL: `file:${file}` };
for (const args of [["node_modules/prisma/build/index.js", "migrate", "deploy"], ["--import", "tsx", "prisma/seed.ts"]]) {
  const result = spawnSync(process.execPath, args, { env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
}

const config = loadConfig({ NODE_ENV: "production", DATABASE_URL: `file:${file}`, JWT_SECRET: "bench-secret-bench-secret-bench-secret-00", LOG_LEVEL: "silent", RATE_LIMIT_LOGIN_PER_15MIN: "1000000" });
const db = await openDatabase(config.DATABASE_URL);
const api = createApp({ config, db, clock: systemClock, logger: pino({ level: "silent" }) }).listen(0, "127.0.0.1");
const bare = http.createServer((_req, res) => res.end('{"code":0,"success":true,"msg":"ok","data":null}')).listen(0, "127.0.0.1");
await Promise.all([api, bare].map((server) => new Promise((resolve) => server.once("listening", resolve))));
const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

const login = await fetch(`${apiUrl}/api/login/authorize`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ account: "demo", password: "demo1234" }),
});
const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const baseline = await measure(bareUrl);
const rows: [string, Awaited<ReturnType<typeof measure>>][] = [["bare node http (baseline)", baseline]];
for (const [name, url, headers] of [
  ["GET /api/health", `${apiUrl}/api/health`, {}],
  ["GET /api/opening-station/countries-list", `${apiUrl}/api/opening-station/countries-list`, { "accept-language": "zh" }],
  ["GET /api/opening-station/package-list", `${apiUrl}/api/opening-station/package-list`, {}],
  ["GET /api/user/info (authenticated)", `${apiUrl}/api/user/info`, { authorization: `Bearer ${token}` }],
  ["GET /api/cart/list (authenticated)", `${apiUrl}/api/cart/list`, { authorization: `Bearer ${token}` }],
] as const) {
  rows.push([name, await measure(url, headers)]);
}

console.log(`\n${connections} connections, ${seconds} s each\n`);
console.log("endpoint".padEnd(44), "req/s".padStart(9), "÷ bare".padStart(8), "p99 ms".padStart(8), "errors".padStart(7));
for (const [name, r] of rows) {
  console.log(name.padEnd(44), r.rps.toFixed(0).padStart(9), (r.rps / baseline.rps).toFixed(2).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(7));
}
const memory = process.memoryUsage();
console.log(`\nAPI process memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);

api.close();
bare.close();
await db.$disconnect();
for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
