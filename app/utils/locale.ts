import { DEFAULT_LOCALE, isLocale, type Locale } from "@shared/contracts/locales";

/**
 * The page's locale comes from the path: `/` is English, `/{locale}/...` is that locale, and a
 * site's back office, on its own host, is `/backoffice/{locale}/...` (decision 049).
 */
export function localeFromPathname(pathname: string): Locale {
  const segments = pathname.split("/");
  const first = segments[1] === BACKOFFICE_PATH ? segments[2] : segments[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The first segment of every back-office page's path. */
export const BACKOFFICE_PATH = "backoffice";

/** The path of a page in a locale; English home has no prefix. */
export function localePath(locale: Locale, page = ""): string {
  const clean = page.replace(/^\/+/, "");
  if (!clean && locale === DEFAULT_LOCALE) return "/";
  return `/${locale}${clean ? `/${clean}` : ""}`;
}

/** The path of a back-office page in a language: `backofficePath("en", "sign-in")`. */
export function backofficePath(locale: Locale, page = ""): string {
  return `/${BACKOFFICE_PATH}/${locale}${page ? `/${page}` : ""}`;
}
