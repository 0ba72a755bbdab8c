import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { fontFile, fontStylesheet, fontStylesheetHref } from "./fonts.server";

const faces = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? [];

describe("the shipped fonts", () => {
  it("give Latin-script locales Noto Sans only, 400 and 700, WOFF2, swapped in", () => {
    const href = fontStylesheetHref("en");
    expect(href).toMatch(/^\/fonts\/latin\.css\?v=[0-9a-f]{12}$/);
    expect(fontStylesheetHref("ru")).toBe(href);
    const css = fontStylesheet("latin")!.css;
    const rules = faces(css);
    expect(rules.length).toBe(10); // latin, latin-ext, cyrillic, cyrillic-ext, vietnamese × 2 weights
    for (const rule of rules) {
      expect(rule).toContain("font-family:'Noto Sans';");
      expect(rule).toContain("font-display:swap");
      expect(rule).toMatch(/font-weight:(400|700);/);
      expect(rule).toMatch(/src:url\(\/fonts\/noto-sans\/noto-sans-[a-z-]+-(400|700)-normal\.woff2\?v=[\d.]+\) format\("woff2"\);unicode-range:/);
    }
    expect(css).not.toContain(".woff)");
    expect(css).not.toMatch(/greek|devanagari/);
  });

  it("add the locale's own script family, in slices, and only that one", () => {
    const css = fontStylesheet("noto-sans-sc")!.css;
    expect(fontStylesheetHref("zh")).toMatch(/^\/fonts\/noto-sans-sc\.css\?v=/);
    const chinese = faces(css).filter((rule) => rule.includes("'Noto Sans SC'"));
    expect(chinese.length).toBeGreaterThan(90);
    // CJK ships 400 only (decision 022), its Latin copies left to Noto Sans.
    expect(chinese.every((rule) => rule.includes("font-weight:400;") && rule.includes("unicode-range:"))).toBe(true);
    expect(css).not.toMatch(/noto-sans-sc-(latin|cyrillic|vietnamese)/);
    expect(css).not.toMatch(/Noto Sans (TC|JP|KR|Thai|Bengali|Arabic)/);
    expect(fontStylesheetHref("zh-TW")).toMatch(/^\/fonts\/noto-sans-tc\.css/);
    const thai = faces(fontStylesheet("noto-sans-thai")!.css).filter((rule) => rule.includes("'Noto Sans Thai'"));
    expect(thai.map((rule) => /font-weight:(\d+)/.exec(rule)?.[1])).toEqual(["400", "700"]);
  });

  it("serve exactly the files a stylesheet names, nothing else from the packages", () => {
    const named = /\/fonts\/noto-sans-sc\/([^?]+)\?v=([\d.]+)/.exec(fontStylesheet("noto-sans-sc")!.css)!;
    const file = fontFile("noto-sans-sc", named[1])!;
    expect(file.version).toBe(named[2]);
    expect(fs.existsSync(file.path)).toBe(true);
    expect(fontFile("noto-sans-sc", "noto-sans-sc-4-100-normal.woff2")).toBeUndefined();
    expect(fontFile("noto-sans-sc", "noto-sans-sc-4-400-normal.woff")).toBeUndefined();
    expect(fontFile("noto-sans-sc", "../package.json")).toBeUndefined();
    expect(fontFile("noto-sans-greek", "x.woff2")).toBeUndefined();
    expect(fontStylesheet("../../package")).toBeUndefined();
  });
});
