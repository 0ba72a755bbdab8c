import { expect, PRODUCTION_WEB_URL, test } from "./fixtures";

test("the English home page renders with its language set", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("online casino");
});

test("a locale page renders in its language", async ({ page }) => {
  await page.goto("/zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("娱乐场");
});

test("an unknown locale or path goes home, and /login opens the login dialog", async ({ page }) => {
  await page.goto("/xx/cart");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/\?showLogin=1$/);
});

test.describe("the live example sites", () => {
  const EXAMPLES = [
    { host: "lucky-fruits-demo", design: "Lucky Fruits", market: "Brazil", brand: "Lucky Fruits Demo" },
    { host: "golden-dragon-demo", design: "Golden Dragon", market: "Malaysia", brand: "Golden Dragon Demo" },
    { host: "stadium-pro-demo", design: "Stadium Pro", market: "Worldwide", brand: "Stadium Pro Demo" },
  ];

  test("a demo's home page links three live sites at their own addresses, each with its picture, design and market", async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await page.goto("/en");
    const section = page.locator("#examples-section");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText("See live example sites");
    const links = section.getByRole("link");
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toEqual(EXAMPLES.map(({ host }) => `http://${host}.casino.localhost:${port}/`));
    for (const [index, { design, market, host }] of EXAMPLES.entries()) {
      const card = section.getByRole("listitem").nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(design);
      await expect(card).toContainText(`Market: ${market}`);
      await expect(links.nth(index)).toContainText(`${host}.casino.localhost:${port}`);
      // The picture is the storefront's own page (public/images/storefronts), and it loads.
      const picture = card.getByRole("img", { name: `The home page of the example site made with the ${design} template` });
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(960);
    }
  });

  test.describe(() => {
    // A storefront answers 503 "opening soon" until its first build, which a test may meet right after the stack starts.
    test.use({ consoleAllowed: [/Failed to load resource: the server responded with a status of 503/] });

    test("each example's address opens that storefront", async ({ page }) => {
      await page.goto("/en");
      const hrefs = await page.locator("#examples-section").getByRole("link").evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
      for (const [index, href] of hrefs.entries()) {
        // The stack's scheduler builds the example sites within seconds of its start; until then they are "opening soon".
        await expect(async () => {
          const response = await page.goto(href);
          expect(response?.status()).toBe(200);
          await expect(page.locator("body")).toContainText(EXAMPLES[index].brand, { timeout: 1000 });
        }).toPass({ timeout: 30_000 });
        expect(new URL(page.url()).host).toBe(new URL(href).host);
      }
    });
  });

  test("a stack that takes real money shows no example sites", async ({ page }) => {
    await page.goto(`${PRODUCTION_WEB_URL}/en`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#examples-section")).toHaveCount(0);
  });
});
