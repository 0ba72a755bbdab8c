import { pino } from "pino";
import { createApp } from "./app";
import { systemClock } from "./clock";
import { loadConfig } from "./config";
import { openDatabase } from "./db";
import { startScheduler } from "./jobs/scheduler";

const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const db = await openDatabase(config.DATABASE_URL);
const app = createApp({ config, db, logger, clock: systemClock });

const server = app.listen(config.API_PORT, config.API_HOST, () => {
  logger.info(`API listening on http://${config.API_HOST}:${config.API_PORT}/api`);
});
// Started here, not in createApp, so tests drive the due work themselves with their own clock.
const scheduler = startScheduler({ config, db, logger, clock: systemClock });

function shutdown(signal: string) {
  logger.info(`${signal}: closing the API`);
  scheduler.stop();
  server.close(async () => {
    await db.$disconnect();
    process.exit(0);
  });
  // Keep-alive connections may hold the server open; don't wait on them for long.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
