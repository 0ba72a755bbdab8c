import { SUPPORTED_LOCALES, DEFAULT_LOCALE } from "@shared/contracts/locales";
import { localePath } from "./locale";
import { MENU } from "./links";

/** The public pages, as paths under a locale ("" is the home page): what a search engine may index. */
export const PUBLIC_PAGES = ["", ...MENU.map((item) => item.page), "newboss-igaming-alliance", "help-center"] as const;

/**
 * Where crawlers must not go: the merchant's pages (they need a login), the login actions, the
 * test and demo pages, the API and the translation files.
 */
export const DISALLOWED_PATHS = [
  "/api/",
  "/locales/",
  "/login",
  ...["auth/", "cart", "choose-theme", "created", "introduction", "package", "my-order", "my-site", "notices", "personal", "settlement", "sso-test", "image-test", "header-only", "footer-only", "no-header-footer"].map((page) => `/*/${page}`),
];

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every public page in every locale, each with its alternates in the other locales (hreflang) and an x-default. */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.flatMap((page) => {
    const alternates = [
      ...SUPPORTED_LOCALES.map((locale) => `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localePath(locale, page))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + localePath(DEFAULT_LOCALE, page))}"/>`,
    ].join("\n");
    return SUPPORTED_LOCALES.map((locale) => `  <url>\n    <loc>${escapeXml(origin + localePath(locale, page))}</loc>\n${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
