import type { Db } from "../server/db";
import { PACKAGES } from "@shared/domain/constants";
import {
  COLOR_SCHEMES,
  MARKETS,
  TEMPLATE_CATEGORIES,
  marketDesigns,
  previewImage,
  templateId,
} from "../server/modules/opening-station/catalogue";

/**
 * Upserts the opening-station reference data: markets, template categories and templates,
 * colour schemes and the two packages. Safe on every start; figures changed in the catalogue or
 * in shared/domain/constants.ts reach an existing database on the next seed, while `active`
 * is left alone so a withdrawn package or template stays withdrawn.
 */
export async function seedReferenceData(db: Db) {
  const categoryId = new Map<string, number>(TEMPLATE_CATEGORIES.map((c) => [c.key, c.id]));

  await db.$transaction(async (tx) => {
    for (const [sortOrder, category] of TEMPLATE_CATEGORIES.entries()) {
      await tx.templateCategory.upsert({
        where: { id: category.id },
        create: { ...category, sortOrder },
        update: { key: category.key, sortOrder },
      });
    }

    for (const [sortOrder, market] of MARKETS.entries()) {
      const country = {
        code: market.code,
        currencyCode: market.currencyCode,
        languages: market.languages.join(","),
        defaultTemplateId: templateId(market.id, marketDesigns(market)[0].no),
        sortOrder,
      };
      await tx.country.upsert({ where: { id: market.id }, create: { id: market.id, ...country }, update: country });

      for (const [templateOrder, design] of marketDesigns(market).entries()) {
        const template = {
          countryId: market.id,
          categoryId: categoryId.get(design.category)!,
          name: design.name,
          previewImage: previewImage(design),
          sortOrder: templateOrder,
        };
        const id = templateId(market.id, design.no);
        await tx.template.upsert({ where: { id }, create: { id, ...template }, update: template });
      }
    }

    for (const { key: _key, ...scheme } of COLOR_SCHEMES) {
      await tx.colorScheme.upsert({ where: { id: scheme.id }, create: scheme, update: scheme });
    }

    for (const [sortOrder, pkg] of Object.values(PACKAGES).entries()) {
      // The royalty rate is a setting of the API (ROYALTY_BPS_*), not a column.
  const { royaltyBps: _royalty, ...terms } = pkg;
  const figures = { ...terms, sortOrder };
      await tx.package.upsert({ where: { id: pkg.id }, create: figures, update: figures });
    }
  });
}
