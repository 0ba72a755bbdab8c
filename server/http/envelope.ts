import type { Response } from "express";
import { z } from "zod";

/** The only shape the API answers with (ARCHITECTURE: contracts that cross the line). */
export type Envelope<T> = {
  code: number;
  success: boolean;
  msg: string;
  data: T;
  errorCode?: string;
};

export function sendOk<T>(res: Response, data: T, msg: string, status = 200): void {
  res.status(status).json({ code: 0, success: true, msg, data } satisfies Envelope<T>);
}

/** The envelope as a zod schema, for the OpenAPI document. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int().meta({ description: "0 on success" }),
    success: z.boolean(),
    msg: z.string().meta({ description: "A human message in the request's language" }),
    data,
  });
}

export const errorEnvelope = z
  .object({
    code: z.number().int(),
    success: z.literal(false),
    msg: z.string(),
    errorCode: z.string().meta({ description: "Stable machine string, e.g. ACCOUNT_LOGGED_IN_ELSEWHERE" }),
    data: z
      .object({ fieldErrors: z.record(z.string(), z.array(z.string())).optional() })
      .nullable(),
  })
  .meta({ id: "ErrorEnvelope" });
