import { z } from "zod";
import { WORKERS_SETTING, workerCount } from "@shared/process/cluster";
import { developmentSecret, withoutEmpty } from "@shared/process/settings";

// A link shown to visitors: http or https only (never javascript: or data:).
export const httpUrl = z.url({ protocol: /^https?$/ }).optional();

/** The web server's settings, checked once at start. Only these reach the code; none reach the browser. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // A demo deployment (docker compose) may keep a generated session secret in its data folder.
  DEMO_MODE: z.enum(["on", "off"]).default("off"),
  API_PORT: z.coerce.number().int().default(4000),
  // One API, or several instances of it comma separated (decision 026): calls are spread over them.
  API_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  // Secure cookies need HTTPS: on by default in production behind TLS, off for the plain-HTTP demo.
  COOKIE_SECURE: z.enum(["true", "false", "auto"]).default("auto"),
  API_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The address visitors open (the API's setting of the same name): sitemap.xml, robots.txt and the
  // canonical links name it. Never taken from a request's Host header, which the visitor writes and
  // a public cache would keep. Unset: http://localhost:<PORT>, for development.
  WEB_URL: httpUrl,
  // Worker processes on that port (decision 028): a number or "auto"; unset, one per core in production.
  WEB_WORKERS: WORKERS_SETTING,
  HOST: z.string().default("0.0.0.0"),
  // The domain merchants' sites live under (the API's setting of the same name): the web server
  // serves <name>.<SITE_BASE_DOMAIN> as that site's storefront and admin.<name>.<…> as its back office.
  SITE_BASE_DOMAIN: z.string().toLowerCase().default("casino.localhost"),
  // Proxies in front of the web server whose X-Forwarded-For/-Proto/-Host are believed (Express
  // "trust proxy": loopback, uniquelocal, addresses or CIDR ranges, comma separated); empty: none.
  TRUST_PROXY: z.string().default(""),
  // The largest form body an action accepts; larger ones get the 413 page before any action runs.
  FORM_BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(64 * 1024),
  // The avatar upload's form only: above the API's AVATAR_MAX_BYTES (2 MiB), so a file somewhat too
  // large still reaches the action and comes back with the API's message on the form.
  AVATAR_FORM_LIMIT_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  // Avatar uploads one address may send per hour, counted before a byte of the file is read (each
  // web process counts its own): above the API's per-user RATE_LIMIT_AVATAR_PER_HOUR (30), so a
  // merchant normally meets the API's message on the form first.
  AVATAR_FORM_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(60),
  // The day fully self-service site opening starts (ISO date, 00:00 UTC): before it the opening-station
  // buttons show the coming-soon notice instead of the country dialog. Empty: open now.
  SELF_SERVICE_FROM: z.iso.date().optional(),
  // The footer's social links, the Telegram support link and the Telegram dialog's "Bind Now"
  // target: each one left unset is not shown.
  SOCIAL_TELEGRAM_URL: httpUrl,
  SOCIAL_WHATSAPP_URL: httpUrl,
  SOCIAL_X_URL: httpUrl,
  SOCIAL_FACEBOOK_URL: httpUrl,
  SOCIAL_INSTAGRAM_URL: httpUrl,
  SOCIAL_YOUTUBE_URL: httpUrl,
  SOCIAL_LINKEDIN_URL: httpUrl,
  SOCIAL_DISCORD_URL: httpUrl,
  TELEGRAM_SUPPORT_URL: httpUrl,
  TELEGRAM_BIND_URL: httpUrl,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // The protective page against crawlers and automated browsers (decision 019). Unset: on for a real
  // deployment (production without demo mode), off in development, tests and the local demo.
  SITE_PROTECTION: z.enum(["on", "off"]).optional(),
  // Named search engines through the protection to the public marketing pages (decision 019).
  ALLOW_SEARCH_ENGINES: z.enum(["on", "off"]).default("off"),
});

const parsed = schema.parse(withoutEmpty(process.env));

const { API_URL, WEB_WORKERS, WEB_URL, ...rest } = parsed;

export const env = {
  ...rest,
  API_URLS: z
    .array(z.url({ protocol: /^https?$/ }))
    .min(1)
    .parse((API_URL ?? `http://127.0.0.1:${parsed.API_PORT}`).split(",").map((url) => url.trim().replace(/\/+$/, "")).filter(Boolean)),
  SESSION_SECRET:
    parsed.SESSION_SECRET ??
    (parsed.NODE_ENV === "production" && parsed.DEMO_MODE === "off" ? missing("SESSION_SECRET") : developmentSecret("SESSION_SECRET")),
  SITE_PROTECTION: parsed.SITE_PROTECTION ?? (parsed.NODE_ENV === "production" && parsed.DEMO_MODE === "off" ? "on" : "off"),
  WEB_WORKERS: workerCount(WEB_WORKERS, parsed.NODE_ENV),
  /** The public origin (scheme, host and port of WEB_URL), without a trailing slash. */
  WEB_ORIGIN: new URL(WEB_URL ?? `http://localhost:${parsed.PORT}`).origin,
};

function missing(name: string): never {
  throw new Error(`${name} must be set in production (32 characters or more).`);
}
