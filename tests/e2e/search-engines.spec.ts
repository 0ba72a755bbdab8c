import { createHash } from "node:crypto";
import http from "node:http";
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

/** A GET with a Host header of the caller's choosing (a browser would not let a page write one). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string; cacheControl?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36" } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body, cacheControl: response.headers["cache-control"] }));
      })
      .on("error", reject);
  });
}

test("robots.txt, sitemap.xml and canonical links name WEB_URL, whatever Host header a request carries", async ({ baseURL }) => {
  // The stack's WEB_URL is its own web address (npm start's default, http://localhost:<PORT>).
  const forged = "evil.example";
  const robots = await getWithHost(`${baseURL}/robots.txt`, forged);
  expect(robots.status).toBe(200);
  expect(robots.cacheControl).toContain("public");
  expect(robots.body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots.body).not.toContain(forged);
  const sitemap = await getWithHost(`${baseURL}/sitemap.xml`, forged);
  expect(sitemap.status).toBe(200);
  expect(sitemap.body).toContain(`<loc>${baseURL}/zh/help-center</loc>`);
  expect(sitemap.body).not.toContain(forged);
  const page = await getWithHost(`${baseURL}/zh/help-center`, forged);
  expect(page.body).toContain(`<link rel="canonical" href="${baseURL}/zh/help-center"/>`);
  expect(page.body).not.toContain(forged);
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

const PUBLIC_PAGES = ["/", "/services/casino-aggregator-gameapi", "/services/online-casino-payment-gateway", "/services/online-casino-advertising", "/newboss-igaming-alliance", "/affiliate-program", "/help-center"];

test("every public page has its own title and description in its language, and link-preview tags", async ({ page, request, baseURL }) => {
  const seen = { title: new Set<string>(), description: new Set<string>() };
  for (const locale of ["en", "zh", "ar"]) {
    for (const path of PUBLIC_PAGES) {
      const url = `/${locale}${path === "/" ? "" : path}`;
      await page.goto(url);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      // Long enough to say something, short enough not to be cut (CJK characters are twice as wide).
      const [min, max] = locale === "zh" ? [50, 100] : [110, 175];
      expect(description.length, `${url}: ${description}`).toBeGreaterThanOrEqual(min);
      expect(description.length, `${url}: ${description}`).toBeLessThanOrEqual(max);
      if (locale === "zh") expect(`${title} ${description}`, url).toMatch(/[\u4e00-\u9fff].*[\u4e00-\u9fff]/);
      if (locale === "ar") expect(`${title} ${description}`, url).toMatch(/[\u0600-\u06ff].*[\u0600-\u06ff]/);
      seen.title.add(title);
      seen.description.add(description);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      const og = async (property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");
      expect(await og("og:url"), url).toBe(canonical);
      expect(await og("og:title"), url).toBe(title);
      expect(await og("og:description"), url).toBe(description);
      expect(await og("og:type"), url).toBe("website");
      expect(await og("og:locale"), url).toBe({ en: "en_US", zh: "zh_CN", ar: "ar_AR" }[locale]);
      expect(await page.locator('meta[property="og:locale:alternate"]').count(), url).toBe(14);
      expect(await og("og:image"), url).toBe(`${baseURL}/og/portal.png`);
      expect(await page.locator('meta[name="twitter:card"]').getAttribute("content"), url).toBe("summary_large_image");
    }
  }
  // 7 pages in 3 languages: no two alike.
  expect(seen.title.size).toBe(21);
  expect(seen.description.size).toBe(21);
  // The preview picture is a real 1200x630 PNG (crawlers do not take SVG).
  const image = await request.get("/og/portal.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const bytes = await image.body();
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test("pages are sent compressed", async ({ request }) => {
  for (const path of ["/", "/zh/help-center"]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-encoding"], path).toBe("gzip");
    expect(await response.text(), path).toContain("<html");
  }
});

test("pictures and scripts are fingerprinted and cached for a year; the stable addresses for an hour", async ({ page, request }) => {
  await page.goto("/");
  const logo = (await page.locator(".logo img").getAttribute("src")) ?? "";
  expect(logo).toMatch(/^\/favicon\.svg\?v=[0-9a-f]{12}$/);
  const html = await (await request.get("/")).text();
  const script = /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1] ?? "";
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(script).toMatch(/^\/build\/.+-[A-Z0-9]{8}\.js$/);
  expect(stylesheet).toMatch(/^\/build\/.+-[A-Z0-9]{8}\.css$/);
  for (const url of [logo, script, stylesheet]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
  }
  // The fingerprint is the content's: the hash in the address is the SHA-256 of what is served.
  const body = await (await request.get(logo)).body();
  const digest = createHash("sha256").update(body).digest("hex");
  expect(logo.endsWith(digest.slice(0, 12))).toBe(true);
  // Addresses that must not change stay short-lived, and so does a stale fingerprint.
  for (const url of ["/favicon.svg", "/empty.png", "/robots.txt", "/favicon.svg?v=000000000000"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).not.toContain("immutable");
  }
});

test("translations the browser loads on the way are fingerprinted and cached for a year", async ({ page, request }) => {
  await page.goto("/");
  const loaded = page.waitForResponse((response) => response.url().includes("/locales/en/marketing"));
  // A client-side visit to a page with namespaces the home page did not have.
  await page.locator("footer").getByRole("link", { name: "Help Centre" }).click();
  const response = await loaded;
  expect(new URL(response.url()).searchParams.get("v")).toMatch(/^[0-9a-f]{12}$/);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const stale = await request.get("/locales/en/marketing?v=000000000000");
  expect(stale.status()).toBe(200);
  expect(stale.headers()["cache-control"]).not.toContain("immutable");
});
