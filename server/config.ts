import { z } from "zod";
import { readAccountXpub } from "./chain/derivation";
import { WORKERS_SETTING, workerCount } from "@shared/process/cluster";
import { PACKAGES } from "@shared/domain/constants";
import { stackModeOf, type StackMode } from "./stack-mode";
import { developmentSecret, withoutEmpty } from "@shared/process/settings";

/**
 * The API's settings, read once from the environment and checked here so a bad value stops the
 * start with a clear message instead of failing later. Secrets left unset get development values
 * generated on first start and kept in data/secrets.json (outside git).
 */
/** bcrypt's work factor for passwords: about 60 ms per hash on these machines. */
export const DEFAULT_PASSWORD_HASH_COST = 10;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().default("file:./data/dev.db"),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  // Devices signed in to one account at once (decision 036); 1 is the specification's "one session per account".
  SESSIONS_PER_ACCOUNT: z.coerce.number().int().min(1).max(20).default(5),
  PAYMENT_WINDOW_MINUTES: z.coerce.number().positive().default(30),
  // The storefront's build (decision 048) takes at least this long: its three steps (render, check,
  // publish) end no sooner than a third of it apart, so a demo shows the progress; 0 builds at once.
  SITE_BUILD_SECONDS: z.coerce.number().min(0).default(6),
  // Where a storefront hands players over to the provider's game platform (play, sign-in, sign-up).
  // Unset: the site's own /platform page, which says the provider connects it.
  GAME_PLATFORM_URL: z.string().url().optional(),
  // The domain merchants' sites live under: a site named "lucky" is lucky.<SITE_BASE_DOMAIN>, its
  // back office admin.lucky.<SITE_BASE_DOMAIN>. The old name SITE_DOMAIN_SUFFIX is still read.
  SITE_BASE_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/, "a domain name such as casino.example.com")
    .default("casino.localhost"),
  // The payment chain: "simulator" (demo and tests: transfers are made up on request) or "none"
  // (no chain connected: payments cannot be opened). Unset: the simulator, except in production
  // without demo mode, where nothing simulated may run (decision 010).
  // "erc20": the real ERC20 watcher (decision 021), with the CHAIN_ERC20_* settings below.
  // "trc20": USDT on TRON through a TronGrid-compatible HTTP API (decision 021), CHAIN_TRC20_* below.
  // "erc20,trc20": both real networks at once; the merchant chooses per payment.
  CHAIN: z.enum(["simulator", "none", "erc20", "trc20", "erc20,trc20", "trc20,erc20"]).optional(),
  // A real chain watcher asks its node at most this often (the scheduler's beat and readers share it).
  CHAIN_SYNC_SECONDS: z.coerce.number().min(0).max(600).default(10),
  // The provider's wallet accounts, as extended PUBLIC keys (xpub of m/44'/60'/0' and m/44'/195'/0'):
  // each payment gets the next address derived from them. A private key is refused.
  CHAIN_ERC20_XPUB: z.string().optional(),
  CHAIN_TRC20_XPUB: z.string().optional(),
  // An Ethereum node's JSON-RPC URL, the USDT contract it watches, and the confirmations that settle a payment.
  CHAIN_ERC20_RPC_URL: z.string().url().optional(),
  CHAIN_ERC20_USDT_CONTRACT: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "an 0x address of 40 hex digits").optional(),
  CHAIN_ERC20_CONFIRMATIONS: z.coerce.number().int().min(1).max(1000).default(12),
  // The chain's id (EIP-155), named in the payment's wallet link (EIP-681): 1 is Ethereum's main network.
  CHAIN_ERC20_CHAIN_ID: z.coerce.number().int().min(1).default(1),
  // The block the watcher reads from on its very first start; unset: the chain's head at that moment.
  CHAIN_ERC20_START_BLOCK: z.coerce.number().int().min(0).optional(),
  // What one ERC20 sync may write (decision 033): USDT transfers (past the ceiling the cursor stops at
  // the last whole block range, the rest is read next sync) and transfers of other tokens to payment
  // addresses, recorded for the provider by a separate pass (past it, dropped and counted in the log; 0: none).
  CHAIN_ERC20_MAX_LOGS_PER_SYNC: z.coerce.number().int().min(1).max(100_000).default(5_000),
  CHAIN_ERC20_OTHER_TOKENS_PER_SYNC: z.coerce.number().int().min(0).max(10_000).default(100),
  // A TronGrid-compatible API (its key, if it asks for one: TRON-PRO-API-KEY) and the USDT contract on TRON.
  CHAIN_TRC20_API_URL: z.string().url().default("https://api.trongrid.io"),
  CHAIN_TRC20_API_KEY: z.string().optional(),
  CHAIN_TRC20_USDT_CONTRACT: z.string().regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, "a TRON address (T…)").default("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"),
  // TronGrid calls one TRC20 sync may make (decision 033), each answering at most 200 transfers: the
  // watched addresses take turns, so an API key's quota holds whatever the number of payments.
  CHAIN_TRC20_CALLS_PER_SYNC: z.coerce.number().int().min(1).max(1_000).default(10),
  // A demo deployment on purpose: simulated payments and the demo merchant, with a banner on every page.
  // Never with a real CHAIN (decision 034): that combination refuses to start.
  DEMO_MODE: z.enum(["on", "off"]).default("off"),
  // Proxies whose X-Forwarded-For is believed (Express "trust proxy" values: loopback,
  // uniquelocal, addresses or CIDR ranges, comma separated); empty believes none.
  TRUST_PROXY: z.string().default(""),
  RATE_LIMIT_LOGIN_PER_15MIN: z.coerce.number().int().positive().default(10),
  // bcrypt's work factor. Tests lower it (each step halves the work); production without demo
  // mode refuses below the default.
  PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(DEFAULT_PASSWORD_HASH_COST),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Mail: an SMTP URL (smtp://user:pass@host:587) sends for real; without one, messages are
  // written as .eml files to the local outbox folder.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("CasinoLaunch <no-reply@casino.localhost>"),
  MAIL_OUTBOX_DIR: z.string().default("data/outbox"),
  PASSWORD_RESET_MINUTES: z.coerce.number().int().positive().default(15),
  // Where merchants open the web app: the link in e-mailed notices.
  WEB_URL: z.string().url().default("http://localhost:3000"),
  // The provider's key for its API (/api/provider/...): separate from every merchant account.
  // Unset: a development key is generated (data/secrets.json); in production the provider API is off.
  PROVIDER_API_KEY: z.string().min(32).optional(),
  // The royalty on GGR per package, in basis points (1000 = 10%): the specification leaves the rate open.
  ROYALTY_BPS_STANDARD: z.coerce.number().int().min(0).max(10_000).default(PACKAGES.standard.royaltyBps),
  ROYALTY_BPS_ELITE: z.coerce.number().int().min(0).max(10_000).default(PACKAGES.elite.royaltyBps),
  // The activity feed is alive while a report arrived in the last this many hours; while it is
  // silent no site loses its URL for inactivity and the provider is told (decision 038).
  ACTIVITY_FEED_SILENT_AFTER_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(48),
  // What one merchant may have open at once (decision 038): cart items, orders waiting for payment,
  // payments waiting for a transfer. Beyond, a translated 409 says so.
  MAX_OPEN_CART_ITEMS: z.coerce.number().int().min(1).max(1000).default(20),
  MAX_PENDING_ORDERS: z.coerce.number().int().min(1).max(1000).default(5),
  MAX_OPEN_PAYMENTS: z.coerce.number().int().min(1).max(1000).default(10),
  // Plausible daily casino reports (wagers, winnings, collections, payouts) for live sites, made up
  // by the scheduler: on by default in demo mode only. Never with real money (a real chain, or production without demo mode).
  DEMO_REPORTS: z.enum(["on", "off"]).optional(),
  // Avatars (decision 020): the largest upload, the most pixels an upload may have (checked from its
  // header before it is decoded, so a small file cannot unpack into gigabytes), uploads per user per hour.
  AVATAR_MAX_BYTES: z.coerce.number().int().positive().default(2 * 1024 * 1024),
  AVATAR_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
  RATE_LIMIT_AVATAR_PER_HOUR: z.coerce.number().int().positive().default(30),
  // Every API request counts against its address's limit (a flood guard, counted by each process;
  // the address the web server forwards, which TRUST_PROXY lets the API believe). Per merchant per hour:
  // cart items put in, orders checked out (each hashes a password), payments opened (each address
  // is watched on the chain for a day). Decision 037.
  RATE_LIMIT_API_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_CART_PER_HOUR: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_ORDER_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PAYMENT_PER_HOUR: z.coerce.number().int().positive().default(30),
  // How long the API instance running the scheduler holds it without renewing (decision 026): if it
  // dies, another instance takes over after this long.
  SCHEDULER_LEASE_SECONDS: z.coerce.number().positive().default(30),
  // Worker processes of one API on one port (shared/process/cluster.ts): a number, or "auto" for one per
  // core. Unset: one per core in production, one elsewhere (where `tsx watch` restarts it).
  API_WORKERS: WORKERS_SETTING,
});

