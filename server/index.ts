import cluster from "node:cluster";
import { pino } from "pino";
import { feedRelay } from "./db/cache/sibling-feed";
import { runPrimary } from "@shared/process/cluster";
import { loadConfig, SCHEDULER_WORKER } from "./config";

// A setting that cannot run (demo mode with a real chain, a missing key) stops the start with its message alone.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(1);
  }
})();
// Written in the background: lines that arrive while one write is under way go out together, and a
// slow reader of the logs (a full pipe) never stalls requests; pino flushes what is left on exit.
const logger = pino({ level: config.LOG_LEVEL }, pino.destination({ dest: 1, sync: false }));

// With several workers the scheduler has one of its own, which serves no requests: its runs (the
// agreement's walk over every billed site takes half a second at 100,000 sites) hold up no
// request; the operating system shares the cores between it and the workers that serve.
// The primary only forks and relays: the app (Prisma, Express, every module) is imported by the
// processes that serve, so the primary holds none of it (decision 041).
if (config.API_WORKERS > 1 && cluster.isPrimary) runPrimary({ name: "API", workers: config.API_WORKERS, log: logger, relays: [feedRelay(logger)], background: SCHEDULER_WORKER });
else await (await import("./serve")).serve(config, logger);
