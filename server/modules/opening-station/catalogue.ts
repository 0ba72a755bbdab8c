import { SUPPORTED_LOCALES, type Locale } from "@shared/contracts/locales";
import type { TemplateLayout } from "@shared/contracts/opening-station";
import { GLOBAL_STATION_ID, SETTLEMENT_CURRENCY } from "@shared/domain/constants";
import { thumbnailPath } from "@shared/storefront/thumbnails";

/**
 * The opening-station reference data: the markets a site can be opened in, the template designs
 * and the colour schemes. prisma/reference-data.ts seeds the database from it, the scripts draw
 * flags from it, and the service reads the marketing facts that have no table.
 */

export const TEMPLATE_CATEGORIES = [
  { id: 1, key: "classic" },
  { id: 2, key: "sports" },
  { id: 3, key: "live-casino" },
  { id: 4, key: "slots" },
] as const;

export type TemplateCategoryKey = (typeof TEMPLATE_CATEGORIES)[number]["key"];

export type TemplateDesign = { no: number; key: string; name: string; category: TemplateCategoryKey; layout: TemplateLayout };

/**
 * The template designs: brand-like names, shown as they are in every language, and the layout the
 * API describes each by (the storefront's designs, shared/storefront/designs.ts, keep to it);
 * descriptions are templates:designs.<key>.
 * A design's `no` is part of its templates' ids, so it never changes.
 */
export const TEMPLATE_DESIGNS = [
  { no: 1, key: "royal-flush", name: "Royal Flush", category: "classic", layout: { header: "bar", hero: "banner", motif: "cards", band: "promo", grid: "square", columns: 5, sidebar: "none", corners: "soft" } },
  { no: 2, key: "neon-vegas", name: "Neon Vegas", category: "classic", layout: { header: "centered", hero: "carousel", motif: "dice", band: "winners", grid: "portrait", columns: 6, sidebar: "none", corners: "round" } },
  { no: 3, key: "golden-dragon", name: "Golden Dragon", category: "classic", layout: { header: "stacked", hero: "split", motif: "coins", band: "providers", grid: "square", columns: 4, sidebar: "right", corners: "soft" } },
  { no: 4, key: "stadium-pro", name: "Stadium Pro", category: "sports", layout: { header: "bar", hero: "match", motif: "ball", band: "live", grid: "odds", columns: 3, sidebar: "right", corners: "sharp" } },
  { no: 5, key: "goal-rush", name: "Goal Rush", category: "sports", layout: { header: "stacked", hero: "banner", motif: "ball", band: "promo", grid: "odds", columns: 3, sidebar: "left", corners: "soft" } },
  { no: 6, key: "cricket-arena", name: "Cricket Arena", category: "sports", layout: { header: "bar", hero: "match", motif: "cricket", band: "promo", grid: "odds", columns: 3, sidebar: "none", corners: "round" } },
  { no: 7, key: "velvet-lounge", name: "Velvet Lounge", category: "live-casino", layout: { header: "centered", hero: "table", motif: "chips", band: "providers", grid: "wide", columns: 3, sidebar: "none", corners: "round" } },
  { no: 8, key: "midnight-dealer", name: "Midnight Dealer", category: "live-casino", layout: { header: "bar", hero: "table", motif: "cards", band: "live", grid: "wide", columns: 3, sidebar: "left", corners: "soft" } },
  { no: 9, key: "lucky-fruits", name: "Lucky Fruits", category: "slots", layout: { header: "bar", hero: "carousel", motif: "fruit", band: "winners", grid: "square", columns: 6, sidebar: "none", corners: "round" } },
  { no: 10, key: "jackpot-galaxy", name: "Jackpot Galaxy", category: "slots", layout: { header: "centered", hero: "jackpot", motif: "gem", band: "promo", grid: "portrait", columns: 6, sidebar: "none", corners: "round" } },
  { no: 11, key: "aztec-treasure", name: "Aztec Treasure", category: "slots", layout: { header: "stacked", hero: "split", motif: "pyramid", band: "winners", grid: "square", columns: 5, sidebar: "left", corners: "sharp" } },
  { no: 12, key: "monte-carlo", name: "Monte Carlo", category: "classic", layout: { header: "centered", hero: "banner", motif: "crown", band: "providers", grid: "wide", columns: 3, sidebar: "right", corners: "sharp" } },
  { no: 13, key: "diamond-club", name: "Diamond Club", category: "classic", layout: { header: "minimal", hero: "jackpot", motif: "gem", band: "promo", grid: "square", columns: 4, sidebar: "left", corners: "round" } },
  { no: 14, key: "ace-high", name: "Ace High", category: "classic", layout: { header: "bar", hero: "split", motif: "cards", band: "winners", grid: "portrait", columns: 5, sidebar: "left", corners: "sharp" } },
  { no: 15, key: "fast-break", name: "Fast Break", category: "sports", layout: { header: "centered", hero: "split", motif: "basketball", band: "live", grid: "odds", columns: 3, sidebar: "right", corners: "round" } },
  { no: 16, key: "derby-day", name: "Derby Day", category: "sports", layout: { header: "minimal", hero: "carousel", motif: "trophy", band: "winners", grid: "odds", columns: 3, sidebar: "left", corners: "soft" } },
  { no: 17, key: "pixel-arena", name: "Pixel Arena", category: "sports", layout: { header: "bar", hero: "banner", motif: "controller", band: "live", grid: "wide", columns: 4, sidebar: "none", corners: "sharp" } },
  { no: 18, key: "baccarat-palace", name: "Baccarat Palace", category: "live-casino", layout: { header: "stacked", hero: "split", motif: "cards", band: "winners", grid: "portrait", columns: 4, sidebar: "right", corners: "sharp" } },
  { no: 19, key: "roulette-royale", name: "Roulette Royale", category: "live-casino", layout: { header: "centered", hero: "banner", motif: "roulette", band: "winners", grid: "wide", columns: 4, sidebar: "none", corners: "soft" } },
  { no: 20, key: "high-roller", name: "High Roller", category: "live-casino", layout: { header: "minimal", hero: "carousel", motif: "crown", band: "promo", grid: "square", columns: 4, sidebar: "left", corners: "sharp" } },
  { no: 21, key: "lotus-table", name: "Lotus Table", category: "live-casino", layout: { header: "bar", hero: "table", motif: "roulette", band: "providers", grid: "square", columns: 5, sidebar: "none", corners: "round" } },
  { no: 22, key: "pharaoh-gold", name: "Pharaoh Gold", category: "slots", layout: { header: "bar", hero: "jackpot", motif: "pyramid", band: "providers", grid: "portrait", columns: 5, sidebar: "right", corners: "soft" } },
  { no: 23, key: "lucky-koi", name: "Lucky Koi", category: "slots", layout: { header: "minimal", hero: "banner", motif: "coins", band: "promo", grid: "square", columns: 6, sidebar: "left", corners: "round" } },
  { no: 24, key: "candy-spin", name: "Candy Spin", category: "slots", layout: { header: "centered", hero: "carousel", motif: "reels", band: "winners", grid: "square", columns: 4, sidebar: "none", corners: "round" } },
] as const satisfies readonly TemplateDesign[];

