import { queryGames } from "../catalogue";
import { esc } from "../html";
import { formatNumber, grid, href, page, text, type PageContext } from "../layout";
import type { GameCategory } from "../types";

/** The lobby: category tabs (links), one GET form with search and studio, 24 games a page, paging links. */

export const LOBBY_PAGE_SIZE = 24;
const SEARCH_MAX = 60;

export type LobbyQuery = { category?: GameCategory; studio?: string; search?: string; page: number };

/** What the address asks for; anything unknown or malformed is left out, so no address is an error. */
export function lobbyQuery(ctx: PageContext, query: URLSearchParams): LobbyQuery {
  const category = ctx.catalogue.categories.find((c) => c === query.get("category"));
  const studioKey = query.get("studio") ?? "";
  const studio = ctx.catalogue.studioByKey.has(studioKey) ? studioKey : undefined;
  const search = (query.get("q") ?? "").trim().slice(0, SEARCH_MAX) || undefined;
  const pageNumber = Number.parseInt(query.get("page") ?? "1", 10);
  return { category, studio, search, page: Number.isSafeInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 10_000 ? pageNumber : 1 };
}

function lobbyLink(ctx: PageContext, query: LobbyQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.studio) params.set("studio", query.studio);
  if (query.search) params.set("q", query.search);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `lobby${search ? `?${search}` : ""}`;
}

export function lobbyPage(ctx: PageContext, query: LobbyQuery): string {
  const result = queryGames(ctx.catalogue, { ...query, pageSize: LOBBY_PAGE_SIZE });
  const tabs = [undefined, ...ctx.catalogue.categories]
    .map((category) => {
      const current = category === query.category ? ` aria-current="page"` : "";
      return `<li><a href="${esc(href(ctx, lobbyLink(ctx, { ...query, category, page: 1 })))}"${current}>${text(ctx, `categories.${category ?? "all"}`)}</a></li>`;
    })
    .join("");
  const studios = ctx.catalogue.studios
    .map((studio) => `<option value="${esc(studio.key)}"${studio.key === query.studio ? " selected" : ""}>${esc(studio.name)}</option>`)
    .join("");
  const form = `<form class="filters" method="get" action="${href(ctx, "lobby")}" role="search" aria-label="${text(ctx, "lobby.filtersLabel")}">${query.category ? `<input type="hidden" name="category" value="${query.category}">` : ""}<div class="field"><label for="q">${text(ctx, "lobby.searchLabel")}</label><input id="q" name="q" type="search" maxlength="${SEARCH_MAX}" value="${esc(query.search ?? "")}" placeholder="${text(ctx, "lobby.searchPlaceholder")}"></div><div class="field"><label for="studio">${text(ctx, "lobby.studioLabel")}</label><select id="studio" name="studio" data-autosubmit><option value="">${text(ctx, "lobby.allStudios")}</option>${studios}</select></div><button class="btn btn-p" type="submit">${text(ctx, "lobby.apply")}</button></form>`;
  const title = query.category ? text(ctx, `categories.${query.category}`) : text(ctx, "lobby.title");
  const results = result.items.length
    ? grid(ctx, result.items, 4)
    : `<div class="empty"><p>${text(ctx, "lobby.empty")}</p><a class="btn btn-p" href="${href(ctx, "lobby")}">${text(ctx, "lobby.clear")}</a></div>`;
  let paging = "";
  if (result.pages > 1) {
    const link = (n: number) => esc(href(ctx, lobbyLink(ctx, { ...query, page: n })));
    const items: string[] = [];
    if (result.page > 1) items.push(`<li><a href="${link(result.page - 1)}" rel="prev">${text(ctx, "lobby.previous")}</a></li>`);
    for (let n = 1; n <= result.pages; n++) {
      if (n !== 1 && n !== result.pages && Math.abs(n - result.page) > 2) continue;
      const label = text(ctx, "lobby.pageNumber", { page: n });
      items.push(n === result.page ? `<li><span aria-current="page" aria-label="${label}">${formatNumber(ctx.locale, n)}</span></li>` : `<li><a href="${link(n)}" aria-label="${label}">${formatNumber(ctx.locale, n)}</a></li>`);
    }
    if (result.page < result.pages) items.push(`<li><a href="${link(result.page + 1)}" rel="next">${text(ctx, "lobby.next")}</a></li>`);
    paging = `<nav aria-label="${text(ctx, "lobby.pagingLabel")}"><p class="small">${text(ctx, "lobby.page", { page: formatNumber(ctx.locale, result.page), pages: formatNumber(ctx.locale, result.pages) })}</p><ul class="paging">${items.join("")}</ul></nav>`;
  }
  const main = `<h1>${title}</h1><nav aria-label="${text(ctx, "lobby.categoriesLabel")}"><ul class="tabs">${tabs}</ul></nav>${form}<p class="small" role="status">${text(ctx, "lobby.count", { count: formatNumber(ctx.locale, result.total) })}</p>${results}${paging}`;
  return page(ctx, {
    rest: lobbyLink(ctx, query),
    title: `${title} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "lobby.description", { brand: ctx.site.brand }),
    current: "lobby",
    main,
  });
}
