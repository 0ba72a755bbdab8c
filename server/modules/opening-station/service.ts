import type {
  ColorScheme,
  Country,
  Introduction,
  Language,
  Package,
  Template,
  TemplateCategory,
} from "@shared/contracts/opening-station";
import { SettlementPeriod } from "@shared/contracts/opening-station";
import { LOCALE_NAMES, SUPPORTED_LOCALES, isLocale, type Locale } from "@shared/contracts/locales";
import type { Deps } from "../../deps";
import { GLOBAL_STATION_ID, MAIN_PAYMENT_NETWORK, PAYMENT_NETWORKS, SETTLEMENT_CURRENCY } from "@shared/domain/constants";
import { orderAmounts } from "@shared/domain/pricing";
import type { ColorScheme as ColorSchemeRow, Country as CountryRow, Package as PackageRow } from "../../generated/prisma/client";
import { AppError } from "../../http/app-error";
import { translator } from "../../i18n";
import { countryName } from "../../i18n/country-names";
import { COLOR_SCHEMES, MARKETS, designOfTemplate, flagImage } from "./catalogue";

/** What every site gets, whatever its market: data:introduction.facts.<key>.{title,text}. */
const SERVICE_FACTS = ["launch", "games", "payments", "support"] as const;

/**
 * The catalogue a merchant chooses from when opening a site: markets, packages, template
 * categories, templates and colour schemes. Withdrawn (inactive) rows are not offered, and an
 * unknown or withdrawn market, package or category answers 404.
 */
