import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import express, { type Request, type Response } from "express";
import type { TFunction } from "i18next";
import { z } from "zod";
import type { Endpoint, Method, Parsed } from "@shared/contracts/endpoint";
import { endpoints, type EndpointKey, type Endpoints } from "@shared/contracts/endpoints";
import type { Locale } from "@shared/contracts/locales";
import { AppError } from "./app-error";
import { envelopeOf, errorEnvelope, sendOk, type WrittenJson } from "./envelope";
import { describeLimits, ANSWER_HEADERS, registerRateLimitHeaders, RETRY_AFTER_HEADER } from "./rate-limit-docs";
import type { Limiter, RateLimits } from "./rate-limit";
import { illFormedStringErrors, zodFieldErrors } from "./validation";

/** Express's route (one path's stack of handlers), which it exports but its types leave out. */
const Route = (express as unknown as { Route: new (path: string) => express.IRoute & { dispatch: express.RequestHandler } }).Route;

export type Caller = { userId: number; sessionId: string };

export type RequestContext = {
  req: Request;
  res: Response;
  locale: Locale;
  t: TFunction;
};

/** Reads an upload's bytes, at most `maxBytes` of them (the document says so). */
export type BodyReader = express.RequestHandler & { maxBytes: number };

type Authenticate = (req: Request) => Promise<Caller>;

type Handler<K extends EndpointKey> = (
  input: RequestContext & {
    body: Endpoints[K] extends { upload: readonly string[] } ? Buffer : Parsed<Endpoints[K], "body">;
    query: Parsed<Endpoints[K], "query">;
    caller: Endpoints[K] extends { auth: false | "provider" | "optional" | "backoffice" } ? undefined : Caller;
  },
) => Promise<z.input<Endpoints[K]["response"]> | WrittenJson<z.input<Endpoints[K]["response"]>>>;

/**
 * Serves the endpoints of the contract map (`shared/contracts/endpoints.ts`), one handler each:
 * validation of the body and query with the contract's zod schemas (so handlers never re-parse),
 * the bearer-token check, the success envelope, and the OpenAPI entry, all from the same map.
 * Errors are thrown and answered by the error middleware alone. An `upload` endpoint gets its body
 * as bytes (read by the `readBody` it is given); a `file` endpoint answers with its handler's bytes.
 */
export class ApiRouter {
  readonly router = express.Router();
  /**
   * Each endpoint's own route, by method and path as Express compares them (any case, one trailing
   * slash allowed; HEAD served by GET; OPTIONS answered with the methods allowed, as Express's router
   * answers it). A request goes straight to its endpoint: Express's router tried the 67 endpoints'
   * patterns one after another, a tenth of a cheap read's CPU (decision 045).
   */
  private readonly endpoints = new Map<string, express.RequestHandler>();

