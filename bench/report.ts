/**
 * docs/performance.md and its chart, written from a bench run's result (bench/api.ts calls it after
 * a full-size run; `tsx bench/report.ts` writes them again from bench/results/latest.json). The page
 * says what was measured, where and how, and nothing else: it is replaced by every full run.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Row = { name: string; target: string; connections: number; aloneMs: number | null; rps: number; p50: number; p99: number; errors: number; ratio: number | null; answerBytes: number; failed?: string };
type ServerPeak = { peakMiB: number; processesAtPeak: { command: string; rssMiB: number }[] };
export type BenchResult = {
  at: string;
  machine: { cpu: string; cores: number; memoryGiB: number; os: string; node: string; commit: string | null };
  database: string;
  dataset: {
    merchants: number;
    orders: number;
    sites: number;
    payments: number;
    ledgerEntries: number;
    heavyMerchantOrders: number;
    lightMerchantOrders: number;
    /** Every live site's stored storefront (runs since the storefront rows). */
    storefronts?: { sites: number; pages: number; assets: number; prototypes: number; pageBytes: number };
    storefrontSitesLoaded?: number;
  };
  durations: { seedSeconds: number; measureSeconds: number; totalSeconds: number };
  settings: { warmupSeconds: number; serverWarmUpSecondsPerCase: { api: number; web: number }; seconds: number; pageSeconds: number; pageSize: number };
  peakMemory: { sampledEveryMs: number; samples: number; togetherMiB: number } & Record<string, ServerPeak | number>;
  ceilingsAtTheirAnswers: { name: string; bytes: number; ceilingRps: number; ratio: number | null }[];
  rows: Row[];
};

const PAGE = path.resolve("docs", "performance.md");
const CHART = path.resolve("docs", "performance.svg");

const n = (value: number) => value.toLocaleString("en");
const kb = (bytes: number) => (bytes / 1024).toFixed(bytes < 1024 ? 2 : bytes < 10 * 1024 ? 1 : 0);
const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const serverPeaks = (result: BenchResult) => Object.entries(result.peakMemory).filter((entry): entry is [string, ServerPeak] => typeof entry[1] === "object");

/** What each process of a server is, from its command line (`node server/index.ts (scheduler)`, `esbuild`: tsx's compiler service). */
function processLabel(command: string, index: number): "primary" | "worker" | "scheduler" | "esbuild" {
  if (command.includes("(scheduler)")) return "scheduler";
  if (command.startsWith("esbuild")) return "esbuild";
  return index === 0 ? "primary" : "worker";
}

