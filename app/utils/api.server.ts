import { Readable } from "node:stream";
import { redirect } from "@remix-run/node";
import type { TokenPair } from "@shared/contracts/auth";
import type { Method } from "@shared/contracts/endpoint";
import type { PathOf, RequestOf, ResponseOf, UploadPath } from "@shared/contracts/endpoints";
import type { Locale } from "@shared/contracts/locales";
import { STEP_UP_HEADER } from "@shared/contracts/user";
import { apiCall, type ApiAnswer } from "./api-upstream.server";
import { fixedT } from "./i18next.server";
import { localeFromPathname, localePath } from "./locale";
import { oneRefresh } from "./one-refresh.server";
import { clearLogin, commitSession, getSession, type AppSession } from "./session.server";

/** What an API call gives a loader or action: the data, or the failure in the envelope's words. */
export type ApiResult<T> =
  | { ok: true; data: T; msg: string }
  | { ok: false; status: number; errorCode: string; msg: string; fieldErrors: Record<string, string[]> };

/** The errorCode of a call that could not reach the API (or got no answer in time). */
export const NETWORK_ERROR = "NETWORK_ERROR";

type CallOptions = {
  headers?: Record<string, string>;
  /**
   * What an ended login does: "redirect" (protected pages: throw the guard's redirect) or
   * "clear" (public pages: forget the login and carry on as a visitor).
   */
  onLoginEnded?: "redirect" | "clear";
};

// Refresh a little before exp so a token does not expire on its way to the API.
const REFRESH_MARGIN_MS = 10_000;

/** What a call sends: a JSON body, a query, or a file's bytes as the body (an upload). */
type Outgoing = { body?: unknown; query?: unknown; file?: { bytes: Uint8Array<ArrayBuffer>; type: string } };

/**
 * The web server's client of the product API: bearer token and Accept-Language on every call,
 * the 30 s timeout, one token refresh on an expired or refused token, and the session changes
 * that follow (kept in `session`; the caller sends `await api.headers()` with its response).
 */
export class Api {
  private sessionChanged = false;

  private constructor(
    readonly request: Request,
    readonly session: AppSession,
    readonly locale: Locale,
  ) {}

  static async from(request: Request): Promise<Api> {
    return new Api(request, await getSession(request), localeFromPathname(new URL(request.url).pathname));
  }

  get loggedIn(): boolean {
    return Boolean(this.session.get("refreshToken"));
  }

  /** Headers to send with the response: the session cookie when the session changed. */
  async headers(extra?: HeadersInit): Promise<Headers> {
    const headers = new Headers(extra);
    if (this.sessionChanged) headers.append("Set-Cookie", await commitSession(this.session, this.request));
    return headers;
  }

  markSessionChanged() {
    this.sessionChanged = true;
  }

  /** Stores a fresh login (after authorize or refresh). */
  storeTokens(pair: TokenPair) {
    this.session.set("accessToken", pair.accessToken);
    this.session.set("refreshToken", pair.refreshToken);
    this.session.set("accessExpiresAt", Date.now() + pair.expiresIn * 1000);
    const { account, nickname, img, avatarUrl, authenticatorBound } = pair.userInfo;
    this.session.set("user", { account, nickname, img, avatarUrl, authenticatorBound });
    this.sessionChanged = true;
  }

  /** `GET /api{path}`, typed by the endpoint map: `api.get("/order/list", { page: 2 })`. */
  get<P extends PathOf<"GET">>(path: P, query?: RequestOf<"GET", P>, options?: CallOptions) {
    return this.call<ResponseOf<"GET", P>>("GET", path, { query }, options);
  }

  /**
   * For a protected page's loader: like get, but an unreachable API sends the user to the locale
   * home with the network-error notice, keeping the login (specification, route guard).
   */
  async load<P extends PathOf<"GET">>(path: P, query?: RequestOf<"GET", P>): Promise<ApiResult<ResponseOf<"GET", P>>> {
    const result = await this.get(path, query);
    if (!result.ok && result.errorCode === NETWORK_ERROR) throw redirect(`${localePath(this.locale)}?networkError=1`);
    return result;
  }

  /** `POST /api{path}`, typed by the endpoint map: `api.post("/order/info", { id })`. */
  post<P extends PathOf<"POST">>(path: P, body: RequestOf<"POST", P>, options?: CallOptions) {
    return this.call<ResponseOf<"POST", P>>("POST", path, { body: body ?? {} }, options);
  }

  /** `POST /api{path}` with a file's bytes as the body, for the endpoints that take one (`upload`). */
  upload<P extends UploadPath>(path: P, file: { bytes: Uint8Array<ArrayBuffer>; type: string }, options?: CallOptions) {
    return this.call<ResponseOf<"POST", P>>("POST", path, { file }, options);
  }

