/**
 * `npm run lighthouse:storefronts [-- --runs N]`: Lighthouse on the storefronts as players' phones
 * meet them. Starts the production stack (API and web server as separate processes, production
 * without demo mode) on a throwaway SQLite database, seeds the three example sites of
 * shared/storefront/demo-sites.ts (three designs in three markets and colour schemes) unbuilt, lets
 * the API's own scheduler build and publish them, then runs Lighthouse's mobile preset (its
 * default: a mid-range phone on slow 4G, simulated) for performance and accessibility on each
 * one's home and lobby at its own address (<name>.<SITE_BASE_DOMAIN>:<port>), in Debian's
 * Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 * Prints a table, writes docs/lighthouse-storefronts.md (each run's full JSON report stays in a
 * temporary folder, named at the end), and exits 1 if any page scores under 95
 * for performance or under 100 for accessibility (with `--runs N`, each page's median run counts).
 * Ports: LIGHTHOUSE_WEB_PORT (3950) and LIGHTHOUSE_API_PORT (4950).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { DEMO_SITES } from "@shared/storefront/demo-sites";
import { BROWSER, createDatabase, migrateAndSeedReference, productionEnv, startServer, type Server } from "../bench/stack";
import { seedDemoSites } from "../prisma/demo-data";
import { openDatabase } from "../server/db";
import { MARKETS } from "../server/modules/opening-station/catalogue";

const argv = process.argv.slice(2);
const runsAt = argv.indexOf("--runs");
const RUNS = runsAt >= 0 ? Math.max(1, Number(argv[runsAt + 1]) || 1) : 1;
const WEB_PORT = Number(process.env.LIGHTHOUSE_WEB_PORT ?? 3950);
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 4950);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const BASE_DOMAIN = "casino.localhost";
const TARGET = { performance: 95, accessibility: 100 };
const PAGE = path.resolve("docs", "lighthouse-storefronts.md");
/** The metrics the performance score is made of, as Lighthouse names its audits. */
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

type Scored = { site: string; design: string; market: string; page: string; url: string; performance: number; accessibility: number; metrics: Record<string, string>; failing: string[] };

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "casino-lighthouse-"));
const servers: Server[] = [];
let chrome: ChildProcess | undefined;

/** A GET naming the site's host, as a browser at its address sends it. */
function getAs(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host, "user-agent": BROWSER } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

