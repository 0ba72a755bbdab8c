import type { Product } from "@shared/contracts/cart";
import type { Locale } from "@shared/contracts/locales";
import { caches, type Catalogue } from "../../db/cache/caches";
import type { Db } from "../../db";
import type { ColorScheme, Country, Package, Template } from "../../generated/prisma/client";
import { toColorScheme, toCountry, toPackage } from "../opening-station/service";

export type ProductChoice = { countryId: number; packageId: number; templateId: number; colorSchemeId: number };

export type ReferenceRows = {
  country: Country;
  package: Package;
  template: Template;
  colorScheme: ColorScheme;
};

/**
 * The reference rows behind a batch of cart items, orders or sites, loaded in four queries
 * whatever the batch size: inside a transaction that must judge them as they are now (an order
 * being created).
 */
export async function loadReferences(db: Pick<Db, "country" | "package" | "template" | "colorScheme">, choices: ProductChoice[]) {
  const ids = <K extends keyof ProductChoice>(key: K) => [...new Set(choices.map((c) => c[key]))];
  const [countries, packages, templates, colorSchemes] = await Promise.all([
    db.country.findMany({ where: { id: { in: ids("countryId") } } }),
    db.package.findMany({ where: { id: { in: ids("packageId") } } }),
    db.template.findMany({ where: { id: { in: ids("templateId") } } }),
    db.colorScheme.findMany({ where: { id: { in: ids("colorSchemeId") } } }),
  ]);
  return referencesIn({ countries: byId(countries), packages: byId(packages), templates: byId(templates), colorSchemes: byId(colorSchemes) });
}

/** The same from the cached catalogue (decision 025): for reads that only show what was chosen. */
export async function cachedReferences(db: Db) {
  return referencesIn(await catalogue(db));
}

/** Every reference row, withdrawn ones included, from memory until the catalogue changes. */
export function catalogue(db: Db): Promise<Catalogue> {
  return caches(db).catalogue.get("all", async () => {
    const [countries, packages, templates, colorSchemes] = await Promise.all([db.country.findMany(), db.package.findMany(), db.template.findMany(), db.colorScheme.findMany()]);
    return { countries: byId(countries), packages: byId(packages), templates: byId(templates), colorSchemes: byId(colorSchemes) };
  });
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Each choice's reference rows, from a catalogue at hand. */
export function referencesIn(maps: Catalogue) {
  return (choice: ProductChoice): ReferenceRows => {
    const rows = {
      country: maps.countries.get(choice.countryId),
      package: maps.packages.get(choice.packageId),
      template: maps.templates.get(choice.templateId),
      colorScheme: maps.colorSchemes.get(choice.colorSchemeId),
    };
    // Reference rows are withdrawn (active = false), never deleted; a missing one is corrupt data.
    for (const [name, row] of Object.entries(rows)) {
      if (!row) throw new Error(`Missing ${name} for ${JSON.stringify(choice)}`);
    }
    return rows as ReferenceRows;
  };
}

/**
 * Translated views of catalogue rows, per language, for as long as the row object lives: the cached
 * catalogue's rows are the same objects until it changes, so a list of orders or sites translates
 * each country, package and colour scheme once, not once per line and request (decision 045).
 */
const translated = new WeakMap<object, Map<Locale, unknown>>();
function once<R extends object, V>(row: R, locale: Locale, make: (row: R, locale: Locale) => V): V {
  let byLocale = translated.get(row);
  if (!byLocale) translated.set(row, (byLocale = new Map()));
  if (!byLocale.has(locale)) byLocale.set(locale, make(row, locale));
  return byLocale.get(locale) as V;
}

export function toProduct(rows: ReferenceRows, locale: Locale): Product {
  const { template, colorScheme } = rows;
  return {
    country: once(rows.country, locale, toCountry),
    package: once(rows.package, locale, toPackage),
    template: {
      id: template.id,
      countryId: template.countryId,
      categoryId: template.categoryId,
      name: template.name,
      previewImage: template.previewImage,
    },
    colorScheme: once(colorScheme, locale, toColorScheme),
  };
}
