import fs from "node:fs";
import path from "node:path";
import { GAME_TAGS, REAL_GAME_TITLES, type GamesContent, type GameTag } from "../shared/storefront/catalogue";
import { seededRandom } from "../shared/storefront/seeded";
import type { ArtMotif, GameCategory, Volatility } from "../shared/storefront/types";

/**
 * Writes content/games.json: the storefront's game catalogue, fictional studios and games invented
 * from word lists. Seeded, so running it again gives the same file; the JSON is what is committed and
 * read, and may be edited by hand afterwards (the catalogue's schema checks it either way).
 *
 *   npx tsx scripts/generate-games.ts [output path]
 */

type Focus = "slots" | "live" | "table" | "crash" | "fishing" | "asian";

// Each palette is [deep background, vivid, bright accent]: the art draws in that order of weight.
const STUDIOS: { key: string; name: string; palette: [string, string, string]; focus: Focus }[] = [
  { key: "northwind-gaming", name: "Northwind Gaming", palette: ["#0b3d91", "#1fb5e9", "#ffd23f"], focus: "slots" },
  { key: "lumen-play", name: "Lumen Play Studio", palette: ["#4a148c", "#e040fb", "#ffe066"], focus: "slots" },
  { key: "cobalt-reelworks", name: "Cobalt Reelworks", palette: ["#0d2b6b", "#2f80ed", "#f2994a"], focus: "slots" },
  { key: "harbor-lantern", name: "Harbor Lantern Games", palette: ["#7a1f1f", "#e2572b", "#ffc857"], focus: "asian" },
  { key: "quillfeather", name: "Quillfeather Interactive", palette: ["#1b4332", "#40c057", "#fcc419"], focus: "slots" },
  { key: "saffron-tide-live", name: "Saffron Tide Live", palette: ["#5c1a33", "#d6336c", "#f9c74f"], focus: "live" },
  { key: "emberforge", name: "Emberforge Reels", palette: ["#3d0c02", "#ff5722", "#ffb300"], focus: "slots" },
  { key: "jade-pagoda", name: "Jade Pagoda Studios", palette: ["#004d40", "#00bfa5", "#ffd54f"], focus: "asian" },
  { key: "copperfox", name: "Copperfox Games", palette: ["#4e2a1e", "#d2691e", "#7fdbff"], focus: "table" },
  { key: "starling-arcade", name: "Starling Arcade", palette: ["#1a1446", "#7c4dff", "#00e5ff"], focus: "crash" },
  { key: "mistral-bay", name: "Mistral Bay Gaming", palette: ["#023e8a", "#00b4d8", "#ff6b6b"], focus: "fishing" },
  { key: "obsidian-owl", name: "Obsidian Owl", palette: ["#1c1233", "#9b5de5", "#f15bb5"], focus: "slots" },
  { key: "sunpeak", name: "Sunpeak Interactive", palette: ["#7f2704", "#fd8d3c", "#fff3b0"], focus: "slots" },
  { key: "coral-crown-live", name: "Coral Crown Live", palette: ["#3c096c", "#ff6d6d", "#ffd6a5"], focus: "live" },
  { key: "vantablu", name: "Vantablu Studio", palette: ["#001f3f", "#3d5afe", "#76ff03"], focus: "crash" },
  { key: "aurora-vale", name: "Aurora Vale Games", palette: ["#10002b", "#48cae4", "#c77dff"], focus: "slots" },
  { key: "gilded-sparrow", name: "Gilded Sparrow", palette: ["#2b2d42", "#ef233c", "#edc531"], focus: "table" },
  { key: "tidewater-labs", name: "Tidewater Labs", palette: ["#03045e", "#00c2a8", "#ffbe0b"], focus: "crash" },
  { key: "koi-harbor", name: "Koi Harbor Studio", palette: ["#0a3d62", "#f8961e", "#f94144"], focus: "fishing" },
  { key: "orbit-nine", name: "Orbit Nine Games", palette: ["#160f29", "#ff006e", "#fb8500"], focus: "crash" },
  { key: "marigold-tables", name: "Marigold Tables", palette: ["#14532d", "#f59e0b", "#fef3c7"], focus: "table" },
  { key: "velvet-ember-live", name: "Velvet Ember Live", palette: ["#2d0320", "#b5179e", "#ffd166"], focus: "live" },
  { key: "pinecrest-play", name: "Pinecrest Play", palette: ["#1e3a2f", "#8bc34a", "#ff7043"], focus: "slots" },
  { key: "lotus-drum", name: "Lotus Drum Games", palette: ["#3a0ca3", "#f72585", "#ffba08"], focus: "asian" },
  { key: "brassbell", name: "Brassbell Gaming", palette: ["#3e2723", "#c9a227", "#80deea"], focus: "slots" },
];