/** Debian's Chromium with remote debugging, headless, kept off the closed network (docs: ENVIRONMENT). */
async function startChrome(): Promise<number> {
  const profile = path.join(logDir, "chrome-profile");
  chrome = spawn(
    CHROME_PATH,
    ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", fs.openSync(path.join(logDir, "chrome.log"), "a")] },
  );
  // Port 0: Chromium picks a free one and writes it to DevToolsActivePort.
  for (let i = 0; i < 300; i++) {
    const file = path.join(profile, "DevToolsActivePort");
    if (fs.existsSync(file)) {
      const port = Number(fs.readFileSync(file, "utf8").split("\n")[0]);
      if (port) return port;
    }
    if (chrome.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Chromium (${CHROME_PATH}) did not start: see ${path.join(logDir, "chrome.log")}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!fs.existsSync(CHROME_PATH)) throw new Error(`No Chromium at ${CHROME_PATH}: sudo apt-get install -y chromium, or set CHROME_PATH.`);
  if (!fs.existsSync(path.resolve("build", "index.js"))) throw new Error("No web build: run `npx remix build` first.");
  const database = await createDatabase(undefined, "-lighthouse");
  try {
    const env = productionEnv(database.url, { WEB_URL: `http://localhost:${WEB_PORT}`, SITE_BASE_DOMAIN: BASE_DOMAIN });
    migrateAndSeedReference(env);
    // The example sites as a demo seeds them: live but not yet built (no stored pages), so the
    // scheduler's build renders, checks and stores them as it does any site.
    const db = await openDatabase(database.url);
    await seedDemoSites(db, BASE_DOMAIN);
    await db.$disconnect();

    const api = await startServer("API", ["--import", "tsx", "server/index.ts"], { ...env, API_PORT: String(API_PORT), API_HOST: "127.0.0.1" }, API_PORT, "/api/health", path.join(logDir, "api.log"));
    servers.push(api);
    const web = await startServer("web", ["--import", "tsx", "app/web-server/index.ts"], { ...env, PORT: String(WEB_PORT), HOST: "127.0.0.1", API_URL: api.url }, WEB_PORT, "/en", path.join(logDir, "web.log"));
    servers.push(web);

    const sites = DEMO_SITES.map((example) => {
      const market = MARKETS.find((m) => m.code === example.marketCode)!;
      const host = `${example.siteName}.${BASE_DOMAIN}:${WEB_PORT}`;
      const locale = market.languages[0]!;
      return { ...example, host, pages: [["home", `/${locale}/`], ["lobby", `/${locale}/lobby`]] as const };
    });
    process.stdout.write("Waiting for the scheduler to build the three sites… ");
    const waitStarted = Date.now();
    for (const site of sites) {
      for (;;) {
        const answer = await getAs(`${web.url}${site.pages[0][1]}`, site.host);
        if (answer.status === 200) break;
        if (Date.now() - waitStarted > 180_000) throw new Error(`${site.host} still answers ${answer.status} after 3 minutes: see ${logDir}`);
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
    console.log(`${Math.round((Date.now() - waitStarted) / 1000)} s`);

    const port = await startChrome();
    const scored: Scored[] = [];
    for (const site of sites) {
      for (const [page, pathname] of site.pages) {
        const url = `http://${site.host}${pathname}`;
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run++) {
          const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] });
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          runs.push(result.lhr);
          fs.writeFileSync(path.join(logDir, `${site.siteName}-${page}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
        // The median run by performance (accessibility does not vary between runs).
        const performanceOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const lhr = runs.find((r) => performanceOf(r) === median(runs.map(performanceOf)))!;
        if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
        const failing = Object.values(lhr.categories)
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]!))
          .filter((audit) => audit.score !== null && audit.score < 0.9)
          .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
        scored.push({
          site: site.siteName,
          design: site.design,
          market: site.marketCode,
          page,
          url,
          performance: performanceOf(lhr),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          metrics: Object.fromEntries(METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? "?"])),
          failing,
        });
        const last = scored[scored.length - 1]!;
        console.log(`  ${url.padEnd(52)} performance ${last.performance}  accessibility ${last.accessibility}${failing.length ? `  below 90: ${failing.join(", ")}` : ""}`);
      }
    }

    const below = scored.filter((s) => s.performance < TARGET.performance || s.accessibility < TARGET.accessibility);
    const table = [
      `| site | design | market | page | performance | accessibility | ${METRICS.map(([, label]) => label).join(" | ")} | audits under 0.9 |`,
      `|---|---|---|---|--:|--:|${METRICS.map(() => "--:").join("|")}|---|`,
      ...scored.map((s) => `| ${s.site} | ${s.design} | ${s.market} | ${s.page} | ${s.performance} | ${s.accessibility} | ${METRICS.map(([, label]) => s.metrics[label]).join(" | ")} | ${s.failing.join(", ") || "none"} |`),
    ];
    console.log(`\n${table.join("\n")}\n`);
    const version = (createRequire(import.meta.url)("lighthouse/package.json") as { version: string }).version;
    const load = os.loadavg().map((n) => n.toFixed(2)).join(", ");
    fs.writeFileSync(
      PAGE,
      [
        "<!-- Written by `npm run lighthouse:storefronts` from its latest run. Do not edit by hand: the next run replaces it. -->",
        "",
        "# Lighthouse on the storefronts",
        "",
        `Measured on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with Lighthouse ${version} in Chromium (${CHROME_PATH}), ${os.cpus().length} cores, load average ${load} at the end; ${RUNS === 1 ? "one run a page" : `the median of ${RUNS} runs a page`}.`,
        "",
        `Target: performance ${TARGET.performance} or more and accessibility ${TARGET.accessibility} on every page. ${below.length ? `**${below.length} page(s) below.**` : "Every page meets it."}`,
        "",
        ...table,
        "",
        "## Method",
        "",
        "The production stack (API and web server as separate processes, `NODE_ENV=production`, no demo mode) on a throwaway SQLite database, with the three example sites of `shared/storefront/demo-sites.ts` (three designs, markets and colour schemes) seeded unbuilt and built by the API's own scheduler, as any paid site is. Each site's home and lobby are opened at the site's own address through the web server (compression on, as served), in the site's default language. Lighthouse's default settings are its mobile preset: a mid-range phone's screen, a 4x slower CPU and slow 4G, simulated from the page's real load. The CPU part of that simulation scales what this machine measured, so a busy machine lowers performance scores: run it on a quiet one.",
        "",
      ].join("\n"),
    );
    console.log(`Written: ${path.relative(process.cwd(), PAGE)}; each run's full report in ${logDir}`);
    if (below.length) {
      console.log(`✖ ${below.length} page(s) under ${TARGET.performance} performance or ${TARGET.accessibility} accessibility.`);
      process.exitCode = 1;
    }
  } finally {
    chrome?.kill("SIGTERM");
    for (const server of servers.reverse()) await server.stop();
    await database.drop();
  }
}

await main();
