import { expect, test } from "./fixtures";

// Files for crawlers: the same with or without JavaScript in a browser, so checked once.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server-rendered files: one run is enough");

test("robots.txt keeps crawlers out of the merchant's, test and API pages and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n");
  expect(lines[0]).toBe("User-agent: *");
  for (const path of ["/api/", "/*/my-site", "/*/settlement", "/*/cart", "/*/auth/", "/*/sso-test"]) expect(lines).toContain(`Disallow: ${path}`);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  // Every line is a field robots.txt defines (RFC 9309), or empty.
  expect(lines.filter((line) => line && !/^(User-agent|Allow|Disallow|Sitemap): \S+$/.test(line))).toEqual([]);
});

test("sitemap.xml is well-formed and lists every public page in 15 languages, each one answering", async ({ page, request, baseURL }) => {
  const response = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  await page.goto("/");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const urls = [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")];
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      locs: urls.map((url) => url.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")[0]?.textContent ?? ""),
      alternates: urls.map((url) => url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.locs).toHaveLength(7 * 15);
  expect(new Set(parsed.locs).size).toBe(parsed.locs.length);
  expect(parsed.alternates.every((count) => count === 16)).toBe(true);
  expect(parsed.locs).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/zh/help-center`, `${baseURL}/ar/services/online-casino-payment-gateway`]));
  for (const loc of parsed.locs) {
    const answer = await request.get(loc, { maxRedirects: 0 });
    expect(answer.status(), loc).toBe(200);
  }
});

test("each public page names its canonical address and its 15 language versions", async ({ page, baseURL }) => {
  await page.goto("/zh/help-center");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/zh/help-center`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(16);
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute("href", `${baseURL}/ar/help-center`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/en/help-center`);
  // The English home has one address: /en points to /.
  await page.goto("/en");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
});

test("the home page describes the provider and the help centre its questions, as structured data", async ({ page, baseURL }) => {
  await page.goto("/");
  const organization = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(organization).toMatchObject({ "@type": "Organization", url: `${baseURL}/` });
  await page.goto("/zh/help-center");
  const faq = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(faq).toMatchObject({ "@type": "FAQPage", inLanguage: "zh" });
  const shown = await page.locator(".marketing .feature-grid h2, .marketing article h2").count();
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
  expect(shown).toBeGreaterThanOrEqual(faq.mainEntity.length);
  // In the page's language, not English.
  expect(JSON.stringify(faq.mainEntity)).toMatch(/[\u4e00-\u9fff]/);
});

test("test and demo pages are never indexed", async ({ page }) => {
  for (const path of ["/en/sso-test", "/en/image-test", "/en/header-only", "/en/footer-only", "/en/no-header-footer"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex, nofollow");
  }
  await page.goto("/en/help-center");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
