import { countries } from "countries-list";
import type { PhoneCode } from "@shared/contracts/common";
import type { Locale } from "@shared/contracts/locales";
import { countryName } from "../../i18n/country-names";

const byLocale = new Map<Locale, PhoneCode[]>();

/** Calling codes of every country, named and sorted in a language; computed once per language. */
export function phoneCodes(locale: Locale): PhoneCode[] {
  let list = byLocale.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale === "zh-TW" ? "zh-Hant" : locale);
    list = Object.entries(countries)
      .filter(([, country]) => country.phone.length > 0)
      .map(([code, country]) => {
        const codes = country.phone.map((phone) => `+${phone}`);
        return { code, name: countryName(code, locale) ?? country.name, phoneCode: codes[0], phoneCodes: codes };
      })
      .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
    byLocale.set(locale, list);
  }
  return list;
}
