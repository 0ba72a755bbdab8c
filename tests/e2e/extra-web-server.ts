import { spawn } from "node:child_process";
import type { WorkerInfo } from "@playwright/test";
import { test } from "./fixtures";

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
// Above the base stack's port, below the production stack's (+100): +50 to +57 for withWebServer
// (four per parallel worker), +60 and +61 for stand-ins, +70 and +71 for the protection spec.
const FIRST_PORT = WEB_PORT + 50;
/** A port of this run's range a spec may use for a stand-in of its own, one per parallel worker. */
export const standInPort = (worker: WorkerInfo) => WEB_PORT + 60 + worker.parallelIndex;
/** The protection spec's two web servers (it runs them in one worker). */
export const PROTECTION_PORTS = [WEB_PORT + 70, WEB_PORT + 71] as const;

/**
 * A second web server of the base stack, started as `npm start` starts its own (the same build,
 * API and secrets) but with some settings of its own: a setting the base stack does not have can
 * be tested without a stack per value.
 */
export async function startWebServer(port: number, settings: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "app/web-server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", DEMO_MODE: "on", LOG_LEVEL: "warn", PORT: String(port), API_PORT: String(API_PORT), API_URL: `http://127.0.0.1:${API_PORT}`, WEB_WORKERS: "1", ...settings },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The web server on ${port} stopped at start (${child.exitCode}).`);
    // A static file: it answers whatever the settings (a protected server refuses scripts its pages).
    const up = await fetch(`${url}/favicon.svg`).then((response) => response.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`The web server on ${port} did not answer within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The test runner whose pages come from a web server with `settings` (the `slot`-th such server
 * of a spec: each gets its own port per parallel worker).
 */
export function withWebServer(slot: 0 | 1 | 2 | 3, settings: Record<string, string> | ((worker: WorkerInfo) => Record<string, string>)) {
  return test.extend<object, { extraWebServer: string }>({
    extraWebServer: [
      async ({}, use, workerInfo: WorkerInfo) => {
        const server = await startWebServer(FIRST_PORT + workerInfo.parallelIndex * 4 + slot, typeof settings === "function" ? settings(workerInfo) : settings);
        await use(server.url);
        await server.stop();
      },
      { scope: "worker", timeout: 60_000 },
    ],
    baseURL: async ({ extraWebServer }, use) => use(extraWebServer),
  });
}
