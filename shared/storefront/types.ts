import type { Locale } from "@shared/contracts/locales";

/**
 * The storefront: the player-facing casino site a merchant buys. The renderer (this folder) turns a
 * site's choices into pages and assets; the API's build stores them and the web server serves them
 * at the site's own address (decision 048).
 */

/** The game categories a lobby offers; "sports" is a section of its own on sports templates. */
export const GAME_CATEGORIES = ["slots", "live-casino", "table-games", "crash", "fishing"] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** What a game's art is composed of. */
export const ART_MOTIFS = ["fruit", "gems", "cards", "dice", "wheel", "dragon", "football", "fish", "rocket", "coins"] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

export const VOLATILITIES = ["low", "medium", "high", "very-high"] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/** A fictional game studio: its name and the palette its games' art is drawn in (three #rrggbb). */
export type Studio = { key: string; name: string; palette: readonly [string, string, string] };

/** A game of the catalogue (content/games.json). RTP in basis points: 9650 is 96.50 %. */
export type Game = {
  key: string;
  name: string;
  studio: string;
  category: GameCategory;
  rtpBasisPoints: number;
  volatility: Volatility;
  tags: readonly string[];
  motif: ArtMotif;
};

/** What a site is made from: the merchant's choices at checkout. */
export type StorefrontSite = {
  /** The host label: lucky for lucky.casino.localhost. */
  siteName: string;
  /** The name players see (the site name as typed, capitalised). */
  brand: string;
  designKey: string;
  schemeKey: string;
  /** ISO code of the market, or GLOBAL. */
  marketCode: string;
  /** The site's languages, its market's default first. */
  languages: readonly Locale[];
  /** Where players are handed over to the provider's game platform (play, sign-in, sign-up). */
  platformUrl: string;
  /** The portal's origin, for the free-address page's link and the back office's. */
  portalUrl: string;
};

/** A file of a built site: a page (path like /en/lobby) or an asset (path /_assets/<name>.<hash>.<ext>). */
export type StorefrontFile = { path: string; contentType: string; body: string };

/** A translation function of one language; keys name their namespace ("storefront:nav.home"). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
