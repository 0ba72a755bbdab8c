/**
 * The 24 storefront designs as data: everything the renderer and its stylesheet need to lay a site
 * out. Each entry starts from the design's `layout` in the opening station's catalogue (the portal's
 * descriptions and thumbnails are drawn from it, designs.test.ts keeps the two in step) and adds
 * what a real page needs: typography, finish, phone columns, home section order. Adding a template
 * is adding an entry here (and its `layout` there).
 */

/** Where the main navigation sits: a top bar, a side rail, a centred logo over the links, or a utility strip above a bar. */
export type NavStyle = "top" | "side" | "centred" | "stacked";
/** The home page's first screen; every style carries the three-promotion carousel. */
export type HeroStyle = "banner" | "split" | "carousel" | "jackpot" | "match" | "table";
/** The game tile: art only, art over its caption, landscape art beside its facts. */
export type TileShape = "square" | "portrait" | "wide";
export type Corners = "sharp" | "soft" | "round";
/** Heading treatments, all in Noto Sans (the shipped fonts): case, weight, tracking and scale. */
export type TypeStyle = "grand" | "bold" | "elegant" | "playful" | "compact" | "modern";
/** How surfaces are drawn: glowing accents, flat blocks, thin gilded outlines, bright gradients. */
export type Finish = "glow" | "flat" | "luxe" | "vivid";
/** The column beside the home page's game rows (desktop only): a category menu, recent winners, a bet slip. */
export type Aside = "none" | "menu" | "winners" | "betslip";
export type HomeSection = "hero" | "winners" | "promos" | "vip" | "studios" | "live" | "sports" | "rows" | "why";

export type StorefrontDesign = {
  key: string;
  name: string;
  nav: NavStyle;
  hero: HeroStyle;
  tiles: TileShape;
  /** Game tiles per row on a wide screen, and on a phone. */
  columns: 3 | 4 | 5 | 6;
  phoneColumns: 2 | 3;
  corners: Corners;
  type: TypeStyle;
  finish: Finish;
  aside: Aside;
  /** Sports templates have a sports page, a fixture board on home and odds rows. */
  sports: boolean;
  /** The category whose row comes first on home and whose games fill the hero. */
  focus: "slots" | "live-casino";
  home: readonly HomeSection[];
};