/** How much of each category a studio of a focus makes (relative weights). */
const FOCUS_WEIGHTS: Record<Focus, Partial<Record<GameCategory, number>>> = {
  slots: { slots: 10, "table-games": 1 },
  live: { "live-casino": 10, "table-games": 2 },
  table: { "table-games": 8, "live-casino": 3, slots: 3 },
  crash: { crash: 10, slots: 3 },
  fishing: { fishing: 10, slots: 4 },
  asian: { slots: 8, fishing: 3, "live-casino": 2, "table-games": 1 },
};

const COUNTS: Record<GameCategory, number> = { slots: 214, "live-casino": 40, "table-games": 36, crash: 26, fishing: 26 };

const MOTIF_WEIGHTS: Record<GameCategory, Partial<Record<ArtMotif, number>>> = {
  slots: { fruit: 6, gems: 4, cards: 1, dice: 1, wheel: 2, dragon: 3, football: 2, fish: 1, rocket: 2, coins: 3 },
  "live-casino": { cards: 5, wheel: 3, dice: 2 },
  "table-games": { cards: 5, wheel: 3, dice: 2 },
  crash: { rocket: 6, coins: 2, football: 2, dice: 2 },
  fishing: { fish: 3, dragon: 1 },
};

/** Asian-focused studios lean to these motifs in their slots. */
const ASIAN_MOTIFS: Partial<Record<ArtMotif, number>> = { dragon: 5, coins: 4, fish: 2, gems: 1, wheel: 1 };

// Words a name is made of, by category and motif: [first words, second words].
const SLOT_WORDS: Record<ArtMotif, [string[], string[]]> = {
  fruit: [["Cherry", "Lemon", "Melon", "Berry", "Citrus", "Plum", "Orchard", "Tutti", "Mango", "Peachy", "Grapevine"], ["Blitz", "Twist", "Parade", "Express", "Cascade", "Harvest", "Stack", "Splash", "Grove", "Drop", "Medley"]],
  gems: [["Sapphire", "Emerald", "Ruby", "Crystal", "Prism", "Opal", "Topaz", "Amethyst", "Jewel", "Garnet"], ["Vault", "Cascade", "Crown", "Spark", "Mine", "Glow", "Tower", "Cavern", "Heist", "Shard", "Lattice"]],
  cards: [["Ace", "Royal", "Queen's", "Jack's", "Velvet", "Spade", "Diamond Suit", "Trump"], ["Reels", "Parlour", "Gambit", "Flush", "Hand", "Deal", "Riches", "Rally"]],
  dice: [["Dice", "Double Six", "Rolling", "Snake Eyes", "Lucky Pip", "High Roll"], ["Reels", "Derby", "Rally", "Tumble", "Fever", "Parlour"]],
  wheel: [["Fortune", "Carnival", "Spinning", "Midway", "Prize", "Circus"], ["Wheel Reels", "Carousel", "Spinner", "Dial", "Whirl", "Lights"]],
  dragon: [["Dragon", "Jade", "Imperial", "Phoenix", "Lantern", "Temple", "Serpent", "Ember", "Cloud", "Pearl River"], ["Hoard", "Gate", "Dynasty", "Pearl", "Scroll", "Throne", "Blessing", "Courtyard", "Summit"]],
  football: [["Penalty", "Golden Boot", "Striker", "Derby", "Kickoff", "Stadium", "Goalmouth", "Midfield", "Volley", "Header"], ["Glory", "Rush", "Kings", "Fever", "Cup", "Heroes", "Legends", "Final"]],
  fish: [["Reef", "Coral", "Deep Sea", "Tide", "Lagoon", "Koi", "Harbor", "Pearl Diver", "Marlin"], ["Catch", "Quest", "Treasure", "Haul", "Shoal", "Reels", "Lights"]],
  rocket: [["Rocket", "Orbit", "Comet", "Nova", "Lunar", "Star", "Meteor", "Zenith", "Booster"], ["Reels", "Voyage", "Dash", "Galaxy", "Flight", "Odyssey", "Drift"]],
  coins: [["Gold", "Coin", "Treasury", "Minted", "Lucky", "Golden", "Silver", "Bullion", "Piggy", "Doubloon"], ["Stack", "Fountain", "Pile", "Vault", "Link", "Rain", "Press", "Tumble", "Trove"]],
};

