import type { ErrorRequestHandler, RequestHandler } from "express";
import type { TFunction } from "i18next";
import type { Logger } from "pino";
import { AppError, type ErrorCode } from "./app-error";

/** Unknown /api paths answer 404 in the envelope. */
export const notFound: RequestHandler = () => {
  throw new AppError("ROUTE_NOT_FOUND");
};

/**
 * The one place that writes error responses: AppErrors keep their status; body-parser's
 * malformed JSON, oversize and wrong-charset errors become their envelope; anything else is
 * logged and answered 500 without a stack trace.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const appError = toAppError(err);
    if (appError.status >= 500) logger.error({ err, url: req.originalUrl }, "unhandled error");
    const t: TFunction = res.locals.t;
    if (res.headersSent) return;
    const msg = t(`errors:${appError.errorCode}`, appError.options.values);
    const { field } = appError.options;
    const fieldErrors = field ? { ...appError.options.fieldErrors, [field]: [msg] } : appError.options.fieldErrors;
    res.status(appError.status).json({
      code: appError.code,
      success: false,
      msg,
      errorCode: appError.errorCode,
      data: fieldErrors ? { fieldErrors } : (appError.options.data ?? null),
    });
  };
}

const bodyParserErrors: Record<string, ErrorCode> = {
  "entity.parse.failed": "INVALID_JSON",
  "entity.too.large": "PAYLOAD_TOO_LARGE",
  "encoding.unsupported": "UNSUPPORTED_MEDIA_TYPE",
  "charset.unsupported": "UNSUPPORTED_MEDIA_TYPE",
  "request.aborted": "INVALID_JSON",
  "request.size.invalid": "INVALID_JSON",
  "parameters.too.many": "PAYLOAD_TOO_LARGE",
};

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const { type, status, expose } = (err ?? {}) as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof type === "string" && bodyParserErrors[type]) return new AppError(bodyParserErrors[type]);
  // body-parser's other client errors carry only their 4xx status: a corrupt gzip, deflate or
  // brotli body is a zlib error marked 400. The request is at fault, so never a 500.
  if (expose === true && typeof status === "number" && status >= 400 && status < 500) {
    return new AppError(status === 413 ? "PAYLOAD_TOO_LARGE" : status === 415 ? "UNSUPPORTED_MEDIA_TYPE" : "INVALID_JSON");
  }
  return new AppError("INTERNAL");
}
