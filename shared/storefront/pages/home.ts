import { AssetUse } from "../assets";
import { winnersTicker } from "../catalogue";
import type { HomeSection } from "../designs";
import { esc } from "../html";
import { formatNumber, grid, href, navHref, page, text, usdt, type PageContext } from "../layout";
import { FIXTURES, type Fixture } from "../sports-data";
import type { Game, GameCategory, StorefrontFile } from "../types";

/**
 * The home page: the design's hero (always carrying the three-promotion carousel), then its
 * sections in the design's order, with an optional column beside them on wide screens.
 */

const PROMOS = 3;
const WHY = 3;

/** A text with markup in its placeholders: the text is escaped first, then the markup put in. */
function withMarkup(ctx: PageContext, key: string, parts: Record<string, string>): string {
  const tokens = Object.fromEntries(Object.keys(parts).map((name, i) => [name, `\u0001${i}\u0001`]));
  let result = text(ctx, key, tokens);
  Object.values(parts).forEach((markup, i) => (result = result.split(`\u0001${i}\u0001`).join(markup)));
  return result;
}

function seed(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function gamesOf(ctx: PageContext, category: GameCategory): Game[] {
  return ctx.catalogue.games.filter((game) => game.category === category);
}

function categoryOrder(ctx: PageContext): GameCategory[] {
  const focus = ctx.design.focus;
  return [focus, ...ctx.catalogue.categories.filter((c) => c !== focus)];
}

function carousel(ctx: PageContext, arts: readonly Game[]): string {
  const targets = [navHref(ctx, "signUp"), navHref(ctx, "promotions"), navHref(ctx, "promotions")];
  const slides = Array.from({ length: PROMOS }, (_, i) => {
    const art = arts[i % Math.max(1, arts.length)];
    const label = text(ctx, "home.slide", { number: i + 1, count: PROMOS });
    return `<article class="slide" id="promo-${i + 1}" aria-roledescription="slide" aria-label="${label}">${art ? `<img class="slide-art" src="${ctx.assets.art(art)}" alt="" width="400" height="400">` : ""}<div class="slide-txt"><span class="kicker">${text(ctx, "nav.promotions")}</span><h2>${text(ctx, `home.promos.${i}.title`)}</h2><p>${text(ctx, `home.promos.${i}.text`)}</p><a class="btn btn-p" href="${targets[i]}">${text(ctx, `home.promos.${i}.cta`)}</a></div></article>`;
  }).join("");
  const dots = Array.from(
    { length: PROMOS },
    (_, i) => `<a href="#promo-${i + 1}" data-dot aria-label="${text(ctx, "home.slide", { number: i + 1, count: PROMOS })}">${i + 1}</a>`,
  ).join("");
  return `<div class="car" data-carousel role="region" aria-roledescription="carousel" aria-label="${text(ctx, "home.heroLabel")}"><div class="car-track" data-track>${slides}</div><div class="car-ctl"><button type="button" class="step" data-step="-1" hidden aria-label="${text(ctx, "home.previous")}">‹</button><div class="dots">${dots}</div><button type="button" class="step" data-step="1" hidden aria-label="${text(ctx, "home.next")}">›</button></div></div>`;
}

function oddsButtons(ctx: PageContext, fixture: Fixture): string {
  const outcomes = [
    { key: "home", name: fixture.home, odds: fixture.odds[0], pick: "1" },
    { key: "draw", name: ctx.t("storefront:sports.draw"), odds: fixture.odds[1], pick: "X" },
    { key: "away", name: fixture.away, odds: fixture.odds[2], pick: "2" },
  ];
  return `<div class="fx-o">${outcomes
    .map((o) =>
      o.odds === null
        ? `<span class="odd odd-x" aria-hidden="true">–</span>`
        : `<a class="odd" href="${esc(`${ctx.site.platformUrl}/sports/${fixture.id}?pick=${o.pick}`)}" aria-label="${text(ctx, "sports.betOn", { outcome: o.name, odds: formatNumber(ctx.locale, o.odds, 2) })}"><small>${o.pick}</small>${formatNumber(ctx.locale, o.odds, 2)}</a>`,
    )
    .join("")}</div>`;
}

export function fixtureRow(ctx: PageContext, fixture: Fixture): string {
  const when = fixture.live
    ? `<span class="live">${text(ctx, "sports.live")} ${text(ctx, "sports.minute", { minute: fixture.clock })}</span>`
    : `<span class="fx-l">${text(ctx, "sports.startsAt", { time: fixture.clock })}</span>`;
  const score = fixture.score ? ` <b>${esc(fixture.score)}</b>` : "";
  return `<li class="fx"><div class="fx-t"><span class="fx-l">${text(ctx, `sports.sportsNames.${fixture.sport}`)} · ${esc(fixture.league)}</span><span class="fx-n">${esc(fixture.home)} – ${esc(fixture.away)}${score}</span>${when}</div>${oddsButtons(ctx, fixture)}</li>`;
}

function hero(ctx: PageContext): string {
  const focus = gamesOf(ctx, ctx.design.focus);
  const title = `<h1>${text(ctx, ctx.design.sports ? "home.titleSports" : "home.title", { brand: ctx.site.brand })}</h1>`;
  const arts = focus.slice(0, 3);
  switch (ctx.design.hero) {
    case "banner":
    case "carousel":
      return `<section class="hero hero-${ctx.design.hero}">${title}${carousel(ctx, arts)}</section>`;
    case "split": {
      const collage = focus.slice(3, 9).map((game) => `<img src="${ctx.assets.art(game)}" alt="" width="400" height="400">`).join("");
      return `<section class="hero split"><div>${title}${carousel(ctx, arts)}</div><div class="collage">${collage}</div></section>`;
    }
    case "jackpot": {
      const amount = 250_000_000 + (seed(ctx.site.siteName) % 150_000_000);
      return `<section class="hero"><div class="jp">${title}<span class="kicker">${text(ctx, "home.jackpotLabel")}</span><span class="jp-v">${usdt(ctx.locale, amount)}</span><span class="small">${text(ctx, "home.jackpotNote")}</span></div>${carousel(ctx, arts)}</section>`;
    }
    case "match": {
      const match = FIXTURES[0];
      const board = `<div class="board"><h2>${text(ctx, "home.matchTitle")}</h2><span class="fx-l">${text(ctx, `sports.sportsNames.${match.sport}`)} · ${esc(match.league)}</span><div class="board-teams"><b>${esc(match.home)}</b><span class="board-score">${esc(match.score ?? "–")}</span><b>${esc(match.away)}</b></div>${match.live ? `<span class="live">${text(ctx, "sports.live")} ${text(ctx, "sports.minute", { minute: match.clock })}</span>` : ""}${oddsButtons(ctx, match)}<a class="btn btn-g" href="${navHref(ctx, "sports")}">${text(ctx, "home.matchCta")}</a></div>`;
      return `<section class="hero">${title}<div class="duo">${carousel(ctx, arts)}${board}</div></section>`;
    }
    case "table": {
      const live = gamesOf(ctx, "live-casino");
      const table = live[0] ?? focus[0];
      const seats = 1 + (seed(ctx.site.siteName) % 6);
      const panel = `<div class="table-hero">${table ? `<img src="${ctx.assets.art(table)}" alt="" width="400" height="400">` : ""}<span class="live">${text(ctx, "sports.live")}</span><h2>${text(ctx, "home.liveTitle")}</h2><p class="small">${text(ctx, "home.liveText")}</p><span class="chip">${text(ctx, "home.liveSeats", { count: seats })}</span><a class="btn btn-p" href="${href(ctx, "lobby?category=live-casino")}">${text(ctx, "home.liveCta")}</a></div>`;
      return `<section class="hero">${title}<div class="duo">${carousel(ctx, live.length >= 3 ? live.slice(1, 4) : arts)}${panel}</div></section>`;
    }
  }
}

function winners(ctx: PageContext): string {
  const items = winnersTicker(ctx.catalogue, ctx.site.siteName, 12)
    .map((win) => {
      const game = ctx.catalogue.gameByKey.get(win.gameKey);
      const gameLink = game ? `<a href="${href(ctx, `games/${encodeURIComponent(game.key)}`)}">${esc(game.name)}</a>` : esc(win.gameKey);
      return `<li>${withMarkup(ctx, "home.winner", { player: esc(win.player), amount: `<b>${usdt(ctx.locale, win.amountMinor)}</b>`, game: gameLink })}</li>`;
    })
    .join("");
  return `<section class="ticker" data-marquee aria-labelledby="wins"><h2 id="wins">${text(ctx, "home.winnersTitle")}</h2><ul>${items}</ul></section>`;
}

function promos(ctx: PageContext): string {
  const cards = Array.from(
    { length: 3 },
    (_, i) => `<li class="card"><span class="kicker">${text(ctx, "nav.promotions")}</span><h3>${text(ctx, `promotions.items.${i}.title`)}</h3><p>${text(ctx, `promotions.items.${i}.text`)}</p></li>`,
  ).join("");
  return `<section aria-labelledby="promos"><div class="sec-head"><h2 id="promos">${text(ctx, "nav.promotions")}</h2><a href="${navHref(ctx, "promotions")}" aria-label="${text(ctx, "home.seeAllIn", { category: ctx.t("storefront:nav.promotions") })}">${text(ctx, "home.seeAll")}</a></div><ul class="cards">${cards}</ul></section>`;
}

function vip(ctx: PageContext): string {
  const tiers = Array.from({ length: 5 }, (_, i) => `<li class="card tier"><h3>${text(ctx, `vip.tiers.${i}.name`)}</h3><p>${text(ctx, `vip.tiers.${i}.perks.0`)}</p></li>`).join("");
  return `<section aria-labelledby="vip"><div class="sec-head"><h2 id="vip">${text(ctx, "vip.title")}</h2><a href="${navHref(ctx, "vip")}" aria-label="${text(ctx, "home.seeAllIn", { category: ctx.t("storefront:vip.title") })}">${text(ctx, "home.seeAll")}</a></div><ul class="cards cards-5">${tiers}</ul></section>`;
}

function swatch(palette: readonly [string, string, string]): string {
  return `<svg aria-hidden="true" width="26" height="26" viewBox="0 0 26 26"><rect width="26" height="26" rx="6" fill="${esc(palette[2])}"/><circle cx="13" cy="13" r="8" fill="${esc(palette[0])}"/><circle cx="13" cy="13" r="4" fill="${esc(palette[1])}"/></svg>`;
}

function studios(ctx: PageContext): string {
  const items = ctx.catalogue.studios
    .slice(0, 12)
    .map((studio) => `<li><a href="${href(ctx, `lobby?studio=${encodeURIComponent(studio.key)}`)}">${swatch(studio.palette)}${esc(studio.name)}</a></li>`)
    .join("");
  return `<section aria-labelledby="studios"><div class="sec-head"><h2 id="studios">${text(ctx, "home.studiosTitle")}</h2></div><ul class="studios">${items}</ul></section>`;
}

function live(ctx: PageContext): string {
  if (ctx.design.sports) {
    const rows = FIXTURES.filter((f) => f.live).map((f) => fixtureRow(ctx, f)).join("");
    return `<section aria-labelledby="live"><div class="sec-head"><h2 id="live">${text(ctx, "sports.live")}</h2><a href="${navHref(ctx, "sports")}" aria-label="${text(ctx, "home.seeAllIn", { category: ctx.t("storefront:nav.sports") })}">${text(ctx, "home.seeAll")}</a></div><ul class="odds">${rows}</ul></section>`;
  }
  const tables = gamesOf(ctx, "live-casino").slice(0, ctx.design.columns);
  return `<section aria-labelledby="live"><div class="sec-head"><h2 id="live">${text(ctx, "home.liveTitle")}</h2><a href="${href(ctx, "lobby?category=live-casino")}" aria-label="${text(ctx, "home.seeAllIn", { category: ctx.t("storefront:categories.live-casino") })}">${text(ctx, "home.seeAll")}</a></div>${grid(ctx, tables)}</section>`;
}

function sports(ctx: PageContext): string {
  const rows = FIXTURES.slice(0, 5).map((f) => fixtureRow(ctx, f)).join("");
  return `<section aria-labelledby="sports"><div class="sec-head"><h2 id="sports">${text(ctx, "nav.sports")}</h2><a href="${navHref(ctx, "sports")}" aria-label="${text(ctx, "home.seeAllIn", { category: ctx.t("storefront:nav.sports") })}">${text(ctx, "home.seeAll")}</a></div><ul class="odds">${rows}</ul></section>`;
}

/**
 * The game rows depend only on the design, the market's catalogue and the language, never on the
 * site: made once per such triple and kept (a bounded number of them), with the art they reference.
 */
const ROWS_CACHE_SIZE = 500;
const rowsCache = new Map<string, { html: string; assets: StorefrontFile[] }>();

function rows(ctx: PageContext): string {
  const id = `${ctx.design.key}|${ctx.site.marketCode}|${ctx.locale}`;
  let cached = rowsCache.get(id);
  if (!cached) {
    const own = { ...ctx, assets: new AssetUse(ctx.catalogue) };
    cached = { html: renderRows(own), assets: own.assets.list() };
    if (rowsCache.size >= ROWS_CACHE_SIZE) rowsCache.delete(rowsCache.keys().next().value!);
    rowsCache.set(id, cached);
  }
  for (const file of cached.assets) ctx.assets.use(file);
  return cached.html;
}

function renderRows(ctx: PageContext): string {
  const count = Math.min(12, ctx.design.columns * 2);
  return categoryOrder(ctx)
    .map((category) => {
      const games = gamesOf(ctx, category).slice(0, count);
      if (!games.length) return "";
      const name = ctx.t(`storefront:categories.${category}`);
      return `<section aria-labelledby="row-${category}"><div class="sec-head"><h2 id="row-${category}">${esc(name)}</h2><a href="${href(ctx, `lobby?category=${category}`)}" aria-label="${text(ctx, "home.seeAllIn", { category: name })}">${text(ctx, "home.seeAll")}</a></div>${grid(ctx, games)}</section>`;
    })
    .join("");
}

function why(ctx: PageContext): string {
  const cards = Array.from({ length: WHY }, (_, i) => `<li class="card"><h3>${text(ctx, `home.why.${i}.title`)}</h3><p>${text(ctx, `home.why.${i}.text`)}</p></li>`).join("");
  return `<section aria-labelledby="why"><div class="sec-head"><h2 id="why">${text(ctx, "home.whyTitle", { brand: ctx.site.brand })}</h2></div><ul class="cards">${cards}</ul></section>`;
}

function aside(ctx: PageContext): string {
  switch (ctx.design.aside) {
    case "none":
      return "";
    case "menu": {
      const links = [
        `<li><a href="${navHref(ctx, "lobby")}">${text(ctx, "categories.all")}</a></li>`,
        ...ctx.catalogue.categories.map((c) => `<li><a href="${href(ctx, `lobby?category=${c}`)}">${text(ctx, `categories.${c}`)}</a></li>`),
        ...(ctx.design.sports ? [`<li><a href="${navHref(ctx, "sports")}">${text(ctx, "nav.sports")}</a></li>`] : []),
      ].join("");
      return `<nav class="aside aside-menu" aria-labelledby="aside-h"><h2 id="aside-h">${text(ctx, "lobby.categoriesLabel")}</h2><ul>${links}</ul></nav>`;
    }
    case "winners": {
      const wins = [...winnersTicker(ctx.catalogue, `${ctx.site.siteName}/top`, 8)].sort((a, b) => b.amountMinor - a.amountMinor);
      const items = wins
        .map((win) => {
          const game = ctx.catalogue.gameByKey.get(win.gameKey);
          return `<li><b>${usdt(ctx.locale, win.amountMinor)}</b><span class="small">${esc(win.player)} · ${esc(game?.name ?? win.gameKey)}</span></li>`;
        })
        .join("");
      return `<aside class="aside" aria-labelledby="aside-h"><h2 id="aside-h">${text(ctx, "home.winnersTitle")}</h2><ul>${items}</ul></aside>`;
    }
    case "betslip": {
      const rows = FIXTURES.filter((f) => !f.live).slice(0, 3).map((f) => fixtureRow(ctx, f)).join("");
      return `<aside class="aside" aria-labelledby="aside-h"><h2 id="aside-h">${text(ctx, "sports.upcoming")}</h2><ul class="odds">${rows}</ul><p class="small">${text(ctx, "sports.note")}</p></aside>`;
    }
  }
}

const SECTIONS: Record<Exclude<HomeSection, "hero">, (ctx: PageContext) => string> = { winners, promos, vip, studios, live, sports, rows, why };

export function homePage(ctx: PageContext): string {
  const body = ctx.design.home.filter((s): s is Exclude<HomeSection, "hero"> => s !== "hero").map((s) => SECTIONS[s](ctx)).join("");
  const side = aside(ctx);
  const main = `${hero(ctx)}${side ? `<div class="home-grid"><div class="home-main">${body}</div>${side}</div>` : `<div class="home-main">${body}</div>`}`;
  return page(ctx, {
    rest: "",
    title: text(ctx, ctx.design.sports ? "home.titleSports" : "home.title", { brand: ctx.site.brand }),
    description: text(ctx, "home.description", { brand: ctx.site.brand }),
    current: "home",
    main,
  });
}