  constructor(
    private readonly registry: OpenAPIRegistry,
    private readonly authenticate: Authenticate,
    private readonly authenticateProvider: (req: Request) => void,
    private readonly rateLimits: RateLimits,
  ) {
    registerRateLimitHeaders(registry);
    this.router.use((req, res, next) => {
      if (req.method === "OPTIONS") {
        const allow = ["GET", "POST"]
          .filter((method) => this.endpoints.has(endpointKey(method, req.path)))
          .flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]));
        if (allow.length === 0) next();
        else res.set("Allow", allow.join(", ")).send(allow.join(", "));
        return;
      }
      const endpoint = this.endpoints.get(endpointKey(req.method === "HEAD" ? "GET" : req.method, req.path));
      if (endpoint) endpoint(req, res, next);
      else next();
    });
  }

  /**
   * Serves `key` ("POST /order/create") with `handler`, after the rate limits (the general one, the
   * endpoint map's policy, then any `rateLimit` limiters of the module's own) and, for an upload,
   * the `readBody` that reads its bytes (the JSON parser before it leaves them alone).
   */
  handle<K extends EndpointKey>(key: K, handler: Handler<K>, options: { rateLimit?: Limiter[]; readBody?: BodyReader } = {}) {
    const spec: Endpoint = endpoints[key];
    const [verb, path] = key.split(" ") as [Method, string];
    const method = verb === "GET" ? "get" : "post";
    const needsAuth = spec.auth === undefined || spec.auth === true;
    const forProvider = spec.auth === "provider";
    // A back-office token is the handler's to check (server/modules/backoffice): it names a site, not a merchant.
    const forBackoffice = spec.auth === "backoffice";
    const limits = [this.rateLimits.general, ...(spec.rateLimit ? [this.rateLimits.policy(spec.rateLimit)] : []), ...(options.rateLimit ?? [])];
    const error = (description: string) => ({ description, headers: ANSWER_HEADERS, content: { "application/json": { schema: errorEnvelope } } });
    this.registry.registerPath({
      method,
      path: `/api${path}`,
      operationId: operationId(method, path),
      summary: spec.summary,
      tags: [...spec.tags],
      // Public operations say so (the empty requirement: anyone), so generated clients send no
      // token; "optional" ones take a merchant's token when it comes.
      security: needsAuth
        ? [{ bearerAuth: [] }]
        : forProvider
          ? [{ providerKey: [] }]
          : forBackoffice
            ? [{ backofficeToken: [] }]
            : spec.auth === "optional"
              ? [{}, { bearerAuth: [] }]
              : [{}],
      request: {
        query: spec.query as z.ZodObject | undefined,
        body: spec.upload
          ? { content: Object.fromEntries(spec.upload.map((type) => [type, { schema: { type: "string", contentMediaType: type, maxLength: options.readBody?.maxBytes } }])) }
          : spec.body
            ? { content: { "application/json": { schema: spec.body } } }
            : undefined,
      },
      // Every answer but a 5xx carries the RateLimit headers of the limits it passed (decision 037).
      responses: {
        [spec.status ?? 200]: spec.file
          ? { description: "The file", headers: ANSWER_HEADERS, content: { [spec.file]: { schema: { type: "string", contentMediaType: spec.file, maxLength: FILE_MAX_LENGTH } } } }
          : { description: "Success", headers: ANSWER_HEADERS, content: { "application/json": { schema: envelopeOf(spec.response) } } },
        ...(spec.file ? { 404: error("No such file") } : {}),
        400: error("Validation failed"),
        ...(forProvider ? { 401: error("Missing or wrong provider key") } : {}),
        ...(forBackoffice ? { 401: error("BACKOFFICE_SESSION_ENDED: missing, expired or ended back-office token") } : {}),
        ...(needsAuth ? { 401: error("Missing, invalid or expired token"), 422: error("ACCOUNT_LOGGED_IN_ELSEWHERE") } : {}),
        429: {
          description: `RATE_LIMITED: ${describeLimits(limits.map((limit) => limit.policy))}`,
          headers: { ...ANSWER_HEADERS, ...RETRY_AFTER_HEADER },
          content: { "application/json": { schema: errorEnvelope } },
        },
        "4XX": error("Refused for another reason (not found, a conflict with the current state...): errorCode says which"),
        500: { description: "INTERNAL: an unexpected error, logged; the answer carries no detail", content: { "application/json": { schema: errorEnvelope } } },
      },
    });

    const serve = handler as (input: RequestContext & { body: unknown; query: unknown; caller: Caller | undefined }) => Promise<unknown>;
    const readBody = options.readBody ? [options.readBody] : [];
    // The endpoint's own route, dispatched straight from the map above: a router of its own matched
    // the path again (a tenth of a cheap read's CPU, decision 045).
    const route = new Route(path);
    this.endpoints.set(endpointKey(verb, path), (req, res, next) => route.dispatch(req, res, next));
    route[method](...limits, ...readBody, async (req: Request, res: Response) => {
      if (forProvider) this.authenticateProvider(req);
      const caller = needsAuth ? await this.authenticate(req) : undefined;
      const { locale, t } = res.locals as { locale: Locale; t: TFunction };
      // An upload sent as JSON or a form was read by those parsers: it is no file, so no bytes.
      const body = spec.upload ? (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)) : spec.body ? parse(spec.body, req.body ?? {}, t) : undefined;
      const query = spec.query ? parse(spec.query, req.query, t) : undefined;
      const data = await serve({ req, res, locale, t, body, query, caller });
      if (spec.file) {
        res.type(spec.file).send(Buffer.from(data as Uint8Array));
        return;
      }
      sendOk(res, data ?? null, t(spec.notice ?? "notices.ok"), spec.status);
    });
  }
}

/** A served file's largest size in the document: the avatar, the only file, is a 256×256 WebP of well under this. */
const FILE_MAX_LENGTH = 1024 * 1024;

function endpointKey(method: string, path: string): string {
  return `${method} ${(path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path).toLowerCase()}`;
}

/** A stable id for generated clients, from the method and path: GET /order/list → getOrderList. */
export function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((word) => word[0].toUpperCase() + word.slice(1)).join("");
}

function parse<S extends z.ZodType>(schema: S, input: unknown, t: TFunction): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError("VALIDATION_FAILED", { fieldErrors: zodFieldErrors(result.error, t) });
  // Walks the validated value, whose shape the schema bounds (unknown members are dropped).
  const illFormed = illFormedStringErrors(result.data, t);
  if (Object.keys(illFormed).length) throw new AppError("VALIDATION_FAILED", { fieldErrors: illFormed });
  return result.data;
}