export function performancePage(result: BenchResult): string {
  const { machine, dataset, settings, peakMemory } = result;
  const ceiling = result.rows.find((r) => r.target === "bare" && r.ratio === 1);
  const lines = [
    "<!-- Written by `npm run bench` from its latest full run (bench/results/latest.json). Do not edit by hand: the next run replaces it. -->",
    "",
    "# Performance",
    "",
    `Measured on ${result.at.slice(0, 10)} (${result.at.slice(11, 16)} UTC) on ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB of memory, ${machine.os}, Node ${machine.node.replace(/^v/, "")}${machine.commit ? `, commit ${machine.commit}` : ""}; database ${result.database === "sqlite" ? "SQLite" : "PostgreSQL"}.`,
    "",
    "## Settings",
    "",
    `- Data set: ${n(dataset.merchants)} merchants, ${n(dataset.orders)} orders (one heavy merchant holds ${n(dataset.heavyMerchantOrders)}, a light one ${n(dataset.lightMerchantOrders)}), ${n(dataset.sites)} sites, ${n(dataset.payments)} payments, ${n(dataset.ledgerEntries)} ledger entries; pages of ${settings.pageSize}.`,
    ...(dataset.storefronts
      ? [`- Storefronts: every live site's (${n(dataset.storefronts.sites)}) stored as its build stores them, ${n(dataset.storefronts.pages)} pages (${n(Math.round(dataset.storefronts.pageBytes / 2 ** 20))} MiB) and ${n(dataset.storefronts.assets)} shared assets; the storefront rows load ${n(dataset.storefrontSitesLoaded ?? dataset.storefronts.sites)} of them in turn.`]
      : []),
    "- The stack as production runs it: the API and the web server as separate processes, `NODE_ENV=production`, no demo mode, the default log level and workers (one per core, and the API's scheduler in a process of its own); only the login rate limit raised.",
    `- Each server first warmed up with its own cases in turn (${settings.serverWarmUpSecondsPerCase.api} s each for the API, ${settings.serverWarmUpSecondsPerCase.web} s each for the web); then each figure ${settings.seconds} s of load after ${settings.warmupSeconds} s, pages ${settings.pageSeconds} s, driven by autocannon from the bench's own process.`,
    "",
    "## Figures",
    "",
    "req/s under load, latency percentiles in ms, errors (non-2xx answers, failed requests, connections never answered), the ratio to a bare Node `http` server measured in the same run (the ceiling), and the median latency of one request alone.",
    "",
    "| | connections | answer KB | req/s | p50 | p99 | errors | ÷ bare Node | alone ms |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...result.rows.map((r) =>
      r.failed
        ? `| ${r.name} | ${r.connections} | ${kb(r.answerBytes)} | **failed: ${r.failed.replaceAll("|", "\\|")}** | | | **${r.errors}** | | |`
        : `| ${r.name} | ${r.connections} | ${kb(r.answerBytes)} | ${n(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors ? `**${r.errors}**` : 0} | ${r.ratio?.toFixed(3) ?? ""} | ${r.aloneMs ?? ""} |`,
    ),
    "",
    ...result.ceilingsAtTheirAnswers.map((a) => `- ${a.name}: ${a.ratio?.toFixed(3) ?? "?"} of a bare Node server answering its very ${kb(a.bytes)} KB (${n(a.ceilingRps)} req/s).`),
    ...(result.ceilingsAtTheirAnswers.length ? [""] : []),
    "## Peak memory",
    "",
    `Resident memory of each server's whole process tree, summed at each sample (every ${peakMemory.sampledEveryMs} ms from the servers' start to the last figure, ${n(peakMemory.samples)} samples); the peak of the sum.`,
    "",
    "| server | peak MiB | its processes at that moment, MiB |",
    "|---|--:|---|",
    ...serverPeaks(result).map(([name, p]) => `| ${name} | ${n(Math.round(p.peakMiB))} | ${p.processesAtPeak.map((q, i) => `${processLabel(q.command, i)} ${n(Math.round(q.rssMiB))}`).join(" · ")} |`),
    `| together (at one sample) | **${n(Math.round(peakMemory.togetherMiB))}** | |`,
    "",
    "![Each figure's share of the bare Node server's req/s, and each server's peak memory by process](performance.svg)",
    "",
    "## Method",
    "",
    "`npm run bench` builds the web app, seeds a throwaway database in bulk (the merchants share one bcrypt hash; orders over the past year, 5 % of them the heavy merchant's, with their payments, sites and deposit ledgers booked so that the scheduler finds nothing left to do), starts the stack beside a bare Node server and drives each endpoint in turn. Each endpoint's first answer is checked to be the real thing (a success with items, the merchant's own page) before it is loaded, so refusals cannot pass for speed. The web pages are loaded logged in through the web's own login form. The storefront rows load a live site's home and lobby (`/en/`, `/en/lobby`: every market's sites speak English) through the web server's port at 50 connections, each request naming the next of 10,000 live sites' hosts (`Host: <name>.casino.localhost`, as a browser at the site's address sends it), so no one site's page stays warm; the target is a home p99 under 50 ms. Every live site's storefront is stored as a build stores it (its pages, the shared assets once, the current renderer version, so the scheduler rebuilds nothing); as a shortcut of the seed, not of the product, the real renderer makes one site per market and design, and the others get copies of its pages with their own name, colour scheme's stylesheet and ETag written in. Lists are kept in memory between writes, so one page asked over and over measures the API around the database, and \"all pages in turn\" measures the database reads themselves. A bare server answering exactly the bytes of the largest answer (and of any read under a quarter of the ceiling) shows what moving that answer costs.",
    "",
    `Load figures on ${machine.cores} cores are noisy and the load generator shares the cores: compare ratios to the bare server of the same run, not absolute figures across runs. The raw figures are in \`bench/results/latest.json\`; \`npm run bench -- --growth\` measures the order and site lists from 1,000 to 1,000,000 orders, \`--postgres\` the same on PostgreSQL, and \`npm run bench:profile\` shows where the API's CPU time goes.`,
    "",
  ];
  if (!ceiling) lines.splice(lines.indexOf("## Figures") + 2, 0, "(The bare server's own figure is missing from this run.)", "");
  return lines.join("\n");
}

