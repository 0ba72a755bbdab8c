/**
 * The bytes a first visit to a page transfers (compressed, empty cache), by kind, and the font
 * files it downloads: the home page's weight budget of decision 022.
 *
 *   npx tsx scripts/page-weight.ts http://localhost:3000 / /zh /ar
 *
 * Measured in Chromium through the DevTools protocol (encodedDataLength of every response until
 * the network is idle and the fonts are ready), at 1280x800.
 */
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
if (!base || !paths.length) {
  console.error("Usage: npx tsx scripts/page-weight.ts <web URL> <path> [<path>…]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
});
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const kinds = new Map<string, string>();
  const urls = new Map<string, string>();
  const bytes: Record<string, number> = {};
  const fonts: string[] = [];
  cdp.on("Network.responseReceived", (event) => {
    kinds.set(event.requestId, event.type);
    urls.set(event.requestId, event.response.url);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const kind = kinds.get(event.requestId) ?? "Other";
    bytes[kind] = (bytes[kind] ?? 0) + event.encodedDataLength;
    if (kind === "Font") fonts.push(new URL(urls.get(event.requestId) ?? "").pathname.split("/").pop() ?? "");
  });
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
  const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
  const total = Object.values(bytes).reduce((sum, value) => sum + value, 0);
  console.log(`${path}: ${kb(total)} (${Object.entries(bytes).map(([kind, value]) => `${kind} ${kb(value)}`).join(", ")}); ${fonts.length} font files: ${fonts.join(" ")}`);
  await context.close();
}
await browser.close();
