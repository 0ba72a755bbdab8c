import fs from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The places where the code reaches into a framework's internals (decision 040), each checked when
 * a server starts: the package is the version the hook was written for (package.json pins it
 * exactly), and what it hooks is there with the shape it expects. An upgrade that moves or changes
 * a hooked internal stops the start with the hook's name, the version it expects and its exit,
 * instead of leaving a cache silently off, or a write unheard. The API checks `apiHooks`, the web
 * server `webHooks`.
 */
export type Hook<T = unknown> = {
  /** What the hook does, as people call it. */
  name: string;
  /** Our files that hold it. */
  ours: string;
  /** The packages (and their versions) the hook was written for; `from` names the package that loads it, when it is not ours. */
  packages: { name: string; version: string; from?: string }[];
  /** What to do when the check fails: the release that makes the hook unnecessary, or how to bring it up to date. */
  exit: string;
  /** Loads what the hook touches (a module, a file's text). */
  load: () => Promise<T>;
  /** What is not as the hook expects, or undefined. */
  problem: (target: T) => string | undefined;
};

/** The repository's root (this file is shared/process/internals.ts). */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** A package's directory, as Node resolves it from `fromDir` (a package resolves its own dependencies from its directory first). */
export function packageDir(name: string, fromDir = ROOT): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (npm ci)`);
  }
}

/** The installed version of a package (loaded by `from`, when given). */
export function installedVersion(name: string, from?: string): string {
  const dir = packageDir(name, from ? packageDir(from) : ROOT);
  return (JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
}

function packageFile(name: string, file: string, from?: string): string {
  return fs.readFileSync(path.join(packageDir(name, from ? packageDir(from) : ROOT), file), "utf8");
}

function ourFile(file: string): string {
  return fs.readFileSync(path.join(ROOT, file), "utf8");
}

/** A hook that cannot run as written: its message names the hook, the version it expects and its exit. */
export class InternalsChanged extends Error {}

const DECISION = "docs/decisions/040-framework-internals-behind-guards.md";

/** Checks every hook, and throws one error naming each that fails. */
export async function checkInternals(hooks: readonly Hook[], versionOf: (name: string, from?: string) => string = installedVersion): Promise<void> {
  const failures: string[] = [];
  for (const hook of hooks) {
    const expected = hook.packages.map((p) => `${p.name}@${p.version}`).join(", ");
    let problem: string | undefined;
    for (const p of hook.packages) {
      let installed: string;
      try {
        installed = versionOf(p.name, p.from);
      } catch (error) {
        installed = `none (${(error as Error).message})`;
      }
      if (installed !== p.version) problem ??= `${p.name} ${installed} is installed`;
    }
    if (!problem) {
      try {
        problem = hook.problem(await hook.load());
      } catch (error) {
        problem = `what it hooks could not be loaded: ${(error as Error).message}`;
      }
    }
    if (problem) failures.push(`• "${hook.name}" (${hook.ours}) was written for ${expected}, but ${problem}.\n  Exit: ${hook.exit}`);
  }
  if (failures.length > 0) {
    throw new InternalsChanged(`A framework internal this code hooks has changed (${DECISION}):\n${failures.join("\n")}`);
  }
}

/** At a server's start: a hook that no longer fits stops it with the check's message alone. */
export async function checkInternalsAtStart(hooks: readonly Hook[]): Promise<void> {
  try {
    await checkInternals(hooks);
  } catch (error) {
    if (!(error instanceof InternalsChanged)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}

/** Typed hooks in one list (each loads something of its own). */
function hook<T>(definition: Hook<T>): Hook {
  return definition as unknown as Hook;
}

const isFunction = (value: unknown, parameters?: number): boolean => typeof value === "function" && (parameters === undefined || value.length === parameters);

const PRISMA = "6.19.3";
const EXPRESS = { name: "express", version: "5.3.0" };

/** Prisma's client sends a driver adapter's transaction its COMMIT and ROLLBACK as SQL, then calls commit()/rollback(), when the transaction says `usePhantomQuery: false`. */
const phantomQueries = (runtime: string) => (runtime.includes("usePhantomQuery") ? undefined : "Prisma's client no longer reads a transaction's usePhantomQuery (COMMIT sent as SQL before commit())");

/** Express gives each request and response the app's prototypes on arrival; listen() has Node build them with those. */
const listenHook = hook({
  name: "requests born with the app's prototypes",
  ours: "shared/process/listen.ts",
  packages: [EXPRESS],
  exit: "when Express stops swapping each request's prototype (expressjs/express#5998), serve with app.listen and delete shared/process/listen.ts; otherwise bring listen() in step with Express's app.request/app.response and its handle()",
  load: async () => ({ express: (await import("express")).default, application: packageFile("express", "lib/application.js") }),
  problem: ({ express, application }) => {
    const app = express();
    if (!IncomingMessage.prototype.isPrototypeOf(app.request) || !ServerResponse.prototype.isPrototypeOf(app.response)) return "app.request and app.response no longer inherit from Node's IncomingMessage and ServerResponse";
    if (!application.includes("Object.setPrototypeOf(req, this.request)")) return "Express no longer sets each request's prototype in app.handle (the trick may be unneeded: measure)";
    return undefined;
  },
});

/** The API's hooks. */
export const apiHooks: readonly Hook[] = [
  hook({
    name: "kept query plans",
    ours: "server/db/query-plans.ts",
    packages: [{ name: "@prisma/client", version: PRISMA }],
    exit: "Prisma 7.4 keeps plans by shape itself (prisma/orm PR #29038): on that upgrade delete server/db/query-plans.ts and its test, server/types/prisma-query-compiler.d.ts and keepQueryPlans() in server/db/index.ts; on another 6.x, check that compile() still takes the query's JSON and run server/db/query-plans.test.ts, then update the version here",
    load: async () => ({
      compilers: [await import("@prisma/client/runtime/query_compiler_bg.sqlite.mjs"), await import("@prisma/client/runtime/query_compiler_bg.postgresql.mjs")],
      clients: [ourFile("server/generated/prisma/internal/class.ts"), ourFile("server/generated/prisma-pg/internal/class.ts")],
    }),
    problem: ({ compilers, clients }) => {
      if (!compilers.every((compiler) => isFunction(compiler.QueryCompiler?.prototype?.compile, 1))) return "QueryCompiler.prototype.compile(query) is not there";
      const loads = ["query_compiler_bg.sqlite.mjs", "query_compiler_bg.postgresql.mjs"];
      if (!clients.every((client, i) => client.includes(`@prisma/client/runtime/${loads[i]}`))) return "the generated clients no longer load the compiler modules the plans are kept in";
      return undefined;
    },
  }),
  hook({
    name: "the write watch",
    ours: "server/db/cache/write-watch.ts",
    packages: [
      { name: "@prisma/client", version: PRISMA },
      { name: "@prisma/driver-adapter-utils", version: PRISMA },
    ],
    exit: "no Prisma release tells what a commit wrote: the exit is the caches' own (a per-merchant data version bumped by the triggers, measured in decision 047), after which write-watch.ts and sibling-feed.ts go; until then, on a Prisma upgrade run tests/api/caches.test.ts and server/db/cache/*.test.ts, then update the version here",
    load: async () => ({ runtime: packageFile("@prisma/client", "runtime/client.js"), utils: await import("@prisma/driver-adapter-utils") }),
    problem: ({ runtime, utils }) => phantomQueries(runtime) ?? (isFunction(utils.DriverAdapterError) ? undefined : "@prisma/driver-adapter-utils no longer exports DriverAdapterError"),
  }),
  hook({
    name: "one lock for SQLite's one connection",
    ours: "server/db/index.ts (SerializedAdapterFactory)",
    packages: [
      { name: "@prisma/client", version: PRISMA },
      { name: "@prisma/adapter-better-sqlite3", version: PRISMA },
    ],
    exit: "when @prisma/adapter-better-sqlite3 makes a statement outside a transaction wait for the open one, delete SerializedAdapterFactory (server/db/transactions.test.ts proves it either way); on another version run that test, then update the version here",
    load: async () => ({ runtime: packageFile("@prisma/client", "runtime/client.js"), adapter: await import("@prisma/adapter-better-sqlite3") }),
    problem: ({ runtime, adapter }) => phantomQueries(runtime) ?? (isFunction(adapter.PrismaBetterSQLite3?.prototype?.connect) ? undefined : "PrismaBetterSQLite3.prototype.connect is not there"),
  }),
  hook({
    name: "a connection given back after a failed COMMIT",
    ours: "server/db/postgres.ts (ReleasingFactory)",
    packages: [{ name: "@prisma/adapter-pg", version: PRISMA }],
    exit: "when @prisma/adapter-pg releases a transaction's connection after its COMMIT fails, delete ReleasingFactory; on another version run the API tests on PostgreSQL (TEST_POSTGRES_URL), then update the version here",
    load: async () => import("@prisma/adapter-pg"),
    problem: (adapter) => (isFunction(adapter.PrismaPg?.prototype?.connect) ? undefined : "PrismaPg.prototype.connect is not there"),
  }),
  hook({
    name: "a listening connection that keeps no process alive",
    ours: "server/db/cache/change-feed.ts (postgresFeed)",
    packages: [{ name: "pg", version: "8.23.1" }],
    exit: "when pg gives a client a public unref(), call it instead of reaching into client.connection.stream; if the field is gone, drop the line (a command then ends by disconnecting its database)",
    load: async () => (await import("pg")).default,
    problem: (pg) => {
      const client = new pg.Client() as unknown as { connection?: { stream?: { unref?: unknown } } };
      return isFunction(client.connection?.stream?.unref) ? undefined : "a pg client has no connection.stream.unref()";
    },
  }),
  hook({
    name: "each endpoint's own Route",
    ours: "server/http/api-router.ts",
    packages: [EXPRESS, { name: "router", version: "2.3.0", from: "express" }],
    exit: "if Express stops exporting Route, register each endpoint with api.router[method](path, …) (public, one more path match a request: decision 045's tenth of a cheap read) and delete the cast; otherwise update the versions here",
    load: async () => (await import("express")).default,
    problem: (express) => {
      const Route = (express as unknown as { Route?: new (path: string) => Record<string, unknown> }).Route;
      if (!isFunction(Route)) return "express.Route is not there";
      const route = new Route!("/probe");
      return isFunction(route.dispatch, 3) && isFunction(route.get) && isFunction(route.post) ? undefined : "a Route no longer has dispatch(req, res, next) and its method handlers";
    },
  }),
  listenHook,
];

/** A patch-package patch, checked by the text it adds to the file it patches. */
function patchHook(name: string, pkg: { name: string; version: string; from?: string }, file: string, decisionText: string): Hook {
  return hook({
    name,
    ours: `patches/${pkg.name.replace("/", "+")}+${pkg.version}.patch`,
    packages: [pkg],
    exit: `React Router 7 (Remix v2's successor) ranks a routes array once (remix-run/react-router PR #14967): on that move re-measure the pages without patches/ (npm run bench) and delete them and patch-package; on another ${pkg.name} version remake the patch (npx patch-package ${pkg.name}) and run app/web-server/route-matching.test.ts`,
    load: async () => packageFile(pkg.name, file, pkg.from),
    problem: (text) => (text.includes(decisionText) ? undefined : `${file} does not hold the patch (run npx patch-package: npm ci does, an npm install of one package rewrites the file without it)`),
  });
}

/** The web server's hooks. */
export const webHooks: readonly Hook[] = [
  patchHook("a build's routes made once for rendering", { name: "@remix-run/react", version: "2.17.5" }, "dist/server.js", "Patched (patches/@remix-run+react+"),
  patchHook("routes ranked and matched once", { name: "@remix-run/router", version: "1.23.3", from: "@remix-run/react" }, "dist/router.cjs.js", "Patched (patches/@remix-run+router+"),
  patchHook("routes converted once for the static router", { name: "react-router-dom", version: "6.30.4", from: "@remix-run/react" }, "server.js", "Patched (patches/react-router-dom+"),
  listenHook,
];
