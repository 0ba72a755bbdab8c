import http from "node:http";
import { expect } from "@playwright/test";
import { standInPort, withWebServer } from "./extra-web-server";
import { createMerchant, test } from "./fixtures";

test("a broken image falls back to /empty.png and says it failed to load", async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, "without JavaScript the browser shows the image's text alternative");
  await page.goto("/en/image-test");
  const broken = page.getByTestId("broken-image");
  await expect(broken).toHaveAttribute("src", "/empty.png");
  await expect(broken).toHaveAttribute("alt", /\(Image failed to load\)$/);
  // The fallback loads after its address is set.
  await expect.poll(() => broken.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // A working image is left alone.
  await expect(page.locator('img[src^="/flags/global.svg"]')).toHaveAttribute("alt", "An image that loads");
});

// A web server of the stack whose API answers every call with a server error: a signed-in page
// whose data cannot load says so and offers the same address again.
const failingApi = withWebServer(3, (worker) => ({ API_URL: `http://127.0.0.1:${standInPort(worker)}` })).extend<object, { brokenApi: void }>({
  brokenApi: [
    async ({}, use, worker) => {
      const server = http.createServer((_request, response) => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ code: 500, msg: "The order book is being rebuilt", data: null }));
      });
      await new Promise<void>((resolve) => server.listen(standInPort(worker), "127.0.0.1", resolve));
      await use();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker", auto: true },
  ],
});

failingApi.use({ consoleAllowed: [/status of 500/] });

failingApi("a page whose data cannot load says 'Load failed' with a retry to the same address", async ({ page }) => {
  const merchant = await createMerchant();
  // Signed in on the base stack (same cookie secret); its cookie is the browser's on every port of localhost.
  const base = `http://localhost:${process.env.E2E_WEB_PORT ?? 3100}`;
  const context = page.context();
  const login = await context.request.get(`${base}/en?showLogin=1`);
  expect(login.ok()).toBe(true);
  const token = /name="csrf" value="([^"]+)"/.exec(await login.text())?.[1];
  const signedIn = await context.request.post(`${base}/en/auth/login`, { form: { csrf: token!, account: merchant.account, password: merchant.password, backTo: "/en" }, maxRedirects: 0 });
  expect(signedIn.status()).toBe(302);

  for (const path of ["/en/personal", "/en/my-order"]) {
    await page.goto(path);
    await expect(page.getByText("Load failed", { exact: true })).toBeVisible();
    const retry = page.getByRole("link", { name: "Retry" });
    await expect(retry).toHaveAttribute("href", path);
  }
  // The list's own reason is kept under the generic message.
  await expect(page.getByRole("alert")).toContainText("The order book is being rebuilt");
});
