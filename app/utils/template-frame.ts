import { siteName as siteNameRule } from "@shared/contracts/cart";
import { THUMBNAIL_SITE_NAME } from "@shared/storefront/thumbnails";

/**
 * Where a template's live preview is (decision 050): the storefront renderer's page for a site
 * made of the template's design and market, the colour scheme `scheme` (a scheme id) and the site
 * name `name`, at `path` (the storefront's path after its language: "" home, "lobby",
 * "games/<key>"), in the portal page's language when the market offers it.
 */
export type FrameQuery = { countriesId: string | number; colorSchemeId: string | number; name?: string | null; path?: string };

export function templateFrameHref(locale: string, templateId: number | string, query: FrameQuery): string {
  const params = new URLSearchParams({ countriesId: String(query.countriesId), scheme: String(query.colorSchemeId) });
  if (query.name) params.set("name", query.name);
  if (query.path) params.set("path", query.path);
  return `/${locale}/choose-theme/preview/${encodeURIComponent(String(templateId))}/frame?${params}`;
}

/** The frame's own query parameters; any other belongs to the storefront page (the lobby's category, search, paging). */
export const FRAME_PARAMS = ["countriesId", "scheme", "name", "path"] as const;

/** The typed name when it is a valid site name (the cart's rule), else the thumbnails' sample name. */
export function previewName(typed: string | null | undefined): string {
  const parsed = siteNameRule.safeParse(typed ?? "");
  return parsed.success ? parsed.data : THUMBNAIL_SITE_NAME;
}
