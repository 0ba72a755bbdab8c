import { countries } from "countries-list";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "@shared/contracts/locales";
import { countryName } from "./country-names";

describe("country names", () => {
  it("are the everyday English names, not the ISO ones", () => {
    expect(countryName("TW", "en")).toBe("Taiwan");
    expect(countryName("RU", "en")).toBe("Russia");
    expect(countryName("KR", "en")).toBe("South Korea");
    expect(countryName("KP", "en")).toBe("North Korea");
    expect(countryName("IR", "en")).toBe("Iran");
    expect(countryName("SY", "en")).toBe("Syria");
    expect(countryName("MD", "en")).toBe("Moldova");
    expect(countryName("VN", "en")).toBe("Vietnam");
    expect(countryName("US", "en")).toBe("United States");
    expect(countryName("GB", "en")).toBe("United Kingdom");
    expect(countryName("CN", "en")).toBe("China");
    expect(countryName("BR", "en")).toBe("Brazil");
  });

  it("are the everyday Chinese names", () => {
    expect(countryName("TW", "zh")).toBe("中国台湾");
    expect(countryName("RU", "zh")).toBe("俄罗斯");
    expect(countryName("KR", "zh")).toBe("韩国");
    expect(countryName("US", "zh")).toBe("美国");
    expect(countryName("TW", "zh-TW")).toBe("台灣");
  });

  it("name Russia and South Korea as people say it in other languages too", () => {
    expect(countryName("RU", "ru")).toBe("Россия");
    expect(countryName("KR", "ja")).toBe("韓国");
    expect(countryName("KR", "es")).toBe("Corea del Sur");
    expect(countryName("TW", "ko")).toBe("대만");
  });

  it("never shows an ISO inversion (\"Moldova, Republic of\") in any language", () => {
    const inverted: string[] = [];
    for (const locale of SUPPORTED_LOCALES) {
      for (const code of Object.keys(countries)) {
        const name = countryName(code, locale);
        // Bonaire, Sint Eustatius and Saba is a list of three islands, not an inversion.
        if (name?.includes(",") && code !== "BQ") inverted.push(`${locale} ${code} ${name}`);
      }
    }
    expect(inverted).toEqual([]);
  });

  it("falls back to English for a code a language does not name, whatever its case", () => {
    expect(countryName("tw", "en")).toBe("Taiwan");
    expect(countryName("ZZ", "en")).toBeUndefined();
  });
});