export type TemplateDesignKey = (typeof TEMPLATE_DESIGNS)[number]["key"];

/** Game content a market's players look for; titles and texts are data:introduction.games.<key>.*. */
export type GameHighlight = "slots" | "liveCasino" | "sportsbook" | "crash" | "cricket" | "indianCards" | "fishing" | "lottery" | "esports";

export type Market = {
  id: number;
  /** ISO 3166-1 alpha-2, or GLOBAL for the global station. */
  code: string;
  currencyCode: string;
  /** Interface languages a site there offers, the first being its default. */
  languages: readonly Locale[];
  /** The designs recommended there, listed first; the first is the market's default template. */
  designs: readonly TemplateDesignKey[];
  /** Local payment methods by their brand names (no translation needed). */
  localPayments: readonly string[];
  games: readonly GameHighlight[];
};

export const GLOBAL_STATION: Market = {
  id: GLOBAL_STATION_ID,
  code: "GLOBAL",
  currencyCode: SETTLEMENT_CURRENCY,
  languages: SUPPORTED_LOCALES,
  designs: ["royal-flush", "neon-vegas", "stadium-pro", "velvet-lounge", "jackpot-galaxy", "goal-rush"],
  localPayments: ["Visa / Mastercard", "Skrill", "Neteller"],
  games: ["slots", "liveCasino", "sportsbook", "esports"],
};