/** The role of the API cluster's background worker that runs the scheduler and serves no requests (decision 028). */
export const SCHEDULER_WORKER = "scheduler";

export type Config = Omit<z.infer<typeof envSchema>, "CHAIN" | "DEMO_REPORTS" | "PROVIDER_API_KEY" | "API_WORKERS"> & {
  JWT_SECRET: string;
  CHAIN: "simulator" | "none" | "erc20" | "trc20" | "erc20,trc20";
  DEMO_REPORTS: "on" | "off";
  /** Null: the provider API is off (production without a key). */
  PROVIDER_API_KEY: string | null;
  /** How many worker processes serve the API (1: the process itself serves). */
  API_WORKERS: number;
  /** A demo or real money (decision 034): recorded in the database at start. */
  STACK_MODE: StackMode;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given = withoutEmpty(env);
  const parsed = envSchema.safeParse({ SITE_BASE_DOMAIN: given.SITE_DOMAIN_SUFFIX, ...given });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const config = parsed.data;
  // First, so demo mode with a real chain is refused with its own message (decision 034).
  const mode = stackModeOf(config);
  // A demo deployment (docker compose) may keep a generated secret in its data folder; real money may not.
  if (config.NODE_ENV === "production" && config.DEMO_MODE === "off" && !config.JWT_SECRET) {
    throw new Error("JWT_SECRET must be set in production (32 characters or more).");
  }
  // Tests (and the test runs of the demo) may hash cheaply; real accounts never are.
  if (config.NODE_ENV === "production" && config.DEMO_MODE === "off" && config.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
    throw new Error(`PASSWORD_HASH_COST below ${DEFAULT_PASSWORD_HASH_COST} is for tests and demos only: passwords would be cheap to guess from a leaked database.`);
  }
  const productionForReal = config.NODE_ENV === "production" && config.DEMO_MODE === "off";
  checkChainKeys(config);
  if (mode === "real-money" && config.DEMO_REPORTS === "on") {
    throw new Error("DEMO_REPORTS=on books made-up casino activity: it never runs with real money (a real CHAIN, or production without demo mode).");
  }
  return {
    ...config,
    CHAIN: chainOf(config),
    JWT_SECRET: config.JWT_SECRET ?? developmentSecret("JWT_SECRET"),
    DEMO_REPORTS: config.DEMO_REPORTS ?? (config.DEMO_MODE === "on" ? "on" : "off"),
    PROVIDER_API_KEY: config.PROVIDER_API_KEY ?? (productionForReal ? null : developmentSecret("PROVIDER_API_KEY")),
    API_WORKERS: workerCount(config.API_WORKERS, config.NODE_ENV),
    STACK_MODE: mode,
  };
}

