import type { Game, GameCategory, Studio } from "./types";
import { GAME_CATEGORIES } from "./types";

/**
 * STAND-IN: a handful of games inline, with the real catalogue's signatures, so the renderer can be
 * written before content/games.json lands. The real module replaces this file at merge.
 */
const STUDIOS: Studio[] = [
  { key: "aurora-forge", name: "Aurora Forge", palette: ["#ff6b35", "#ffd23f", "#3a0ca3"] },
  { key: "bluefin-games", name: "Bluefin Games", palette: ["#00b4d8", "#90e0ef", "#03045e"] },
  { key: "crimson-lantern", name: "Crimson Lantern", palette: ["#d00000", "#ffba08", "#370617"] },
  { key: "jade-monkey", name: "Jade Monkey Studio", palette: ["#2d6a4f", "#95d5b2", "#081c15"] },
];

const NAMES: Record<GameCategory, string[]> = {
  slots: ["Fruit Fiesta", "Gem Cascade", "Dragon's Hoard", "Golden Coins Deluxe", "Wild Cherry Spin", "Lucky Sevens", "Pharaoh's Riches", "Mega Gem Rush", "Koi Fortune", "Candy Crush Reels", "Starlight Jewels", "Bonanza Blast"],
  "live-casino": ["Live Roulette Lounge", "Speed Baccarat", "Blackjack VIP", "Lightning Wheel", "Dream Catcher Live", "Dragon Tiger Live"],
  "table-games": ["European Roulette", "Classic Blackjack", "Three Card Poker", "Casino Hold'em", "Sic Bo Deluxe", "Punto Banco"],
  crash: ["Rocket Rise", "Aviator Sky", "Moon Launch", "Turbo Crash"],
  fishing: ["Ocean King", "Fish Hunter", "Golden Shark", "Reef Raiders"],
};
const MOTIFS = { slots: ["fruit", "gems", "dragon", "coins"], "live-casino": ["wheel", "cards"], "table-games": ["cards", "dice", "wheel"], crash: ["rocket"], fishing: ["fish"] } as const;
const VOLS = ["low", "medium", "high", "very-high"] as const;

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

const GAMES: Game[] = GAME_CATEGORIES.flatMap((category) =>
  NAMES[category].map((name, i) => ({
    key: slug(name),
    name,
    studio: STUDIOS[(i + category.length) % STUDIOS.length].key,
    category,
    rtpBasisPoints: 9400 + ((i * 37 + category.length * 11) % 300),
    volatility: VOLS[(i + category.length) % VOLS.length],
    tags: i % 3 === 0 ? ["new", "popular"] : i % 3 === 1 ? ["jackpot"] : ["classic"],
    motif: MOTIFS[category][i % MOTIFS[category].length],
  })),
);

export type Catalogue = {
  games: readonly Game[];
  studios: readonly Studio[];
  studioByKey: ReadonlyMap<string, Studio>;
  gameByKey: ReadonlyMap<string, Game>;
  categories: readonly GameCategory[];
};

export function catalogueFor(marketCode: string): Catalogue {
  void marketCode;
  return {
    games: GAMES,
    studios: STUDIOS,
    studioByKey: new Map(STUDIOS.map((s) => [s.key, s])),
    gameByKey: new Map(GAMES.map((g) => [g.key, g])),
    categories: GAME_CATEGORIES,
  };
}

export function queryGames(
  catalogue: Catalogue,
  query: { category?: GameCategory; studio?: string; search?: string; page: number; pageSize: number },
): { items: Game[]; total: number; page: number; pages: number } {
  const search = query.search?.trim().toLowerCase();
  const all = catalogue.games.filter(
    (g) => (!query.category || g.category === query.category) && (!query.studio || g.studio === query.studio) && (!search || g.name.toLowerCase().includes(search)),
  );
  const pages = Math.max(1, Math.ceil(all.length / query.pageSize));
  const page = Math.min(Math.max(1, query.page), pages);
  return { items: all.slice((page - 1) * query.pageSize, page * query.pageSize), total: all.length, page, pages };
}

export function winnersTicker(catalogue: Catalogue, seed: string, count: number): { player: string; gameKey: string; amountMinor: number }[] {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return Array.from({ length: count }, (_, i) => {
    h = (h * 1103515245 + 12345) >>> 0;
    const game = catalogue.games[(h >>> 16) % catalogue.games.length];
    return { player: `pl***${(h % 90) + 10}`, gameKey: game.key, amountMinor: ((h >>> 8) % 500000) + 2000 };
  });
}
