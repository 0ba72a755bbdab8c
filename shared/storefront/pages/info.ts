import { esc } from "../html";
import { formatNumber, navHref, page, text, type PageContext } from "../layout";

/** The information pages: promotions, VIP, help and FAQ, responsible gambling, terms. */

const PROMOTION_ITEMS = 4;
const VIP_TIERS = 5;
const VIP_PERKS = [2, 3, 3, 3, 3];
const VIP_POINTS = [0, 1_000, 5_000, 25_000, 100_000];
const VIP_STEPS = 3;
const FAQ = 6;
const SIGNS = 5;
const TERMS_SECTIONS = 7;

export function promotionsPage(ctx: PageContext): string {
  const items = Array.from(
    { length: PROMOTION_ITEMS },
    (_, i) => `<li class="card"><span class="kicker">${text(ctx, "nav.promotions")}</span><h2>${text(ctx, `promotions.items.${i}.title`)}</h2><p>${text(ctx, `promotions.items.${i}.text`)}</p><p class="small"><b>${text(ctx, "promotions.termsLabel")}:</b> ${text(ctx, `promotions.items.${i}.terms`)}</p><a class="btn btn-p" href="${esc(`${ctx.site.platformUrl}/promotions`)}">${text(ctx, "promotions.cta")}</a></li>`,
  ).join("");
  return page(ctx, {
    rest: "promotions",
    title: `${text(ctx, "promotions.title")} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "promotions.description", { brand: ctx.site.brand }),
    current: "promotions",
    main: `<h1>${text(ctx, "promotions.title")}</h1><p class="small">${text(ctx, "promotions.intro")}</p><ul class="cards">${items}</ul>`,
  });
}

export function vipPage(ctx: PageContext): string {
  const tiers = Array.from({ length: VIP_TIERS }, (_, i) => {
    const perks = Array.from({ length: VIP_PERKS[i] }, (_, j) => `<li>${text(ctx, `vip.tiers.${i}.perks.${j}`)}</li>`).join("");
    return `<li class="card tier"><h2>${text(ctx, `vip.tiers.${i}.name`)}</h2><p class="chip">${text(ctx, "vip.points", { points: formatNumber(ctx.locale, VIP_POINTS[i]) })}</p><ul>${perks}</ul></li>`;
  }).join("");
  const steps = Array.from({ length: VIP_STEPS }, (_, i) => `<li>${text(ctx, `vip.how.${i}`)}</li>`).join("");
  return page(ctx, {
    rest: "vip",
    title: `${text(ctx, "vip.title")} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "vip.description", { brand: ctx.site.brand }),
    current: "vip",
    main: `<h1>${text(ctx, "vip.title")}</h1><p>${text(ctx, "vip.intro")}</p><section aria-label="${text(ctx, "vip.tiersLabel")}"><ul class="cards">${tiers}</ul></section><section class="prose" aria-labelledby="how"><h2 id="how">${text(ctx, "vip.howTitle")}</h2><ol>${steps}</ol><a class="btn btn-p" href="${navHref(ctx, "signUp")}">${text(ctx, "vip.cta")}</a></section>`,
  });
}

export function helpPage(ctx: PageContext): string {
  const faq = Array.from({ length: FAQ }, (_, i) => `<details><summary>${text(ctx, `help.faq.${i}.q`)}</summary><p>${text(ctx, `help.faq.${i}.a`)}</p></details>`).join("");
  return page(ctx, {
    rest: "help",
    title: `${text(ctx, "help.title")} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "help.description", { brand: ctx.site.brand }),
    current: "help",
    main: `<h1>${text(ctx, "help.title")}</h1><p>${text(ctx, "help.intro")}</p><div class="faq">${faq}</div><section class="card" aria-labelledby="contact"><h2 id="contact">${text(ctx, "help.contactTitle")}</h2><p>${text(ctx, "help.contact")}</p><p><a class="btn btn-p" href="${navHref(ctx, "signIn")}">${text(ctx, "nav.signIn")}</a></p></section>`,
  });
}

export function responsiblePage(ctx: PageContext): string {
  const signs = Array.from({ length: SIGNS }, (_, i) => `<li>${text(ctx, `responsible.signs.${i}`)}</li>`).join("");
  const section = (key: string) => `<h2>${text(ctx, `responsible.${key}Title`)}</h2><p>${text(ctx, `responsible.${key}`)}</p>`;
  return page(ctx, {
    rest: "responsible-gaming",
    title: `${text(ctx, "responsible.title")} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "responsible.description", { brand: ctx.site.brand }),
    current: "responsible",
    main: `<div class="prose"><h1>${text(ctx, "responsible.title")}</h1><p>${text(ctx, "responsible.intro")}</p><div class="adult"><span class="age" aria-hidden="true">18+</span><h2>${text(ctx, "responsible.adultTitle")}</h2></div><p>${text(ctx, "responsible.adult")}</p>${section("limits")}${section("break")}${section("exclusion")}<p class="note">${text(ctx, "responsible.toolsNote")}</p><h2>${text(ctx, "responsible.signsTitle")}</h2><ul>${signs}</ul>${section("help")}</div>`,
  });
}

export function termsPage(ctx: PageContext): string {
  const sections = Array.from(
    { length: TERMS_SECTIONS },
    (_, i) => `<h2>${text(ctx, `terms.sections.${i}.title`)}</h2><p>${text(ctx, `terms.sections.${i}.text`, { brand: ctx.site.brand })}</p>`,
  ).join("");
  return page(ctx, {
    rest: "terms",
    title: `${text(ctx, "terms.title")} · ${esc(ctx.site.brand)}`,
    description: text(ctx, "terms.description", { brand: ctx.site.brand }),
    current: "terms",
    main: `<div class="prose"><h1>${text(ctx, "terms.title")}</h1><p class="small">${text(ctx, "terms.updated")}</p>${sections}<p class="note">${text(ctx, "footer.licence", { brand: ctx.site.brand })}</p></div>`,
  });
}
