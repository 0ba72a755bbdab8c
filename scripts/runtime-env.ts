import path from "node:path";
import { developmentSecret } from "../server/config";

/** The environment both servers run with: the settings of .env.example, with their defaults. */
export function runtimeEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const API_PORT = base.API_PORT ?? "4000";
  return {
    ...base,
    NODE_ENV: base.NODE_ENV ?? "production",
    PORT: base.PORT ?? "3000",
    API_PORT,
    API_URL: base.API_URL ?? `http://127.0.0.1:${API_PORT}`,
    DATABASE_URL: base.DATABASE_URL ?? "file:./data/dev.db",
    // The web server calls the API over loopback and forwards the visitor's X-Forwarded-For:
    // trusting loopback keeps the per-address login limit per visitor instead of one shared bucket.
    TRUST_PROXY: base.TRUST_PROXY ?? "loopback",
    // A local start needs no secrets by hand: generated once into data/secrets.json (outside git).
    JWT_SECRET: base.JWT_SECRET ?? developmentSecret("JWT_SECRET"),
    SESSION_SECRET: base.SESSION_SECRET ?? developmentSecret("SESSION_SECRET"),
  };
}

export function databaseFile(env: NodeJS.ProcessEnv): string {
  return path.resolve((env.DATABASE_URL ?? "file:./data/dev.db").replace(/^file:/, ""));
}
