import { FAVICON_LINK } from "./favicon";
import { RTL_LOCALES, type Locale } from "@shared/contracts/locales";
import { esc } from "./html";
import { palette } from "./schemes";
import type { Translate } from "./types";

/**
 * The pages a storefront address shows when it has no live site behind it: temporarily unavailable
 * (suspended or on hold: no reason is given to players), opening soon (building), free again
 * (released, with a link to claim it on the portal) and no site here (unknown host). Standalone:
 * inline CSS and no asset, since there may be no built site to take assets from.
 */
export type StateKind = "unavailable" | "opening-soon" | "released" | "unknown" | "platform";

export type StateContext = { brand: string | null; locale: Locale; portalUrl: string; schemeKey?: string; designKey?: string };

const KEYS: Record<StateKind, string> = { unavailable: "unavailable", "opening-soon": "openingSoon", released: "released", unknown: "unknown", platform: "platform" };

export function statePage(kind: StateKind, ctx: StateContext, t: Translate): string {
  const key = `storefront:states.${KEYS[kind]}`;
  const colours = palette(ctx.schemeKey ?? "midnight-gold");
  const withBrand = ctx.brand && (kind === "unavailable" || kind === "opening-soon" || kind === "platform");
  const title = esc(withBrand ? t(`${key}.titleBrand`, { brand: ctx.brand! }) : t(`${key}.title`));
  // The platform's stand-in page (no GAME_PLATFORM_URL) leads back to the site's own games.
  const target = kind === "platform" ? `/${ctx.locale}/lobby` : kind === "released" || kind === "unknown" ? `${ctx.portalUrl}/` : null;
  const action = target ? `<a class="b" href="${esc(target)}">${esc(t(`${key}.cta`))}</a>` : "";
  const mark = ctx.brand ? `<p class="m" aria-hidden="true">${esc(([...ctx.brand.trim()][0] ?? "").toUpperCase())}</p>` : "";
  const css = `*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;background:${colours.bg};color:${colours.text};font:400 1rem/1.55 "Noto Sans",system-ui,sans-serif;overflow-wrap:anywhere}main{max-width:34rem;text-align:center;background:${colours.surface};border:1px solid ${colours.border};border-radius:16px;padding:2.5rem 1.5rem}h1{font-size:clamp(1.4rem,5vw,2rem);line-height:1.2;margin:0 0 .75rem}p{margin:0 0 1.25rem;color:${colours.muted}}.m{display:grid;place-items:center;width:3.5rem;height:3.5rem;margin:0 auto 1.25rem;border-radius:12px;background:${colours.accent};color:${colours.onAccent};font-size:1.6rem;font-weight:700}.b{display:inline-block;padding:.75rem 1.25rem;border-radius:10px;background:${colours.accent};color:${colours.onAccent};font-weight:700;text-decoration:none}.b:focus-visible{outline:3px solid ${colours.text};outline-offset:3px}`;
  return `<!DOCTYPE html>
<html lang="${ctx.locale}" dir="${RTL_LOCALES.includes(ctx.locale) ? "rtl" : "ltr"}"><head><meta charset="utf-8">${FAVICON_LINK}<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${css}</style></head><body><main>${mark}<h1>${title}</h1><p>${esc(t(`${key}.text`))}</p>${action}</main></body></html>`;
}
