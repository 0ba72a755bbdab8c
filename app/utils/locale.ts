import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/contracts/locales";

/** The page's locale comes from the path: `/` is English, `/{locale}/...` is that locale. */
export function localeFromPathname(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path of a page in a locale; English home has no prefix. */
export function localePath(locale: Locale, page = ""): string {
  const clean = page.replace(/^\/+/, "");
  if (!clean && locale === DEFAULT_LOCALE) return "/";
  return `/${locale}${clean ? `/${clean}` : ""}`;
}