const LIVE_LEADS = ["Velvet", "Midnight", "Grand Salon", "Riviera", "Monarch", "Crimson", "Ivory", "Skyline", "Opal Room", "Lantern Hall", "Marina", "Chandelier", "Sapphire Lounge", "Golden Hour"];
const TABLE_LEADS = ["Copper", "Oakwood", "Sterling", "Cobalt", "Saffron", "Marble", "Parlour", "Tuxedo", "Gaslight", "Chalkline", "Bluefelt", "Highstreet"];
const TABLE_GAMES: Partial<Record<ArtMotif, string[]>> = {
  cards: ["Baccarat", "Blackjack", "Three Card Poker", "Casino Hold'em", "Hi-Lo", "Video Poker", "Red Dog", "Pai Gow", "Teen Patti", "Andar Bahar"],
  wheel: ["Roulette", "Mini Roulette", "Double Ball Roulette", "Number Wheel"],
  dice: ["Sic Bo", "Craps", "Dice Duel", "Triple Dice"],
};
const CRASH_WORDS: Partial<Record<ArtMotif, [string[], string[]]>> = {
  rocket: [["Rocket", "Orbit", "Comet", "Nova", "Zenith", "Booster", "Stratos", "Skylift", "Thruster", "Afterburner"], ["Climb", "Cashout", "Ascent", "Liftoff", "Countdown", "Altitude"]],
  coins: [["Coin", "Bullion", "Nugget", "Minted"], ["Tower", "Ladder", "Climb", "Cashout"]],
  football: [["Free Kick", "Goal Line", "Long Ball", "Crossbar", "Top Corner"], ["Cashout", "Climb", "Streak", "Multiplier"]],
  dice: [["Dice", "Pip", "Double Roll", "Lucky Roll"], ["Ladder", "Climb", "Multiplier", "Streak"]],
};
const FISHING_WORDS: Partial<Record<ArtMotif, [string[], string[]]>> = {
  fish: [["Reef", "Coral", "Deep Sea", "Tide", "Lagoon", "Koi", "Marlin", "Barracuda", "Abyss", "Kelp"], ["Hunter", "Blaster", "Cannon", "Safari", "Raid", "Volley"]],
  dragon: [["Sea Dragon", "Jade Serpent", "Leviathan", "Storm Wyrm"], ["Hunter", "Cannon", "Raid", "Blaster"]],
};

const MARKETS_RESTRICTIONS: GamesContent["restrictions"] = [
  { market: "TR", categories: ["crash"], reason: "Crash games are outside what the operator's licence for this market covers." },
  { market: "ZA", categories: ["fishing"], reason: "Arcade fishing games are not certified for this market." },
  { market: "JP", categories: ["fishing"], reason: "Arcade fishing games are not offered in this market." },
  { market: "AE", tags: ["bonus-buy"], reason: "Buying a bonus round is switched off in this market." },
  { market: "KR", tags: ["bonus-buy"], reason: "Buying a bonus round is switched off in this market." },
  { market: "RU", studios: ["lumen-play", "aurora-vale"], reason: "These studios do not supply this market." },
];

function weighted<T extends string>(random: ReturnType<typeof seededRandom>, weights: Partial<Record<T, number>>): T {
  const entries = Object.entries(weights) as [T, number][];
  let roll = random.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1][0];
}

