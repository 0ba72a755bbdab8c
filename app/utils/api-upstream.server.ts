import { env } from "./env.server";

/** How long an instance that refused a connection is passed over before it is tried again. */
const REST_MS = 5_000;
const restingUntil = new Map<string, number>();
let next = 0;

/**
 * `fetch` to the API, `path` being the URL's path and query (/api/...). API_URL may name several
 * instances (comma separated, decision 026): calls take them in turn, and a call whose connection
 * is refused (the instance is stopped or restarting; the request never reached it, so sending it
 * elsewhere cannot do anything twice) goes to the next one, which is then preferred for a few
 * seconds. A GET or HEAD (which changes nothing) also goes to the next instance when its kept-alive
 * connection was cut by an instance stopping. Any other failure (a timeout, a form whose connection
 * was cut after it was sent) is the caller's, as before.
 */
export async function apiFetch(path: string, init: RequestInit = {}, urls: readonly string[] = env.API_URLS): Promise<Response> {
  const start = next++ % urls.length;
  const now = Date.now();
  const order = urls.map((_, i) => urls[(start + i) % urls.length]);
  // Instances resting after a refusal go last: still tried if every one is resting.
  const ranked = [...order.filter((url) => (restingUntil.get(url) ?? 0) <= now), ...order.filter((url) => (restingUntil.get(url) ?? 0) > now)];
  let refused: unknown;
  for (const base of ranked) {
    try {
      const response = await fetch(base + path, init);
      restingUntil.delete(base);
      return response;
    } catch (error) {
      if (!connectionRefused(error) && !(idempotent(init.method) && connectionCut(error))) throw error;
      restingUntil.set(base, Date.now() + REST_MS);
      refused = error;
    }
  }
  throw refused;
}

function idempotent(method = "GET"): boolean {
  return method === "GET" || method === "HEAD";
}

function connectionCut(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code === "UND_ERR_SOCKET" || code === "ECONNRESET" || code === "EPIPE";
}

/** Node's fetch (undici) reports a refused connection as a TypeError whose cause has the system's code. */
function connectionRefused(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code === "ECONNREFUSED" || code === "EHOSTUNREACH" || code === "ENOTFOUND" || code === "EAI_AGAIN";
}

/**
 * What the API answers everyone alike at `path` (its settings, its clock), asked at most once per
 * `ttlMs` however many pages ask at once; while the API cannot be reached (or `read` refuses the
 * answer), the last answer stands, `initial` before any.
 */
export function keptAnswer<T>(path: string, ttlMs: number, initial: T, read: (response: Response) => Promise<T>): () => Promise<T> {
  let known: { value: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  return () => {
    if (known && Date.now() - known.at < ttlMs) return Promise.resolve(known.value);
    pending ??= apiFetch(path, { signal: AbortSignal.timeout(2000) })
      .then(async (response) => {
        known = { value: await read(response), at: Date.now() };
        return known.value;
      })
      .catch(() => known?.value ?? initial)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
