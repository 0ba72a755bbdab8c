import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { seededRandom } from "./seeded";
import { ART_MOTIFS, GAME_CATEGORIES, VOLATILITIES, type Game, type GameCategory, type Studio } from "./types";

/**
 * The storefront's game catalogue: content the provider edits (content/games.json, written first by
 * scripts/generate-games.ts), checked like the partners file, read once per process and cached.
 * Every studio and game is fictional: a real studio's or game's name may be shown only with its
 * agreement, so catalogue.test.ts checks the names against lists of real ones (below).
 * Markets decide what is shown: the file's restrictions hide categories, tags, studios or single
 * games in one market; GLOBAL and the markets without restrictions show everything.
 */
/** Relative to the repository's root, where every process of the stack runs (resolved on first use, so importing this module does nothing). */
export const GAMES_FILE = "content/games.json";

/** The tags a game may carry, most telling first (a game shows at most four). */
export const GAME_TAGS = ["jackpot", "megaways", "hold-and-win", "cluster-pays", "bonus-buy", "multiplayer", "sports-themed", "asian", "classic", "new", "popular"] as const;
export type GameTag = (typeof GAME_TAGS)[number];

const Key = z.string().min(1).max(60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a key is lowercase letters and digits joined by single hyphens");
const Colour = z.string().max(7).regex(/^#[0-9a-f]{6}$/, "a colour is #rrggbb in lowercase");
const MarketCode = z.string().min(2).max(6).regex(/^(?:[A-Z]{2}|GLOBAL)$/, "a market is an ISO country code or GLOBAL");

const StudioEntry = z.object({
  key: Key,
  name: z.string().trim().min(2).max(40),
  palette: z.tuple([Colour, Colour, Colour]),
});

const GameEntry = z.object({
  key: Key,
  name: z.string().trim().min(2).max(40),
  studio: Key,
  category: z.enum(GAME_CATEGORIES),
  rtpBasisPoints: z.number().int().min(9000).max(9900),
  volatility: z.enum(VOLATILITIES),
  tags: z.array(z.enum(GAME_TAGS)).max(4),
  motif: z.enum(ART_MOTIFS),
});

const Restriction = z
  .object({
    market: MarketCode,
    categories: z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length).optional(),
    tags: z.array(z.enum(GAME_TAGS)).max(GAME_TAGS.length).optional(),
    studios: z.array(Key).max(100).optional(),
    games: z.array(Key).max(500).optional(),
    /** Why, for the provider who edits the file; players never see it. */
    reason: z.string().trim().min(1).max(200),
  })
  .refine((r) => r.categories?.length || r.tags?.length || r.studios?.length || r.games?.length, "a restriction names at least one category, tag, studio or game");

export const GamesContent = z
  .object({
    studios: z.array(StudioEntry).min(1).max(100),
    games: z.array(GameEntry).min(1).max(2000),
    restrictions: z.array(Restriction).max(200),
  })
  .superRefine((content, ctx) => {
    const studios = new Set<string>();
    content.studios.forEach((studio, i) => {
      if (studios.has(studio.key)) ctx.addIssue({ code: "custom", path: ["studios", i, "key"], message: `the studio key ${studio.key} is used twice` });
      studios.add(studio.key);
    });
    const keys = new Set<string>();
    const names = new Set<string>();
    content.games.forEach((game, i) => {
      if (keys.has(game.key)) ctx.addIssue({ code: "custom", path: ["games", i, "key"], message: `the game key ${game.key} is used twice` });
      if (names.has(game.name.toLowerCase())) ctx.addIssue({ code: "custom", path: ["games", i, "name"], message: `the game name ${game.name} is used twice` });
      if (!studios.has(game.studio)) ctx.addIssue({ code: "custom", path: ["games", i, "studio"], message: `no studio has the key ${game.studio}` });
      keys.add(game.key);
      names.add(game.name.toLowerCase());
    });
    content.restrictions.forEach((restriction, i) => {
      for (const studio of restriction.studios ?? []) if (!studios.has(studio)) ctx.addIssue({ code: "custom", path: ["restrictions", i, "studios"], message: `no studio has the key ${studio}` });
      for (const game of restriction.games ?? []) if (!keys.has(game)) ctx.addIssue({ code: "custom", path: ["restrictions", i, "games"], message: `no game has the key ${game}` });
    });
  });
export type GamesContent = z.infer<typeof GamesContent>;

/** What one market's storefront shows: its games in the file's order, and lookups the pages need. */
export type MarketCatalogue = {
  games: readonly Game[];
  /** The studios with at least one game shown here, in the file's order. */
  studios: readonly Studio[];
  studioByKey: ReadonlyMap<string, Studio>;
  gameByKey: ReadonlyMap<string, Game>;
  /** The categories with at least one game shown here, in GAME_CATEGORIES' order. */
  categories: readonly GameCategory[];
};

/** Parses the file's text; throws an error naming the file, the entry (by its key where it has one) and the field. */
export function parseGamesContent(text: string, file = GAMES_FILE): GamesContent {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`The game catalogue ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const result = GamesContent.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 10).map((issue) => {
    const [list, index, ...field] = issue.path;
    const entry = typeof list === "string" && typeof index === "number" ? (json as Record<string, { key?: unknown }[] | undefined>)[list]?.[index] : undefined;
    const where = typeof index === "number" ? `${String(list)}[${index}]${typeof entry?.key === "string" ? ` (${entry.key})` : ""}` : issue.path.map(String).join(".") || "the file";
    return `${where}${field.length ? ` ${field.map(String).join(".")}` : ""}: ${issue.message}`;
  });
  throw new Error(`The game catalogue ${file} is invalid:\n  ${problems.join("\n  ")}`);
}

let content: GamesContent | undefined;
const byMarket = new Map<string, MarketCatalogue>();
let everything: MarketCatalogue | undefined;

/** The file's content, read and checked on first use (and then kept: the catalogue changes with a deploy). */
export function gamesContent(): GamesContent {
  if (!content) {
    const file = path.resolve(process.cwd(), GAMES_FILE);
    content = parseGamesContent(fs.readFileSync(file, "utf8"), file);
  }
  return content;
}

/**
 * What a market shows. Markets without restrictions (GLOBAL among them) share one catalogue of
 * everything, so the cache holds at most one entry per restricted market whatever codes are asked.
 */
export function catalogueFor(marketCode: string): MarketCatalogue {
  const known = byMarket.get(marketCode);
  if (known) return known;
  const all = gamesContent();
  const restrictions = all.restrictions.filter((restriction) => restriction.market === marketCode);
  if (restrictions.length === 0) return (everything ??= buildCatalogue(all, all.games));
  const hidden = (game: Game) =>
    restrictions.some(
      (r) =>
        r.categories?.includes(game.category) ||
        r.studios?.includes(game.studio) ||
        r.games?.includes(game.key) ||
        r.tags?.some((tag) => (game.tags as readonly string[]).includes(tag)),
    );
  const catalogue = buildCatalogue(all, all.games.filter((game) => !hidden(game)));
  byMarket.set(marketCode, catalogue);
  return catalogue;
}

function buildCatalogue(all: GamesContent, games: readonly Game[]): MarketCatalogue {
  const used = new Set(games.map((game) => game.studio));
  const studios: Studio[] = all.studios.filter((studio) => used.has(studio.key));
  const categories = new Set(games.map((game) => game.category));
  return {
    games,
    studios,
    studioByKey: new Map(studios.map((studio) => [studio.key, studio])),
    gameByKey: new Map(games.map((game) => [game.key, game])),
    categories: GAME_CATEGORIES.filter((category) => categories.has(category)),
  };
}

export const SEARCH_MAX_LENGTH = 60;
export const PAGE_SIZE_MAX = 100;

export type GameQuery = { category?: GameCategory; studio?: string; search?: string; page: number; pageSize: number };
export type GamePage = { items: Game[]; total: number; page: number; pages: number };

/**
 * A page of a catalogue's games: filtered by category and studio, searched case-insensitively in
 * the game's and its studio's names. The page is clamped to 1..pages (an empty result has one empty
 * page), so a stale or typed-in page number still shows something.
 */
export function queryGames(catalogue: MarketCatalogue, query: GameQuery): GamePage {
  const search = (query.search ?? "").trim().slice(0, SEARCH_MAX_LENGTH).toLowerCase();
  const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.trunc(query.pageSize) || 1));
  const matches = catalogue.games.filter(
    (game) =>
      (!query.category || game.category === query.category) &&
      (!query.studio || game.studio === query.studio) &&
      (!search || game.name.toLowerCase().includes(search) || (catalogue.studioByKey.get(game.studio)?.name.toLowerCase().includes(search) ?? false)),
  );
  const pages = Math.max(1, Math.ceil(matches.length / pageSize));
  const page = Math.min(pages, Math.max(1, Math.trunc(query.page) || 1));
  return { items: matches.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pages };
}

/** A recent win for the home page's ticker: invented, as the storefront has no players of its own. */
export type TickerWin = {
  /** A masked player name, like ma***7. */
  player: string;
  gameKey: string;
  /** In minor units of the site's currency. */
  amountMinor: number;
  minutesAgo: number;
};

export const TICKER_MAX = 50;

const PLAYER_STARTS = ["ma", "jo", "an", "li", "ka", "ra", "se", "da", "mi", "to", "al", "ni", "yu", "el", "sa", "pe", "lu", "ch", "ri", "ha", "ze", "fa", "ol", "vi"];

/**
 * Wins made up from the seed (a site's name, say): the same seed gives the same ticker on every
 * build. Amounts are spread the way real tickers look: mostly tens to hundreds, a few thousands, and
 * larger on the more volatile games.
 */
export function winnersTicker(catalogue: MarketCatalogue, seed: string, count: number): TickerWin[] {
  const random = seededRandom(`ticker:${seed}`);
  const games = catalogue.games;
  const wins: TickerWin[] = [];
  let minutesAgo = 0;
  const total = Math.min(TICKER_MAX, Math.max(0, Math.trunc(count) || 0));
  for (let i = 0; i < total && games.length; i++) {
    const game = random.pick(games);
    const reach = { low: 2.6, medium: 3.2, high: 3.7, "very-high": 4.2 }[game.volatility];
    // Log-uniform from 10.00 up to 10^reach major units, rounded to a cent.
    const major = 10 * 10 ** (random.next() * (reach - 1));
    minutesAgo += random.int(0, 4);
    wins.push({
      player: `${random.pick(PLAYER_STARTS)}***${random.int(0, 9)}`,
      gameKey: game.key,
      amountMinor: Math.round(major * 100),
      minutesAgo,
    });
  }
  return wins;
}

/**
 * Names of real game studios (and live-casino brands) the catalogue must never use: a studio's
 * name may neither be one of these nor contain one as a word sequence.
 */
export const REAL_STUDIO_NAMES = [
  "NetEnt", "Net Entertainment", "Pragmatic Play", "Pragmatic", "Play'n GO", "Evolution", "Microgaming", "Playtech", "Red Tiger", "Nolimit City",
  "Push Gaming", "Hacksaw", "Relax Gaming", "Relax", "Yggdrasil", "Quickspin", "Thunderkick", "ELK Studios", "ELK", "Big Time Gaming",
  "Blueprint", "iSoftBet", "Betsoft", "Habanero", "Spadegaming", "JILI", "PG Soft", "Pocket Games", "CQ9", "Ezugi",
  "Pragmatic Live", "Spribe", "BGaming", "Endorphina", "Wazdan", "Booming Games", "Booming", "Red Rake", "Spinomenal", "Playson",
  "Amatic", "Novomatic", "IGT", "Aristocrat", "Konami", "Scientific Games", "Light & Wonder", "Skywind", "Gamomat", "Merkur",
  "Kalamba", "Fantasma", "Peter & Sons", "Avatar UX", "Print Studios", "Just For The Win", "Stakelogic", "Booongo", "Evoplay", "TaDa",
  "KA Gaming", "Fa Chai", "Joker Gaming", "Joker", "SA Gaming", "Sexy Gaming", "Dream Gaming", "WM Casino", "AE Sexy", "Games Global",
  "Greentube", "Bally", "WMS", "Everi", "Ainsworth", "Lightning Box", "Inspired", "Swintt", "Gamevy", "Iron Dog",
  "4ThePlayer", "Slotmill", "Octoplay", "Bragg", "Wizard Games", "Realistic Games", "Leander", "Triple Edge", "Foxium", "Rabcat",
  "Barcrest", "Eyecon", "Genesis Gaming", "Pariplay", "GameArt", "Platipus", "Mascot Gaming", "Belatra", "Igrosoft",
  "Ruby Play", "Nucleus Gaming", "Rival Gaming", "Saucify", "Tom Horn", "Felix Gaming", "Hölle Games", "Popiplay", "Bullshark Games", "Galaxsys",
  "Smartsoft", "Turbo Games", "Mancala", "Gamzix", "3 Oaks", "Playstar", "Simpleplay", "Asia Gaming", "AG Gaming",
  "Allbet", "Vivo Gaming", "Lucky Streak", "Authentic Gaming", "Betgames", "TVBet", "Hub88", "Relax Silver Bullet", "Golden Rock", "Nextspin",
] as const;

/** Titles of real games (a generated name may neither be one nor contain one of several words). */
export const REAL_GAME_TITLES = [
  "Book of Dead", "Starburst", "Sweet Bonanza", "Gates of Olympus", "Aviator", "Crazy Time", "Lightning Roulette", "Gonzo's Quest", "Mega Moolah", "Wolf Gold",
  "Big Bass Bonanza", "Big Bass Splash", "Reactoonz", "Money Train", "Sugar Rush", "Fruit Party", "Dead or Alive", "Immortal Romance", "Thunderstruck", "Bonanza",
  "Dream Catcher", "Monopoly Live", "Mega Wheel", "Spaceman", "JetX", "Fishing God", "Ocean King", "Dragon's Fire", "Hot Fiesta", "Fire Joker",
  "Legacy of Dead", "Rise of Olympus", "Wanted Dead or a Wild", "Mental", "San Quentin", "Jammin' Jars", "Razor Shark", "Extra Chilli", "White Rabbit", "Buffalo King",
  "The Dog House", "Great Rhino", "Piggy Riches", "Vikings Go Berzerk", "Lucky Lady's Charm", "Book of Ra", "Sizzling Hot", "Cleopatra", "Da Vinci Diamonds", "88 Fortunes",
  "Dancing Drums", "Lightning Link", "Wheel of Fortune", "Mahjong Ways", "Fortune Tiger", "Fortune Ox", "Super Ace", "Golden Empire", "Money Coming", "Penalty Shootout",
  "Mines", "Plinko", "Cash or Crash", "Football Studio", "Crazy Coin Flip", "Funky Time", "Gems Bonanza", "Fishin' Frenzy", "Dragon Hatch", "Jungle Delight",
  "Koi Gate", "Coin Strike", "Diamond Strike", "Joker's Jewels", "Aztec Gems", "Twin Spin", "Blood Suckers", "Divine Fortune", "Hall of Gods", "Mega Fortune",
  "Lightning Dice", "Lightning Baccarat", "Speed Baccarat", "Immersive Roulette", "Sic Bo Deluxe", "Deal or No Deal", "Gonzo's Treasure Hunt", "Royal Fishing", "Jackpot Fishing", "Dragon Fortune",
  "Fruit Shop", "Juicy Fruits", "Fire Blaze", "Gold Rush", "Wild West Gold", "Dragon Tiger Luck", "Lucky Neko", "Treasures of Aztec", "Ganesha Gold", "Caishen Wins",
  "Hot Hot Fruit", "Power of Thor", "Zeus vs Hades", "Starlight Princess", "Sugar Rush 1000", "Wild Bandito", "Fortune Rabbit", "Pinata Wins", "Chicken Road", "Goal",
] as const;
