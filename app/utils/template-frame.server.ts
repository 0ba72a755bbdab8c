import { isLocale, type Locale } from "@shared/contracts/locales";
import { brandOf } from "@shared/storefront/brand";
import { catalogueFor } from "@shared/storefront/catalogue";
import { storefrontDesign } from "@shared/storefront/designs";
import { esc } from "@shared/storefront/html";
import { notFoundPage, renderPath } from "@shared/storefront/render";
import type { Translate } from "@shared/storefront/types";
import type { StorefrontSite } from "@shared/storefront/types";
import { FRAME_PARAMS, templateFrameHref } from "./template-frame";
import { fixedT } from "./i18next.server";

export type FrameChoice = {
  templateId: number;
  countriesId: string;
  designKey: string;
  schemeId: number;
  schemeKey: string;
  siteName: string;
  marketCode: string;
  /** The market's languages, its default first. */
  languages: readonly Locale[];
};

/** The page's language if the market offers it, else the market's own. */
export function frameLocale(choice: Pick<FrameChoice, "languages">, pageLocale: string): Locale {
  return isLocale(pageLocale) && choice.languages.includes(pageLocale) ? pageLocale : choice.languages[0]!;
}

/** A game page worth showing in a preview: the first game of the design's leading category in the market. */
export function sampleGamePath(choice: Pick<FrameChoice, "designKey" | "marketCode">): string {
  const catalogue = catalogueFor(choice.marketCode);
  const focus = storefrontDesign(choice.designKey).focus;
  const game = catalogue.games.find((g) => g.category === focus) ?? catalogue.games[0];
  return game ? `games/${encodeURIComponent(game.key)}` : "";
}

const STOREFRONT_LINK = /(href|action|src)="\/([A-Za-z-]{2,5})\/([^"]*)"/g;

/**
 * The site's own links (and a game page's demo frame) lead to the same page of the preview (another
 * language's to the frame in that language), so following one inside the frame stays in the preview; the platform's links
 * (sign-in, play) end on the site's own 404 page there, as no platform is connected to a preview.
 */
function linksInFrame(html: string, site: StorefrontSite, choice: FrameChoice): string {
  return html.replace(STOREFRONT_LINK, (whole, attribute: string, lng: string, rest: string) => {
    if (!isLocale(lng) || !site.languages.includes(lng)) return whole;
    const [path = "", search = ""] = rest.replace(/&amp;/g, "&").split("?");
    const frame = templateFrameHref(lng, choice.templateId, { countriesId: choice.countriesId, colorSchemeId: choice.schemeId, name: choice.siteName, path: path.replace(/\/$/, "") });
    const extra = new URLSearchParams(search);
    for (const name of FRAME_PARAMS) extra.delete(name);
    const query = extra.toString();
    return `${attribute}="${esc(query ? `${frame}&${query}` : frame)}"`;
  });
}

type Frame = { status: 200 | 404; html: string };

// Bounded: the oldest rendering goes first. A lobby page is about 60 KB, so at most a few MB.
const FRAME_CACHE_MAX = 120;
const frames = new Map<string, Frame>();

/**
 * The renderer's page for a preview, kept by everything it is made of. Its platform is the frame's
 * own "platform" path (see linksInFrame); its year is the current one, as a build's.
 */
export async function renderFrame(choice: FrameChoice, pageLocale: string, path: string, query: URLSearchParams): Promise<Frame> {
  const locale = frameLocale(choice, pageLocale);
  const storefrontQuery = new URLSearchParams(query);
  for (const name of FRAME_PARAMS) storefrontQuery.delete(name);
  storefrontQuery.sort();
  const key = JSON.stringify([choice.templateId, choice.countriesId, choice.designKey, choice.schemeKey, choice.schemeId, choice.siteName, choice.marketCode, choice.languages, locale, path, storefrontQuery.toString()]);
  const known = frames.get(key);
  if (known) {
    frames.delete(key);
    frames.set(key, known);
    return known;
  }
  const site: StorefrontSite = {
    siteName: choice.siteName,
    brand: brandOf(choice.siteName),
    designKey: choice.designKey,
    schemeKey: choice.schemeKey,
    marketCode: choice.marketCode,
    languages: choice.languages,
    platformUrl: `/${locale}/platform`,
    portalUrl: "/",
  };
  const t = (await fixedT(locale, ["storefront"])) as unknown as Translate;
  const year = new Date().getUTCFullYear();
  const rendered = renderPath(site, locale, `/${locale}/${path}`, storefrontQuery, t, year);
  const frame: Frame = rendered ? { status: rendered.status, html: linksInFrame(rendered.html, site, choice) } : { status: 404, html: linksInFrame(notFoundPage(site, locale, t, year), site, choice) };
  frames.set(key, frame);
  if (frames.size > FRAME_CACHE_MAX) frames.delete(frames.keys().next().value!);
  return frame;
}

/** The frame's headers: the storefront's policy, framed by the portal's own pages only. */
export const FRAME_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cache-Control": "private, no-cache",
};
