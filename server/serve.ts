import cluster from "node:cluster";
import type { Logger } from "pino";
import { changeFeed } from "./db/cache/change-feed";
import { stackClock } from "./clock";
import { joinSiblings } from "./db/cache/sibling-feed";
import { announceStarted, workerRole } from "@shared/process/cluster";
import { verifyChainAtStart } from "./chain/active-chain";
import { SCHEDULER_WORKER, type Config } from "./config";
import { apiHooks, checkInternalsAtStart } from "@shared/process/internals";
import { listen } from "@shared/process/listen";
import { openDatabase } from "./db";
import { startScheduler } from "./jobs/scheduler";
import { claimStackMode, StackModeConflict } from "./stack-mode";

/** The API's one process, one of its cluster's workers, or its scheduler worker: opens the database and serves (or schedules). */
export async function serve(config: Config, logger: Logger) {
  // Every process that loads the app (a worker, the scheduler, a lone API) checks the framework
  // internals it hooks before anything runs on them (decision 040); a worker that fails stops its primary.
  await checkInternalsAtStart(apiHooks);
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
  const schedulerOnly = workerRole() === SCHEDULER_WORKER;

  // Express 5 calls back with the error when the port cannot be had (taken, not allowed): nothing to serve.
  // The scheduler worker never imports the HTTP app (Express, the routes, the OpenAPI document): memory it would hold for nothing.
  const server = schedulerOnly
    ? undefined
    : listen((await import("./app")).createApp({ config, db, logger, clock }), config.API_PORT, config.API_HOST, (error) => {
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
