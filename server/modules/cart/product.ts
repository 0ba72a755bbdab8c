import type { Product } from "../../contracts/cart";
import type { Locale } from "../../contracts/locales";
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
 * whatever the batch size. Withdrawn rows are included: an old order still shows its package.
 */
export async function loadReferences(db: Pick<Db, "country" | "package" | "template" | "colorScheme">, choices: ProductChoice[]) {
  const ids = <K extends keyof ProductChoice>(key: K) => [...new Set(choices.map((c) => c[key]))];
  const [countries, packages, templates, colorSchemes] = await Promise.all([
    db.country.findMany({ where: { id: { in: ids("countryId") } } }),
    db.package.findMany({ where: { id: { in: ids("packageId") } } }),
    db.template.findMany({ where: { id: { in: ids("templateId") } } }),
    db.colorScheme.findMany({ where: { id: { in: ids("colorSchemeId") } } }),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const maps = { country: byId(countries), package: byId(packages), template: byId(templates), colorScheme: byId(colorSchemes) };

  return (choice: ProductChoice): ReferenceRows => {
    const rows = {
      country: maps.country.get(choice.countryId),
      package: maps.package.get(choice.packageId),
      template: maps.template.get(choice.templateId),
      colorScheme: maps.colorScheme.get(choice.colorSchemeId),
    };
    // Reference rows are withdrawn (active = false), never deleted; a missing one is corrupt data.
    for (const [name, row] of Object.entries(rows)) {
      if (!row) throw new Error(`Missing ${name} for ${JSON.stringify(choice)}`);
    }
    return rows as ReferenceRows;
  };
}

export function toProduct(rows: ReferenceRows, locale: Locale): Product {
  const { template, colorScheme } = rows;
  return {
    country: toCountry(rows.country, locale),
    package: toPackage(rows.package, locale),
    template: {
      id: template.id,
      countryId: template.countryId,
      categoryId: template.categoryId,
      name: template.name,
      previewImage: template.previewImage,
    },
    colorScheme: toColorScheme(colorScheme, locale),
  };
}
