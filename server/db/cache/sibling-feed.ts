import type { Worker } from "node:cluster";
import { isKind, liveWorkers, type Relay } from "@shared/process/cluster";
import type { Change, ChangeFeed } from "./change-feed";

/**
 * The change feed between the workers of one API (decision 028): a worker's write is acknowledged
 * only once every other worker has dropped what it kept of the tables it wrote, so a client that
 * writes through one worker and at once reads through another never reads what was there before.
 * The primary passes each change on and answers the writer when all have heard it (or after 5 s,
 * logged, for a worker that hangs; a worker that dies is not waited for). Used on PostgreSQL too,
 * where NOTIFY also arrives a moment later.
 */

/** `id` numbers a change among its writer's; `from` names the writer when the primary passes it on. */
type Message =
  | { kind: "feed:changed"; id: number; change: Change; from?: number }
  | { kind: "feed:heard"; id: number; from: number }
  | { kind: "feed:acknowledged"; id: number };

const HEARING_LIMIT_MS = 5_000;

/** The primary's side. */
export function feedRelay(log: { warn: (details: object, text: string) => void }): Relay {
  /** A worker's change waiting for the others to hear it: who must still answer. */
  const relays = new Map<string, { from: Worker; id: number; waiting: Set<number>; timer: NodeJS.Timeout }>();
  const settle = (key: string) => {
    const relay = relays.get(key);
    if (!relay || relay.waiting.size > 0) return;
    clearTimeout(relay.timer);
    relays.delete(key);
    if (relay.from.isConnected()) relay.from.send({ kind: "feed:acknowledged", id: relay.id } satisfies Message);
  };
  return {
    message(worker, message) {
      if (!isKind<Message>(message, "feed:")) return;
      if (message.kind === "feed:changed") {
        const key = `${worker.id}:${message.id}`;
        const others = liveWorkers().filter((other) => other !== worker);
        const timer = setTimeout(() => {
          log.warn({ waiting: [...(relays.get(key)?.waiting ?? [])] }, "a worker did not hear a change in time");
          relays.get(key)?.waiting.clear();
          settle(key);
        }, HEARING_LIMIT_MS);
        relays.set(key, { from: worker, id: message.id, waiting: new Set(others.map((other) => other.id)), timer });
        for (const other of others) other.send({ kind: "feed:changed", id: message.id, change: message.change, from: worker.id } satisfies Message);
        settle(key);
      } else if (message.kind === "feed:heard") {
        const key = `${message.from}:${message.id}`;
        relays.get(key)?.waiting.delete(worker.id);
        settle(key);
      }
    },
    exit(worker) {
      // Nobody waits for a worker that is gone.
      for (const [key, relay] of relays) {
        if (relay.from === worker) {
          clearTimeout(relay.timer);
          relays.delete(key);
        } else if (relay.waiting.delete(worker.id)) settle(key);
      }
    },
  };
}

/** A worker's side: its writes are told to its siblings (waiting for them to hear), and theirs reach its caches. */
export function joinSiblings(feed: ChangeFeed): void {
  let next = 0;
  const waiting = new Map<number, () => void>();
  process.on("message", (message: unknown) => {
    if (!isKind<Message>(message, "feed:")) return;
    if (message.kind === "feed:changed" && message.from !== undefined) {
      feed.heard(message.change);
      if (process.connected) process.send?.({ kind: "feed:heard", id: message.id, from: message.from } satisfies Message);
    } else if (message.kind === "feed:acknowledged") {
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
      process.send?.({ kind: "feed:changed", id, change } satisfies Message);
    });
}
