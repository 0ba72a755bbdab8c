/**
 * The committed pictures of the storefront designs (scripts/template-thumbnails.ts makes them from
 * the renderer): each design's home page in each colour scheme, at /templates/<design>.<scheme>.webp.
 */
export function thumbnailPath(designKey: string, schemeKey: string): string {
  return `/templates/${designKey}.${schemeKey}.webp`;
}

/** The brand the thumbnails show: a sample merchant's, the same on every design. */
export const THUMBNAIL_SITE_NAME = "luckystar";
