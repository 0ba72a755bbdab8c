import { describe, expect, it } from "vitest";
import { createI18n, fixedT } from "./i18next.server";

// What a component's `useTranslation` gets on the server: the instance's own language (no `lng`),
// a namespace, no key prefix. Plain keys are remembered after the first call (decision 029).
describe("translations during a server render", () => {
  it("give the same text on every call, in the instance's language and namespace", async () => {
    const i18n = await createI18n("es", ["common", "notices"]);
    const common = i18n.getFixedT(null, "common");
    expect(common("nav.home")).toBe("Inicio");
    expect(common("nav.home")).toBe("Inicio");
    // A namespace named in the key, and another namespace's function, are not confused with it.
    expect(common("notices:deposit-low.title", { siteName: "Sol" })).toBe("Saldo prepagado bajo en Sol");
    expect(i18n.getFixedT(null, "notices")("deposit-low.title", { siteName: "Luna" })).toBe("Saldo prepagado bajo en Luna");
  });

  it("fill in values on every call, never reusing an earlier call's", async () => {
    const t = (await createI18n("es", ["common", "notices"])).getFixedT(null, "notices");
    expect(t("deposit-low.title", { siteName: "Uno" })).toBe("Saldo prepagado bajo en Uno");
    expect(t("deposit-low.title", { siteName: "Dos" })).toBe("Saldo prepagado bajo en Dos");
    // Asked without values after, no earlier call's values are in it.
    expect(t("deposit-low.title")).not.toMatch(/Uno|Dos/);
  });

  it("with values: the same values give the same text, and no value can pass for others", async () => {
    const t = (await createI18n("en", ["common", "notices"])).getFixedT(null, "notices");
    // A site's name (the merchant's own text) written to look like a name and a second value.
    const crafted = "Uno\u0000extra\u0001sDos";
    expect(t("deposit-low.title", { siteName: crafted })).toBe(`Low prepaid balance on ${crafted}`);
    expect(t("deposit-low.title", { siteName: "Uno", extra: "Dos" })).toBe("Low prepaid balance on Uno");
    expect(t("deposit-low.title", { siteName: "Uno" })).toBe("Low prepaid balance on Uno");
    // A number and the same digits as text are different values, with the same text.
    expect(t("deposit-low.title", { siteName: 7 })).toBe("Low prepaid balance on 7");
    expect(t("deposit-low.title", { siteName: "7" })).toBe("Low prepaid balance on 7");
  });

  it("give a list the same on every call with the same values, another with others, and refuse a caller's change", async () => {
    const t = (await createI18n("en", ["home"])).getFixedT(null, "home");
    const faq = (percent: number) => t("faq", { returnObjects: true, topUpPercent: percent }) as { q: string; a: string }[];
    const first = faq(30);
    expect(first[1].a).toMatch(/we notify you below 30%\.$/);
    expect(faq(30)).toEqual(first);
    expect(faq(25)[1].a).toMatch(/we notify you below 25%\.$/);
    // Every page shares the one remembered: changing it would change theirs, so it cannot be changed.
    expect(() => first.push({ q: "", a: "" })).toThrow(TypeError);
    expect(() => (first[1].a = "changed")).toThrow(TypeError);
    expect(faq(30)[1].a).toMatch(/we notify you below 30%\.$/);
  });

  it("still answer another language when one is named", async () => {
    const i18n = await createI18n("es", ["common"]);
    expect(i18n.getFixedT("en", "common")("nav.home")).toBe("Home");
    expect(i18n.getFixedT(null, "common")("nav.home")).toBe("Inicio");
  });

  it("outside a render too: the same text each call, values filled in each time", async () => {
    const t = await fixedT("es", ["notices", "common"]);
    expect(t("common:nav.home")).toBe("Inicio");
    expect(t("common:nav.home")).toBe("Inicio");
    expect(t("deposit-low.title", { siteName: "Uno" })).toBe("Saldo prepagado bajo en Uno");
    expect(t("deposit-low.title", { siteName: "Dos" })).toBe("Saldo prepagado bajo en Dos");
  });
});
