import { pino } from "pino";
import { createApp } from "./app";
import { stackClock } from "./clock";
import { loadConfig } from "./config";
import { openDatabase } from "./db";
import { startScheduler } from "./jobs/scheduler";

const config = loadConfig();
// Written in the background: lines that arrive while one write is under way go out together, and a
// slow reader of the logs (a full pipe) never stalls requests; pino flushes what is left on exit.
const logger = pino({ level: config.LOG_LEVEL }, pino.destination({ dest: 1, sync: false }));
const db = await openDatabase(config.DATABASE_URL);
// Real time in production; elsewhere the testers' clock (npm run clock), which starts at real time.
const clock = await stackClock(db, config);
const app = createApp({ config, db, logger, clock });

const server = app.listen(config.API_PORT, config.API_HOST, () => {
  logger.info(`API listening on http://${config.API_HOST}:${config.API_PORT}/api`);
});
// Started here, not in createApp, so tests drive the due work themselves with their own clock.
const scheduler = startScheduler({ config, db, logger, clock });

// Idle connections outlive the clients' own keep-alive (the web server's fetch keeps 4 s; load
// balancers often 60 s), so the API never closes a socket a client is about to reuse.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

function shutdown(signal: string) {
  logger.info(`${signal}: closing the API`);
  const schedulerStopped = scheduler.stop();
  server.close(async () => {
    await schedulerStopped;
    await db.$disconnect();
    process.exit(0);
  });
  // Idle keep-alive connections would hold the server open; requests in flight get 5 s to finish.
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
