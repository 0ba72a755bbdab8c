import { FAVICON_LINK } from "./favicon";
import { LOCALE_NAMES, RTL_LOCALES, type Locale } from "@shared/contracts/locales";
import { AssetUse, scriptAsset, stylesheetAsset } from "./assets";
import type { MarketCatalogue } from "./catalogue";
import type { StorefrontDesign } from "./designs";
import { fontStylesheetPath } from "./fonts";
import { esc } from "./html";
import type { Translate } from "./types";
import type { Game, StorefrontSite } from "./types";


/** Everything a page is rendered from. */
export type PageContext = {
  site: StorefrontSite;
  design: StorefrontDesign;
  locale: Locale;
  t: Translate;
  year: number;
  catalogue: MarketCatalogue;
  assets: AssetUse;
};

/** The storefront's texts live in their own namespace. */
export function text(ctx: PageContext, key: string, values?: Record<string, string | number>): string {
  return esc(ctx.t(`storefront:${key}`, values));
}

/** A link inside the site, in the page's language: href("lobby") is /en/lobby. */
export function href(ctx: PageContext, path = ""): string {
  return `/${ctx.locale}/${path}`;
}

export function formatNumber(locale: Locale, value: number, decimals = 0): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** Players pay in USDT: amounts are shown in it, the figure as the language writes numbers. */
export function usdt(locale: Locale, minor: number): string {
  return `${formatNumber(locale, minor / 100, 2)} USDT`;
}

/** A game's tag in the player's language; a tag the texts do not know yet shows as written in the catalogue. */
export function tagLabel(ctx: PageContext, tag: string): string {
  const key = `storefront:tags.${tag}`;
  const label = ctx.t(key);
  return esc(label === key || label === `tags.${tag}` ? tag.replace(/-/g, " ") : label);
}

export type NavKey = "home" | "lobby" | "sports" | "promotions" | "vip" | "help" | "responsible" | "terms" | "signIn" | "signUp" | null;

const NAV_PATHS: Record<Exclude<NavKey, null>, string> = {
  home: "",
  lobby: "lobby",
  sports: "sports",
  promotions: "promotions",
  vip: "vip",
  help: "help",
  responsible: "responsible-gaming",
  terms: "terms",
  signIn: "sign-in",
  signUp: "sign-up",
};

export function navHref(ctx: PageContext, key: Exclude<NavKey, null>): string {
  return href(ctx, NAV_PATHS[key]);
}

/** The language switch: a plain <details> menu of links to this page in each of the site's languages. */
function languageSwitch(ctx: PageContext, rest: string, where: "hdr" | "foot"): string {
  if (ctx.site.languages.length < 2) return "";
  const items = ctx.site.languages
    .map((lng) => {
      const current = lng === ctx.locale ? ` aria-current="true"` : "";
      return `<li><a href="/${lng}/${esc(rest)}" hreflang="${lng}" lang="${lng}"${current}>${esc(LOCALE_NAMES[lng])}</a></li>`;
    })
    .join("");
  return `<details class="lang lang-${where}"><summary><svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"/></svg><span class="sr">${text(ctx, "a11y.language")}: </span><span class="ln" lang="${ctx.locale}">${esc(LOCALE_NAMES[ctx.locale])}</span></summary><ul>${items}</ul></details>`;
}

function monogram(brand: string): string {
  const initial = [...brand.trim()][0] ?? "?";
  return `<span class="mono" aria-hidden="true">${esc(initial.toUpperCase())}</span>`;
}

function header(ctx: PageContext, current: NavKey, rest: string): string {
  const links: Exclude<NavKey, null>[] = ["home", "lobby", ...(ctx.design.sports ? (["sports"] as const) : []), "promotions", "vip", "help"];
  const nav = `<nav class="nav" aria-label="${text(ctx, "a11y.mainNav")}"><ul>${links
    .map((key) => `<li><a href="${navHref(ctx, key)}"${key === current ? ` aria-current="page"` : ""}>${text(ctx, `nav.${key}`)}</a></li>`)
    .join("")}</ul></nav>`;
  const brand = `<a class="brand" href="${href(ctx)}" aria-label="${text(ctx, "a11y.homeLink", { brand: ctx.site.brand })}">${monogram(ctx.site.brand)}<span>${esc(ctx.site.brand)}</span></a>`;
  const account = `<a class="btn btn-g" href="${navHref(ctx, "signIn")}">${text(ctx, "nav.signIn")}</a><a class="btn btn-p" href="${navHref(ctx, "signUp")}">${text(ctx, "nav.signUp")}</a>`;
  const lang = languageSwitch(ctx, rest, "hdr");
  if (ctx.design.nav === "stacked") {
    const strip = `<div class="util"><div class="wrap util-in"><p class="util-note"><span class="age" aria-hidden="true">18+</span><a href="${navHref(ctx, "responsible")}">${text(ctx, "nav.responsible")}</a></p><div class="acts">${account}${lang}</div></div></div>`;
    return `<header class="hdr">${strip}<div class="wrap hdr-in">${brand}${nav}</div></header>`;
  }
  return `<header class="hdr"><div class="wrap hdr-in">${brand}${lang}<div class="acts">${account}</div>${nav}</div></header>`;
}

