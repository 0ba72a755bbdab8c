/**
 * `npm start`: builds what is stale, migrates and seeds the database, then runs the API and the
 * web server together, stopping both on Ctrl-C or SIGTERM (and both if either one dies).
 *   --reset-db   start from an empty database (used by the end-to-end tests)
 *   --dev        development: the API restarts on change (tsx watch), the web app rebuilds (remix dev)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../server/config";
import { apiEnv, databaseFile, runtimeEnv } from "./runtime-env";
import { demoWouldEmptyRealMoney } from "./stack";

const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const env = runtimeEnv(dev ? { ...process.env, NODE_ENV: "development" } : process.env);
const root = process.cwd();
// The API's settings are checked before anything is built or the database touched: demo mode with a
// real chain (decision 034), a missing key or a bad value stops here with its message.
let mode: ReturnType<typeof loadConfig>["STACK_MODE"];
try {
  mode = loadConfig(apiEnv(env)).STACK_MODE;
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
}

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function run(label: string, command: string, commandArgs: string[]) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const buildFile = path.join(root, "build", "index.js");
const sources = Math.max(newestMtime("app"), newestMtime("shared"), fs.statSync("remix.config.js").mtimeMs);
// `remix dev` leaves a development build behind, which cannot run in production.
const devBuild = () => fs.readFileSync(buildFile, "utf8").includes("jsx-dev-runtime");
if (!dev && (!fs.existsSync(buildFile) || fs.statSync(buildFile).mtimeMs < sources || devBuild())) {
  console.log("• Building the web app…");
  run("remix build", process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "build"]);
}

if (args.has("--reset-db")) {
  if (await demoWouldEmptyRealMoney(env)) {
    console.error("✖ This database has taken real money: a demo's --reset-db never empties it (decision 034).");
    process.exit(1);
  }
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(databaseFile(env) + suffix, { force: true });
}
fs.mkdirSync(path.dirname(databaseFile(env)), { recursive: true });
console.log("• Applying migrations…");
// SQLite: prisma migrate deploy; PostgreSQL (a postgresql:// DATABASE_URL): its own migrations (decision 024).
run("migrations", process.execPath, ["--import", "tsx", "scripts/db-migrate.ts"]);
console.log(mode === "real-money" ? "• Seeding reference data…" : "• Seeding reference data and the demo merchant…");
run("seed", process.execPath, ["--import", "tsx", "prisma/seed.ts"]);

const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, command: string, commandArgs: string[], childEnv = env) {
  const child = spawn(command, commandArgs, { stdio: "inherit", env: childEnv });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`✖ ${name} stopped (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    } else if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(0);
    }
  });
  children.push(child);
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(exitCode), 8000).unref();
  if (children.every((c) => c.exitCode !== null)) process.exit(exitCode);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const webServer = "node --import tsx app/web-server/index.ts";
if (dev) {
  start("API", process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "server/index.ts"], apiEnv(env));
  // The dev server restarts the web server after each rebuild (it waits for broadcastDevReady).
  start("web", process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "dev", "-c", webServer]);
} else {
  start("API", process.execPath, ["--import", "tsx", "server/index.ts"], apiEnv(env));
  start("web", process.execPath, ["--import", "tsx", "app/web-server/index.ts"]);
}
if (mode === "demo") console.log(`• A demo: nothing real is at stake (CHAIN=${env.CHAIN ?? "simulator"}), the demo merchant exists and every page says so.`);
else console.log("• Real money: nothing is simulated, and the database now refuses demo stacks and the testers' commands.");
console.log(`• Web: http://localhost:${env.PORT}   API: http://localhost:${env.API_PORT}/api/health`);
