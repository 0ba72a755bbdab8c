import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMerchant, expect, test } from "./fixtures";

// Between the protection spec's servers (+70, +71) and the production stack (+100).
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100) + 80;
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100) + 80;

/**
 * A stack as `npm start` runs it, with two web workers and two API workers (decision 028), whose
 * access tokens last 5 s: under the web's 10 s margin, so every call a loader makes refreshes first.
 */
async function startStack() {
  const database = path.join(os.tmpdir(), `casino-web-workers-${process.pid}.db`);
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", "--reset-db"], {
    env: {
      ...process.env,
      PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
      DATABASE_URL: `file:${database}`,
      // Where the fixtures read the code that verifies a new merchant's address (fixtures.ts).
      MAIL_OUTBOX_DIR: `data/outbox-e2e-${API_PORT}`,
      WEB_WORKERS: "2",
      API_WORKERS: "2",
      ACCESS_TOKEN_TTL_SECONDS: "5",
      PASSWORD_HASH_COST: "4",
      DEMO_REPORTS: "off",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the stack stopped at start (${child.exitCode})`);
    const answers = (url: string) => fetch(url).then((response) => response.ok, () => false);
    if ((await answers(`http://127.0.0.1:${API_PORT}/api/health`)) && (await answers(`http://localhost:${WEB_PORT}/favicon.svg`))) break;
    if (Date.now() > deadline) throw new Error("the stack did not answer within 120 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    web: `http://localhost:${WEB_PORT}`,
    api: `http://127.0.0.1:${API_PORT}`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      for (const end of ["", "-wal", "-shm"]) fs.rmSync(database + end, { force: true });
    },
  };
}

test("the parallel loaders of each navigation, spread over two web workers, share one token refresh and stay logged in", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "only the browser's client-side navigations load a page's data in parallel requests");
  test.setTimeout(180_000);
  const stack = await startStack();
  try {
    const merchant = await createMerchant(stack.api);
    const form = await (await page.request.get(`${stack.web}/en?showLogin=1`)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(form)?.[1] ?? "";
    const login = await page.request.post(`${stack.web}/en/auth/login`, { form: { csrf, account: merchant.account, password: merchant.password, backTo: "/en" }, maxRedirects: 0 });
    expect(login.status()).toBe(302);

    await page.goto(`${stack.web}/en/my-order`);
    await page.waitForLoadState("networkidle");
    // After each navigation the page revalidates, as it does after every form it sends: the root's,
    // the workspace's and the page's loaders at once, on as many connections, which the cluster
    // hands to both workers; each loader's call finds the token about to expire. Refreshing twice
    // with one token would end the login (the API revokes a session whose token comes back).
    type Router = { navigate: (to: string) => Promise<void>; revalidate: () => Promise<void> };
    for (const to of ["/en/settlement", "/en/my-site", "/en/personal", "/en/notices", "/en/my-order", "/en/settlement", "/en/my-site", "/en/personal"]) {
      await page.evaluate((where) => (window as unknown as { __remixRouter: Router }).__remixRouter.navigate(where), to);
      await expect(page).toHaveURL(`${stack.web}${to}`);
      await page.evaluate(() => (window as unknown as { __remixRouter: Router }).__remixRouter.revalidate());
      await page.waitForLoadState("networkidle");
      expect(await page.content(), `still ${merchant.account}'s page at ${to}`).toContain(merchant.account);
    }
    // And a whole page load afterwards, with the cookie the navigations left.
    await page.goto(`${stack.web}/en/my-order`);
    expect(page.url()).not.toContain("showLogin");
    expect(await page.content()).toContain(merchant.account);
  } finally {
    await stack.stop();
  }
});
