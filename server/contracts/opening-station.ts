import { z } from "zod";
import { GLOBAL_STATION_ID } from "../domain/constants";
import { id } from "./fields";

/** A market: a country's positive id, or -1 for the global station. */
export const countryId = z.coerce
  .number({ error: "validation:countryRequired" })
  .int("validation:countryRequired")
  .refine((value) => value === GLOBAL_STATION_ID || (value > 0 && value <= 2_147_483_647), "validation:countryRequired");

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
    id: z.number().int(),
    /** ISO 3166-1 alpha-2, or GLOBAL for the global station. */
    code: z.string(),
    /** The market's name in the request's language. */
    countryNames: z.string(),
    currencyCode: z.string(),
    img: z.string().meta({ description: "Flag image path; /empty.png is the fallback" }),
    templateId: z.number().int().nullable().meta({ description: "The market's default template" }),
    languages: z.array(z.string()).meta({ description: "Interface languages a site in this market offers" }),
  })
  .meta({ id: "Country" });

export const Language = z.object({ code: z.string(), name: z.string() }).meta({ id: "Language" });

export const SettlementPeriod = z.enum(["day", "month"]);

export const Package = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    currency: z.string(),
    setupFeeMinor: z.number().int(),
    maintenanceFeeMinor: z.number().int().meta({ description: "Charged once per maintenancePeriod" }),
    maintenancePeriod: SettlementPeriod,
    settlementPeriod: SettlementPeriod,
    depositMinor: z.number().int().meta({ description: "Prepaid deposit, paid with the set-up fee" }),
    collectionFeeBps: z.number().int().meta({ description: "Payment-gateway collection fee in basis points (350 = 3.5 %)" }),
    payoutFeeBps: z.number().int(),
    payoutFixedFeeMinor: z.number().int().meta({ description: "Fixed payout fee per transaction" }),
    totalDueNowMinor: z.number().int().meta({ description: "What an order for this package costs: set-up fee plus deposit" }),
  })
  .meta({ id: "Package" });

export const Fact = z.object({ key: z.string(), title: z.string(), text: z.string() }).meta({ id: "IntroductionFact" });

export const PaymentMethod = z
  .object({
    key: z.string(),
    name: z.string(),
    kind: z.enum(["crypto", "local"]),
    /** USDT over TRC20 is the main method. */
    primary: z.boolean(),
  })
  .meta({ id: "PaymentMethod" });

export const Introduction = z
  .object({
    country: Country,
    currencyCode: z.string().meta({ description: "The currency players see on a site in this market" }),
    settlementCurrency: z.string().meta({ description: "The currency the merchant pays and settles in" }),
    languages: z.array(Language),
    paymentMethods: z.array(PaymentMethod),
    games: z.array(Fact).meta({ description: "Game content players in this market look for" }),
    facts: z.array(Fact).meta({ description: "What every site gets" }),
  })
  .meta({ id: "Introduction" });

export const TemplateCategory = z
  .object({ id: z.number().int(), key: z.string(), name: z.string(), templateCount: z.number().int() })
  .meta({ id: "TemplateCategory" });

/**
 * How a template's pages are laid out: the web app draws its previews from this, so each design
 * is data rather than a drawing.
 */
export const TemplateLayout = z
  .object({
    header: z.enum(["bar", "centered", "stacked", "minimal"]).meta({ description: "Logo and menu: one bar, logo centred over the menu, a utility strip over the bar, or a compact bar with the menu in the sidebar" }),
    hero: z.enum(["banner", "split", "carousel", "jackpot", "match", "table"]),
    motif: z.enum(["cards", "dice", "coins", "crown", "gem", "ball", "basketball", "cricket", "trophy", "controller", "roulette", "chips", "fruit", "pyramid", "reels"]),
    band: z.enum(["none", "promo", "winners", "providers", "live"]).meta({ description: "The strip between the hero and the games" }),
    grid: z.enum(["square", "portrait", "wide", "odds"]).meta({ description: "Game tiles' shape, or a list of matches with odds" }),
    columns: z.number().int().min(3).max(6),
    sidebar: z.enum(["none", "left", "right"]),
    corners: z.enum(["sharp", "soft", "round"]),
  })
  .meta({ id: "TemplateLayout" });

export const Template = z
  .object({
    id: z.number().int(),
    countryId: z.number().int(),
    categoryId: z.number().int(),
    categoryKey: z.string(),
    key: z.string().meta({ description: "The design's key: the same design in every market" }),
    name: z.string().meta({ description: "The design's brand name, the same in every language" }),
    description: z.string().meta({ description: "What the design is like, in the request's language" }),
    layout: TemplateLayout,
    previewImage: z.string(),
    isDefault: z.boolean(),
  })
  .meta({ id: "Template" });

export const ColorScheme = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string().meta({ description: "The scheme's name in the request's language" }),
    color1: z.string().meta({ description: "Dark base" }),
    color2: z.string().meta({ description: "Dark surface" }),
    color3: z.string().meta({ description: "Accent" }),
  })
  .meta({ id: "ColorScheme" });

export const TemplateList = z
  .object({ templates: z.array(Template), colorSchemes: z.array(ColorScheme) })
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
