import type { RequestHandler } from "express";
import type { Logger } from "pino";

/** Secrets some links carry in their query (a reset token, a PIN) are written as ***. */
function loggedUrl(url: string): string {
  return url.replace(/([?&](?:PIN|pin|token)=)[^&]*/g, "$1***");
}

/**
 * One log line per request once it is answered (or abandoned): its method and URL, the status and
 * the time it took; never a header, so tokens and cookies stay out of the logs. A passing health
 * check (every 10 s under compose) is not news; a failing one is, as is any 5xx.
 *
 * pino-http wrote the same line, but made two child loggers per request, serializing the request
 * into each, for handlers that might log through `req.log` (ours log through the API's logger):
 * 20-35 % of a cheap read's CPU went to the request log, against a few percent for the line itself
 * (decision 045).
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      const url = req.originalUrl;
      // A storefront's 503 (a site suspended, on hold or opening) is its state, answered on purpose.
      const failed = res.statusCode >= 500 && !res.locals.stateAnswer;
      if (!failed && url === "/api/health" && res.statusCode < 400) return;
      const line = { req: { method: req.method, url: loggedUrl(url) }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
      if (!res.writableFinished) logger.warn(line, "request aborted");
      else if (failed) logger.error(line, "request errored");
      else logger.info(line, "request completed");
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}
