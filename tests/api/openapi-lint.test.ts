import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Endpoint } from "@shared/contracts/endpoint";
import { endpoints } from "@shared/contracts/endpoints";
import { startApi, type TestApi } from "../helpers/api-server";

let api: TestApi;
beforeAll(async () => {
  // A visitor's address, forwarded as the web server forwards it: the general limit counts it (decision 037).
  api = await startApi({ TRUST_PROXY: "loopback", RATE_LIMIT_API_PER_MINUTE: "1000000" });
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

/**
 * And an independent ruleset on what it declares: Spectral with the OWASP API Security Top 10
 * (2023) rules (.spectral.yaml, decision 037) finds no error. Each failure prints its rule, where
 * in the document it is and what it says, so a new endpoint's schema can be fixed from the output.
 */
it("GET /api/openapi.json has no error under Spectral's OWASP API Security rules", async () => {
  const file = path.join(os.tmpdir(), `openapi-${randomUUID()}.json`);
  fs.writeFileSync(file, JSON.stringify((await api.call("GET", "/api/openapi.json")).body));
  try {
    const result = spawnSync(process.execPath, ["node_modules/@stoplight/spectral-cli/dist/index.js", "lint", file, "--ruleset", ".spectral.yaml", "--format", "json", "--quiet"], {
      encoding: "utf8",
    });
    const findings = JSON.parse(result.stdout || "[]") as { code: string; severity: number; path: (string | number)[]; message: string }[];
    // Severity 0 is an error; warnings (1) stay visible in the report but do not fail (decision 037).
    const errors = findings.filter((finding) => finding.severity === 0).map((finding) => `${finding.code}  ${finding.path.join(".")}  ${finding.message}`);
    expect(errors, errors.join("\n")).toEqual([]);
    expect(result.stderr).toBe("");
  } finally {
    fs.rmSync(file, { force: true });
  }
}, 60_000);

it("sends the headers the document declares: the rate limits as their patterns say, and the web app's origin", async () => {
  const document = (await api.call("GET", "/api/openapi.json")).body as { components: { headers: Record<string, { schema: { pattern?: string } }> } };
  const answer = await api.call("GET", "/api/opening-station/language-list", { headers: { "x-forwarded-for": "203.0.113.7" } });
  expect(answer.status).toBe(200);
  for (const name of ["RateLimit", "RateLimit-Policy"]) {
    expect(answer.headers.get(name), name).toMatch(new RegExp(document.components.headers[name].schema.pattern!));
  }
  expect(answer.headers.get("RateLimit-Policy")).toMatch(/^"api"; q=1000000; w=60; /);
  expect(answer.headers.get("Access-Control-Allow-Origin")).toBe(new URL(api.config.WEB_URL).origin);
});

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
    Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${route.replace(/^\/api/, "")}`, operation.security] as const),
  );
  // Public operations take anyone (the empty requirement); "optional" ones a merchant's token too.
  const security = { true: [{ bearerAuth: [] }], false: [{}], optional: [{}, { bearerAuth: [] }], provider: [{ providerKey: [] }], backoffice: [{ backofficeToken: [] }] };
  const declared = Object.entries(endpoints).map(([key, endpoint]) => [key, security[`${(endpoint as Endpoint).auth ?? true}`]] as const);
  expect(new Map(documented)).toEqual(new Map(declared));
  // And each is really served: a request reaches a handler (not the 404 of an unknown route).
  for (const key of Object.keys(endpoints)) {
    const [method, route] = key.split(" ");
    const answer = await api.call(method, `/api${route}`, method === "POST" ? { body: {} } : {});
    expect(answer.status, key).not.toBe(404);
  }
});
