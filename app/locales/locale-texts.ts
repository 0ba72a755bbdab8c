import fs from "node:fs";
import path from "node:path";

/** The locale files' directory (the tests' working directory is the repository). */
export const LOCALES_DIR = path.resolve("app", "locales");

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function strings(value: Json, at: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === "string") into.set(at, value);
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${at}[${index}]`, into));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) strings(item, at.endsWith(":") ? `${at}${key}` : `${at}.${key}`, into);
  return into;
}

/** Every string of a locale by its key, `namespace:path.to[0].key`, for the tests that read what the locale files say. */
export function localeTexts(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, "en")).filter((name) => name.endsWith(".json"))) {
    const at = path.join(LOCALES_DIR, locale, file);
    if (fs.existsSync(at)) strings(JSON.parse(fs.readFileSync(at, "utf8")) as Json, `${file.replace(/\.json$/, "")}:`, all);
  }
  return all;
}
