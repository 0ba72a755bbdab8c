import { z } from "zod";
import { count, int, INT32_MAX, LENGTH, list, rowId, str } from "./bounds";
import { GLOBAL_STATION_ID } from "../domain/constants";
import { id } from "./fields";

/** The interface languages (15) with room to grow. */
const LANGUAGES_MAX = 50;

/**
 * The most items of a catalogue list (markets, templates, schemes, packages, facts): the provider's
 * catalogue is seeded and edited by hand, a few dozen of each.
 */
export const CATALOGUE_MAX = 500;

/** A fee in basis points: 0 to 100 %. */
const basisPoints = int(0, 10_000);

/** A CSS colour as the catalogue writes it: #rrggbb. */
const color = str(7);

/** A market: a country's positive id, or -1 for the global station. */
export const countryId = z.coerce
  .number({ error: "validation:countryRequired" })
  .int("validation:countryRequired")
  .min(GLOBAL_STATION_ID, "validation:countryRequired")
  .max(INT32_MAX, "validation:countryRequired")
  .refine((value) => value !== 0, "validation:countryRequired")
  .meta({ format: "int32" });

/** A market's id in an answer: a country's, or -1 for the global station. */
export const marketId = int(GLOBAL_STATION_ID);

/** A language's code (BCP 47, as the locales name them: pt-BR). */
const languageCode = str(LENGTH.key);

/** An optional query parameter: `?id=` with nothing after it counts as absent. */
function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

export const CountriesListQuery = z.object({ id: optionalParam(countryId) });
export const MarketQuery = z.object({ countriesId: countryId });
export const PackageListQuery = z.object({ countriesId: optionalParam(countryId) });
export const PackageInfoQuery = z.object({ id });
export const TemplateListQuery = z.object({ countriesId: countryId, categoryId: optionalParam(id) });

export const Country = z
  .object({
    id: marketId,
    /** ISO 3166-1 alpha-2, or GLOBAL for the global station. */
    code: str(LENGTH.key),
    /** The market's name in the request's language. */
    countryNames: str(LENGTH.name),
    currencyCode: str(LENGTH.key),
    img: str(LENGTH.url).meta({ description: "Flag image path; /empty.png is the fallback" }),
    templateId: rowId.nullable().meta({ description: "The market's default template" }),
    languages: list(languageCode, LANGUAGES_MAX).meta({ description: "Interface languages a site in this market offers" }),
  })
  .meta({ id: "Country" });

export const Language = z.object({ code: languageCode, name: str(LENGTH.name) }).meta({ id: "Language" });

export const SettlementPeriod = z.enum(["day", "month"]);

export const Package = z
  .object({
    id: rowId,
    code: str(LENGTH.key),
    name: str(LENGTH.name),
    description: str(LENGTH.description),
    currency: str(LENGTH.key),
    setupFeeMinor: count,
    maintenanceFeeMinor: count.meta({ description: "Charged once per maintenancePeriod" }),
    maintenancePeriod: SettlementPeriod,
    settlementPeriod: SettlementPeriod,
    depositMinor: count.meta({ description: "Prepaid deposit, paid with the set-up fee" }),
    collectionFeeBps: basisPoints.meta({ description: "Payment-gateway collection fee in basis points (350 = 3.5 %)" }),
    payoutFeeBps: basisPoints,
    payoutFixedFeeMinor: count.meta({ description: "Fixed payout fee per transaction" }),
    totalDueNowMinor: count.meta({ description: "What an order for this package costs: set-up fee plus deposit" }),
  })
  .meta({ id: "Package" });

export const Fact = z.object({ key: str(LENGTH.key), title: str(LENGTH.name), text: str(LENGTH.description) }).meta({ id: "IntroductionFact" });

export const PaymentMethod = z
  .object({
    key: str(LENGTH.key),
    name: str(LENGTH.name),
    kind: z.enum(["crypto", "local"]),
    /** USDT over TRC20 is the main method. */
    primary: z.boolean(),
  })
  .meta({ id: "PaymentMethod" });

export const Introduction = z
  .object({
    country: Country,
    currencyCode: str(LENGTH.key).meta({ description: "The currency players see on a site in this market" }),
    settlementCurrency: str(LENGTH.key).meta({ description: "The currency the merchant pays and settles in" }),
    languages: list(Language, LANGUAGES_MAX),
    paymentMethods: list(PaymentMethod, CATALOGUE_MAX),
    games: list(Fact, CATALOGUE_MAX).meta({ description: "Game content players in this market look for" }),
    facts: list(Fact, CATALOGUE_MAX).meta({ description: "What every site gets" }),
  })
  .meta({ id: "Introduction" });

export const TemplateCategory = z
  .object({ id: rowId, key: str(LENGTH.key), name: str(LENGTH.name), templateCount: count })
  .meta({ id: "TemplateCategory" });

/**
 * How a template's pages are laid out, for a client that describes the designs (the storefront's
 * renderer lays them out so: shared/storefront/designs.ts).
 */
export const TemplateLayout = z
  .object({
    header: z.enum(["bar", "centered", "stacked", "minimal"]).meta({ description: "Logo and menu: one bar, logo centred over the menu, a utility strip over the bar, or a compact bar with the menu in the sidebar" }),
    hero: z.enum(["banner", "split", "carousel", "jackpot", "match", "table"]),
    motif: z.enum(["cards", "dice", "coins", "crown", "gem", "ball", "basketball", "cricket", "trophy", "controller", "roulette", "chips", "fruit", "pyramid", "reels"]),
    band: z.enum(["none", "promo", "winners", "providers", "live"]).meta({ description: "The strip between the hero and the games" }),
    grid: z.enum(["square", "portrait", "wide", "odds"]).meta({ description: "Game tiles' shape, or a list of matches with odds" }),
    columns: int(3, 6),
    sidebar: z.enum(["none", "left", "right"]),
    corners: z.enum(["sharp", "soft", "round"]),
  })
  .meta({ id: "TemplateLayout" });

export const Template = z
  .object({
    id: rowId,
    countryId: marketId,
    categoryId: rowId,
    categoryKey: str(LENGTH.key),
    key: str(LENGTH.key).meta({ description: "The design's key: the same design in every market" }),
    name: str(LENGTH.name).meta({ description: "The design's brand name, the same in every language" }),
    description: str(LENGTH.description).meta({ description: "What the design is like, in the request's language" }),
    layout: TemplateLayout,
    previewImage: str(LENGTH.url),
    isDefault: z.boolean(),
  })
  .meta({ id: "Template" });

export const ColorScheme = z
  .object({
    id: rowId,
    key: str(LENGTH.key),
    name: str(LENGTH.name).meta({ description: "The scheme's name in the request's language" }),
    color1: color.meta({ description: "Dark base" }),
    color2: color.meta({ description: "Dark surface" }),
    color3: color.meta({ description: "Accent" }),
  })
  .meta({ id: "ColorScheme" });

export const TemplateList = z
  .object({ templates: list(Template, CATALOGUE_MAX), colorSchemes: list(ColorScheme, CATALOGUE_MAX) })
  .meta({ id: "TemplateList" });

export type Country = z.infer<typeof Country>;
export type Language = z.infer<typeof Language>;
export type Package = z.infer<typeof Package>;
export type Introduction = z.infer<typeof Introduction>;
export type TemplateCategory = z.infer<typeof TemplateCategory>;
export type TemplateLayout = z.infer<typeof TemplateLayout>;
export type Template = z.infer<typeof Template>;
export type ColorScheme = z.infer<typeof ColorScheme>;
export type TemplateList = z.infer<typeof TemplateList>;
