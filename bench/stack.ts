/**
 * The benchmark's throwaway database and the production stack it runs against: the API and the web
 * server as separate processes, started the way `npm start` and docker/api.sh start them.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type BenchDatabase = { url: string; kind: "sqlite" | "postgresql"; drop: () => Promise<void> };

/**
 * A new empty database: a temporary SQLite file, or `bench_<pid>` on the PostgreSQL server of
 * `postgresUrl` (an admin URL, e.g. postgresql://casino:casino@127.0.0.1:5432/postgres).
 */
export async function createDatabase(postgresUrl: string | undefined, suffix = ""): Promise<BenchDatabase> {
  if (!postgresUrl) {
    const file = path.join(os.tmpdir(), `casino-bench-${process.pid}${suffix}.db`);
    const drop = async () => {
      for (const end of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + end, { force: true });
    };
    await drop();
    return { url: `file:${file}`, kind: "sqlite", drop };
  }
  const name = `bench_${process.pid}${suffix.replace(/\W/g, "_")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), kind: "postgresql", drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The environment of a production stack without demo mode, as an operator would set it. */
export function productionEnv(databaseUrl: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The bench's own shell may carry development settings: none of them reach the stack.
  for (const key of ["DEMO_MODE", "DEMO_REPORTS", "LOG_LEVEL", "CHAIN", "PASSWORD_HASH_COST", "SITE_PROTECTION", "PORT", "API_PORT", "API_URL"]) delete env[key];
  return {
    ...env,
    NODE_ENV: "production",
    DEMO_MODE: "off",
    DATABASE_URL: databaseUrl,
    JWT_SECRET: "bench-jwt-secret-bench-jwt-secret-0000",
    SESSION_SECRET: "bench-session-secret-bench-session-00",
    ...extra,
  };
}

/** Migrations (scripts/db-migrate.ts, both databases) and the reference data (prisma/seed.ts), as docker/api.sh runs them. */
export function migrateAndSeedReference(env: NodeJS.ProcessEnv): void {
  for (const script of ["scripts/db-migrate.ts", "prisma/seed.ts"]) {
    const result = spawnSync(process.execPath, ["--import", "tsx", script], { env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export type Server = { name: string; url: string; child: ChildProcess; peakRssMiB: () => number; stop: () => Promise<void> };

/**
 * Peak resident memory so far (VmHWM) of a process and its children (the API's workers), each
 * process's own peak summed, in MiB.
 */
function peakRss(pid: number | undefined): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    const children = fs.readdirSync(`/proc/${pid}/task`).flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    return (match ? Number(match[1]) / 1024 : NaN) + children.reduce((sum, child) => sum + (peakRss(child) || 0), 0);
  } catch {
    return NaN;
  }
}

/** Starts `node <args>` and waits until `readyPath` answers 2xx. Its output goes to `logFile`. */
export async function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, port: number, readyPath: string, logFile: string): Promise<Server> {
  const log = fs.openSync(logFile, "a");
  // BENCH_CPU_PROFILE=web (or API, or both comma separated): that server's CPU profile goes to bench/profiles/.
  const profiled = (process.env.BENCH_CPU_PROFILE ?? "").toLowerCase().split(",").includes(name.toLowerCase());
  const profile = profiled ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve("bench", "profiles")}`] : [];
  const child = spawn(process.execPath, [...profile, ...args], { env, stdio: ["ignore", log, log] });
  let peak = 0;
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) at start: see ${logFile}`);
    if ((await fetch(`${url}${readyPath}`, { headers: { "user-agent": BROWSER } }).catch(() => null))?.ok) break;
    if (i > 600) throw new Error(`${name} did not start in 60 s: see ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name,
    url,
    child,
    // VmHWM is gone once the process has exited: remember the last reading.
    peakRssMiB: () => (peak = Math.max(peak, peakRss(child.pid) || 0)),
    stop: async () => {
      peak = Math.max(peak, peakRss(child.pid) || 0);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 8_000);
      await exited;
      clearTimeout(timer);
      fs.closeSync(log);
    },
  };
}

/** A browser's User-Agent: the web server's site protection turns automated agents away (decision 019). */
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
