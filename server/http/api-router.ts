import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import express, { type Request, type Response } from "express";
import type { TFunction } from "i18next";
import { z } from "zod";
import type { Endpoint, Method, Parsed } from "../contracts/endpoint";
import { endpoints, type EndpointKey, type Endpoints } from "../contracts/endpoints";
import type { Locale } from "../contracts/locales";
import { AppError } from "./app-error";
import { envelopeOf, errorEnvelope, sendOk, type WrittenJson } from "./envelope";
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

type Authenticate = (req: Request) => Promise<Caller>;

type Handler<K extends EndpointKey> = (
  input: RequestContext & {
    body: Endpoints[K] extends { upload: readonly string[] } ? Buffer : Parsed<Endpoints[K], "body">;
    query: Parsed<Endpoints[K], "query">;
    caller: Endpoints[K] extends { auth: false | "provider" } ? undefined : Caller;
  },
) => Promise<z.input<Endpoints[K]["response"]> | WrittenJson<z.input<Endpoints[K]["response"]>>>;

/**
 * Serves the endpoints of the contract map (`server/contracts/endpoints.ts`), one handler each:
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
   * patterns one after another, a tenth of a cheap read's CPU (decision 025).
   */
  private readonly endpoints = new Map<string, express.RequestHandler>();

  constructor(
    private readonly registry: OpenAPIRegistry,
    private readonly authenticate: Authenticate,
    private readonly authenticateProvider: (req: Request) => void,
  ) {
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
   * Serves `key` ("POST /order/create") with `handler`, after any `rateLimit` middleware and, for an
   * upload, the `readBody` that reads its bytes (the JSON parser before it leaves them alone).
   */
  handle<K extends EndpointKey>(
    key: K,
    handler: Handler<K>,
    options: { rateLimit?: express.RequestHandler[]; readBody?: express.RequestHandler } = {},
  ) {
    const spec: Endpoint = endpoints[key];
    const [verb, path] = key.split(" ") as [Method, string];
    const method = verb === "GET" ? "get" : "post";
    const needsAuth = spec.auth !== false && spec.auth !== "provider";
    const forProvider = spec.auth === "provider";
    this.registry.registerPath({
      method,
      path: `/api${path}`,
      operationId: operationId(method, path),
      summary: spec.summary,
      tags: [...spec.tags],
      // Public operations say so (an empty requirement), so generated clients send no token.
      security: needsAuth ? [{ bearerAuth: [] }] : forProvider ? [{ providerKey: [] }] : [],
      request: {
        query: spec.query as z.ZodObject | undefined,
        body: spec.upload
          ? { content: Object.fromEntries(spec.upload.map((type) => [type, { schema: { type: "string", contentMediaType: type } }])) }
          : spec.body
            ? { content: { "application/json": { schema: spec.body } } }
            : undefined,
      },
      responses: {
        [spec.status ?? 200]: spec.file
          ? { description: "The file", content: { [spec.file]: { schema: { type: "string", contentMediaType: spec.file } } } }
          : { description: "Success", content: { "application/json": { schema: envelopeOf(spec.response) } } },
        ...(spec.file ? { 404: { description: "No such file", content: { "application/json": { schema: errorEnvelope } } } } : {}),
        400: { description: "Validation failed", content: { "application/json": { schema: errorEnvelope } } },
        ...(forProvider ? { 401: { description: "Missing or wrong provider key", content: { "application/json": { schema: errorEnvelope } } } } : {}),
        ...(needsAuth
          ? {
              401: { description: "Missing, invalid or expired token", content: { "application/json": { schema: errorEnvelope } } },
              422: { description: "ACCOUNT_LOGGED_IN_ELSEWHERE", content: { "application/json": { schema: errorEnvelope } } },
            }
          : {}),
      },
    });

    const serve = handler as (input: RequestContext & { body: unknown; query: unknown; caller: Caller | undefined }) => Promise<unknown>;
    const readBody = options.readBody ? [options.readBody] : [];
    // The endpoint's own route, dispatched straight from the map above: a router of its own matched
    // the path again (a tenth of a cheap read's CPU, decision 025).
    const route = new Route(path);
    this.endpoints.set(endpointKey(verb, path), (req, res, next) => route.dispatch(req, res, next));
    route[method](...(options.rateLimit ?? []), ...readBody, async (req: Request, res: Response) => {
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
