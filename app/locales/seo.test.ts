import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "@shared/contracts/locales";

/**
 * What search engines show of the public pages (namespace seo): in every language, each page has a
 * title and a description of its own, long enough to say something and short enough not to be cut
 * off (about 160 characters; CJK characters are twice as wide, so about half as many).
 */
type Seo = Record<string, { title: string; description: string }>;
const read = (locale: string) => JSON.parse(fs.readFileSync(path.resolve("app", "locales", locale, "seo.json"), "utf8")) as Seo & { imageAlt: string };
const WIDE = ["zh", "zh-TW", "ja", "ko"];
const english = read("en");
const PAGES = Object.keys(english).filter((key) => key !== "imageAlt");

describe.each(SUPPORTED_LOCALES)("%s", (locale) => {
  const seo = read(locale);
  it("gives every public page its own title and description", () => {
    expect(PAGES).toHaveLength(7);
    expect(new Set(PAGES.map((page) => seo[page].title)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((page) => seo[page].description)).size).toBe(PAGES.length);
  });

  it.each(PAGES)("%s: a description search engines show whole, a title that fits", (page) => {
    const [min, max] = WIDE.includes(locale) ? [50, 110] : [110, 175];
    expect(seo[page].description.length).toBeGreaterThanOrEqual(min);
    expect(seo[page].description.length).toBeLessThanOrEqual(max);
    // With " · CasinoLaunch" after it, about 60 characters (30 for CJK) are shown.
    expect(seo[page].title.length).toBeLessThanOrEqual(WIDE.includes(locale) ? 32 : 57);
    if (locale !== "en") expect(seo[page].description).not.toBe(english[page].description);
  });
});
