import type { Logger } from "pino";

/**
 * How a watcher's sync is run (decision 021): one at a time per process (a caller arriving during
 * one waits for it), and at most once per `minIntervalMs` (the scheduler's beat and every reader
 * asking for fresh data would otherwise each call the node). A sync that fails is logged and
 * counts as an attempt, so a node that is down is not hammered; nothing it would have read is
 * marked read, so no payment is closed on the strength of it.
 */
export function serialSync(run: () => Promise<void>, options: { minIntervalMs: number; logger: Logger; failure: string }): () => Promise<void> {
  let running: Promise<void> | null = null;
  let lastStart = -Infinity;
  return async () => {
    if (running) return running;
    if (performance.now() - lastStart < options.minIntervalMs) return;
    lastStart = performance.now();
    running = run()
      .catch((err) => options.logger.warn({ err }, options.failure))
      .finally(() => {
        running = null;
      });
    return running;
  };
}
