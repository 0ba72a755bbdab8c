import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MARKETS } from "../../server/modules/opening-station/catalogue";
import { generateGames } from "../../scripts/generate-games";
import { GAMES_FILE, REAL_GAME_TITLES, REAL_STUDIO_NAMES, catalogueFor, gamesContent, parseGamesContent, queryGames, winnersTicker } from "./catalogue";
import { GAME_CATEGORIES } from "./types";

/** Lowercase words joined by single spaces: "Play'n GO" and "playn go" compare equal. */
const words = (name: string) => ` ${name.toLowerCase().replace(/&/g, " and ").replace(/'/g, "").replace(/[^a-z0-9]+/g, " ").trim()} `;

describe("the game catalogue file", () => {
  const content = gamesContent();

  it("is the generator's output, so the script regenerates what is committed", () => {
    expect(JSON.parse(fs.readFileSync(GAMES_FILE, "utf8"))).toEqual(JSON.parse(JSON.stringify(generateGames())));
  });

  it("has at least 300 games from at least 20 studios, every category with 20 or more", () => {
    expect(content.games.length).toBeGreaterThanOrEqual(300);
    expect(content.studios.length).toBeGreaterThanOrEqual(20);
    for (const category of GAME_CATEGORIES) expect(content.games.filter((game) => game.category === category).length, category).toBeGreaterThanOrEqual(20);
    const slots = content.games.filter((game) => game.category === "slots").length;
    expect(slots).toBeGreaterThan(content.games.length / 2);
  });

  it("uses every motif for many games and gives every studio games", () => {
    const motifs = new Map<string, number>();
    for (const game of content.games) motifs.set(game.motif, (motifs.get(game.motif) ?? 0) + 1);
    expect(motifs.size).toBe(10);
    for (const [motif, count] of motifs) expect(count, motif).toBeGreaterThanOrEqual(15);
    for (const studio of content.studios) expect(content.games.some((game) => game.studio === studio.key), studio.key).toBe(true);
  });

  it("names no real studio and no real game", () => {
    for (const studio of content.studios) {
      for (const real of REAL_STUDIO_NAMES) expect(words(studio.name).includes(words(real)), `${studio.name} contains ${real}`).toBe(false);
    }
    for (const game of content.games) {
      for (const real of REAL_GAME_TITLES) {
        const clash = real.includes(" ") ? words(game.name).includes(words(real)) : words(game.name) === words(real);
        expect(clash, `${game.name} is ${real}`).toBe(false);
      }
    }
  });

  it("has unique keys and names, distinct palettes and RTPs between 90 % and 99 %", () => {
    expect(new Set(content.games.map((game) => game.key)).size).toBe(content.games.length);
    expect(new Set(content.games.map((game) => game.name.toLowerCase())).size).toBe(content.games.length);
    expect(new Set(content.studios.map((studio) => studio.key)).size).toBe(content.studios.length);
    expect(new Set(content.studios.map((studio) => studio.palette.join())).size).toBe(content.studios.length);
    for (const game of content.games) expect(game.rtpBasisPoints).toSatisfy((rtp: number) => Number.isInteger(rtp) && rtp >= 9000 && rtp <= 9900);
  });

  it("restricts only markets the opening station sells", () => {
    const codes = new Set(MARKETS.map((market) => market.code));
    for (const restriction of content.restrictions) expect(codes.has(restriction.market), restriction.market).toBe(true);
  });

  it("is refused with a message naming the bad entry and field", () => {
    const broken = JSON.parse(fs.readFileSync(GAMES_FILE, "utf8"));
    broken.games[3].rtpBasisPoints = 12000;
    expect(() => parseGamesContent(JSON.stringify(broken), "games.json")).toThrow(`games[3] (${broken.games[3].key}) rtpBasisPoints`);
    broken.games[3].rtpBasisPoints = 9600;
    broken.games[5].studio = "nobody";
    expect(() => parseGamesContent(JSON.stringify(broken), "games.json")).toThrow(/games\[5\].*studio: no studio has the key nobody/);
    expect(() => parseGamesContent("{", "games.json")).toThrow("games.json is not valid JSON");
  });
});

