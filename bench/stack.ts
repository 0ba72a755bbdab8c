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

export type Server = { name: string; url: string; child: ChildProcess; stop: () => Promise<void> };

/** One process of a server's tree at a sample: its id, what it runs (the end of its command line) and its resident memory. */
export type ProcessRss = { pid: number; command: string; rssMiB: number };

/** A process and all its descendants (a cluster's primary, its workers, anything they start), from /proc. */
function processTree(pid: number): number[] {
  try {
    const children = fs.readdirSync(`/proc/${pid}/task`).flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number));
    return [pid, ...children.flatMap(processTree)];
  } catch {
    return [];
  }
}

function processRss(pid: number): ProcessRss | undefined {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    const role = /WORKER_ROLE=(\w+)/.exec(fs.readFileSync(`/proc/${pid}/environ`, "utf8"))?.[1];
    return rss ? { pid, command: [path.basename(argv[0] ?? "?"), ...argv.slice(1).filter((a) => !a.startsWith("-") && a !== "tsx"), role ? `(${role})` : ""].join(" ").trim().slice(0, 80), rssMiB: Number(rss[1]) / 1024 } : undefined;
  } catch {
    return undefined;
  }
}

/** Each server's peak (the largest sum of its processes' resident memory at one sample) and the servers' together. */
export type MemoryPeaks = {
  intervalMs: number;
  samples: number;
  servers: Record<string, { peakMiB: number; processesAtPeak: ProcessRss[] }>;
  togetherMiB: number;
};

/**
 * Samples the resident memory (VmRSS) of each server's whole process tree every `intervalMs`: a
 * cluster's primary, its workers and the API's scheduler are one server, and what a host must have
 * is their sum at one moment, not each process's own peak at different moments added up. `peaks()`
 * may be read while sampling goes on; `stop()` ends it.
 */
export function sampleMemory(servers: () => Server[], intervalMs = 250): { peaks: () => MemoryPeaks; stop: () => MemoryPeaks } {
  const result: MemoryPeaks = { intervalMs, samples: 0, servers: {}, togetherMiB: 0 };
  const sample = () => {
    let together = 0;
    for (const server of servers()) {
      const processes = processTree(server.child.pid ?? -1).map(processRss).filter((p): p is ProcessRss => p !== undefined);
      const sum = processes.reduce((total, p) => total + p.rssMiB, 0);
      together += sum;
      const peak = result.servers[server.name];
      if (!peak || sum > peak.peakMiB) result.servers[server.name] = { peakMiB: sum, processesAtPeak: processes };
    }
    result.samples++;
    result.togetherMiB = Math.max(result.togetherMiB, together);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    peaks: () => result,
    stop: () => {
      clearInterval(timer);
      sample();
      return result;
    },
  };
}

/** Starts `node <args>` and waits until `readyPath` answers 2xx. Its output goes to `logFile`. */
export async function startServer(name: string, args: string[], env: NodeJS.ProcessEnv, port: number, readyPath: string, logFile: string): Promise<Server> {
  const log = fs.openSync(logFile, "a");
  // BENCH_CPU_PROFILE=web (or API, or both comma separated): that server's CPU profile goes to bench/profiles/.
  const profiled = (process.env.BENCH_CPU_PROFILE ?? "").toLowerCase().split(",").includes(name.toLowerCase());
  const profile = profiled ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve("bench", "profiles")}`] : [];
  const child = spawn(process.execPath, [...profile, ...args], { env, stdio: ["ignore", log, log] });
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
    stop: async () => {
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