  /**
   * A sensitive change: first confirm it is the owner (the account password, or a current code
   * where an authenticator is bound), then make the change with the step-up token the API gave.
   * A refused confirmation comes back as the change's own failure, its field errors under the
   * names the form gives the proof (`fieldNames`, when they differ from the API's).
   */
  async withStepUp<T>(
    proof: { password?: string; PIN?: string },
    change: (options: { headers: Record<string, string> }) => Promise<ApiResult<T>>,
    fieldNames: Partial<Record<"password" | "PIN", string>> = {},
  ): Promise<ApiResult<T>> {
    const confirmed = await this.post("/user/confirm-identity", proof);
    if (!confirmed.ok) {
      const fieldErrors = Object.fromEntries(
        Object.entries(confirmed.fieldErrors).map(([name, messages]) => [fieldNames[name as "password" | "PIN"] ?? name, messages]),
      );
      return { ...confirmed, fieldErrors };
    }
    return change({ headers: { [STEP_UP_HEADER]: confirmed.data.stepUpToken } });
  }

  /**
   * Calls the API. On 401 it refreshes once and retries; a login that cannot be saved (refresh
   * refused) or one superseded elsewhere (422) ends the session here and throws the redirect the
   * route guard of the specification asks for. An API that cannot be reached is a failure like
   * any other (NETWORK_ERROR, with the translated message): a form comes back with it and the
   * user's input, and `load` turns it into the guard's network-error redirect.
   */
  private async call<T>(method: Method, path: string, request: Outgoing, options: CallOptions = {}): Promise<ApiResult<T>> {
    const mode = options.onLoginEnded ?? "redirect";
    if (this.loggedIn && (this.session.get("accessExpiresAt") ?? 0) - REFRESH_MARGIN_MS < Date.now()) {
      const refreshed = await this.refresh(mode);
      if (refreshed && !refreshed.ok) return refreshed as ApiResult<T>;
    }
    let result = await this.send<T>(method, path, request, options.headers, this.session.get("accessToken"));
    if (!result.ok && (result.status === 401 || result.status === 403) && this.loggedIn) {
      const refreshed = await this.refresh(mode);
      if (refreshed && !refreshed.ok) return refreshed as ApiResult<T>;
      result = await this.send<T>(method, path, request, options.headers, this.session.get("accessToken"));
      if (!result.ok && result.status === 401) await this.endSession("expired", mode);
    }
    if (!result.ok && result.errorCode === "ACCOUNT_LOGGED_IN_ELSEWHERE" && this.loggedIn) await this.endSession("kicked", mode);
    return result;
  }

  /** Logs out here; the API side is told by the logout action. */
  forgetLogin() {
    clearLogin(this.session);
    this.sessionChanged = true;
  }

  private async refresh(mode: "redirect" | "clear"): Promise<ApiResult<TokenPair> | undefined> {
    const refreshToken = this.session.get("refreshToken");
    if (!refreshToken) return undefined;
    // Loaders of one navigation run in parallel and may all find the access token expired: one refresh
    // serves them all, but only the requests of this browser (its device id, browser and address):
    // anyone else holding the same refresh token asks the API, which refuses a spent one (decision 036).
    const device = [this.session.get("deviceId") ?? "", this.request.headers.get("user-agent") ?? "", this.request.headers.get("x-client-address") ?? ""].join("\u0000");
    const result = await oneRefresh(`${refreshToken}\u0000${device}`, () => this.send<TokenPair>("POST", "/login/refresh", { body: { refreshToken } }, undefined, undefined));
    if (result.ok) {
      this.storeTokens(result.data);
    } else if (result.errorCode !== NETWORK_ERROR) {
      // Only the API's refusal ends the login; an unreachable API keeps it for when it is back.
      await this.endSession(result.errorCode === "ACCOUNT_LOGGED_IN_ELSEWHERE" ? "kicked" : "expired", mode);
    }
    return result;
  }

  /**
   * Clears the login and sends the visitor where the guard says: a kicked-out user to home with
   * the "logged in elsewhere" notice; an expired login to the locale home with the login dialog
   * and a way back to this page.
   */
  private async endSession(reason: "kicked" | "expired", mode: "redirect" | "clear"): Promise<void> {
    this.forgetLogin();
    this.session.flash("authEvent", reason === "kicked" ? "kicked" : "logout");
    if (reason === "kicked") {
      this.session.flash("toast", { type: "error", key: "notices.loggedInElsewhere" });
    }
    if (mode === "clear") return;
    const url = new URL(this.request.url);
    const back = url.pathname + url.search;
    const target =
      reason === "kicked"
        ? localePath(this.locale)
        : `${localePath(this.locale)}?showLogin=1&redirect=${encodeURIComponent(back)}`;
    throw redirect(target, { headers: { "Set-Cookie": await commitSession(this.session, this.request) } });
  }

