import { COLOR_SCHEMES, MARKETS, designOfTemplate } from "../opening-station/catalogue";
import type { StorefrontSite } from "@shared/storefront/types";
import { brandOf } from "@shared/storefront/brand";
import { originOf } from "@shared/storefront/hosts";
import type { Site } from "../../generated/prisma/client";

/** What a storefront is made from, as a site's row holds it: the merchant's choices at checkout. */
export type SiteChoices = Pick<Site, "siteName" | "countryId" | "templateId" | "colorSchemeId">;

/**
 * The renderer's input for a site: its design, colours, market and languages. Players are handed
 * over to GAME_PLATFORM_URL when one is set, else to the site's own /platform page, which says the
 * provider connects the game platform (so nothing in a demo leads outside the stack).
 */
export function storefrontSite(site: SiteChoices, settings: { GAME_PLATFORM_URL?: string; SITE_BASE_DOMAIN: string; WEB_URL: string }): StorefrontSite {
  const market = MARKETS.find((m) => m.id === site.countryId);
  const design = designOfTemplate(site.templateId);
  const scheme = COLOR_SCHEMES.find((s) => s.id === site.colorSchemeId);
  if (!market || !design || !scheme) throw new Error(`site ${site.siteName} names a market, template or colour scheme that does not exist`);
  const origin = originOf(`${site.siteName}.${settings.SITE_BASE_DOMAIN}`, settings.WEB_URL);
  return {
    siteName: site.siteName,
    brand: brandOf(site.siteName),
    designKey: design.key,
    schemeKey: scheme.key,
    marketCode: market.code,
    languages: market.languages,
    platformUrl: settings.GAME_PLATFORM_URL ?? `${origin}/platform`,
    portalUrl: new URL(settings.WEB_URL).origin,
  };
}