export function openingStationService({ db }: Pick<Deps, "db">) {
  async function requireCountry(countryId: number): Promise<CountryRow> {
    const country = await db.country.findFirst({ where: { id: countryId, active: true } });
    if (!country) throw new AppError("NOT_FOUND");
    return country;
  }

  return {
    requireCountry,

    /** Every active market, the global station first; with `id`, only that one. */
    async listCountries(locale: Locale, id?: number): Promise<Country[]> {
      const rows = await db.country.findMany({ where: { active: true, id }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
      if (id !== undefined && rows.length === 0) throw new AppError("NOT_FOUND");
      return rows.map((row) => toCountry(row, locale));
    },

    listLanguages(): Language[] {
      return SUPPORTED_LOCALES.map((code) => ({ code, name: LOCALE_NAMES[code] }));
    },

    /** The packages on offer; they are the same in every market, so a market id is only checked. */
    async listPackages(locale: Locale, countryId?: number): Promise<Package[]> {
      if (countryId !== undefined) await requireCountry(countryId);
      const rows = await db.package.findMany({ where: { active: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
      return rows.map((row) => toPackage(row, locale));
    },

    async getPackage(locale: Locale, id: number): Promise<Package> {
      const row = await db.package.findFirst({ where: { id, active: true } });
      if (!row) throw new AppError("NOT_FOUND");
      return toPackage(row, locale);
    },

    /** What a site in a market gets: currency, languages, payment methods and the games its players want. */
    async introduce(locale: Locale, countryId: number): Promise<Introduction> {
      const row = await requireCountry(countryId);
      const t = translator(locale);
      const market = MARKETS.find((m) => m.code === row.code);
      const fact = (group: string, key: string) => ({
        key,
        title: t(`data:introduction.${group}.${key}.title`),
        text: t(`data:introduction.${group}.${key}.text`),
      });
      const country = toCountry(row, locale);
      return {
        country,
        currencyCode: row.currencyCode,
        settlementCurrency: SETTLEMENT_CURRENCY,
        languages: country.languages.filter(isLocale).map((code) => ({ code, name: LOCALE_NAMES[code] })),
        paymentMethods: [
          ...PAYMENT_NETWORKS.map((network) => ({
            key: `usdt-${network.toLowerCase()}`,
            name: `${SETTLEMENT_CURRENCY} (${network})`,
            kind: "crypto" as const,
            primary: network === MAIN_PAYMENT_NETWORK,
          })),
          ...(market?.localPayments ?? []).map((name) => ({ key: slug(name), name, kind: "local" as const, primary: false })),
        ],
        games: (market?.games ?? []).map((key) => fact("games", key)),
        facts: SERVICE_FACTS.map((key) => fact("facts", key)),
      };
    },

    /** The template categories a market has active templates in, with how many. */
    async listCategories(countryId: number, locale: Locale): Promise<TemplateCategory[]> {
      await requireCountry(countryId);
      const t = translator(locale);
      const rows = await db.templateCategory.findMany({
        orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
        include: { _count: { select: { templates: { where: { countryId, active: true } } } } },
      });
      return rows
        .filter((row) => row._count.templates > 0)
        .map((row) => ({ id: row.id, key: row.key, name: t(`data:templateCategories.${row.key}`), templateCount: row._count.templates }));
    },

    /** A market's active templates, optionally of one category; the market's default is flagged. */
    async listTemplates(countryId: number, locale: Locale, categoryId?: number): Promise<Template[]> {
      const country = await requireCountry(countryId);
      if (categoryId !== undefined && !(await db.templateCategory.findUnique({ where: { id: categoryId } }))) {
        throw new AppError("NOT_FOUND");
      }
      const rows = await db.template.findMany({
        where: { countryId, categoryId, active: true },
        include: { category: true },
        orderBy: [{ sortOrder: "asc" }, { id: "asc" }],
      });
      const t = translator(locale);
      return rows.flatMap((row) => {
        const design = designOfTemplate(row.id);
        if (!design) return [];
        return [
          {
            id: row.id,
            countryId: row.countryId,
            categoryId: row.categoryId,
            categoryKey: row.category.key,
            key: design.key,
            name: row.name,
            description: t(`templates:designs.${design.key}`),
            layout: design.layout,
            previewImage: row.previewImage,
            isDefault: row.id === country.defaultTemplateId,
          },
        ];
      });
    },

    async listColorSchemes(locale: Locale): Promise<ColorScheme[]> {
      const rows = await db.colorScheme.findMany({ orderBy: { id: "asc" } });
      return rows.map((row) => toColorScheme(row, locale));
    },
  };
}

export type OpeningStationService = ReturnType<typeof openingStationService>;

/** A market row as the API shows it, named in `locale`. */
export function toCountry(row: CountryRow, locale: Locale): Country {
  const name = row.id === GLOBAL_STATION_ID ? translator(locale)("data:stations.global") : countryName(row.code, locale);
  return {
    id: row.id,
    code: row.code,
    countryNames: name ?? row.code,
    currencyCode: row.currencyCode,
    img: flagImage(row.code),
    templateId: row.defaultTemplateId,
    languages: row.languages.split(",").filter(Boolean),
  };
}

/** A package row with every figure, named in `locale`; totalDueNowMinor is what an order for it costs. */
export function toPackage(row: PackageRow, locale: Locale): Package {
  const t = translator(locale);
  const period = SettlementPeriod.parse(row.settlementPeriod);
  return {
    id: row.id,
    code: row.code,
    name: t(`data:packages.${row.code}.name`),
    description: t(`data:packages.${row.code}.description`),
    currency: SETTLEMENT_CURRENCY,
    setupFeeMinor: row.setupFeeMinor,
    maintenanceFeeMinor: row.maintenanceFeeMinor,
    maintenancePeriod: period,
    settlementPeriod: period,
    depositMinor: row.depositMinor,
    collectionFeeBps: row.collectionFeeBps,
    payoutFeeBps: row.payoutFeeBps,
    payoutFixedFeeMinor: row.payoutFixedFeeMinor,
    totalDueNowMinor: orderAmounts(row).amountMinor,
  };
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** A colour scheme as the API shows it, named in `locale`. */
export function toColorScheme(row: ColorSchemeRow, locale: Locale): ColorScheme {
  const key = COLOR_SCHEMES.find((scheme) => scheme.id === row.id)?.key ?? `scheme-${row.id}`;
  const name = translator(locale)(`templates:schemes.${key}`, { defaultValue: `#${row.id}` });
  return { id: row.id, key, name, color1: row.color1, color2: row.color2, color3: row.color3 };
}
