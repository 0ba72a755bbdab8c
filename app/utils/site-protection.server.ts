import { isbot } from "isbot";
import { isLocale } from "@shared/contracts/locales";
import { PUBLIC_PAGES } from "./search-engines";

import type { env } from "./env.server";

/** The two settings of decision 019, as the web server resolved them. */
export type ProtectionSettings = Pick<typeof env, "SITE_PROTECTION" | "ALLOW_SEARCH_ENGINES">;

// isbot knows crawlers, HTTP libraries and HeadlessChrome; these are the other headless engines.
const HEADLESS = /headless|phantomjs|slimerjs|jsdom\//i;

// The search engines ALLOW_SEARCH_ENGINES lets through, by the name they give in their user agent.
const SEARCH_ENGINES = /\b(Googlebot|bingbot|DuckDuckBot|YandexBot|Baiduspider|Applebot)\b/i;

/** A crawler, a script or a headless browser, by what its user agent says (every browser sends one). */
export function isAutomatedAgent(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent) || HEADLESS.test(userAgent);
}

export function isNamedSearchEngine(userAgent: string | undefined): boolean {
  return Boolean(userAgent && SEARCH_ENGINES.test(userAgent));
}

/** The public marketing pages (home, the service pages, the alliance, affiliate programme, help centre) in any locale. */
export function isMarketingPage(pathname: string): boolean {
  const [locale, ...page] = pathname.split("/").filter(Boolean);
  if (locale === undefined) return true;
  return isLocale(locale) && (PUBLIC_PAGES as readonly string[]).includes(page.join("/"));
}

function searchEngineLetThrough(userAgent: string | undefined, pathname: string, settings: ProtectionSettings): boolean {
  return settings.ALLOW_SEARCH_ENGINES === "on" && isNamedSearchEngine(userAgent) && isMarketingPage(pathname);
}

/** Whether this request gets the protective page (403) instead of the product. */
export function getsProtectivePage(userAgent: string | undefined, pathname: string, settings: ProtectionSettings): boolean {
  return settings.SITE_PROTECTION === "on" && isAutomatedAgent(userAgent) && !searchEngineLetThrough(userAgent, pathname, settings);
}

/** Whether the page carries the client-side protection: on, unless a search engine was let through to it. */
export function carriesClientProtection(userAgent: string | undefined, pathname: string, settings: ProtectionSettings): boolean {
  return settings.SITE_PROTECTION === "on" && !searchEngineLetThrough(userAgent, pathname, settings);
}
