import { esc } from "./html";
import { palette } from "./schemes";

/** Where every storefront page names its icon: one address per site, answered by the server that serves the site. */
export const FAVICON_PATH = "/favicon.svg";
export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`;

/** A site's icon: its brand's initial on its scheme's accent, as the header's monogram. */
export function faviconSvg(brand: string | null, schemeKey: string | undefined): string {
  const colours = palette(schemeKey ?? "midnight-gold");
  const initial = brand ? ([...brand.trim()][0] ?? "").toUpperCase() : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colours.accent}"/><text x="32" y="44" text-anchor="middle" font-family="Noto Sans,Arial,sans-serif" font-size="36" font-weight="700" fill="${colours.onAccent}">${esc(initial)}</text></svg>`;
}