describe("a market's catalogue", () => {
  const content = gamesContent();

  it("shows every game on GLOBAL and keeps each market's restrictions, with 150 games or more", () => {
    expect(catalogueFor("GLOBAL").games.length).toBe(content.games.length);
    for (const market of MARKETS) {
      const catalogue = catalogueFor(market.code);
      expect(catalogue.games.length, market.code).toBeGreaterThanOrEqual(150);
      for (const restriction of content.restrictions.filter((r) => r.market === market.code)) {
        for (const game of catalogue.games) {
          expect(restriction.categories ?? []).not.toContain(game.category);
          expect(restriction.studios ?? []).not.toContain(game.studio);
          expect(restriction.games ?? []).not.toContain(game.key);
          for (const tag of game.tags) expect(restriction.tags ?? []).not.toContain(tag);
        }
      }
      for (const game of catalogue.games) expect(catalogue.studioByKey.get(game.studio)).toBeDefined();
      expect(catalogue.studios.every((studio) => catalogue.games.some((game) => game.studio === studio.key))).toBe(true);
    }
    expect(catalogueFor("TR").categories).not.toContain("crash");
    expect(catalogueFor("TR").games.length).toBeLessThan(content.games.length);
    expect(catalogueFor("RU").studioByKey.has("lumen-play")).toBe(false);
  });

  it("is built once per market", () => {
    expect(catalogueFor("TR")).toBe(catalogueFor("TR"));
    expect(catalogueFor("NG")).toBe(catalogueFor("GLOBAL"));
  });
});

describe("queryGames", () => {
  const catalogue = catalogueFor("GLOBAL");

  it("pages through everything and clamps the page", () => {
    const first = queryGames(catalogue, { page: 1, pageSize: 24 });
    expect(first.items).toHaveLength(24);
    expect(first.total).toBe(catalogue.games.length);
    expect(first.pages).toBe(Math.ceil(catalogue.games.length / 24));
    const last = queryGames(catalogue, { page: 999, pageSize: 24 });
    expect(last.page).toBe(first.pages);
    expect(last.items).toEqual(catalogue.games.slice((first.pages - 1) * 24));
    expect(queryGames(catalogue, { page: -3, pageSize: 24 }).page).toBe(1);
    expect(queryGames(catalogue, { page: Number.NaN, pageSize: 24 }).items).toEqual(first.items);
    const seen = new Set<string>();
    for (let page = 1; page <= first.pages; page++) for (const game of queryGames(catalogue, { page, pageSize: 24 }).items) seen.add(game.key);
    expect(seen.size).toBe(catalogue.games.length);
  });

  it("filters by category and studio", () => {
    const crash = queryGames(catalogue, { category: "crash", page: 1, pageSize: 100 });
    expect(crash.total).toBe(catalogue.games.filter((game) => game.category === "crash").length);
    expect(crash.items.every((game) => game.category === "crash")).toBe(true);
    const studio = catalogue.studios[0];
    const own = queryGames(catalogue, { studio: studio.key, page: 1, pageSize: 100 });
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((game) => game.studio === studio.key)).toBe(true);
    const none = queryGames(catalogue, { studio: "no-such-studio", page: 4, pageSize: 10 });
    expect(none).toEqual({ items: [], total: 0, page: 1, pages: 1 });
  });

  it("searches names and studio names, trimmed and case-insensitively", () => {
    const game = catalogue.games[7];
    const found = queryGames(catalogue, { search: `  ${game.name.toUpperCase()} `, page: 1, pageSize: 50 });
    expect(found.items.map((item) => item.key)).toContain(game.key);
    const studio = catalogue.studioByKey.get(game.studio)!;
    const byStudio = queryGames(catalogue, { search: studio.name.toLowerCase(), page: 1, pageSize: 100 });
    expect(byStudio.items.map((item) => item.key)).toContain(game.key);
    expect(queryGames(catalogue, { search: "zzzz-nothing", page: 1, pageSize: 10 }).total).toBe(0);
    // Past 60 characters the search is cut, not refused.
    expect(queryGames(catalogue, { search: game.name + "x".repeat(200), page: 1, pageSize: 10 }).total).toBe(0);
    expect(queryGames(catalogue, { search: "   ", page: 1, pageSize: 10 }).total).toBe(catalogue.games.length);
  });
});

describe("winnersTicker", () => {
  const catalogue = catalogueFor("BR");

  it("is deterministic from the seed, masks players and uses integer amounts of this market's games", () => {
    const wins = winnersTicker(catalogue, "lucky", 12);
    expect(wins).toHaveLength(12);
    expect(winnersTicker(catalogue, "lucky", 12)).toEqual(wins);
    expect(winnersTicker(catalogue, "other", 12)).not.toEqual(wins);
    for (const win of wins) {
      expect(win.player).toMatch(/^[a-z]{2}\*\*\*\d$/);
      expect(catalogue.gameByKey.has(win.gameKey)).toBe(true);
      expect(Number.isInteger(win.amountMinor)).toBe(true);
      expect(win.amountMinor).toBeGreaterThanOrEqual(1000);
    }
    expect(winnersTicker(catalogue, "lucky", 10_000)).toHaveLength(50);
    expect(winnersTicker(catalogue, "lucky", -1)).toEqual([]);
  });
});
