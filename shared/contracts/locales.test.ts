import { describe, expect, it } from "vitest";
import { negotiateLocale } from "./locales";

describe("negotiateLocale", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["zh-CN,zh;q=0.9,en;q=0.8", "zh"],
    ["zh-TW", "zh-TW"],
    ["zh-HK,en;q=0.5", "zh-TW"],
    ["fr-FR,fr;q=0.9,ar;q=0.8", "ar"],
    ["de;q=1, pt-BR;q=0.2, ja;q=0.7", "ja"],
    ["ko;q=0, tr", "tr"],
    ["*", "en"],
    ["garbage;;;q=abc", "en"],
  ])("%s → %s", (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
