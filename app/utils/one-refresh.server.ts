import cluster, { type Worker } from "node:cluster";
import { isKind, type Relay } from "@shared/process/cluster";

/**
 * One refresh per refresh token, across the web server's workers (decision 028). The loaders of one
 * navigation run in parallel, one request each, and may all find the access token expired; the API
 * revokes a session whose refresh token is presented twice (by design), so they share one refresh,
 * even when the cluster gave their connections to different workers: the first to ask the primary
 * makes the call, the others wait for its answer, kept 30 s for late askers. The key is the token
 * and the browser that presents it (device id, user agent, address: api.server.ts), so the kept
 * answer goes only to the browser that rotated; the same token from anywhere else reaches the API,
 * which refuses a spent token and ends its session (decision 036).
 */
type Message =
  | { kind: "refresh:claim"; token: string; id: number }
  | { kind: "refresh:yours"; id: number }
  | { kind: "refresh:answer"; id: number; result: unknown }
  | { kind: "refresh:done"; token: string; result: unknown }
  | { kind: "refresh:failed"; token: string };

const KEPT_MS = 30_000;

/** The primary's side. */
export function refreshRelay(): Relay {
  const claims = new Map<string, { holder: Worker; waiters: { worker: Worker; id: number }[]; answered?: { result: unknown } }>();
  const handOver = (token: string) => {
    const claim = claims.get(token);
    const next = claim?.waiters.shift();
    if (!claim || !next) return void claims.delete(token);
    claim.holder = next.worker;
    next.worker.send({ kind: "refresh:yours", id: next.id } satisfies Message);
  };
  return {
    message(worker, message) {
      if (!isKind<Message>(message, "refresh:")) return;
      if (message.kind === "refresh:claim") {
        const claim = claims.get(message.token);
        if (!claim) {
          claims.set(message.token, { holder: worker, waiters: [] });
          worker.send({ kind: "refresh:yours", id: message.id } satisfies Message);
        } else if (claim.answered) worker.send({ kind: "refresh:answer", id: message.id, result: claim.answered.result } satisfies Message);
        else claim.waiters.push({ worker, id: message.id });
      } else if (message.kind === "refresh:done") {
        const claim = claims.get(message.token);
        if (!claim) return;
        claim.answered = { result: message.result };
        for (const waiter of claim.waiters.splice(0)) if (waiter.worker.isConnected()) waiter.worker.send({ kind: "refresh:answer", id: waiter.id, result: message.result } satisfies Message);
        setTimeout(() => claims.delete(message.token), KEPT_MS).unref();
      } else if (message.kind === "refresh:failed") handOver(message.token);
    },
    exit(worker) {
      for (const [token, claim] of claims) {
        claim.waiters = claim.waiters.filter((waiter) => waiter.worker !== worker);
        // Its call may or may not have reached the API: the next in line makes its own.
        if (claim.holder === worker && !claim.answered) handOver(token);
      }
    },
  };
}

const local = new Map<string, Promise<unknown>>();
const asked = new Map<number, { token: string; run: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
let nextId = 0;
let listening = false;

/** A worker's side (or a lone process's): `run` refreshes; whoever asks for the same token meanwhile gets its answer. */
export function oneRefresh<T>(token: string, run: () => Promise<T>): Promise<T> {
  let pending = local.get(token) as Promise<T> | undefined;
  if (!pending) {
    pending = cluster.isWorker && process.connected ? claim(token, run) : run();
    local.set(token, pending);
    setTimeout(() => local.delete(token), KEPT_MS).unref();
  }
  return pending;
}

function claim<T>(token: string, run: () => Promise<T>): Promise<T> {
  if (!listening) {
    listening = true;
    process.on("message", answer);
  }
  return new Promise<T>((resolve, reject) => {
    const id = ++nextId;
    asked.set(id, { token, run, resolve: resolve as (value: unknown) => void, reject });
    process.send?.({ kind: "refresh:claim", token, id } satisfies Message);
  });
}

function answer(message: unknown): void {
  if (!isKind<Message>(message, "refresh:") || !("id" in message)) return;
  const waiting = asked.get(message.id);
  if (!waiting) return;
  asked.delete(message.id);
  if (message.kind === "refresh:answer") return waiting.resolve(message.result);
  if (message.kind !== "refresh:yours") return;
  waiting.run().then(
    (result) => {
      process.send?.({ kind: "refresh:done", token: waiting.token, result } satisfies Message);
      waiting.resolve(result);
    },
    (error: unknown) => {
      process.send?.({ kind: "refresh:failed", token: waiting.token } satisfies Message);
      waiting.reject(error);
    },
  );
}