/** The simulator takes no money: in production it runs only when the deployment says it is a demo. */
function chainOf(config: z.infer<typeof envSchema>): Config["CHAIN"] {
  const productionForReal = config.NODE_ENV === "production" && config.DEMO_MODE === "off";
  const chain = config.CHAIN === "trc20,erc20" ? "erc20,trc20" : (config.CHAIN ?? (productionForReal ? "none" : "simulator"));
  if (chain === "simulator" && productionForReal) {
    throw new Error(
      "CHAIN=simulator confirms payments nobody made: in production it runs only as a demo (DEMO_MODE=on), " +
        "which shows a banner on every page. Set DEMO_MODE=on for a demo, or choose another CHAIN.",
    );
  }
  return chain;
}

/** A real chain needs its settings; a wallet key must be public (the product never holds one that can spend). */
function checkChainKeys(config: z.infer<typeof envSchema>): void {
  if (config.CHAIN_ERC20_XPUB !== undefined) readAccountXpub(config.CHAIN_ERC20_XPUB, "CHAIN_ERC20_XPUB");
  if (config.CHAIN_TRC20_XPUB !== undefined) readAccountXpub(config.CHAIN_TRC20_XPUB, "CHAIN_TRC20_XPUB");
  const networks = config.CHAIN?.split(",") ?? [];
  if (networks.includes("trc20") && config.CHAIN_TRC20_XPUB === undefined) throw new Error(`CHAIN=${config.CHAIN} needs CHAIN_TRC20_XPUB (see .env.example).`);
  if (!networks.includes("erc20")) return;
  const missing = (["CHAIN_ERC20_XPUB", "CHAIN_ERC20_RPC_URL", "CHAIN_ERC20_USDT_CONTRACT"] as const).filter((name) => config[name] === undefined);
  if (missing.length > 0) throw new Error(`CHAIN=${config.CHAIN} needs ${missing.join(", ")} (see .env.example; npm run chain:local prints them for a local chain).`);
}