  private send<T>(method: Method, path: string, request: Outgoing, extraHeaders: Record<string, string> | undefined, token: string | undefined): Promise<ApiResult<T>> {
    return callApi<T>(this.request, this.locale, method, path, request, extraHeaders, token);
  }
}

/**
 * The API as a site's back office calls it (decision 049): with the back office's own token, never
 * the portal's session, and with no refresh (an ended back-office session signs in again).
 */
export function backofficeApi(request: Request, locale: Locale, token: string | undefined) {
  return {
    get: <P extends PathOf<"GET">>(path: P, query?: RequestOf<"GET", P>) => callApi<ResponseOf<"GET", P>>(request, locale, "GET", path, { query }, undefined, token),
    post: <P extends PathOf<"POST">>(path: P, body: RequestOf<"POST", P>) => callApi<ResponseOf<"POST", P>>(request, locale, "POST", path, { body: body ?? {} }, undefined, token),
  };
}

/** One call: the bearer token, Accept-Language, the visitor's address and browser, the answer in the envelope's words. */
async function callApi<T>(
  incoming: Request,
  locale: Locale,
  method: Method,
  path: string,
  request: Outgoing,
  extraHeaders: Record<string, string> | undefined,
  token: string | undefined,
): Promise<ApiResult<T>> {
  const url = new URL(`/api${path}`, "http://api");
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...extraHeaders, Accept: "application/json", "Accept-Language": locale };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.file) headers["Content-Type"] = request.file.type || "application/octet-stream";
  else if (request.body !== undefined) headers["Content-Type"] = "application/json";
  // The visitor's address as the web server vouches for it (never a header the visitor wrote):
  // the API believes it from this server only (its TRUST_PROXY), for per-address limits.
  const clientAddress = incoming.headers.get("x-client-address");
  if (clientAddress) headers["X-Forwarded-For"] = clientAddress;
  // The visitor's browser, which the API keeps with the login for the list of devices, the refresh
  // grace (decision 036) and the security log (decision 035); it names a device and proves nothing.
  const userAgent = incoming.headers.get("user-agent");
  if (userAgent) headers["User-Agent"] = userAgent.slice(0, 512);
  let answer: ApiAnswer;
  try {
    answer = await apiCall(url.pathname + url.search, {
      method,
      headers,
      body: request.file ? request.file.bytes : request.body !== undefined ? JSON.stringify(request.body) : undefined,
    });
  } catch {
    const t = await fixedT(locale, "common");
    return { ok: false, status: 0, errorCode: NETWORK_ERROR, msg: t("notices.networkError"), fieldErrors: {} };
  }
  const ok = answer.statusCode >= 200 && answer.statusCode < 300;
  const envelope = (await answer.body.json().catch(() => null)) as {
    code?: number;
    success?: boolean;
    msg?: string;
    message?: string;
    errorCode?: string;
    data?: any;
  } | null;
  const msg = envelope?.msg ?? envelope?.message ?? "";
  // Success when code is 0, success is true, or the status is 2xx (specification, point 7).
  if (ok && envelope && (envelope.code === 0 || envelope.success === true || envelope.success === undefined)) {
    return { ok: true, data: envelope.data as T, msg };
  }
  return {
    ok: false,
    status: answer.statusCode,
    errorCode: envelope?.errorCode ?? (answer.statusCode === 422 ? "ACCOUNT_LOGGED_IN_ELSEWHERE" : "REQUEST_FAILED"),
    msg,
    fieldErrors: envelope?.data?.fieldErrors ?? {},
  };
}

/**
 * A file the API serves to anyone with its URL (an avatar; `path` as the API gives it, /api/...),
 * passed on from this site's origin, so
 * the page's images stay same-origin: the bytes with the API's type and caching. An unknown file
 * is a 404 and an unreachable API a 502, without a body (an image has no use for an envelope).
 */
export async function apiFile(path: string): Promise<Response> {
  let answer: ApiAnswer;
  try {
    answer = await apiCall(path);
  } catch {
    return new Response(null, { status: 502 });
  }
  if (answer.statusCode < 200 || answer.statusCode >= 300) {
    await answer.body.dump();
    return new Response(null, { status: answer.statusCode >= 500 ? 502 : 404 });
  }
  const headers = new Headers({ "X-Content-Type-Options": "nosniff" });
  for (const name of ["content-type", "content-length", "cache-control", "etag"]) {
    const value = answer.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, { status: 200, headers });
}

/** For a protected page: without a login, go to the locale home with the login dialog and a way back. */
export async function requireLogin(request: Request): Promise<Api> {
  const api = await Api.from(request);
  if (!api.loggedIn) {
    const url = new URL(request.url);
    throw redirect(`${localePath(api.locale)}?showLogin=1&redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return api;
}

export { getSession };
