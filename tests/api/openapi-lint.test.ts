import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Endpoint } from "../../server/contracts/endpoint";
import { endpoints } from "../../server/contracts/endpoints";
import { startApi, type TestApi } from "../helpers/api-server";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/**
 * The API document is one clients can generate from: an independent linter (Redocly, its
 * recommended rules) finds no error and no warning in what the running API serves.
 */
it("GET /api/openapi.json lints clean with redocly's recommended rules", async () => {
  const file = path.join(os.tmpdir(), `openapi-${randomUUID()}.json`);
  fs.writeFileSync(file, JSON.stringify((await api.call("GET", "/api/openapi.json")).body));
  try {
    const result = spawnSync(process.execPath, ["node_modules/@redocly/cli/bin/cli.js", "lint", file, "--extends=recommended", "--format=json"], {
      encoding: "utf8",
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    const report = JSON.parse(result.stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    const problems = report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    fs.rmSync(file, { force: true });
  }
}, 60_000);

it("gives every operation a unique operationId", async () => {
  const document = (await api.call("GET", "/api/openapi.json")).body as { paths: Record<string, Record<string, { operationId?: string }>> };
  const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

it("serves and documents exactly the endpoints of the contract map, each with its declared security", async () => {
  const document = (await api.call("GET", "/api/openapi.json")).body as {
    paths: Record<string, Record<string, { security: unknown[] }>>;
  };
  const documented = Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${route.replace(/^\/api/, "")}`, operation.security.length > 0] as const),
  );
  const declared = Object.entries(endpoints).map(([key, endpoint]) => [key, (endpoint as Endpoint).auth !== false] as const);
  expect(new Map(documented)).toEqual(new Map(declared));
  // And each is really served: a request reaches a handler (not the 404 of an unknown route).
  for (const key of Object.keys(endpoints)) {
    const [method, route] = key.split(" ");
    const answer = await api.call(method, `/api${route}`, method === "POST" ? { body: {} } : {});
    expect(answer.status, key).not.toBe(404);
  }
});
