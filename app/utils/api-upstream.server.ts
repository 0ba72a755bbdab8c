import { Agent, request, type Dispatcher } from "undici";
import { env } from "./env.server";

/** How long an instance that refused a connection is passed over before it is tried again. */
const REST_MS = 5_000;
const restingUntil = new Map<string, number>();
let next = 0;

/**
 * The API's answer: its status, headers and body (`body.json()`, `body.text()`; a Node stream).
 * Each body must be read or dumped, or its connection stays taken.
 */
export type ApiAnswer = Dispatcher.ResponseData;

export type ApiCall = Partial<Pick<Dispatcher.RequestOptions, "method" | "headers" | "body" | "headersTimeout" | "bodyTimeout">>;

// The web server's calls to the API go through undici's own request API rather than `fetch` (the
// same client underneath, without the WHATWG Request, Response, Headers and AbortSignal each call
// builds): 85 µs less CPU per call, and a page makes one to six (decision 029). A call that gets
// no answer, or whose answer stops coming, for API_TIMEOUT_MS fails like a refused one.
const agent = new Agent({ headersTimeout: env.API_TIMEOUT_MS, bodyTimeout: env.API_TIMEOUT_MS });

/**
 * A call to the API, `path` being the URL's path and query (/api/...). API_URL may name several
 * instances (comma separated, decision 026): calls take them in turn, and a call whose connection
 * is refused (the instance is stopped or restarting; the request never reached it, so sending it
 * elsewhere cannot do anything twice) goes to the next one, which is then preferred for a few
 * seconds. A GET or HEAD (which changes nothing) also goes to the next instance when its kept-alive
 * connection was cut by an instance stopping. Any other failure (a timeout, a form whose connection
 * was cut after it was sent) is the caller's, as before.
 */
export async function apiCall(path: string, call: ApiCall = {}, urls: readonly string[] = env.API_URLS): Promise<ApiAnswer> {
  const start = next++ % urls.length;
  const now = Date.now();
  const order = urls.map((_, i) => urls[(start + i) % urls.length]);
  // Instances resting after a refusal go last: still tried if every one is resting.
  const ranked = [...order.filter((url) => (restingUntil.get(url) ?? 0) <= now), ...order.filter((url) => (restingUntil.get(url) ?? 0) > now)];
  let refused: unknown;
  for (const base of ranked) {
    try {
      const answer = await request(base + path, { ...call, dispatcher: agent });
      restingUntil.delete(base);
      return answer;
    } catch (error) {
      if (!connectionRefused(error) && !(idempotent(call.method) && connectionCut(error))) throw error;
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
  const code = (error as { code?: string })?.code;
  return code === "UND_ERR_SOCKET" || code === "ECONNRESET" || code === "EPIPE";
}

/** undici passes the system's error on: its code says the connection was refused or the host is unknown. */
function connectionRefused(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === "ECONNREFUSED" || code === "EHOSTUNREACH" || code === "ENOTFOUND" || code === "EAI_AGAIN";
}

/**
 * What the API answers everyone alike at `path` (its settings, its clock), asked at most once per
 * `ttlMs` however many pages ask at once; while the API cannot be reached (or `read` refuses the
 * answer), the last answer stands, `initial` before any.
 */
export function keptAnswer<T>(path: string, ttlMs: number, initial: T, read: (answer: ApiAnswer) => Promise<T>): () => Promise<T> {
  let known: { value: T; at: number } | null = null;
  let pending: Promise<T> | null = null;
  return () => {
    if (known && Date.now() - known.at < ttlMs) return Promise.resolve(known.value);
    pending ??= apiCall(path, { headersTimeout: 2000, bodyTimeout: 2000 })
      .then(async (answer) => {
        known = { value: await read(answer), at: Date.now() };
        return known.value;
      })
      .catch(() => known?.value ?? initial)
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}
