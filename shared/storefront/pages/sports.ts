import { esc } from "../html";
import { page, text, type PageContext } from "../layout";
import { FIXTURES, SPORTS } from "../sports-data";
import { fixtureRow } from "./home";

/** The sports page of sports templates: fixtures by sport as odds rows; every bet hands over to the platform. */
export function sportsPage(ctx: PageContext): string {
  const groups = SPORTS.map((sport) => {
    const fixtures = FIXTURES.filter((f) => f.sport === sport);
    if (!fixtures.length) return "";
    return `<section aria-labelledby="sport-${sport}"><h2 id="sport-${sport}">${text(ctx, `sports.sportsNames.${sport}`)}</h2><ul class="odds" aria-label="${text(ctx, "sports.fixturesLabel", { sport: ctx.t(`storefront:sports.sportsNames.${sport}`) })}">${fixtures.map((f) => fixtureRow(ctx, f)).join("")}</ul></section>`;
  }).join("");
  return page(ctx, {
    rest: "sports",
    title: `${text(ctx, "sports.title")} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "sports.description", { brand: ctx.site.brand }),
    current: "sports",
    main: `<h1>${text(ctx, "sports.title")}</h1><p>${text(ctx, "sports.intro")}</p><p class="note">${text(ctx, "sports.note")}</p>${groups}`,
  });
}
