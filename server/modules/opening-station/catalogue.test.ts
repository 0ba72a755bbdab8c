import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GLOBAL_STATION_ID } from "@shared/domain/constants";
import { thumbnailPath } from "@shared/storefront/thumbnails";
import { COLOR_SCHEMES, MARKETS, TEMPLATE_CATEGORIES, TEMPLATE_DESIGNS, flagImage, marketDesigns, previewImage, templateId } from "./catalogue";

const readData = (locale: string) => JSON.parse(fs.readFileSync(path.resolve("app/locales", locale, "data.json"), "utf8"));

function keys(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === "object" ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe("the opening-station catalogue", () => {
  it("has the global station first and 24+ countries with unique ids and codes", () => {
    expect(MARKETS[0].id).toBe(GLOBAL_STATION_ID);
    expect(MARKETS.length).toBeGreaterThanOrEqual(25);
    expect(new Set(MARKETS.map((m) => m.id)).size).toBe(MARKETS.length);
    expect(new Set(MARKETS.map((m) => m.code)).size).toBe(MARKETS.length);
  });

  it.each(MARKETS.map((m) => [m.code, m] as const))("%s offers 3+ distinct designs and has its flag in public/", (_code, market) => {
    expect(market.designs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(market.designs).size).toBe(market.designs.length);
    expect(fs.existsSync(path.resolve("public", flagImage(market.code).slice(1)))).toBe(true);
  });

  it("gives every template of every market its own id", () => {
    const ids = MARKETS.flatMap((m) => marketDesigns(m).map((design) => templateId(m.id, design.no)));
    expect(ids.length).toBe(MARKETS.length * TEMPLATE_DESIGNS.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBeGreaterThan(0);
  });

  it("has 24+ designs with unique numbers below 100, six or more in each category", () => {
    expect(TEMPLATE_DESIGNS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(TEMPLATE_DESIGNS.map((d) => d.no)).size).toBe(TEMPLATE_DESIGNS.length);
    expect(Math.max(...TEMPLATE_DESIGNS.map((d) => d.no))).toBeLessThan(100);
    for (const category of TEMPLATE_CATEGORIES) expect(TEMPLATE_DESIGNS.filter((d) => d.category === category.key).length).toBeGreaterThanOrEqual(6);
  });

  it.each(TEMPLATE_DESIGNS.map((d) => [d.key, d] as const))("%s has a thumbnail in every colour scheme in public/, a WebP under 40 KB", (_key, design) => {
    expect(previewImage(design)).toBe(thumbnailPath(design.key, COLOR_SCHEMES[0].key));
    for (const scheme of COLOR_SCHEMES) {
      const file = path.resolve("public", thumbnailPath(design.key, scheme.key).slice(1));
      expect(fs.existsSync(file), `run npx tsx scripts/template-thumbnails.ts ${design.key}`).toBe(true);
      expect(fs.statSync(file).size).toBeLessThan(40 * 1024);
      const head = fs.readFileSync(file).subarray(0, 12).toString("latin1");
      expect(head.startsWith("RIFF") && head.endsWith("WEBP")).toBe(true);
    }
  });

  it("has English and Chinese for the same data keys, covering every category and game highlight", () => {
    const en = readData("en");
    expect(keys(readData("zh")).sort()).toEqual(keys(en).sort());
    for (const category of TEMPLATE_CATEGORIES) expect(en.templateCategories[category.key]).toEqual(expect.any(String));
    for (const game of new Set(MARKETS.flatMap((m) => m.games))) expect(en.introduction.games[game]).toEqual({ title: expect.any(String), text: expect.any(String) });
  });
});
