import path from "node:path";
import { developmentSecret } from "@shared/process/settings";
import { isRealChain } from "../server/stack-mode";

/**
 * The environment both servers run with: the settings of .env.example, with their defaults.
 * `npm start` on its own is the local demo (a production build in demo mode: simulated payments,
 * the demo merchant, a banner on every page); `NODE_ENV=production npm start`, or a real CHAIN
 * (erc20, trc20), runs for real: demo mode is never the default with real money (decision 034).
 */
export function runtimeEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const API_PORT = base.API_PORT ?? "4000";
  const PORT = base.PORT ?? "3000";
  return {
    ...base,
    NODE_ENV: base.NODE_ENV ?? "production",
    DEMO_MODE: base.DEMO_MODE || (base.NODE_ENV === undefined && !isRealChain(base.CHAIN) ? "on" : "off"),
    PORT,
    // The address both servers name in links (mails, sitemap, canonical links): the local web server.
    WEB_URL: base.WEB_URL ?? `http://localhost:${PORT}`,
    API_PORT,
    API_URL: base.API_URL ?? `http://127.0.0.1:${API_PORT}`,
    DATABASE_URL: base.DATABASE_URL ?? "file:./data/dev.db",
    // A local start needs no secrets by hand: generated once into data/secrets.json (outside git).
    JWT_SECRET: base.JWT_SECRET ?? developmentSecret("JWT_SECRET"),
    SESSION_SECRET: base.SESSION_SECRET ?? developmentSecret("SESSION_SECRET"),
  };
}

/**
 * The API's own environment: its only proxy is the web server beside it on loopback, which sends
 * the visitor's address it vouches for; TRUST_PROXY (the proxies in front of the web server) is
 * the web server's setting.
 */
export function apiEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, TRUST_PROXY: env.API_TRUST_PROXY ?? "loopback" };
}

export function databaseFile(env: NodeJS.ProcessEnv): string {
  return path.resolve((env.DATABASE_URL ?? "file:./data/dev.db").replace(/^file:/, ""));
}
