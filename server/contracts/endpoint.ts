import type { z } from "zod";

export type Method = "GET" | "POST";

/**
 * What a client needs to know of one endpoint, and all the API needs besides its handler: the
 * schemas of the body, query and answer, whether a bearer token is required, the success message.
 */
export type Endpoint = {
  summary: string;
  tags: readonly string[];
  /** Whether a merchant's bearer token is required (default true), or the provider's key ("provider"). */
  auth?: boolean | "provider";
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
