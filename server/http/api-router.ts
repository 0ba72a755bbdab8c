import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import express, { type Request, type Response } from "express";
import type { TFunction } from "i18next";
import { z } from "zod";
import type { Locale } from "../contracts/locales";
import { AppError } from "./app-error";
import { envelopeOf, errorEnvelope, sendOk } from "./envelope";
import { illFormedStringErrors, zodFieldErrors } from "./validation";

export type Caller = { userId: number; sessionId: string };

export type RequestContext = {
  req: Request;
  res: Response;
  locale: Locale;
  t: TFunction;
};

type Authenticate = (req: Request) => Promise<Caller>;

type EndpointSpec<B extends z.ZodType, Q extends z.ZodType, R extends z.ZodType> = {
  summary: string;
  tags?: string[];
  /** Whether a bearer token is required (default true). */
  auth?: boolean;
  body?: B;
  query?: Q;
  response: R;
  /** Key of the success message (errors namespace, `notices.*`). */
  notice?: string;
  status?: number;
  rateLimit?: express.RequestHandler[];
};

type Handler<B, Q, R, A extends boolean | undefined> = (
  input: RequestContext & {
    body: B;
    query: Q;
    caller: A extends false ? undefined : Caller;
  },
) => Promise<R>;

/**
 * One line per endpoint: validation of the body and query with the module's zod schemas (so
 * handlers never re-parse), the bearer-token check, the success envelope, and the OpenAPI entry,
 * all from the same schemas. Errors are thrown and answered by the error middleware alone.
 */
export class ApiRouter {
  readonly router = express.Router();

  constructor(
    private readonly registry: OpenAPIRegistry,
    private readonly authenticate: Authenticate,
  ) {}

  get<Q extends z.ZodType = z.ZodObject, R extends z.ZodType = z.ZodType, A extends boolean | undefined = undefined>(
    path: string,
    spec: EndpointSpec<z.ZodUndefined, Q, R> & { auth?: A },
    handler: Handler<undefined, z.output<Q>, z.input<R>, A>,
  ) {
    this.add("get", path, spec, handler);
  }

  post<B extends z.ZodType = z.ZodObject, Q extends z.ZodType = z.ZodObject, R extends z.ZodType = z.ZodType, A extends boolean | undefined = undefined>(
    path: string,
    spec: EndpointSpec<B, Q, R> & { auth?: A },
    handler: Handler<z.output<B>, z.output<Q>, z.input<R>, A>,
  ) {
    this.add("post", path, spec, handler);
  }

  private add(
    method: "get" | "post",
    path: string,
    spec: EndpointSpec<z.ZodType, z.ZodType, z.ZodType>,
    handler: Handler<any, any, any, any>,
  ) {
    const needsAuth = spec.auth !== false;
    this.registry.registerPath({
      method,
      path: `/api${path}`,
      operationId: operationId(method, path),
      summary: spec.summary,
      tags: spec.tags,
      // Public operations say so (an empty requirement), so generated clients send no token.
      security: needsAuth ? [{ bearerAuth: [] }] : [],
      request: {
        query: spec.query as z.ZodObject | undefined,
        body: spec.body ? { content: { "application/json": { schema: spec.body } } } : undefined,
      },
      responses: {
        [spec.status ?? 200]: { description: "Success", content: { "application/json": { schema: envelopeOf(spec.response) } } },
        400: { description: "Validation failed", content: { "application/json": { schema: errorEnvelope } } },
        ...(needsAuth
          ? {
              401: { description: "Missing, invalid or expired token", content: { "application/json": { schema: errorEnvelope } } },
              422: { description: "ACCOUNT_LOGGED_IN_ELSEWHERE", content: { "application/json": { schema: errorEnvelope } } },
            }
          : {}),
      },
    });

    const middleware = spec.rateLimit ?? [];
    this.router[method](path, ...middleware, async (req, res) => {
      const caller = needsAuth ? await this.authenticate(req) : undefined;
      const { locale, t } = res.locals as { locale: Locale; t: TFunction };
      const body = spec.body ? parse(spec.body, req.body ?? {}, t) : undefined;
      const query = spec.query ? parse(spec.query, req.query, t) : undefined;
      const data = await handler({ req, res, locale, t, body, query, caller });
      sendOk(res, data ?? null, t(spec.notice ?? "notices.ok"), spec.status);
    });
  }
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