/** The global station first, then the countries in the order the country dialog shows them. */
export const MARKETS: readonly Market[] = [
  GLOBAL_STATION,
  { id: 1, code: "BR", currencyCode: "BRL", languages: ["pt", "en"], designs: ["goal-rush", "lucky-fruits", "neon-vegas", "stadium-pro"], localPayments: ["PIX", "Boleto"], games: ["sportsbook", "crash", "slots", "liveCasino"] },
  { id: 2, code: "MX", currencyCode: "MXN", languages: ["es", "en"], designs: ["stadium-pro", "aztec-treasure", "neon-vegas"], localPayments: ["SPEI", "OXXO"], games: ["sportsbook", "slots", "liveCasino"] },
  { id: 3, code: "AR", currencyCode: "ARS", languages: ["es", "en"], designs: ["goal-rush", "royal-flush", "lucky-fruits"], localPayments: ["Mercado Pago", "Rapipago"], games: ["sportsbook", "slots", "crash"] },
  { id: 4, code: "CO", currencyCode: "COP", languages: ["es", "en"], designs: ["goal-rush", "aztec-treasure", "velvet-lounge"], localPayments: ["PSE", "Nequi", "Efecty"], games: ["sportsbook", "slots", "liveCasino"] },
  { id: 5, code: "PE", currencyCode: "PEN", languages: ["es", "en"], designs: ["aztec-treasure", "stadium-pro", "lucky-fruits"], localPayments: ["Yape", "PagoEfectivo"], games: ["sportsbook", "slots", "crash"] },
  { id: 6, code: "CL", currencyCode: "CLP", languages: ["es", "en"], designs: ["stadium-pro", "jackpot-galaxy", "royal-flush"], localPayments: ["Khipu", "Webpay"], games: ["sportsbook", "slots", "liveCasino"] },
  { id: 7, code: "IN", currencyCode: "INR", languages: ["en"], designs: ["cricket-arena", "velvet-lounge", "lucky-fruits", "golden-dragon"], localPayments: ["UPI", "Paytm", "PhonePe"], games: ["cricket", "indianCards", "crash", "liveCasino"] },
  { id: 8, code: "BD", currencyCode: "BDT", languages: ["bn", "en"], designs: ["cricket-arena", "lucky-fruits", "neon-vegas"], localPayments: ["bKash", "Nagad", "Rocket"], games: ["cricket", "crash", "slots"] },
  { id: 9, code: "PK", currencyCode: "PKR", languages: ["en"], designs: ["cricket-arena", "midnight-dealer", "jackpot-galaxy"], localPayments: ["JazzCash", "Easypaisa"], games: ["cricket", "indianCards", "crash"] },
  { id: 10, code: "ID", currencyCode: "IDR", languages: ["id", "en"], designs: ["golden-dragon", "jackpot-galaxy", "stadium-pro"], localPayments: ["DANA", "OVO", "GoPay"], games: ["slots", "fishing", "sportsbook", "lottery"] },
  { id: 11, code: "VN", currencyCode: "VND", languages: ["vi", "en"], designs: ["golden-dragon", "goal-rush", "midnight-dealer"], localPayments: ["MoMo", "ZaloPay", "VietQR"], games: ["sportsbook", "liveCasino", "fishing", "lottery"] },
  { id: 12, code: "TH", currencyCode: "THB", languages: ["th", "en"], designs: ["golden-dragon", "velvet-lounge", "goal-rush"], localPayments: ["PromptPay", "TrueMoney"], games: ["liveCasino", "sportsbook", "lottery", "slots"] },
  { id: 13, code: "MY", currencyCode: "MYR", languages: ["ms", "zh", "en"], designs: ["golden-dragon", "midnight-dealer", "lucky-fruits"], localPayments: ["DuitNow", "Touch 'n Go", "FPX"], games: ["liveCasino", "slots", "fishing", "lottery"] },
  { id: 14, code: "PH", currencyCode: "PHP", languages: ["en"], designs: ["neon-vegas", "velvet-lounge", "stadium-pro"], localPayments: ["GCash", "Maya"], games: ["liveCasino", "slots", "sportsbook"] },
  { id: 15, code: "JP", currencyCode: "JPY", languages: ["ja", "en"], designs: ["neon-vegas", "jackpot-galaxy", "midnight-dealer"], localPayments: ["PayPay", "JCB"], games: ["slots", "liveCasino", "sportsbook"] },
  { id: 16, code: "KR", currencyCode: "KRW", languages: ["ko", "en"], designs: ["midnight-dealer", "velvet-lounge", "goal-rush"], localPayments: ["Toss", "KakaoPay"], games: ["liveCasino", "sportsbook", "esports"] },
  { id: 17, code: "TW", currencyCode: "TWD", languages: ["zh-TW", "en"], designs: ["golden-dragon", "velvet-lounge", "jackpot-galaxy"], localPayments: ["JKOPAY", "LINE Pay"], games: ["liveCasino", "slots", "lottery", "fishing"] },
  { id: 18, code: "HK", currencyCode: "HKD", languages: ["zh-TW", "zh", "en"], designs: ["golden-dragon", "royal-flush", "midnight-dealer"], localPayments: ["FPS", "AlipayHK"], games: ["liveCasino", "sportsbook", "slots"] },
  { id: 19, code: "TR", currencyCode: "TRY", languages: ["tr", "en"], designs: ["royal-flush", "stadium-pro", "aztec-treasure"], localPayments: ["Papara", "Havale/EFT"], games: ["sportsbook", "liveCasino", "slots"] },
  { id: 20, code: "RU", currencyCode: "RUB", languages: ["ru", "en"], designs: ["royal-flush", "jackpot-galaxy", "stadium-pro"], localPayments: ["SBP", "YooMoney"], games: ["sportsbook", "esports", "slots", "crash"] },
  { id: 21, code: "KZ", currencyCode: "KZT", languages: ["ru", "en"], designs: ["royal-flush", "goal-rush", "lucky-fruits"], localPayments: ["Kaspi.kz", "Halyk"], games: ["sportsbook", "esports", "slots"] },
  { id: 22, code: "NG", currencyCode: "NGN", languages: ["en"], designs: ["goal-rush", "lucky-fruits", "neon-vegas"], localPayments: ["OPay", "PalmPay"], games: ["sportsbook", "crash", "slots"] },
  { id: 23, code: "ZA", currencyCode: "ZAR", languages: ["en"], designs: ["stadium-pro", "royal-flush", "jackpot-galaxy"], localPayments: ["Ozow", "SnapScan"], games: ["sportsbook", "slots", "liveCasino"] },
  { id: 24, code: "EG", currencyCode: "EGP", languages: ["ar", "en"], designs: ["royal-flush", "goal-rush", "midnight-dealer"], localPayments: ["Fawry", "Vodafone Cash"], games: ["sportsbook", "slots", "crash"] },
  { id: 25, code: "AE", currencyCode: "AED", languages: ["ar", "en"], designs: ["velvet-lounge", "royal-flush", "midnight-dealer"], localPayments: ["Apple Pay", "Visa / Mastercard"], games: ["liveCasino", "sportsbook", "slots"] },
  { id: 26, code: "MA", currencyCode: "MAD", languages: ["ar", "en"], designs: ["goal-rush", "royal-flush", "lucky-fruits"], localPayments: ["CashPlus", "Wafacash"], games: ["sportsbook", "slots", "crash"] },
];

