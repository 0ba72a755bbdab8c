import { createRequire } from "node:module";
import countries from "i18n-iso-countries";
import { SUPPORTED_LOCALES, type Locale } from "@shared/contracts/locales";
import { EVERYDAY_COUNTRY_NAMES } from "./everyday-country-names";

const require = createRequire(import.meta.url);

// i18n-iso-countries has every interface language but Traditional Chinese; Node's ICU names
// regions in zh-Hant from the same CLDR data browsers use.
const traditionalChinese = new Intl.DisplayNames(["zh-Hant"], { type: "region", fallback: "none" });

for (const locale of SUPPORTED_LOCALES) {
  if (locale !== "zh-TW") countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`));
}

/**
 * A country's everyday name in an interface language ("Taiwan", "Russia", not the ISO names), by its
 * ISO 3166-1 alpha-2 code; English when unnamed there.
 */
export function countryName(code: string, locale: Locale): string | undefined {
  const upper = code.toUpperCase();
  const everyday = (at: Locale) => EVERYDAY_COUNTRY_NAMES[at]?.[upper] ?? countries.getName(upper, at);
  const localized = locale === "zh-TW" ? traditionalChinese.of(upper) : everyday(locale);
  return localized ?? everyday("en");
}
