import { DEMO_SITES } from "@shared/storefront/demo-sites";

/**
 * The storefronts the marketing pages show, in public/images/storefronts/<name>.webp: real pages of
 * the storefront renderer (shared/storefront), photographed in Chromium by
 * scripts/storefront-pictures.ts (`npm run storefront-pictures`), which reads this list. Each site
 * is made as the build makes a bought one (the same design, scheme, market and languages), and each
 * page is shown in the market's first language.
 */
export type PictureDevice = "desktop" | "phone";

/** The screen a page is photographed on, and the size the picture is kept at (a desktop's halved to stay light, a phone's as it is). */
export const PICTURE_DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, width: 960, height: 600 },
  phone: { viewport: { width: 375, height: 760 }, width: 375, height: 760 },
} as const satisfies Record<PictureDevice, { viewport: { width: number; height: number }; width: number; height: number }>;

export type PictureSite = { siteName: string; design: string; marketCode: string; schemeKey: string };
/** A page of a site (its path after /<lng>/: "" is home) on a device. */
export type StorefrontPicture = { site: PictureSite; page: string; device: PictureDevice };

const luckyStar: PictureSite = { siteName: "lucky-star", design: "royal-flush", marketCode: "GLOBAL", schemeKey: "midnight-gold" };

const EXAMPLE_PICTURES = Object.fromEntries(
  DEMO_SITES.map(({ siteName, design, marketCode, schemeKey }) => [siteName, { site: { siteName, design, marketCode, schemeKey }, page: "", device: "desktop" }]),
) as Record<(typeof DEMO_SITES)[number]["siteName"], StorefrontPicture>;

export const STOREFRONT_PICTURES = {
  // The home page's hero: one site on a computer and on a phone.
  "home-desktop": { site: luckyStar, page: "", device: "desktop" },
  "home-phone": { site: luckyStar, page: "", device: "phone" },
  // The games aggregator: a lobby with the catalogue's art, categories, search and studios.
  "lobby-desktop": { site: { siteName: "pharaoh-nights", design: "pharaoh-gold", marketCode: "GLOBAL", schemeKey: "emerald" }, page: "lobby", device: "desktop" },
  // The payment gateway: the promotions players claim with a deposit, on a phone.
  "promotions-phone": { site: { siteName: "blue-vegas", design: "neon-vegas", marketCode: "GLOBAL", schemeKey: "deep-ocean" }, page: "promotions", device: "phone" },
  // Advertising: the home page players land on from a campaign.
  "campaign-desktop": { site: { siteName: "cricket-star", design: "cricket-arena", marketCode: "GLOBAL", schemeKey: "lagoon" }, page: "", device: "desktop" },
  // The alliance: another operator's site, another design.
  "alliance-desktop": { site: { siteName: "galaxy-spins", design: "jackpot-galaxy", marketCode: "GLOBAL", schemeKey: "royal-amethyst" }, page: "", device: "desktop" },
  // The affiliate programme: where referred players sign up.
  "sign-up-phone": { site: { siteName: "candy-bay", design: "candy-spin", marketCode: "GLOBAL", schemeKey: "ruby" }, page: "sign-up", device: "phone" },
  // The demo's live example sites (prisma/demo-data.ts), linked from the home page.
  ...EXAMPLE_PICTURES,
} satisfies Record<string, StorefrontPicture>;

export type PictureName = keyof typeof STOREFRONT_PICTURES;

export function picturePath(name: PictureName): string {
  return `/images/storefronts/${name}.webp`;
}
