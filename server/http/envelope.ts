import type { Response } from "express";
import { z } from "zod";
import { int, LENGTH, list, str } from "@shared/contracts/bounds";

/** The only shape the API answers with (ARCHITECTURE: contracts that cross the line). */
export type Envelope<T> = {
  code: number;
  success: boolean;
  msg: string;
  data: T;
  errorCode?: string;
};

/**
 * An answer's data already written as JSON, kept by the service that wrote it (a kept page of a
 * list, decision 025): sent as it is, inside the envelope. Once sent it is kept only as the whole
 * answer's bytes (one copy, not the text beside them). For a heavy site list, turning the views into
 * JSON was nearly half of the request's CPU.
 */
export class WrittenJson<T> {
  declare readonly data: T;
  private json: string | undefined;
  private sent?: { msg: string; body: Buffer; dataStart: number };

  constructor(json: string) {
    this.json = json;
  }

  /** The data again as a value, for a service that builds its own answer from another's. */
  parse(): T {
    return JSON.parse(this.json ?? this.sent!.body.subarray(this.sent!.dataStart, -1).toString()) as T;
  }

  /** The whole answer's bytes, as `res.json` would write the envelope around the data. */
  envelope(msg: string): Buffer {
    if (this.sent?.msg === msg) return this.sent.body;
    const data = this.json ?? this.sent!.body.subarray(this.sent!.dataStart, -1).toString();
    const head = `{"code":0,"success":true,"msg":${JSON.stringify(msg)},"data":`;
    this.sent = { msg, body: Buffer.from(`${head}${data}}`), dataStart: Buffer.byteLength(head) };
    this.json = undefined;
    return this.sent.body;
  }
}

/**
 * Answers with the success envelope through Node's own response calls: Express's `res.json` and
 * `res.send` (content type parsed and formatted again, freshness checked for an answer that has no
 * ETag) were a sixth of a cheap read's CPU (decision 045). A HEAD request gets the headers only.
 */
export function sendOk<T>(res: Response, data: T | WrittenJson<T>, msg: string, status = 200): void {
  const body = data instanceof WrittenJson ? data.envelope(msg) : JSON.stringify({ code: 0, success: true, msg, data } satisfies Envelope<T>);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", typeof body === "string" ? Buffer.byteLength(body) : body.length);
  res.end(body);
}

/** The envelope as a zod schema, for the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(0).meta({ description: "0 on success" }),
    success: z.literal(true),
    msg: message.meta({ description: "A human message in the request's language" }),
    data,
  });
}

/** A translated message: a sentence or two. */
const message = str(1000);

/** The field errors of one request: as many fields as a body has, each with its messages. */
const FIELD_ERRORS_MAX = { fields: 100, messages: 20 } as const;

export const errorEnvelope = z
  .object({
    code: int(1, 9999).meta({ description: "The error's number (errorCode's, server/http/app-error.ts)" }),
    success: z.literal(false),
    msg: message,
    errorCode: z
      .string()
      .max(LENGTH.key)
      .regex(/^[A-Z][A-Z0-9_]*$/)
      .meta({ description: "Stable machine string, e.g. ACCOUNT_LOGGED_IN_ELSEWHERE" }),
    data: z
      .object({
        fieldErrors: z
          .record(str(200).meta({ description: "The field's path: name, or items.0.name" }), list(message, FIELD_ERRORS_MAX.messages))
          .meta({ maxProperties: FIELD_ERRORS_MAX.fields })
          .optional(),
      })
      .nullable(),
  })
  .meta({ id: "ErrorEnvelope" });
