import { brandOf } from "@shared/storefront/brand";
import { palette } from "@shared/storefront/schemes";
import { createMerchant, createPaidSite, expect, test } from "./fixtures";

/**
 * The journey ends on a real site: once paid (the simulator), the site answers at its own address
 * with the merchant's name, the chosen scheme's colours and the template's layout, a lobby of games
 * each with its own art, a language switch; with JavaScript on and off, and nothing fetched from
 * outside the stack.
 */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);

function hex(colour: string): string {
  const [r, g, b] = colour.match(/\d+/g)!.map(Number);
  return `#${[r, g, b].map((v) => v!.toString(16).padStart(2, "0")).join("")}`;
}

test("a paid site opens at its address as a real casino site", async ({ page, request }) => {
  test.setTimeout(120_000);
  const merchant = await createMerchant();
  const { siteName } = await createPaidSite(merchant);
  const address = `http://${siteName}.casino.localhost:${WEB_PORT}`;
  // Built by the scheduler (render, check, publish): the address answers "opening soon" until then.
  // (Node does not resolve *.localhost as browsers do: asked at the web server with the site's Host.)
  await expect(async () => {
    const answer = await request.get(`http://localhost:${WEB_PORT}/`, { maxRedirects: 0, headers: { host: `${siteName}.casino.localhost:${WEB_PORT}` } });
    expect(answer.status()).toBe(302);
  }).toPass({ timeout: 60_000 });

  const outside = new Set<string>();
  page.on("request", (req) => {
    const host = new URL(req.url()).hostname;
    if (host !== "localhost" && !host.endsWith(".localhost") && host !== "127.0.0.1" && !req.url().startsWith("data:")) outside.add(req.url());
  });

  // Brazil's site: Portuguese first, English too; the browser asks for English.
  await page.goto(`${address}/`);
  await expect(page).toHaveURL(`${address}/en/`);
  await expect(page.locator("header .brand").first()).toContainText(brandOf(siteName));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(brandOf(siteName));
  // The template of the order (Brazil's first: Goal Rush) and its colour scheme (Midnight gold).
  await expect(page.locator("body")).toHaveClass(/\bd-goal-rush\b/);
  const colours = palette("midnight-gold");
  expect(hex(await page.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor))).toBe(colours.bg.toLowerCase());

  // The lobby: games page after page, each with its own art.
  await page.locator("header").getByRole("link", { name: "Games", exact: true }).first().click();
  await expect(page).toHaveURL(`${address}/en/lobby`);
  const arts = new Set<string>();
  for (let pageNo = 1; arts.size < 100 && pageNo <= 8; pageNo++) {
    if (pageNo > 1) await page.goto(`${address}/en/lobby?page=${pageNo}`);
    const sources = await page.locator("main img").evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
    for (const source of sources) if (source.includes("/_assets/games/")) arts.add(source);
    // Every picture of the page loads.
    for (const image of await page.locator("main img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
  }
  expect(arts.size).toBeGreaterThanOrEqual(100);

  // A game's page, and the switch to Portuguese.
  await page.goto(`${address}/en/lobby`);
  await page.locator("main a[href*='/en/games/']").first().click();
  await expect(page).toHaveURL(/\/en\/games\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.locator("header details.lang summary").first().click();
  await page.locator("header details.lang").first().getByRole("link", { name: "Português" }).click();
  await expect(page).toHaveURL(/\/pt\/games\/[a-z0-9-]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");

  expect([...outside]).toEqual([]);
});
