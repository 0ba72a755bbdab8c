import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { z } from "zod";

/**
 * Several worker processes of one server on one port (`API_WORKERS`, `WEB_WORKERS`, decision 028):
 * Node's cluster hands each new connection to the next worker. The primary serves nothing: it
 * forks the workers, and a background worker that serves no requests if asked (the API's
 * scheduler), carries what they must tell each other (its relays), replaces a worker that dies
 * after it started (one that dies before is a start-up failure: everything stops, as a single
 * process would), and on SIGTERM or SIGINT stops them all and exits once they have.
 */

/** The setting of a server's workers: a number, or "auto" for one per core. */
export const WORKERS_SETTING = z.union([z.literal("auto"), z.coerce.number().int().min(1).max(64)]).optional();

/** How many workers a setting asks for. Unset: one per core in production, one elsewhere (where `tsx watch` or `remix dev` restarts one process). */
export function workerCount(setting: z.infer<typeof WORKERS_SETTING>, nodeEnv: string): number {
  if (typeof setting === "number") return setting;
  return setting === "auto" || nodeEnv === "production" ? os.availableParallelism() : 1;
}

/** What the primary carries between workers: the messages it understands, and what to forget when a worker is gone. */
export type Relay = {
  message: (from: Worker, message: unknown) => void;
  exit: (worker: Worker) => void;
};

type Log = { info: (text: string) => void; error: (details: object, text: string) => void };

/** How long workers get to finish their requests on SIGTERM before they are killed. */
const STOP_LIMIT_MS = 10_000;

/** The background worker's announcement that it has started (it never listens, which is how the others say so). */
type Started = { kind: "cluster:started" };

/**
 * `background` names the role of one more worker, forked with `WORKER_ROLE` set to it, which serves
 * no requests; it tells the primary it has started with `announceStarted()`.
 */
export function runPrimary(options: { name: string; workers: number; log: Log; relays: Relay[]; background?: string; semiSpaceMiB?: number }): void {
  const { name, workers, log, relays, background, semiSpaceMiB } = options;
  let stopping = false;
  let exitCode = 0;
  /** The workers that have started (listened, or announced it), and each worker's role, which its replacement gets. */
  const started = new Set<number>();
  const roles = new Map<number, string | undefined>();

  // `semiSpaceMiB`: V8's room for young objects in each worker, where the default (16 MB) has them
  // scavenged too often (the web's pages, decision 029). Each worker keeps twice that resident once
  // it has served a while, so a server asks for it only where it measured the gain (decision 041).
  // An operator's own setting stands.
  if (semiSpaceMiB && !/--max-semi-space-size/.test(`${process.execArgv.join(" ")} ${process.env.NODE_OPTIONS ?? ""}`)) {
    cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-semi-space-size=${semiSpaceMiB}`] });
  }
  const fork = (role?: string) => {
    const worker = cluster.fork({ WORKER_ROLE: role ?? "" });
    roles.set(worker.id, role);
    worker.on("message", (message: unknown) => {
      if (isKind<Started>(message, "cluster:started")) started.add(worker.id);
      for (const relay of relays) relay.message(worker, message);
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const left = runningWorkers();
    if (left.length === 0) process.exit(exitCode);
    for (const worker of left) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of runningWorkers()) worker.process.kill("SIGKILL");
      process.exit(exitCode);
    }, STOP_LIMIT_MS).unref();
  };

  cluster.on("listening", (worker) => started.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    for (const relay of relays) relay.exit(worker);
    const role = roles.get(worker.id);
    roles.delete(worker.id);
    if (stopping) {
      if (runningWorkers().length === 0) process.exit(exitCode);
      return;
    }
    if (!started.has(worker.id)) {
      log.error({ code, signal, role }, `one of the ${name}'s workers failed to start: stopping`);
      stop(1);
      return;
    }
    started.delete(worker.id);
    log.error({ code, signal, role }, `one of the ${name}'s workers died: starting another`);
    fork(role);
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      log.info(`${signal}: stopping the ${name}'s ${workers} workers`);
      stop(0);
    });
  }

  log.info(`starting the ${name}'s ${workers} workers${background ? ` and its ${background}` : ""}`);
  for (let i = 0; i < workers; i++) fork();
  if (background) fork(background);
}

/** This process's role when it is a cluster's background worker (`runPrimary`'s `background`); undefined otherwise. */
export function workerRole(): string | undefined {
  return (cluster.isWorker && process.env.WORKER_ROLE) || undefined;
}

/** Tells the primary that this background worker has started: from now on, if it dies, it is replaced. */
export function announceStarted(): void {
  process.send?.({ kind: "cluster:started" } satisfies Started);
}

/**
 * The workers whose process still runs, connected or not: a worker that is stopping closes its
 * channel to the primary before it exits, and the primary exits only after the last of them (it
 * once exited while a worker still finished its requests, counting only connected ones).
 */
function runningWorkers(): Worker[] {
  return workersWhere((worker) => !worker.isDead());
}

/** The workers the primary can still send to (in the primary). */
export function liveWorkers(): Worker[] {
  return workersWhere((worker) => worker.isConnected());
}

function workersWhere(keep: (worker: Worker) => boolean): Worker[] {
  return Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && keep(worker));
}

/** Whether `message` is one of the kinds a relay of `prefix` sends (the cluster carries Node's own messages too). */
export function isKind<M extends { kind: string }>(message: unknown, prefix: string): message is M {
  return typeof message === "object" && message !== null && typeof (message as { kind?: unknown }).kind === "string" && (message as { kind: string }).kind.startsWith(prefix);
}
