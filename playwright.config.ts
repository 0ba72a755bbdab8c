import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests drive the Debian Chromium of the machine (Playwright cannot download its own
 * here) against the built app, started with a fresh database on ports of its own.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(
    `No Chromium at ${CHROMIUM}. Install one with "sudo apt-get update && sudo apt-get install -y chromium", ` +
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
  );
}

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
// A second stack run for real (NODE_ENV=production, no demo mode): nothing simulated may show.
const PRODUCTION_WEB_PORT = WEB_PORT + 100;
const PRODUCTION_API_PORT = API_PORT + 100;
// The billing tests move the testers' clock, which moves every site of a stack: they get stacks of
// their own, one per project, and run one after another on it.
const BILLING_PORTS = { js: { web: WEB_PORT + 200, api: API_PORT + 200 }, "no-js": { web: WEB_PORT + 300, api: API_PORT + 300 } };
const BILLING_SPEC = /billing\.spec\.ts/;
// The storefront templates spec serves the renderer's output itself: it needs no stack, and when
// it is the only project asked for (--project=storefront), none is started.
const STOREFRONT_SPEC = /storefront-templates\.spec\.ts/;
const STOREFRONT_ONLY = process.argv.includes("--project=storefront") && !process.argv.some((arg) => arg.startsWith("--project=") && arg !== "--project=storefront");

export default defineConfig({
  testDir: "tests/e2e",
  // Per port pair, so two runs on one machine never delete each other's artefacts.
  outputDir: `test-results/${WEB_PORT}`,
  fullyParallel: true,
  workers: 2,
  // In CI, a test that fails once is run again and, if it passes, listed as flaky (a timing problem under
  // the machine's load to look into, named in the output); a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    // Recording a trace (a DOM snapshot and screenshot per action) took a quarter of the run's
    // time. A failure keeps a screenshot and the page's accessibility snapshot; to trace a failing
    // test, run it again with `npx playwright test --trace retain-on-failure`.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    { name: "js", testIgnore: [BILLING_SPEC, STOREFRONT_SPEC], use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "no-js", testIgnore: [BILLING_SPEC, STOREFRONT_SPEC], use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false } },
    { name: "storefront", testMatch: STOREFRONT_SPEC, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "billing-js",
      testMatch: BILLING_SPEC,
      metadata: { apiPort: BILLING_PORTS.js.api },
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://localhost:${BILLING_PORTS.js.web}` },
    },
    {
      name: "billing-no-js",
      testMatch: BILLING_SPEC,
      metadata: { apiPort: BILLING_PORTS["no-js"].api },
      use: { ...devices["Desktop Chrome"], channel: undefined, javaScriptEnabled: false, baseURL: `http://localhost:${BILLING_PORTS["no-js"].web}` },
    },
  ],
  webServer: STOREFRONT_ONLY ? [] : [
    stack(WEB_PORT, API_PORT, {
      SITE_BUILD_SECONDS: "3",
      // Every test registers its own merchants from this one address; the limits themselves are
      // tested by the API tests.
      RATE_LIMIT_LOGIN_PER_15MIN: "50",
      // Every test registers and logs in merchants: bcrypt at its lowest cost does the same
      // hashing with 64 times less work (the production stack keeps the default, 10).
      PASSWORD_HASH_COST: "4",
      // Made-up casino days would charge the e2e merchants' sites at midnight; the API tests cover them.
      DEMO_REPORTS: "off",
      // Two devices per account, so both the device list (recovery-and-devices.spec.ts) and the
      // "logged in elsewhere" of a login beyond the limit (shell.spec.ts) can be seen.
      SESSIONS_PER_ACCOUNT: "2",
      // Some of the provider's links set, the rest not: set ones show, unset ones do not (social-links.spec.ts).
      SOCIAL_TELEGRAM_URL: "https://t.me/casinolaunch_e2e",
      SOCIAL_X_URL: "https://x.com/casinolaunch_e2e",
      TELEGRAM_SUPPORT_URL: "https://t.me/casinolaunch_support_e2e",
    }),
    ...Object.values(BILLING_PORTS).map((ports) =>
      stack(ports.web, ports.api, { RATE_LIMIT_LOGIN_PER_15MIN: "50", PASSWORD_HASH_COST: "4", DEMO_REPORTS: "off" }),
    ),
    stack(PRODUCTION_WEB_PORT, PRODUCTION_API_PORT, {
      NODE_ENV: "production",
      API_WORKERS: "auto",
      WEB_WORKERS: "auto",
      JWT_SECRET: "e2e-production-jwt-secret-0123456789abcdef",
      SESSION_SECRET: "e2e-production-session-secret-0123456789abc",
      // As behind a TLS-terminating proxy on the same host: its X-Forwarded-Proto counts.
      TRUST_PROXY: "loopback",
      // Production without demo mode turns the protective page on (decision 019), and every test
      // browser here is driven by automation: off, as for the other stacks. protection.spec.ts
      // starts web servers of its own with it on.
      SITE_PROTECTION: "off",
    }),
  ],
});

/** One stack as `npm start` runs it, with a fresh database and ports of its own. */
function stack(webPort: number, apiPort: number, env: Record<string, string>) {
  return {
    command: "node --import tsx scripts/start.ts --reset-db",
    url: `http://localhost:${apiPort}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATABASE_URL: `file:./data/e2e-${apiPort}.db`,
      MAIL_OUTBOX_DIR: `data/outbox-e2e-${apiPort}`,
      LOG_LEVEL: "warn",
      // One worker per server keeps the suite's load on the machine down; the production stack
      // runs one per core, as production does (decision 028).
      API_WORKERS: "1",
      WEB_WORKERS: "1",
      ...env,
    },
  };
}
