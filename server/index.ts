import cluster from "node:cluster";
import { pino } from "pino";
import { createApp } from "./app";
import { changeFeed } from "./db/cache/change-feed";
import { stackClock } from "./clock";
import { feedRelay, joinSiblings } from "./db/cache/sibling-feed";
import { announceStarted, runPrimary, workerRole } from "@shared/process/cluster";
import { verifyChainAtStart } from "./chain/active-chain";
import { loadConfig } from "./config";
import { apiHooks, checkInternalsAtStart } from "@shared/process/internals";
import { listen } from "@shared/process/listen";
import { openDatabase } from "./db";
import { startScheduler } from "./jobs/scheduler";
import { claimStackMode, StackModeConflict } from "./stack-mode";

// Every process (primary, workers, scheduler) checks the framework internals it hooks before anything runs on them (decision 040).
await checkInternalsAtStart(apiHooks);
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
const SCHEDULER = "scheduler";
if (config.API_WORKERS > 1 && cluster.isPrimary) runPrimary({ name: "API", workers: config.API_WORKERS, log: logger, relays: [feedRelay(logger)], background: SCHEDULER });
else await serve();

async function serve() {
  const db = await openDatabase(config.DATABASE_URL);
  // The database remembers a demo or real money (decision 034): a demo never starts on one that took real money.
  try {
    await claimStackMode(db, config.STACK_MODE);
  } catch (error) {
    if (!(error instanceof StackModeConflict)) throw error;
    logger.fatal(error.message);
    await db.$disconnect();
    logger.flush(() => process.exit(1));
    return;
  }
  // Sibling workers hear of each other's writes through the primary before a write is acknowledged.
  if (cluster.isWorker) joinSiblings(changeFeed(db));
  // Real time in production; elsewhere the testers' clock (npm run clock), which starts at real time.
  const clock = await stackClock(db, config);
  // A real chain's token must declare USDT's 6 decimals before anything is served (decision 033).
  try {
    await verifyChainAtStart({ config, db, clock, logger });
  } catch (error) {
    logger.fatal({ err: error }, (error as Error).message);
    logger.flush(() => process.exit(1));
    return;
  }
  /** This process is a cluster's scheduler worker: it serves nothing. */
  const schedulerOnly = workerRole() === SCHEDULER;

  // Express 5 calls back with the error when the port cannot be had (taken, not allowed): nothing to serve.
  const server = schedulerOnly
    ? undefined
    : listen(createApp({ config, db, logger, clock }), config.API_PORT, config.API_HOST, (error) => {
        if (error) {
          logger.fatal({ err: error }, `the API cannot listen on ${config.API_HOST}:${config.API_PORT}`);
          logger.flush(() => process.exit(1));
          return;
        }
        logger.info(`API listening on http://${config.API_HOST}:${config.API_PORT}/api${cluster.isWorker ? ` (worker ${cluster.worker?.id})` : ""}`);
      });
  // Idle connections outlive the clients' own keep-alive (the web server's fetch keeps 4 s; load
  // balancers often 60 s), so the API never closes a socket a client is about to reuse.
  if (server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  // Started here, not in createApp, so tests drive the due work themselves with their own clock. A
  // single process runs it beside its requests; a cluster in its scheduler worker. Of several
  // instances, the one holding the scheduler's lease does the work (decision 026).
  const scheduler = !cluster.isWorker || schedulerOnly ? startScheduler({ config, db, logger, clock }) : undefined;
  if (schedulerOnly) {
    logger.info(`API scheduler running (worker ${cluster.worker?.id})`);
    announceStarted();
  }

  let closing = false;
  function shutdown(signal: string) {
    // Ctrl-C reaches a worker twice: from the terminal and from its primary.
    if (closing) return;
    closing = true;
    logger.info(`${signal}: closing the API`);
    const schedulerStopped = scheduler?.stop();
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    void closed.then(async () => {
      await schedulerStopped;
      await db.$disconnect();
      process.exit(0);
    });
    // Idle keep-alive connections would hold the server open; requests in flight get 5 s to finish.
    server?.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
