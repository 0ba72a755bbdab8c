import { useLocation } from "@remix-run/react";
import type { Locale } from "@shared/contracts/locales";
import { localeFromPathname } from "~/utils/locale";

/** The page's locale, from its path (the same rule the server uses). */
export function useLocale(): Locale {
  return localeFromPathname(useLocation().pathname);
}
