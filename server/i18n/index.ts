import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import i18next, { type TFunction } from "i18next";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from "@shared/contracts/locales";
import { remembering, type Translate } from "@shared/i18n/remembering";

/**
 * The API's own messages (errors, validation, notices) come from the same translation files the
 * web app uses, so each text is written once: app/locales/<lng>/<ns>.json.
 */
const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "app", "locales");
const API_NAMESPACES = ["errors", "validation", "data", "mail", "notices", "templates", "security", "storefront"] as const;

function readNamespace(locale: Locale, ns: string): Record<string, unknown> {
  const file = path.join(LOCALES_DIR, locale, `${ns}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

const instance = i18next.createInstance();
void instance.init({
  initImmediate: false,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...SUPPORTED_LOCALES],
  ns: [...API_NAMESPACES],
  defaultNS: "errors",
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, Object.fromEntries(API_NAMESPACES.map((ns) => [ns, readNamespace(locale, ns)]))]),
  ),
});

const translators = new Map<Locale, TFunction>();

/** The translation function of a locale, made once (every request asks for one), remembering its translations (every answer's message). */
export function translator(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = remembering(instance.getFixedT(locale) as unknown as Translate) as unknown as TFunction;
    translators.set(locale, t);
  }
  return t;
}