export const STOREFRONT_DESIGNS: readonly StorefrontDesign[] = [
  { key: "royal-flush", name: "Royal Flush", nav: "top", hero: "banner", tiles: "square", columns: 5, phoneColumns: 3, corners: "soft", type: "grand", finish: "luxe", aside: "none", sports: false, focus: "slots", home: ["hero", "promos", "rows", "why"] },
  { key: "neon-vegas", name: "Neon Vegas", nav: "centred", hero: "carousel", tiles: "portrait", columns: 6, phoneColumns: 3, corners: "round", type: "bold", finish: "glow", aside: "none", sports: false, focus: "slots", home: ["hero", "winners", "rows", "studios"] },
  { key: "golden-dragon", name: "Golden Dragon", nav: "stacked", hero: "split", tiles: "square", columns: 4, phoneColumns: 2, corners: "soft", type: "grand", finish: "luxe", aside: "winners", sports: false, focus: "slots", home: ["hero", "studios", "rows", "why"] },
  { key: "stadium-pro", name: "Stadium Pro", nav: "top", hero: "match", tiles: "square", columns: 6, phoneColumns: 3, corners: "sharp", type: "compact", finish: "flat", aside: "betslip", sports: true, focus: "slots", home: ["hero", "live", "sports", "rows"] },
  { key: "goal-rush", name: "Goal Rush", nav: "stacked", hero: "banner", tiles: "portrait", columns: 6, phoneColumns: 3, corners: "soft", type: "bold", finish: "vivid", aside: "menu", sports: true, focus: "slots", home: ["hero", "promos", "sports", "rows"] },
  { key: "cricket-arena", name: "Cricket Arena", nav: "top", hero: "match", tiles: "wide", columns: 4, phoneColumns: 2, corners: "round", type: "modern", finish: "flat", aside: "none", sports: true, focus: "slots", home: ["hero", "promos", "sports", "rows", "why"] },
  { key: "velvet-lounge", name: "Velvet Lounge", nav: "centred", hero: "table", tiles: "wide", columns: 3, phoneColumns: 2, corners: "round", type: "elegant", finish: "luxe", aside: "none", sports: false, focus: "live-casino", home: ["hero", "studios", "rows", "why"] },
  { key: "midnight-dealer", name: "Midnight Dealer", nav: "top", hero: "table", tiles: "wide", columns: 3, phoneColumns: 2, corners: "soft", type: "modern", finish: "glow", aside: "menu", sports: false, focus: "live-casino", home: ["hero", "live", "rows"] },
  { key: "lucky-fruits", name: "Lucky Fruits", nav: "top", hero: "carousel", tiles: "square", columns: 6, phoneColumns: 3, corners: "round", type: "playful", finish: "vivid", aside: "none", sports: false, focus: "slots", home: ["hero", "winners", "rows", "promos"] },
  { key: "jackpot-galaxy", name: "Jackpot Galaxy", nav: "centred", hero: "jackpot", tiles: "portrait", columns: 6, phoneColumns: 3, corners: "round", type: "bold", finish: "glow", aside: "none", sports: false, focus: "slots", home: ["hero", "winners", "rows", "why"] },
  { key: "aztec-treasure", name: "Aztec Treasure", nav: "stacked", hero: "split", tiles: "square", columns: 5, phoneColumns: 3, corners: "sharp", type: "grand", finish: "flat", aside: "menu", sports: false, focus: "slots", home: ["hero", "winners", "rows", "why"] },
  { key: "monte-carlo", name: "Monte Carlo", nav: "centred", hero: "banner", tiles: "wide", columns: 3, phoneColumns: 2, corners: "sharp", type: "elegant", finish: "luxe", aside: "winners", sports: false, focus: "slots", home: ["hero", "studios", "rows"] },
  { key: "diamond-club", name: "Diamond Club", nav: "side", hero: "jackpot", tiles: "square", columns: 4, phoneColumns: 2, corners: "round", type: "elegant", finish: "glow", aside: "none", sports: false, focus: "slots", home: ["hero", "vip", "rows", "why"] },
  { key: "ace-high", name: "Ace High", nav: "top", hero: "split", tiles: "portrait", columns: 5, phoneColumns: 3, corners: "sharp", type: "compact", finish: "flat", aside: "menu", sports: false, focus: "slots", home: ["hero", "winners", "rows"] },
  { key: "fast-break", name: "Fast Break", nav: "centred", hero: "split", tiles: "square", columns: 5, phoneColumns: 3, corners: "round", type: "bold", finish: "vivid", aside: "betslip", sports: true, focus: "slots", home: ["hero", "live", "sports", "rows"] },
  { key: "derby-day", name: "Derby Day", nav: "side", hero: "carousel", tiles: "portrait", columns: 5, phoneColumns: 3, corners: "soft", type: "grand", finish: "luxe", aside: "none", sports: true, focus: "slots", home: ["hero", "winners", "sports", "rows"] },
  { key: "pixel-arena", name: "Pixel Arena", nav: "top", hero: "banner", tiles: "wide", columns: 4, phoneColumns: 2, corners: "sharp", type: "compact", finish: "glow", aside: "none", sports: true, focus: "slots", home: ["hero", "live", "rows", "sports"] },
  { key: "baccarat-palace", name: "Baccarat Palace", nav: "stacked", hero: "split", tiles: "portrait", columns: 4, phoneColumns: 2, corners: "sharp", type: "elegant", finish: "luxe", aside: "winners", sports: false, focus: "live-casino", home: ["hero", "winners", "rows"] },
  { key: "roulette-royale", name: "Roulette Royale", nav: "centred", hero: "banner", tiles: "wide", columns: 4, phoneColumns: 2, corners: "soft", type: "grand", finish: "glow", aside: "none", sports: false, focus: "live-casino", home: ["hero", "winners", "rows", "why"] },
  { key: "high-roller", name: "High Roller", nav: "side", hero: "carousel", tiles: "square", columns: 4, phoneColumns: 2, corners: "sharp", type: "elegant", finish: "flat", aside: "none", sports: false, focus: "live-casino", home: ["hero", "vip", "rows"] },
  { key: "lotus-table", name: "Lotus Table", nav: "top", hero: "table", tiles: "square", columns: 5, phoneColumns: 3, corners: "round", type: "modern", finish: "luxe", aside: "none", sports: false, focus: "live-casino", home: ["hero", "studios", "rows"] },
  { key: "pharaoh-gold", name: "Pharaoh Gold", nav: "top", hero: "jackpot", tiles: "portrait", columns: 5, phoneColumns: 3, corners: "soft", type: "grand", finish: "vivid", aside: "winners", sports: false, focus: "slots", home: ["hero", "studios", "rows"] },
  { key: "lucky-koi", name: "Lucky Koi", nav: "side", hero: "banner", tiles: "square", columns: 6, phoneColumns: 3, corners: "round", type: "playful", finish: "glow", aside: "none", sports: false, focus: "slots", home: ["hero", "promos", "rows"] },
  { key: "candy-spin", name: "Candy Spin", nav: "centred", hero: "carousel", tiles: "square", columns: 4, phoneColumns: 2, corners: "round", type: "playful", finish: "vivid", aside: "none", sports: false, focus: "slots", home: ["hero", "winners", "rows", "why"] },
];

const BY_KEY = new Map(STOREFRONT_DESIGNS.map((design) => [design.key, design]));

/** The design of a key; an unknown key (a design retired after a site chose it) falls back to the first. */
export function storefrontDesign(key: string): StorefrontDesign {
  return BY_KEY.get(key) ?? STOREFRONT_DESIGNS[0];
}