const slug = (name: string) => name.toLowerCase().replace(/'/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

function isRealTitle(name: string): boolean {
  const lower = name.toLowerCase();
  return REAL_GAME_TITLES.some((title) => (title.includes(" ") ? lower.includes(title.toLowerCase()) : lower === title.toLowerCase()));
}

export function generateGames(): GamesContent {
  const random = seededRandom("casino-games-v1");
  const names = new Set<string>();
  const games: GamesContent["games"] = [];

  const nameFor = (category: GameCategory, motif: ArtMotif): string | undefined => {
    for (let attempt = 0; attempt < 60; attempt++) {
      let name: string;
      if (category === "slots") name = `${random.pick(SLOT_WORDS[motif][0])} ${random.pick(SLOT_WORDS[motif][1])}`;
      else if (category === "live-casino") name = `${random.pick(LIVE_LEADS)} ${random.pick(TABLE_GAMES[motif]!)}`;
      else if (category === "table-games") name = `${random.pick(TABLE_LEADS)} ${random.pick(TABLE_GAMES[motif]!)}`;
      else {
        const words = (category === "crash" ? CRASH_WORDS : FISHING_WORDS)[motif]!;
        name = `${random.pick(words[0])} ${random.pick(words[1])}`;
      }
      if (!names.has(name) && !isRealTitle(name) && ![...names].some((known) => slug(known) === slug(name))) return name;
    }
    return undefined;
  };

  for (const category of Object.keys(COUNTS) as GameCategory[]) {
    // Each studio makes its share of the category (largest remainders), in a shuffled order.
    const makers = STUDIOS.filter((studio) => FOCUS_WEIGHTS[studio.focus][category]);
    const weightSum = makers.reduce((sum, studio) => sum + FOCUS_WEIGHTS[studio.focus][category]!, 0);
    const quotas = makers.map((studio) => ({ studio, share: (COUNTS[category] * FOCUS_WEIGHTS[studio.focus][category]!) / weightSum }));
    const order = quotas.flatMap(({ studio, share }) => Array<typeof studio>(Math.floor(share)).fill(studio));
    const byRemainder = [...quotas].sort((a, b) => (b.share % 1) - (a.share % 1));
    for (let i = 0; order.length < COUNTS[category]; i++) order.push(byRemainder[i].studio);
    const queue = random.shuffle(order);
    let made = 0;
    while (made < COUNTS[category]) {
      const studio = queue[made];
      const asian = studio.focus === "asian";
      const motif = weighted(random, category === "slots" && asian ? ASIAN_MOTIFS : MOTIF_WEIGHTS[category]);
      const name = nameFor(category, motif);
      if (!name) continue;
      names.add(name);
      made++;

      const volatility: Volatility =
        category === "slots" ? weighted(random, { low: 2, medium: 4, high: 3, "very-high": 2 })
        : category === "crash" ? weighted(random, { high: 2, "very-high": 1 })
        : category === "fishing" ? weighted(random, { medium: 2, high: 1 })
        : weighted(random, { low: 2, medium: 1 });
      const tags = new Set<GameTag>();
      if (category === "slots") {
        const mechanic = weighted(random, { megaways: 2, "cluster-pays": 1, "hold-and-win": 2, none: 5 });
        if (mechanic !== "none") tags.add(mechanic);
        if (random.chance(0.2)) tags.add("jackpot");
        if ((volatility === "high" || volatility === "very-high") && random.chance(0.45)) tags.add("bonus-buy");
        if (motif === "fruit" && volatility === "low") tags.add("classic");
      }
      if (category === "crash") tags.add("multiplayer");
      if (asian || motif === "dragon" || category === "fishing") tags.add("asian");
      if (motif === "football") tags.add("sports-themed");
      if (random.chance(0.12)) tags.add("new");
      else if (random.chance(0.16)) tags.add("popular");

      const [low, high] = tags.has("jackpot") ? [9200, 9480] : category === "slots" ? [9420, 9720] : category === "table-games" ? [9600, 9900] : category === "live-casino" ? [9550, 9880] : [9500, 9720];
      games.push({
        key: slug(name),
        name,
        studio: studio.key,
        category,
        rtpBasisPoints: random.int(low, high),
        volatility,
        // Kept in GAME_TAGS order and to four, the most telling first.
        tags: GAME_TAGS.filter((tag) => tags.has(tag)).slice(0, 4),
        motif,
      });
    }
  }

  return {
    studios: STUDIOS.map(({ key, name, palette }) => ({ key, name, palette })),
    // Shuffled once, so the file's order (the lobby's default order) mixes studios and categories.
    games: random.shuffle(games),
    restrictions: MARKETS_RESTRICTIONS,
  };
}

/** One entry a line: the file stays readable and its diffs small. */
function format(content: GamesContent): string {
  const lines = (items: readonly unknown[]) => items.map((item) => `    ${JSON.stringify(item)}`).join(",\n");
  return `{\n  "studios": [\n${lines(content.studios)}\n  ],\n  "games": [\n${lines(content.games)}\n  ],\n  "restrictions": [\n${lines(content.restrictions)}\n  ]\n}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("scripts/generate-games.ts")) {
  const output = path.resolve(process.argv[2] ?? "content/games.json");
  fs.writeFileSync(output, format(generateGames()));
  console.log(`Wrote ${output}`);
}
