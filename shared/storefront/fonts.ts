import type { Locale } from "@shared/contracts/locales";

/**
 * The font stylesheet a storefront page links, by locale: the same names the portal's font server
 * answers at /fonts/<name>.css (app/utils/fonts.server.ts, SCRIPT_FONTS), which the web server also
 * serves on storefront hosts. Only the mapping is repeated here: shared code cannot import app/.
 */
const SCRIPT_STYLESHEETS: Partial<Record<Locale, string>> = {
  zh: "noto-sans-sc",
  "zh-TW": "noto-sans-tc",
  ja: "noto-sans-jp",
  ko: "noto-sans-kr",
  th: "noto-sans-thai",
  bn: "noto-sans-bengali",
  ar: "noto-sans-arabic",
};

export function fontStylesheetPath(locale: Locale): string {
  return `/fonts/${SCRIPT_STYLESHEETS[locale] ?? "latin"}.css`;
}

export const FONT_STACK =
  '"Noto Sans","Noto Sans SC","Noto Sans TC","Noto Sans JP","Noto Sans KR","Noto Sans Thai","Noto Sans Bengali","Noto Sans Arabic",system-ui,sans-serif';
