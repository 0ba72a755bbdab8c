import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { apiHooks, checkInternals, InternalsChanged, webHooks, type Hook } from "./internals";

const byName = (hooks: readonly Hook[], name: string) => hooks.find((h) => h.name === name)!;

describe("the start-up check of framework internals (decision 040)", () => {
  it("passes on the installed modules, for the API and for the web server", async () => {
    await expect(checkInternals(apiHooks)).resolves.toBeUndefined();
    await expect(checkInternals(webHooks)).resolves.toBeUndefined();
  });

  it("fails naming the hook, the version it expects and its exit when a hooked function is missing", async () => {
    const plans = byName(apiHooks, "kept query plans");
    const missing = { ...plans, load: async () => ({ compilers: [{ QueryCompiler: { prototype: {} } }, { QueryCompiler: { prototype: {} } }], clients: ["", ""] }) };
    const error = await checkInternals([missing]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalsChanged);
    const message = (error as Error).message;
    expect(message).toContain('"kept query plans" (server/db/query-plans.ts)');
    expect(message).toContain("@prisma/client@6.19.3");
    expect(message).toContain("QueryCompiler.prototype.compile(query) is not there");
    expect(message).toContain("Exit: Prisma 7.4 keeps plans by shape itself");
  });

  it("fails when Express no longer exports the Route it builds endpoints with", async () => {
    const route = byName(apiHooks, "each endpoint's own Route");
    const stub = { ...route, load: async () => Object.assign(() => ({}), { Route: undefined }) };
    await expect(checkInternals([stub])).rejects.toThrow(/"each endpoint's own Route" \(server\/http\/api-router\.ts\) was written for express@5\.3\.0, router@2\.3\.0, but express\.Route is not there\.\n {2}Exit: if Express stops exporting Route/);
  });

  it("fails when a patch is not in the file it patches", async () => {
    const patch = byName(webHooks, "routes ranked and matched once");
    const unpatched = { ...patch, load: async () => "function matchRoutesImpl() {}" };
    await expect(checkInternals([unpatched])).rejects.toThrow(/@remix-run\/router@1\.23\.3, but dist\/router\.cjs\.js does not hold the patch/);
  });

  it("fails, without even loading the target, when another version is installed", async () => {
    let loaded = false;
    const hooks = apiHooks.map((h) => ({ ...h, load: async () => ((loaded = true), h.load()) }));
    const error = (await checkInternals(hooks, (name) => (name === "@prisma/client" ? "6.20.0" : name === "express" ? "5.3.0" : name === "router" ? "2.3.0" : name === "pg" ? "8.23.1" : "6.19.3")).catch((e: unknown) => e)) as Error;
    expect(error.message).toContain('"kept query plans" (server/db/query-plans.ts) was written for @prisma/client@6.19.3, but @prisma/client 6.20.0 is installed');
    expect(error.message).toContain('"the write watch"');
    expect(error.message).not.toContain("each endpoint's own Route");
    expect(loaded).toBe(true); // the hooks whose versions match were still checked
  });

  it("expects the versions package.json pins and the lock installs, and the patches' own versions", () => {
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as Record<"dependencies" | "devDependencies" | "overrides", Record<string, unknown>>;
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { version: string }> };
    const pinned = { ...manifest.dependencies, ...manifest.devDependencies, ...manifest.overrides };
    for (const hook of [...apiHooks, ...webHooks]) {
      for (const p of hook.packages) {
        expect(lock.packages[`node_modules/${p.name}`]?.version, p.name).toBe(p.version);
        // Ours pinned exactly; one another package loads is pinned by that package or an override.
        if (!p.from) expect(pinned[p.name], p.name).toBe(p.version);
      }
    }
    const patched = webHooks.filter((h) => h.ours.startsWith("patches/")).map((h) => h.ours.slice("patches/".length));
    expect(fs.readdirSync("patches").sort()).toEqual(patched.sort());
  });
});
