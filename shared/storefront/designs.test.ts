import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { COLOR_SCHEMES, TEMPLATE_DESIGNS } from "../../server/modules/opening-station/catalogue";
import { STOREFRONT_DESIGNS } from "./designs";
import { contrast, palette, STOREFRONT_SCHEMES } from "./schemes";

/**
 * The storefront's designs and schemes stay what the portal describes: the same designs with the
 * layout the portal's descriptions and thumbnails tell (navigation, hero, tiles, columns, corners,
 * side column), the same six schemes, and text that reads at WCAG AA in each of them.
 */
const NAV = { bar: "top", centered: "centred", stacked: "stacked", minimal: "side" } as const;

describe("the storefront designs", () => {
  it("are the portal's 24 designs, in its order", () => {
    expect(STOREFRONT_DESIGNS.map((d) => [d.key, d.name])).toEqual(TEMPLATE_DESIGNS.map((d) => [d.key, d.name]));
  });

  it.each(TEMPLATE_DESIGNS.map((d) => [d.key, d] as const))("%s keeps the layout its portal description tells", (key, portal) => {
    const design = STOREFRONT_DESIGNS.find((d) => d.key === key)!;
    const layout = portal.layout;
    expect(design.nav).toBe(NAV[layout.header]);
    expect(design.hero).toBe(layout.hero);
    expect(design.corners).toBe(layout.corners);
    expect(design.sports).toBe(portal.category === "sports");
    if (layout.grid !== "odds") {
      expect(design.tiles).toBe(layout.grid);
      expect(design.columns).toBe(layout.columns);
    }
    // A side menu is the side navigation itself where the header is minimal; otherwise a column beside the games.
    if (layout.sidebar === "left" && design.nav !== "side") expect(design.aside).toBe("menu");
    if (layout.sidebar === "right") expect(["winners", "betslip"]).toContain(design.aside);
    if (layout.sidebar === "none") expect(design.aside).toBe("none");
    const bands = { promo: "promos", winners: "winners", providers: "studios", live: "live" } as const;
    // The portal's band is on the home page (Diamond Club and High Roller show their perks, the VIP levels, instead of promotions).
    expect(design.home.includes(bands[layout.band]) || (layout.band === "promo" && design.home.includes("vip")) || (design.hero === "jackpot" && layout.band === "promo")).toBe(true);
    expect(design.home[0]).toBe("hero");
    expect(design.home).toContain("rows");
  });
});

describe("the colour schemes", () => {
  it("are the portal's six", () => {
    expect(STOREFRONT_SCHEMES.map((s) => [s.key, s.color1, s.color2, s.color3])).toEqual(COLOR_SCHEMES.map((s) => [s.key, s.color1, s.color2, s.color3]));
  });

  it.each(STOREFRONT_SCHEMES.map((s) => [s.key]))("%s reads at AA: body text 4.5:1, large text and the accent 3:1", (key) => {
    const p = palette(key);
    for (const background of [p.bg, p.surface, p.surface2]) {
      expect(contrast(p.text, background)).toBeGreaterThanOrEqual(7);
      expect(contrast(p.muted, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.accentText, background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(p.onAccent, p.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.accent, p.bg)).toBeGreaterThanOrEqual(3);
  });
});

describe("the storefront texts", () => {
  it("have every array the pages count on, at its length", () => {
    const en = JSON.parse(fs.readFileSync("app/locales/en/storefront.json", "utf8"));
    expect(en.home.promos).toHaveLength(3);
    expect(en.home.why).toHaveLength(3);
    expect(en.promotions.items).toHaveLength(4);
    expect(en.vip.tiers.map((tier: { perks: string[] }) => tier.perks.length)).toEqual([2, 3, 3, 3, 3]);
    expect(en.vip.how).toHaveLength(3);
    expect(en.help.faq).toHaveLength(6);
    expect(en.responsible.signs).toHaveLength(5);
    expect(en.terms.sections).toHaveLength(7);
  });
});
