import type { Locale } from "@shared/contracts/locales";
import type { Translate } from "@shared/storefront/types";
import { translator } from "../../i18n";

const translates = new Map<Locale, Translate>();

/** The storefront's texts for players in a language (app/locales/<lng>/storefront.json). */
export function storefrontTexts(locale: Locale): Translate {
  let translate = translates.get(locale);
  if (!translate) {
    const t = translator(locale);
    // The renderer names its keys with their namespace ("storefront:nav.home").
    translate = (key, values) => t(key, values);
    translates.set(locale, translate);
  }
  return translate;
}
