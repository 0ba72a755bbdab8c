import { SUPPORTED_LOCALES, type Locale } from "../../contracts/locales";
import { GLOBAL_STATION_ID, SETTLEMENT_CURRENCY } from "../../domain/constants";

/**
 * The opening-station reference data: the markets a site can be opened in, the template designs
 * and the colour schemes. prisma/reference-data.ts seeds the database from it, the scripts draw
 * flags and previews from it, and the service reads the marketing facts that have no table.
 */

export const TEMPLATE_CATEGORIES = [
  { id: 1, key: "classic" },
  { id: 2, key: "sports" },
  { id: 3, key: "live-casino" },
  { id: 4, key: "slots" },
] as const;

export type TemplateCategoryKey = (typeof TEMPLATE_CATEGORIES)[number]["key"];

/** Colours of a template's own artwork (its preview); the merchant's colour scheme is chosen apart. */
export type Palette = { background: string; surface: string; accent: string; highlight: string; text: string };

export type TemplateDesign = { no: number; key: string; name: string; category: TemplateCategoryKey; palette: Palette };

/** Brand-like names: shown as they are in every language. */
export const TEMPLATE_DESIGNS = [
  { no: 1, key: "royal-flush", name: "Royal Flush", category: "classic", palette: { background: "#0b2a1f", surface: "#124232", accent: "#d4af37", highlight: "#f5e6a8", text: "#f4f1e6" } },
  { no: 2, key: "neon-vegas", name: "Neon Vegas", category: "classic", palette: { background: "#150826", surface: "#27113f", accent: "#ff2e97", highlight: "#29e0ff", text: "#f5ecff" } },
  { no: 3, key: "golden-dragon", name: "Golden Dragon", category: "classic", palette: { background: "#2a0808", surface: "#4a1111", accent: "#f2c14e", highlight: "#ff6b4a", text: "#fff4e0" } },
  { no: 4, key: "stadium-pro", name: "Stadium Pro", category: "sports", palette: { background: "#08160c", surface: "#10301a", accent: "#3ddc84", highlight: "#ffffff", text: "#e8fff0" } },
  { no: 5, key: "goal-rush", name: "Goal Rush", category: "sports", palette: { background: "#0a1230", surface: "#152256", accent: "#ff8c1a", highlight: "#4da3ff", text: "#eef3ff" } },
  { no: 6, key: "cricket-arena", name: "Cricket Arena", category: "sports", palette: { background: "#0c1a2e", surface: "#142c4b", accent: "#00c2a8", highlight: "#ffd23f", text: "#e9f6ff" } },
  { no: 7, key: "velvet-lounge", name: "Velvet Lounge", category: "live-casino", palette: { background: "#1e0710", surface: "#37111f", accent: "#c9a227", highlight: "#e8d5a3", text: "#fbefe6" } },
  { no: 8, key: "midnight-dealer", name: "Midnight Dealer", category: "live-casino", palette: { background: "#050d1a", surface: "#0f1f38", accent: "#2ec4b6", highlight: "#cbf3f0", text: "#eaf6ff" } },
  { no: 9, key: "lucky-fruits", name: "Lucky Fruits", category: "slots", palette: { background: "#1a0f00", surface: "#321d05", accent: "#ffb703", highlight: "#fb5607", text: "#fff6e0" } },
  { no: 10, key: "jackpot-galaxy", name: "Jackpot Galaxy", category: "slots", palette: { background: "#0a0620", surface: "#1b1142", accent: "#9d4edd", highlight: "#48cae4", text: "#f0eaff" } },
  { no: 11, key: "aztec-treasure", name: "Aztec Treasure", category: "slots", palette: { background: "#04201c", surface: "#0b3a34", accent: "#e9a23b", highlight: "#2a9d8f", text: "#fdf3e1" } },
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
  /** The first design is the market's default template. */
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

export function previewImage(design: TemplateDesign): string {
  return `/templates/${design.key}.svg`;
}

export function flagImage(code: string): string {
  return `/flags/${code.toLowerCase()}.svg`;
}

/** The six colour schemes: color1 and color2 are the fixed dark base, color3 the accent. */
export const COLOR_SCHEMES = [
  { id: 1, color1: "#0b0e17", color2: "#1a1f2e", color3: "#f5b301" },
  { id: 2, color1: "#0b0e17", color2: "#1a1f2e", color3: "#2f81f7" },
  { id: 3, color1: "#0b0e17", color2: "#1a1f2e", color3: "#a855f7" },
  { id: 4, color1: "#0b0e17", color2: "#1a1f2e", color3: "#22c55e" },
  { id: 5, color1: "#0b0e17", color2: "#1a1f2e", color3: "#ef4444" },
  { id: 6, color1: "#0b0e17", color2: "#1a1f2e", color3: "#06b6d4" },
] as const;
