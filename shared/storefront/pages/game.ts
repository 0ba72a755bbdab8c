import { FAVICON_LINK } from "../favicon";
import { RTL_LOCALES } from "@shared/contracts/locales";
import { stylesheetAsset } from "../assets";
import { fontStylesheetPath } from "../fonts";
import { esc } from "../html";
import { formatNumber, grid, href, page, tagLabel, text, type PageContext } from "../layout";
import type { Game } from "../types";

/** A game's page (art, facts, the platform hand-over, the demo frame) and the demo the frame shows. */

function rtp(ctx: PageContext, game: Game): string {
  return text(ctx, "game.rtpValue", { value: formatNumber(ctx.locale, game.rtpBasisPoints / 100, 2) });
}

export function gamePage(ctx: PageContext, game: Game): string {
  const studio = ctx.catalogue.studioByKey.get(game.studio)?.name ?? game.studio;
  const category = text(ctx, `categories.${game.category}`);
  const volatility = text(ctx, `volatility.${game.volatility}`);
  const tags = game.tags.length ? `<h2 class="sr">${text(ctx, "game.tags")}</h2><ul class="tags">${game.tags.map((tag) => `<li class="chip">${tagLabel(ctx, tag)}</li>`).join("")}</ul>` : "";
  const play = `${ctx.site.platformUrl}/play/${encodeURIComponent(game.key)}?lang=${ctx.locale}`;
  const more = ctx.catalogue.games.filter((g) => g.category === game.category && g.key !== game.key).slice(0, ctx.design.columns);
  const main = `<div class="game"><img class="game-art" src="${ctx.assets.art(game)}" alt="${text(ctx, "game.art", { game: game.name, studio })}" width="400" height="400"><div><p class="kicker">${category}</p><h1>${esc(game.name)}</h1><p>${text(ctx, "game.by", { studio })}</p><dl class="facts"><div><dt>${text(ctx, "game.rtp")}</dt><dd>${rtp(ctx, game)}</dd></div><div><dt>${text(ctx, "game.volatility")}</dt><dd>${volatility}</dd></div><div><dt>${text(ctx, "game.studio")}</dt><dd>${esc(studio)}</dd></div><div><dt>${text(ctx, "game.category")}</dt><dd>${category}</dd></div></dl>${tags}<p><a class="btn btn-p" href="${esc(play)}">${text(ctx, "game.play")}</a></p><p class="small">${text(ctx, "game.playNote")}</p></div></div>
<section aria-labelledby="demo"><h2 id="demo">${text(ctx, "game.demoTitle")}</h2><p class="note"><b>${text(ctx, "game.demoLabel")}</b></p><iframe class="demo" src="${href(ctx, `games/${encodeURIComponent(game.key)}/demo`)}" title="${text(ctx, "game.demoFrame", { game: game.name })}" loading="lazy"></iframe></section>
${more.length ? `<section aria-labelledby="more"><div class="sec-head"><h2 id="more">${text(ctx, "game.more", { category: ctx.t(`storefront:categories.${game.category}`) })}</h2><a href="${href(ctx, `lobby?category=${game.category}`)}">${text(ctx, "home.seeAll")}</a></div>${grid(ctx, more)}</section>` : ""}`;
  return page(ctx, {
    rest: `games/${encodeURIComponent(game.key)}`,
    title: `${esc(game.name)} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "game.description", { game: game.name, studio, brand: ctx.site.brand, rtp: ctx.t("storefront:game.rtpValue", { value: formatNumber(ctx.locale, game.rtpBasisPoints / 100, 2) }), volatility: ctx.t(`storefront:volatility.${game.volatility}`) }),
    current: "lobby",
    main,
  });
}

/** The demo inside the frame: the art, the play-money label and reels that spin in CSS. */
export function demoPage(ctx: PageContext, game: Game): string {
  const dir = RTL_LOCALES.includes(ctx.locale) ? "rtl" : "ltr";
  const css = ctx.assets.use(stylesheetAsset(ctx.site.designKey, ctx.site.schemeKey));
  const palette = ctx.catalogue.studioByKey.get(game.studio)?.palette ?? ["#f5b301", "#3b8cff", "#ff4d5e"];
  const art = ctx.assets.art(game);
  const symbol = (i: number) => `<span><svg viewBox="0 0 40 40" width="100%" height="100%"><rect width="40" height="40" rx="8" fill="${esc(palette[(i + 2) % 3])}"/>${i % 2 ? `<circle cx="20" cy="20" r="11" fill="${esc(palette[i % 3])}"/>` : `<path d="M20 7l12 13-12 13L8 20z" fill="${esc(palette[i % 3])}"/>`}</svg></span>`;
  const reel = (offset: number) => `<div class="reel">${[0, 1, 2, 3, 0, 1, 2, 3].map((i) => (i === 3 ? `<span><img src="${art}" alt="" width="400" height="400"></span>` : symbol(i + offset))).join("")}</div>`;
  return `<!DOCTYPE html>
<html lang="${ctx.locale}" dir="${dir}"><head><meta charset="utf-8">${FAVICON_LINK}<meta name="viewport" content="width=device-width,initial-scale=1"><title>${text(ctx, "game.demoFrame", { game: game.name })}</title><meta name="robots" content="noindex"><link rel="stylesheet" href="${fontStylesheetPath(ctx.locale)}"><link rel="stylesheet" href="${css}"></head>
<body><main class="wrap"><h1 class="kicker">${text(ctx, "game.demoLabel")}</h1><p class="small">${esc(game.name)} · ${text(ctx, "game.demoNote")}</p><div class="reels" data-reels role="img" aria-label="${text(ctx, "game.demoSpin")}">${reel(0)}${reel(1)}${reel(2)}</div></main></body></html>`;
}