/**
 * A template is one design offered in one market, so its id tells both: the global station's
 * templates are 1-99, country n's are n*100 + the design's number.
 */
export function templateId(countryId: number, designNo: number): number {
  return (countryId === GLOBAL_STATION_ID ? 0 : countryId) * 100 + designNo;
}

/** Every market offers every design: its recommended ones first, then the rest in catalogue order. */
export function marketDesigns(market: Market): TemplateDesign[] {
  const recommended = market.designs.map((key) => TEMPLATE_DESIGNS.find((d) => d.key === key)!);
  return [...recommended, ...TEMPLATE_DESIGNS.filter((d) => !market.designs.includes(d.key))];
}

/** The design a template (of any market) shows: its id ends in the design's number. */
export function designOfTemplate(id: number): TemplateDesign | undefined {
  return TEMPLATE_DESIGNS.find((d) => d.no === id % 100);
}

/** A design's picture where no scheme is chosen yet: its thumbnail in the first scheme (decision 050). */
export function previewImage(design: TemplateDesign): string {
  return thumbnailPath(design.key, COLOR_SCHEMES[0].key);
}

export function flagImage(code: string): string {
  return `/flags/${code.toLowerCase()}.svg`;
}

/**
 * The six colour schemes a site can wear: color1 is the page, color2 the panels, color3 the
 * accent (buttons, highlights). Names are templates:schemes.<key>.
 */
export const COLOR_SCHEMES = [
  { id: 1, key: "midnight-gold", color1: "#0b0e17", color2: "#1a1f2e", color3: "#f5b301" },
  { id: 2, key: "deep-ocean", color1: "#061226", color2: "#0c1f3e", color3: "#3b8cff" },
  { id: 3, key: "royal-amethyst", color1: "#12091f", color2: "#24143a", color3: "#b16cff" },
  { id: 4, key: "emerald", color1: "#04150e", color2: "#0c2a1d", color3: "#22c55e" },
  { id: 5, key: "ruby", color1: "#170608", color2: "#2e0f14", color3: "#ff4d5e" },
  { id: 6, key: "lagoon", color1: "#03161b", color2: "#0a2c33", color3: "#14c8e0" },
] as const;

export type ColorSchemeKey = (typeof COLOR_SCHEMES)[number]["key"];

/**
 * The row ids of a site chosen by keys (a market's code, a design's and a scheme's key), as an order
 * of those choices holds them: the example sites and the pictures made of them name their choices so.
 */
export function choicesByKey(keys: { marketCode: string; design: string; schemeKey: string }): { market: Market; countryId: number; templateId: number; colorSchemeId: number } {
  const market = MARKETS.find((m) => m.code === keys.marketCode);
  const design = TEMPLATE_DESIGNS.find((d) => d.key === keys.design);
  const scheme = COLOR_SCHEMES.find((s) => s.key === keys.schemeKey);
  if (!market || !design || !scheme) throw new Error(`${keys.marketCode} / ${keys.design} / ${keys.schemeKey}: a market, design or colour scheme that does not exist`);
  return { market, countryId: market.id, templateId: templateId(market.id, design.no), colorSchemeId: scheme.id };
}
