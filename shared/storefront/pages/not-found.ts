import { navHref, page, text, type PageContext } from "../layout";

/** The site's own 404, in its design. */
export function notFoundContent(ctx: PageContext): string {
  return page(ctx, {
    rest: "",
    title: text(ctx, "notFound.title"),
    description: text(ctx, "notFound.text"),
    current: null,
    main: `<div class="empty"><h1>${text(ctx, "notFound.title")}</h1><p>${text(ctx, "notFound.text")}</p><p><a class="btn btn-p" href="${navHref(ctx, "home")}">${text(ctx, "notFound.home")}</a> <a class="btn btn-g" href="${navHref(ctx, "lobby")}">${text(ctx, "notFound.lobby")}</a></p></div>`,
  });
}
