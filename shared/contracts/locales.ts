// The interface languages of the product (specification, point 1). English is the default.
export const SUPPORTED_LOCALES = [
  "en", "zh", "zh-TW", "vi", "id", "ms", "th", "es", "pt", "bn", "ru", "ja", "ko", "ar", "tr",
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export const RTL_LOCALES: readonly Locale[] = ["ar"];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header (q-values honoured). */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  // Traditional Chinese is asked for as zh-TW, zh-HK, zh-MO or zh-Hant.
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return "zh-TW";
  const base = lower.split("-")[0];
  return SUPPORTED_LOCALES.find((l) => l === base);
}

/** Each interface language in its own words, for language pickers. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  zh: "简体中文",
  "zh-TW": "繁體中文",
  vi: "Tiếng Việt",
  id: "Bahasa Indonesia",
  ms: "Bahasa Melayu",
  th: "ไทย",
  es: "Español",
  pt: "Português",
  bn: "বাংলা",
  ru: "Русский",
  ja: "日本語",
  ko: "한국어",
  ar: "العربية",
  tr: "Türkçe",
};