/** A Tether-like disc (our own drawing, not the brand's file): a T with its ring. */
const TETHER_MARK = `<svg aria-hidden="true" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#1a9b74"/><rect x="8" y="8" width="16" height="4" rx="1" fill="#fff"/><rect x="14" y="8" width="4" height="17" rx="1" fill="#fff"/><ellipse cx="16" cy="15.5" rx="9" ry="2.6" fill="none" stroke="#fff" stroke-width="1.6"/></svg>`;

function footer(ctx: PageContext, rest: string): string {
  const brand = esc(ctx.site.brand);
  const links = (["promotions", "vip", "help", "responsible", "terms"] as const)
    .map((key) => `<li><a href="${navHref(ctx, key)}">${text(ctx, `nav.${key}`)}</a></li>`)
    .join("");
  const games = ctx.catalogue.categories
    .map((category) => `<li><a href="${href(ctx, `lobby?category=${category}`)}">${text(ctx, `categories.${category}`)}</a></li>`)
    .join("");
  const lang = languageSwitch(ctx, rest, "foot");
  return `<footer class="foot"><div class="wrap"><div class="foot-grid">
<div><p class="brand brand-foot">${monogram(ctx.site.brand)}<span>${brand}</span></p><p>${text(ctx, "footer.licence", { brand: ctx.site.brand })}</p><div class="adult"><span class="age" role="img" aria-label="${text(ctx, "footer.adult")}">18+</span><p>${text(ctx, "footer.adultNote")} <a href="${navHref(ctx, "responsible")}">${text(ctx, "nav.responsible")}</a></p></div></div>
<nav aria-label="${text(ctx, "a11y.footerNav")}"><h2>${brand}</h2><ul>${links}</ul></nav>
<div><h2>${text(ctx, "nav.lobby")}</h2><ul>${games}</ul></div>
<div><h2>${text(ctx, "footer.payments")}</h2><div class="pays"><span class="pay">${TETHER_MARK}${text(ctx, "footer.trc20")}</span><span class="pay">${TETHER_MARK}${text(ctx, "footer.erc20")}</span></div>${lang ? `<h2 class="lang-h">${text(ctx, "a11y.language")}</h2>${lang}` : ""}</div>
</div><p class="copy">${text(ctx, "footer.copyright", { year: ctx.year, brand: ctx.site.brand })}</p></div></footer>`;
}

export type PageSpec = {
  /** The page's path after /<lng>/, with its query, for the language switch: "lobby?category=slots". */
  rest: string;
  title: string;
  description: string;
  current: NavKey;
  main: string;
};

/** A whole page: document head, header, main, footer. The title and description arrive escaped. */
export function page(ctx: PageContext, spec: PageSpec): string {
  const dir = RTL_LOCALES.includes(ctx.locale) ? "rtl" : "ltr";
  const css = ctx.assets.use(stylesheetAsset(ctx.site.designKey, ctx.site.schemeKey));
  const js = ctx.assets.use(scriptAsset());
  return `<!DOCTYPE html>
<html lang="${ctx.locale}" dir="${dir}"><head><meta charset="utf-8">${FAVICON_LINK}<meta name="viewport" content="width=device-width,initial-scale=1"><title>${spec.title}</title><meta name="description" content="${spec.description}"><link rel="stylesheet" href="${fontStylesheetPath(ctx.locale)}"><link rel="stylesheet" href="${css}"><script src="${js}" defer></script></head>
<body class="d-${esc(ctx.design.key)} nav-${ctx.design.nav}"><a class="skip" href="#main">${text(ctx, "a11y.skip")}</a>${header(ctx, spec.current, spec.rest)}<main id="main" class="wrap">${spec.main}</main>${footer(ctx, spec.rest)}</body></html>`;
}

/** A game tile: art, name, and per the design's tile shape its studio and RTP. Art on screen at once (`eager`) is not left to load lazily. */
export function tile(ctx: PageContext, game: Game, eager = false): string {
  const studio = ctx.catalogue.studioByKey.get(game.studio)?.name ?? game.studio;
  const meta =
    ctx.design.tiles === "wide"
      ? `<span class="tile-m">${esc(studio)}</span><span class="tile-m">${text(ctx, `categories.${game.category}`)} · RTP ${text(ctx, "game.rtpValue", { value: formatNumber(ctx.locale, game.rtpBasisPoints / 100, 2) })}</span>`
      : `<span class="tile-m">${esc(studio)}</span>`;
  return `<li><a class="tile" href="${href(ctx, `games/${encodeURIComponent(game.key)}`)}"><img src="${ctx.assets.art(game)}" alt="" width="400" height="400" ${eager ? "" : 'loading="lazy" '}decoding="async"><span class="tile-b"><span class="tile-n">${esc(game.name)}</span>${meta}</span></a></li>`;
}

/** `eager`: how many of the first tiles are on screen as the page opens (the lobby's first row on a phone). */
export function grid(ctx: PageContext, games: readonly Game[], eager = 0): string {
  return `<ul class="grid">${games.map((game, i) => tile(ctx, game, i < eager)).join("")}</ul>`;
}
