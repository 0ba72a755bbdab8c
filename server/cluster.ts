import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Change, ChangeFeed } from "./cache/change-feed";

/**
 * Several worker processes of one API on one port (`API_WORKERS`, decision 028): Node's cluster
 * hands each new connection to the next worker. The workers share what the database holds, as
 * separate API instances do (decision 026: rate limits in the database, the scheduler under its
 * lease); what each keeps in memory is dropped by the change feed, which the primary relays
 * between them (on PostgreSQL as well as LISTEN/NOTIFY): a worker's write is acknowledged only once
 * every other worker has heard it, so a client that writes through one worker and at once reads
 * through another never sees what was there before.
 */

/** `id` numbers a change among its writer's; `from` names the writer when the primary passes it on. */
type Message =
  | { kind: "casino:changed"; id: number; change: Change; from?: number }
  | { kind: "casino:heard"; id: number; from: number }
  | { kind: "casino:acknowledged"; id: number };

function isMessage(message: unknown): message is Message {
  return typeof message === "object" && message !== null && typeof (message as { kind?: unknown }).kind === "string" && (message as { kind: string }).kind.startsWith("casino:");
}

/** How long the primary waits for a worker to hear a change before letting the write go on (a worker that hangs). */
const HEARING_LIMIT_MS = 5_000;
/** How long workers get to finish their requests on SIGTERM before they are killed. */
const STOP_LIMIT_MS = 10_000;

/**
 * The primary: forks the workers, relays the SQLite change feed between them, replaces a worker
 * that dies after it started serving (one that dies before is a start-up failure: everything stops,
 * as a single process would), and on SIGTERM or SIGINT stops them all and exits.
 */
export function runPrimary(workers: number, logger: Logger): void {
  let stopping = false;
  let exitCode = 0;
  /** A worker's change waiting for the others to hear it: who must still answer. */
  const relays = new Map<string, { from: Worker; id: number; waiting: Set<number>; timer: NodeJS.Timeout }>();

  const settle = (key: string) => {
    const relay = relays.get(key);
    if (!relay || relay.waiting.size > 0) return;
    clearTimeout(relay.timer);
    relays.delete(key);
    if (relay.from.isConnected()) relay.from.send({ kind: "casino:acknowledged", id: relay.id } satisfies Message);
  };

  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message: unknown) => {
      if (!isMessage(message)) return;
      if (message.kind === "casino:changed") {
        const key = `${worker.id}:${message.id}`;
        const others = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && w !== worker && w.isConnected());
        const timer = setTimeout(() => {
          logger.warn({ waiting: [...(relays.get(key)?.waiting ?? [])] }, "a worker did not hear a change in time");
          relays.get(key)?.waiting.clear();
          settle(key);
        }, HEARING_LIMIT_MS);
        relays.set(key, { from: worker, id: message.id, waiting: new Set(others.map((w) => w.id)), timer });
        for (const other of others) other.send({ kind: "casino:changed", id: message.id, change: message.change, from: worker.id } satisfies Message);
        settle(key);
      } else if (message.kind === "casino:heard") {
        const key = `${message.from}:${message.id}`;
        relays.get(key)?.waiting.delete(worker.id);
        settle(key);
      }
    });
    return worker;
  };

  const serving = new Set<number>();
  cluster.on("listening", (worker) => serving.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    // Nobody waits for a worker that is gone.
    for (const [key, relay] of relays) {
      if (relay.from === worker) {
        clearTimeout(relay.timer);
        relays.delete(key);
      } else if (relay.waiting.delete(worker.id)) settle(key);
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!serving.has(worker.id)) {
      logger.error({ code, signal }, "an API worker failed to start: stopping");
      stop(1);
      return;
    }
    serving.delete(worker.id);
    logger.error({ code, signal }, "an API worker died: starting another");
    fork();
  });

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const left = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    if (left.length === 0) process.exit(exitCode);
    for (const worker of left) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(exitCode);
    }, STOP_LIMIT_MS).unref();
  };
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      logger.info(`${signal}: stopping the API's ${workers} workers`);
      stop(0);
    });
  }

  logger.info(`starting ${workers} API workers`);
  for (let i = 0; i < workers; i++) fork();
}

/** In a worker: this worker's writes are relayed to its siblings (and wait for them to hear), and theirs reach this worker's caches. */
export function joinSiblings(feed: ChangeFeed): void {
  let next = 0;
  const waiting = new Map<number, () => void>();
  process.on("message", (message: unknown) => {
    if (!isMessage(message)) return;
    if (message.kind === "casino:changed" && message.from !== undefined) {
      feed.heard(message.change);
      if (process.connected) process.send?.({ kind: "casino:heard", id: message.id, from: message.from } satisfies Message);
    } else if (message.kind === "casino:acknowledged") {
      waiting.get(message.id)?.();
      waiting.delete(message.id);
    }
  });
  // A primary that is gone cannot answer: this worker is about to be stopped with it.
  process.on("disconnect", () => {
    for (const resolve of waiting.values()) resolve();
    waiting.clear();
  });
  feed.announce = (change) =>
    new Promise<void>((resolve) => {
      if (!process.connected) return resolve();
      const id = ++next;
      waiting.set(id, resolve);
      process.send?.({ kind: "casino:changed", id, change } satisfies Message);
    });
}
