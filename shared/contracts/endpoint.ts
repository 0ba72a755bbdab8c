import type { z } from "zod";

export type Method = "GET" | "POST";

/**
 * A limit on a costly creation, counted per merchant (settings RATE_LIMIT_*_PER_HOUR): the router
 * applies it and the API document declares it, both from the endpoint map (decision 037).
 */
export type RateLimitPolicy = "cart-create" | "order-create" | "payment-create";

/**
 * What a client needs to know of one endpoint, and all the API needs besides its handler: the
 * schemas of the body, query and answer, whether a bearer token is required, the success message.
 */
export type Endpoint = {
  summary: string;
  tags: readonly string[];
  /**
   * Whether a merchant's bearer token is required (default true), the provider's key ("provider"),
   * or taken when it comes ("optional": the handler reads it, and a public caller is served too),
   * or a site's back-office token ("backoffice": the handler checks it; a merchant's is refused).
   */
  auth?: boolean | "provider" | "optional" | "backoffice";
  body?: z.ZodType;
  /** A body of raw bytes instead of JSON (a file upload): its media types. The handler gets a Buffer. */
  upload?: readonly string[];
  query?: z.ZodType;
  response: z.ZodType;
  /** The answer is a file of this media type (its bytes, not the JSON envelope); errors stay envelopes. */
  file?: string;
  /** Key of the success message (errors namespace, `notices.*`; default `notices.ok`). */
  notice?: string;
  status?: number;
  /** A limit of its own beyond the API's general one (which every endpoint has). */
  rateLimit?: RateLimitPolicy;
};

/** Keeps the literal types of a map of endpoints (`auth: false`, the keys) for the types below. */
export function defineEndpoints<const M extends Record<`${Method} /${string}`, Endpoint>>(map: M): M {
  return map;
}

type Field<E, F extends string> = E extends { [K in F]: infer S extends z.ZodType } ? S : undefined;

/** The parsed body or query a handler gets (`undefined` when the endpoint takes none). */
export type Parsed<E, F extends "body" | "query"> = Field<E, F> extends z.ZodType ? z.output<Field<E, F>> : undefined;

/** What a client may send as the body or query: the schema's input. */
export type Sent<E, F extends "body" | "query"> = Field<E, F> extends z.ZodType ? z.input<Field<E, F>> : undefined;

/** The `data` of a successful answer. */
export type Answer<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;
