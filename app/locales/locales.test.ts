import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "@shared/contracts/locales";

/**
 * Every language has every text: the same keys and array lengths as English, and the same
 * {{placeholders}} in each text, so no page falls back to English or shows a raw placeholder.
 */
const DIR = path.resolve("app", "locales");
const namespaces = fs.readdirSync(path.join(DIR, "en")).filter((file) => file.endsWith(".json"));

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function shape(value: Json, at = ""): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof value === "string") {
    result.set(at, [...new Set([...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))].sort().join(","));
  } else if (Array.isArray(value)) {
    result.set(`${at}[]`, String(value.length));
    value.forEach((item, index) => shape(item, `${at}[${index}]`).forEach((v, k) => result.set(k, v)));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) shape(item, at ? `${at}.${key}` : key).forEach((v, k) => result.set(k, v));
  } else {
    result.set(at, typeof value);
  }
  return result;
}

function read(locale: string, ns: string): Json | undefined {
  const file = path.join(DIR, locale, ns);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Json) : undefined;
}

describe.each(SUPPORTED_LOCALES.filter((locale) => locale !== "en"))("%s", (locale) => {
  it.each(namespaces)("%s has every English key and placeholder", (ns) => {
    const translated = read(locale, ns);
    expect(translated, `app/locales/${locale}/${ns} is missing`).toBeDefined();
    const expected = shape(read("en", ns)!);
    const actual = shape(translated!);
    const missing = [...expected.keys()].filter((key) => !actual.has(key));
    const extra = [...actual.keys()].filter((key) => !expected.has(key));
    const placeholders = [...expected].filter(([key, value]) => actual.has(key) && actual.get(key) !== value).map(([key]) => key);
    expect({ missing, extra, placeholders }).toEqual({ missing: [], extra: [], placeholders: [] });
  });

  it.each(namespaces)("%s is translated, not copied from English", (ns) => {
    const translated = read(locale, ns);
    if (!translated || ns === "data.json") return;
    const english = shape(read("en", ns)!);
    const texts = (value: Json): string[] =>
      typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];
    const en = texts(read("en", ns)!);
    const same = texts(translated).filter((text, i) => text === en[i] && /[a-z]{4,}\s+[a-z]{4,}/.test(text));
    expect(same.length, `${same.length} of ${english.size} texts are still English: ${same.slice(0, 3).join(" | ")}`).toBeLessThanOrEqual(Math.max(2, Math.floor(en.length * 0.05)));
  });
});
