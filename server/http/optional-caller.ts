import type { Request } from "express";
import type { Caller } from "./api-router";
import { AppError } from "./app-error";

/**
 * The caller of a public endpoint that also serves logged-in users: the bearer token's user when
 * it is valid, otherwise nobody. A stale token must not stop a visitor's form from going through.
 */
export async function optionalCaller(authenticate: (req: Request) => Promise<Caller>, req: Request): Promise<Caller | undefined> {
  if (!req.get("authorization")) return undefined;
  try {
    return await authenticate(req);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
