import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from "@contracts/locales";
import i18nConfig from "~/i18n";
import { localeFromPathname } from "~/utils/locale";

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
 * A render asks for the same labels page after page, and i18next resolves every call anew (its
 * key parsing, namespace fallbacks and interpolation were a tenth of a page's server time). The
 * translation functions components get (`useTranslation`) and those made outside a render
 * (`fixedT`) remember what a key translates to, alone or with values that are plain strings,
 * numbers or booleans (a count, a site's name, a formatted amount: the notice banner on every page
 * of a merchant whose deposits run low made 4 % of the page's work). Safe because the server never
 * changes an instance's language or resources; the results with values are forgotten all at once
 * when there are too many to keep.
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

type Translate = ((...args: unknown[]) => string) & { lng?: string; ns?: unknown; keyPrefix?: string };

/** How many translations with values one translation function keeps. */
const KEPT_WITH_VALUES = 5_000;

/** `t`, remembering what each key, alone or with plain values, translates to. */
function remembering<T extends Translate>(t: T): T {
  const known = new Map<string, string>();
  return Object.assign(
    (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== "string" || rest.length > 1) return t(key, ...rest);
      const id = rest.length === 0 ? key : idWithValues(key, rest[0]);
      if (id === undefined) return t(key, ...rest);
      let text = known.get(id);
      if (text === undefined) {
        text = t(key, ...rest);
        if (typeof text !== "string") return text;
        if (known.size >= KEPT_WITH_VALUES) known.clear();
        known.set(id, text);
      }
      return text;
    },
    { lng: t.lng, ns: t.ns, keyPrefix: t.keyPrefix },
  ) as T;
}

/** The key and its values as one string, when every value is a plain string, number or boolean (else undefined: not remembered). */
function idWithValues(key: string, values: unknown): string | undefined {
  if (typeof values !== "object" || values === null || Object.getPrototypeOf(values) !== Object.prototype) return undefined;
  let id = key;
  for (const name in values) {
    const value = (values as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return undefined;
    // Its length before each value: no value, whatever it holds, can pass for two.
    const text = String(value);
    id += `\u0000${name}\u0001${type[0]}${text.length}:${text}`;
  }
  return id;
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
