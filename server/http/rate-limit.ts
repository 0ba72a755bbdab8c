import { rateLimit, type Options } from "express-rate-limit";
import { AppError } from "./app-error";

/**
 * A limiter that answers in the envelope (429 RATE_LIMITED). Keys default to the connection's
 * address (req.ip), which honours X-Forwarded-For only for the proxies TRUST_PROXY names.
 * The store is in memory: each API process counts on its own (see docs/decisions).
 */
export function limiter(options: Partial<Options>) {
  return rateLimit({
    standardHeaders: "draft-8",
    legacyHeaders: false,
    ...options,
    handler: (_req, _res, next) => next(new AppError("RATE_LIMITED")),
  });
}
