import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import type { RateLimitInfo } from "./rate-limit";

/**
 * How the API document declares the rate limits (decision 037): the headers every answer carries (express-rate-limit's IETF draft 8 headers, one item per limit the request passed) and
 * a 429 that names the limits in words. The patterns are the headers as the limiter writes them.
 */
const NAME = String.raw`"[A-Za-z0-9 /_-]{1,60}"`;
const RATE_LIMIT = String.raw`${NAME}; r=\d{1,10}; t=\d{1,10}`;
const POLICY = String.raw`${NAME}; q=\d{1,10}; w=\d{1,10}; pk=:[A-Za-z0-9+/=]{0,100}:`;
/** Room for every limit an endpoint has (at most four, each well under 100 characters). */
const HEADER_MAX_LENGTH = 1000;

export const RATE_LIMIT_HEADER_PATTERNS = {
  RateLimit: `^${RATE_LIMIT}(, ${RATE_LIMIT})*$`,
  "RateLimit-Policy": `^${POLICY}(, ${POLICY})*$`,
} as const;

/** Registers the headers once, so each answer names them by reference. */
export function registerRateLimitHeaders(registry: OpenAPIRegistry): void {
  registry.registerComponent("headers", "RateLimit", {
    description: 'What is left of each limit the request counted against: `"<limit>"; r=<requests left>; t=<seconds until its window ends>`, comma separated (IETF draft-ietf-httpapi-ratelimit-headers-08)',
    schema: { type: "string", maxLength: HEADER_MAX_LENGTH, pattern: RATE_LIMIT_HEADER_PATTERNS.RateLimit },
  });
  registry.registerComponent("headers", "RateLimit-Policy", {
    description: 'Each limit the request counted against: `"<limit>"; q=<requests allowed>; w=<window in seconds>; pk=<the caller\'s partition, hashed>`, comma separated',
    schema: { type: "string", maxLength: HEADER_MAX_LENGTH, pattern: RATE_LIMIT_HEADER_PATTERNS["RateLimit-Policy"] },
  });
  registry.registerComponent("headers", "Access-Control-Allow-Origin", {
    description: "The web app's origin (WEB_URL): no other site's pages may read an answer. The API is for servers; browsers talk to the web app",
    schema: { type: "string", format: "uri", maxLength: 2048 },
  });
  registry.registerComponent("headers", "Retry-After", {
    description: "Seconds until the limit that refused the request lets it through again",
    schema: { type: "integer", format: "int32", minimum: 0, maximum: 86_400 },
  });
}

/** The headers of every answer the router's endpoints give but a 5xx. */
export const ANSWER_HEADERS = {
  RateLimit: { $ref: "#/components/headers/RateLimit" },
  "RateLimit-Policy": { $ref: "#/components/headers/RateLimit-Policy" },
  "Access-Control-Allow-Origin": { $ref: "#/components/headers/Access-Control-Allow-Origin" },
};

export const RETRY_AFTER_HEADER = { "Retry-After": { $ref: "#/components/headers/Retry-After" } };

/** The limits of one endpoint in words, for its 429: `at most 20 requests an hour per merchant ("order-create"); ...`. */
export function describeLimits(limits: RateLimitInfo[]): string {
  return limits.map((limit) => `at most ${limit.limit} requests ${windowWords(limit.windowMs)} per ${limit.per} ("${limit.name}")`).join("; ");
}

function windowWords(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes === 1) return "a minute";
  if (minutes === 60) return "an hour";
  return minutes % 60 === 0 ? `in ${minutes / 60} hours` : `in ${minutes} minutes`;
}
