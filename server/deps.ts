import type { Logger } from "pino";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Db } from "./db";

/** What the API needs from the outside world; tests pass their own clock and database. */
export type Deps = {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
};
