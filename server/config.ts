import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The API's settings, read once from the environment and checked here so a bad value stops the
 * start with a clear message instead of failing later. Secrets left unset get development values
 * generated on first start and kept in data/secrets.json (outside git).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().default("file:./data/dev.db"),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  PAYMENT_WINDOW_MINUTES: z.coerce.number().positive().default(30),
  SITE_BUILD_SECONDS: z.coerce.number().positive().default(6),
  SITE_DOMAIN_SUFFIX: z.string().default("casino.localhost"),
  // "simulator" is the only chain this build can reach; a real watcher would add its own value.
  CHAIN: z.enum(["simulator"]).default("simulator"),
  TRUST_PROXY: z.string().default(""),
  RATE_LIMIT_LOGIN_PER_15MIN: z.coerce.number().int().positive().default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Mail: an SMTP URL (smtp://user:pass@host:587) sends for real; without one, messages are
  // written as .eml files to the local outbox folder.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("CasinoLaunch <no-reply@casino.localhost>"),
  MAIL_OUTBOX_DIR: z.string().default("data/outbox"),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().positive().default(15),
});

export type Config = z.infer<typeof envSchema> & { JWT_SECRET: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production" && !config.JWT_SECRET) {
    throw new Error("JWT_SECRET must be set in production (32 characters or more).");
  }
  return { ...config, JWT_SECRET: config.JWT_SECRET ?? developmentSecret("JWT_SECRET") };
}

/** A secret generated once per checkout and reused on every start, so sessions survive restarts. */
export function developmentSecret(name: string, file = path.resolve("data", "secrets.json")): string {
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    // first start: no file yet
  }
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