/** Two charts side by side in one picture: each row's share of the ceiling, and each server's peak memory stacked by process. */
export function performanceChart(result: BenchResult): string {
  const rows = result.rows.filter((r) => !r.failed && r.ratio !== null && r.target !== "bare");
  const barHeight = 18;
  const gap = 6;
  const label = 430;
  const width = 300;
  const top = 40;
  const ratioHeight = top + rows.length * (barHeight + gap);
  const parts: string[] = [];
  parts.push(`<text x="0" y="20" font-weight="bold">req/s ÷ bare Node server (1.0)</text>`);
  rows.forEach((r, i) => {
    const y = top + i * (barHeight + gap);
    const w = Math.max(1, Math.min(1, r.ratio!) * width);
    parts.push(`<text x="${label - 8}" y="${y + 13}" text-anchor="end">${escape(r.name.length > 62 ? `${r.name.slice(0, 60)}…` : r.name)}</text>`);
    parts.push(`<rect x="${label}" y="${y}" width="${w.toFixed(1)}" height="${barHeight}" fill="${r.target === "web" ? "#b5651d" : "#2f6f9f"}"/>`);
    parts.push(`<text x="${label + w + 6}" y="${y + 13}">${r.ratio!.toFixed(3)} · ${n(r.rps)}/s</text>`);
  });
  const peaks = serverPeaks(result);
  const memoryTop = ratioHeight + 50;
  const scale = width / Math.max(1, ...peaks.map(([, p]) => p.peakMiB), result.peakMemory.togetherMiB);
  const shades = { primary: "#999999", worker: "#2f6f9f", scheduler: "#6a9f2f", esbuild: "#d4a017" } as const;
  parts.push(`<text x="0" y="${memoryTop - 16}" font-weight="bold">Peak memory, MiB (resident, by process: primary grey, workers blue, scheduler green, tsx's esbuild yellow)</text>`);
  peaks.forEach(([name, p], i) => {
    const y = memoryTop + i * (barHeight + gap);
    parts.push(`<text x="${label - 8}" y="${y + 13}" text-anchor="end">${escape(name)}</text>`);
    let x = label;
    p.processesAtPeak.forEach((q, j) => {
      const w = q.rssMiB * scale;
      parts.push(`<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${barHeight}" fill="${shades[processLabel(q.command, j)]}" stroke="#fff"/>`);
      x += w;
    });
    parts.push(`<text x="${x + 6}" y="${y + 13}">${n(Math.round(p.peakMiB))}</text>`);
  });
  const togetherY = memoryTop + peaks.length * (barHeight + gap);
  const togetherWidth = result.peakMemory.togetherMiB * scale;
  parts.push(`<text x="${label - 8}" y="${togetherY + 13}" text-anchor="end">together</text>`);
  parts.push(`<rect x="${label}" y="${togetherY}" width="${togetherWidth.toFixed(1)}" height="${barHeight}" fill="#444444"/>`);
  parts.push(`<text x="${label + togetherWidth + 6}" y="${togetherY + 13}">${n(Math.round(result.peakMemory.togetherMiB))}</text>`);
  const height = togetherY + barHeight + 10;
  const total = label + width + 130;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${total}" height="${height}" viewBox="0 0 ${total} ${height}" font-family="sans-serif" font-size="12">\n<rect width="100%" height="100%" fill="#ffffff"/>\n${parts.join("\n")}\n</svg>\n`;
}

/** Writes docs/performance.md and docs/performance.svg; returns the page's path. */
export function writePerformancePage(result: BenchResult): string {
  fs.writeFileSync(PAGE, performancePage(result));
  fs.writeFileSync(CHART, performanceChart(result));
  return path.relative(process.cwd(), PAGE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const latest = JSON.parse(fs.readFileSync(path.resolve("bench", "results", "latest.json"), "utf8")) as BenchResult;
  console.log(`Written: ${writePerformancePage(latest)}`);
}
