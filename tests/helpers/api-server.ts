import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { createApp } from "../../server/app";
import { ManualClock } from "../../server/clock";
import { loadConfig, type Config } from "../../server/config";
import { listen } from "@shared/process/listen";
import { openDatabase, type Db } from "../../server/db";
import { databaseCopy, removeDatabase } from "./database-copy";

export type TestApi = {
  baseUrl: string;
  db: Db;
  clock: ManualClock;
  config: Config;
  /** The e-mails the API sent, as raw messages, oldest first. */
  mails: () => string[];
  /** Calls the API and returns the HTTP status and the parsed envelope. */
  call: (method: string, path: string, options?: CallOptions) => Promise<{ status: number; body: any; headers: Headers }>;
  /** Stops the API; `keepDatabase` leaves its database file for a restart on it (DATABASE_URL). */
  close: (options?: { keepDatabase?: boolean }) => Promise<void>;
};

export type CallOptions = { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> };

/** Starts the real API on an ephemeral port with its own copy of the migrated, seeded database. */
export async function startApi(overrides: Partial<Record<string, string>> = {}): Promise<TestApi> {
  // A restart on a kept database names it in DATABASE_URL; otherwise a fresh copy of the template.
  const copy = overrides.DATABASE_URL ? null : await databaseCopy();
  const outbox = path.join(os.tmpdir(), `casino-outbox-${randomUUID()}`);
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: copy?.url,
    MAIL_OUTBOX_DIR: outbox,
    JWT_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    // bcrypt at its lowest cost: the same hashing, 64 times less work per login (production: 10).
    PASSWORD_HASH_COST: overrides.NODE_ENV === "production" && overrides.DEMO_MODE !== "on" ? undefined : "4",
    // Tests create many carts, orders and payments per merchant: the limits stay out of their way;
    // tests/api/rate-limits.test.ts sets and checks them.
    RATE_LIMIT_CART_PER_HOUR: "1000000",
    RATE_LIMIT_ORDER_PER_HOUR: "1000000",
    RATE_LIMIT_PAYMENT_PER_HOUR: "1000000",
    ...overrides,
  });
  const db = await openDatabase(config.DATABASE_URL);
  const clock = new ManualClock(new Date("2026-11-22T10:00:00Z"));
  // TEST_API_LOG=error shows what the API logs (a 500 explains itself there).
  const app = createApp({ config, db, clock, logger: pino({ level: process.env.TEST_API_LOG ?? "silent" }) });
  const server = listen(app, 0, "127.0.0.1");
  // Longer than the client's own keep-alive (undici: 4 s), so the server never closes a socket the
  // client is about to reuse; some tests block the event loop for seconds (spawnSync).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: TestApi["call"] = async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined || options.rawBody !== undefined) headers["content-type"] ??= "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(baseUrl + urlPath, {
      method,
      headers,
      body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the test sees the text
    }
    return { status: response.status, body, headers: response.headers };
  };

  return {
    baseUrl,
    db,
    clock,
    config,
    call,
    mails: () =>
      fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((name) => fs.readFileSync(path.join(outbox, name), "utf8")) : [],
    close: async ({ keepDatabase = false } = {}) => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await db.$disconnect();
      if (!keepDatabase) await removeDatabase(config.DATABASE_URL);
      fs.rmSync(outbox, { recursive: true, force: true });
    },
  };
}
