import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from "@shared/contracts/locales";
import i18nConfig from "~/i18n";
import { localeFromPathname } from "~/utils/locale";
import { remembering, type Translate } from "@shared/i18n/remembering";

/** Translations live in app/locales/<lng>/<ns>.json; read once at start, then served from memory. */
const LOCALES_DIR = path.resolve("app", "locales");

type Resources = Record<string, Record<string, Record<string, unknown>>>;

function readResources(): Resources {
  const resources: Resources = {};
  for (const locale of SUPPORTED_LOCALES) {
    resources[locale] = {};
    const dir = path.join(LOCALES_DIR, locale);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith(".json")) {
        resources[locale][file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
      }
    }
  }
  return resources;
}

const resources = readResources();

/** A fingerprint of every translation: the browser asks for `/locales/<lng>/<ns>?v=` it, cached for a year. */
export const LOCALES_VERSION = createHash("sha256").update(JSON.stringify(resources)).digest("hex").slice(0, 12);

export function namespaceResource(locale: string, ns: string): Record<string, unknown> | undefined {
  return resources[locale]?.[ns];
}

/** The locale is the path's: `/` is English, `/{locale}/...` is that locale. */
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    findLocale: async (request) => localeFromPathname(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources },
});

/**
 * The i18next instance a render uses, with the namespaces its routes declare: made once per locale
 * and set of namespaces (making one was a tenth of a page's server time), then shared; the server
 * never changes an instance's language or resources.
 */
export function createI18n(locale: Locale, ns: string[]): Promise<I18n> {
  return once(instances, `${locale}|${[...ns].sort().join(",")}`, async () => {
    const instance = createInstance();
    await instance.use(initReactI18next).init({ ...i18nConfig, lng: locale, ns, resources });
    rememberPlainTranslations(instance);
    return instance;
  });
}

/**
 * A render asks for the same labels page after page (i18next's resolving was a tenth of a page's
 * server time, and the notice banner's texts with values 4 % of a merchant's page with low
 * deposits): the translation functions components get (`useTranslation`) and those made outside a
 * render (`fixedT`) remember their translations (`remembering`).
 */
function rememberPlainTranslations(instance: I18n): void {
  const getFixedT = instance.getFixedT.bind(instance);
  const made = new Map<string, Translate>();
  instance.getFixedT = ((lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    // Another language than the instance's own is asked for as usual.
    if (lng) return getFixedT(lng as string, ns as string, keyPrefix);
    const id = `${[ns ?? ""].flat().join(",")}|${keyPrefix ?? ""}`;
    let t = made.get(id);
    if (!t) {
      t = remembering(getFixedT(null, ns as string, keyPrefix) as unknown as Translate);
      made.set(id, t);
    }
    return t;
  }) as unknown as I18n["getFixedT"];
}

/** A translation function for a locale and namespaces outside a render (titles, messages), made once. */
export function fixedT(locale: string, ns: string | readonly [string, ...string[]]): ReturnType<RemixI18Next["getFixedT"]> {
  return once(translators, `${locale}|${[ns].flat().join(",")}`, () =>
    remixI18n.getFixedT(locale, ns).then((t) => remembering(t as unknown as Translate) as unknown as typeof t),
  );
}

const instances = new Map<string, Promise<I18n>>();
const translators = new Map<string, ReturnType<RemixI18Next["getFixedT"]>>();

function once<T>(made: Map<string, T>, key: string, make: () => T): T {
  let value = made.get(key);
  if (value === undefined) {
    value = make();
    made.set(key, value);
  }
  return value;
}
