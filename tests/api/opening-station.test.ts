import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "@shared/contracts/locales";
import { startApi, type TestApi } from "../helpers/api-server";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const publicFile = (url: string) => path.resolve("public", url.replace(/^\//, ""));

describe("GET /api/opening-station/countries-list", () => {
  it("lists at least 24 markets, the global station (id -1) first, each with a flag that exists and a default template", async () => {
    const { status, body } = await api.call("GET", "/api/opening-station/countries-list");
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true });
    const countries = body.data as Array<Record<string, any>>;
    expect(countries.length).toBeGreaterThanOrEqual(25);
    expect(countries[0]).toMatchObject({ id: -1, code: "GLOBAL", countryNames: "Worldwide", currencyCode: "USDT", img: "/flags/global.svg" });
    expect(countries[0].languages).toEqual([...SUPPORTED_LOCALES]);
    expect(new Set(countries.map((c) => c.id)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^([A-Z]{2}|GLOBAL)$/);
      expect(country.currencyCode).toMatch(/^[A-Z]{3,4}$/);
      expect(fs.existsSync(publicFile(country.img)), country.img).toBe(true);
      expect(country.templateId).toEqual(expect.any(Number));
    }
    expect(countries.find((c) => c.code === "BR")).toMatchObject({ countryNames: "Brazil", currencyCode: "BRL", img: "/flags/br.svg", languages: ["pt", "en"] });
  });

  it("covers every interface language in some market", async () => {
    const { body } = await api.call("GET", "/api/opening-station/countries-list");
    const offered = new Set((body.data as Array<{ id: number; languages: string[] }>).filter((c) => c.id !== -1).flatMap((c) => c.languages));
    expect([...SUPPORTED_LOCALES].filter((l) => !offered.has(l))).toEqual([]);
  });

  it("names the markets in the language of Accept-Language", async () => {
    const zh = await api.call("GET", "/api/opening-station/countries-list", { headers: { "accept-language": "zh-CN,zh;q=0.9" } });
    const names = Object.fromEntries((zh.body.data as Array<{ code: string; countryNames: string }>).map((c) => [c.code, c.countryNames]));
    expect(names).toMatchObject({ GLOBAL: "全球站", BR: "巴西", JP: "日本", VN: "越南" });

    const traditional = await api.call("GET", "/api/opening-station/countries-list?id=10", { headers: { "accept-language": "zh-TW" } });
    expect(traditional.body.data[0]).toMatchObject({ code: "ID", countryNames: "印尼" });

    const russian = await api.call("GET", "/api/opening-station/countries-list?id=16", { headers: { "accept-language": "ru" } });
    expect(russian.body.data[0].countryNames).toMatch(/Корея/);
  });

  it("answers only the market asked for with ?id=, including the global station", async () => {
    const one = await api.call("GET", "/api/opening-station/countries-list?id=1");
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0]).toMatchObject({ id: 1, code: "BR" });
    const global = await api.call("GET", "/api/opening-station/countries-list?id=-1");
    expect(global.body.data).toEqual([expect.objectContaining({ id: -1, code: "GLOBAL" })]);
    const empty = await api.call("GET", "/api/opening-station/countries-list?id=");
    expect(empty.body.data.length).toBeGreaterThan(20);
  });

  it("answers 404 for an unknown or withdrawn market", async () => {
    const unknown = await api.call("GET", "/api/opening-station/countries-list?id=9999");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, errorCode: "NOT_FOUND" });

    await api.db.country.update({ where: { id: 26 }, data: { active: false } });
    try {
      const withdrawn = await api.call("GET", "/api/opening-station/countries-list?id=26");
      expect(withdrawn.status).toBe(404);
      const all = await api.call("GET", "/api/opening-station/countries-list");
      expect(all.body.data.map((c: { id: number }) => c.id)).not.toContain(26);
    } finally {
      await api.db.country.update({ where: { id: 26 }, data: { active: true } });
    }
  });

  it.each(["abc", "1.5", "0", "-2", "99999999999", "1e3x", "%00"])("answers ?id=%s with 400, never 500", async (value) => {
    const { status, body } = await api.call("GET", `/api/opening-station/countries-list?id=${value}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: "VALIDATION_FAILED" });
    expect(body.data.fieldErrors.id).toEqual(["Please choose a country or market area"]);
  });

  it("answers a repeated ?id with 400", async () => {
    const { status } = await api.call("GET", "/api/opening-station/countries-list?id=1&id=2");
    expect(status).toBe(400);
  });

  it("needs no login", async () => {
    const { status } = await api.call("GET", "/api/opening-station/countries-list", { token: "not-a-token" });
    expect(status).toBe(200);
  });
});

describe("GET /api/opening-station/language-list", () => {
  it("lists the 15 interface languages by their own names", async () => {
    const { status, body } = await api.call("GET", "/api/opening-station/language-list");
    expect(status).toBe(200);
    expect(body.data.map((l: { code: string }) => l.code)).toEqual([...SUPPORTED_LOCALES]);
    expect(body.data).toContainEqual({ code: "zh-TW", name: "繁體中文" });
    expect(body.data).toContainEqual({ code: "ar", name: "العربية" });
    expect(body.data).toContainEqual({ code: "en", name: "English" });
  });
});

describe("GET /api/opening-station/package-list and package-info", () => {
  const standard = {
    id: 1,
    code: "standard",
    name: "Standard",
    currency: "USDT",
    setupFeeMinor: 99_900,
    maintenanceFeeMinor: 3_300,
    maintenancePeriod: "day",
    settlementPeriod: "day",
    depositMinor: 100_000,
    collectionFeeBps: 350,
    payoutFeeBps: 0,
    payoutFixedFeeMinor: 500,
    totalDueNowMinor: 199_900,
  };
  const elite = {
    id: 2,
    code: "elite",
    name: "Elite",
    currency: "USDT",
    setupFeeMinor: 199_900,
    maintenanceFeeMinor: 100_000,
    maintenancePeriod: "month",
    settlementPeriod: "month",
    depositMinor: 100_000,
    collectionFeeBps: 0,
    payoutFeeBps: 0,
    payoutFixedFeeMinor: 0,
    totalDueNowMinor: 299_900,
  };

  it("lists Standard and Elite with the figures of point 9", async () => {
    const { status, body } = await api.call("GET", "/api/opening-station/package-list?countriesId=1");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject(standard);
    expect(body.data[1]).toMatchObject(elite);
    expect(body.data[0].description).toMatch(/every day/);
  });

  it("offers the same packages in the global station and without a market", async () => {
    const global = await api.call("GET", "/api/opening-station/package-list?countriesId=-1");
    const none = await api.call("GET", "/api/opening-station/package-list");
    expect(global.body.data).toEqual(none.body.data);
    expect(none.body.data.map((p: { code: string }) => p.code)).toEqual(["standard", "elite"]);
  });

  it("describes packages in the request's language, keeping their product names", async () => {
    const { body } = await api.call("GET", "/api/opening-station/package-list", { headers: { "accept-language": "zh" } });
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(["Standard", "Elite"]);
    expect(body.data[0].description).toMatch(/每日/);
  });

  it("gives one package by id", async () => {
    const { status, body } = await api.call("GET", "/api/opening-station/package-info?id=2");
    expect(status).toBe(200);
    expect(body.data).toMatchObject(elite);
  });

  it("hides a withdrawn package", async () => {
    await api.db.package.update({ where: { id: 2 }, data: { active: false } });
    try {
      expect((await api.call("GET", "/api/opening-station/package-info?id=2")).status).toBe(404);
      const list = await api.call("GET", "/api/opening-station/package-list");
      expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([1]);
    } finally {
      await api.db.package.update({ where: { id: 2 }, data: { active: true } });
    }
  });

  it.each([
    ["/api/opening-station/package-info?id=3", 404],
    ["/api/opening-station/package-list?countriesId=9999", 404],
    ["/api/opening-station/package-info", 400],
    ["/api/opening-station/package-info?id=abc", 400],
    ["/api/opening-station/package-info?id=-1", 400],
    ["/api/opening-station/package-list?countriesId=abc", 400],
    ["/api/opening-station/package-list?countriesId=1&countriesId=2", 400],
  ])("answers %s with %i", async (url, expected) => {
    const { status, body } = await api.call("GET", url);
    expect(status).toBe(expected);
    expect(body.success).toBe(false);
  });
});

describe("GET /api/opening-station/introduce-list", () => {
  it("tells what a site in a market gets: currency, languages, USDT and local payment methods, games, facts", async () => {
    const { status, body } = await api.call("GET", "/api/opening-station/introduce-list?countriesId=7");
    expect(status).toBe(200);
    const intro = body.data;
    expect(intro.country).toMatchObject({ id: 7, code: "IN", countryNames: "India" });
    expect(intro).toMatchObject({ currencyCode: "INR", settlementCurrency: "USDT", languages: [{ code: "en", name: "English" }] });
    expect(intro.paymentMethods.slice(0, 2)).toEqual([
      { key: "usdt-trc20", name: "USDT (TRC20)", kind: "crypto", primary: true },
      { key: "usdt-erc20", name: "USDT (ERC20)", kind: "crypto", primary: false },
    ]);
    expect(intro.paymentMethods).toContainEqual({ key: "upi", name: "UPI", kind: "local", primary: false });
    expect(intro.games.map((g: { key: string }) => g.key)).toContain("cricket");
    expect(intro.games[0]).toEqual({ key: "cricket", title: "Cricket betting", text: expect.stringContaining("IPL") });
    expect(intro.facts.map((f: { key: string }) => f.key)).toEqual(["launch", "games", "payments", "support"]);
    for (const item of [...intro.games, ...intro.facts]) {
      expect(item.title).not.toMatch(/^introduction\./);
      expect(item.text).not.toMatch(/^introduction\./);
    }
  });

  it("introduces the global station and translates the texts", async () => {
    const { body } = await api.call("GET", "/api/opening-station/introduce-list?countriesId=-1", { headers: { "accept-language": "zh" } });
    expect(body.data.country).toMatchObject({ id: -1, countryNames: "全球站" });
    expect(body.data.currencyCode).toBe("USDT");
    expect(body.data.languages).toHaveLength(15);
    expect(body.data.facts[0].title).toBe("约 8 分钟上线");
  });

  it("has a text in every game highlight of every market", async () => {
    const { body: countries } = await api.call("GET", "/api/opening-station/countries-list");
    for (const country of countries.data as Array<{ id: number }>) {
      const { status, body } = await api.call("GET", `/api/opening-station/introduce-list?countriesId=${country.id}`);
      expect(status).toBe(200);
      expect(body.data.games.length).toBeGreaterThanOrEqual(3);
      for (const game of body.data.games) expect(game.title, `${country.id} ${game.key}`).not.toMatch(/^introduction\./);
      expect(body.data.paymentMethods.filter((p: { kind: string }) => p.kind === "local").length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each([
    ["", 400],
    ["?countriesId=", 400],
    ["?countriesId=abc", 400],
    ["?countriesId=0", 400],
    ["?countriesId=9999", 404],
  ])("answers %s with %i", async (query, expected) => {
    const { status, body } = await api.call("GET", `/api/opening-station/introduce-list${query}`);
    expect(status).toBe(expected);
    if (expected === 400) expect(body.data.fieldErrors.countriesId).toEqual(["Please choose a country or market area"]);
  });
});

describe("GET /api/cart/category and /api/cart/template-list", () => {
  it("lists a market's categories that have templates, with counts and translated names", async () => {
    const { status, body } = await api.call("GET", "/api/cart/category?countriesId=1");
    expect(status).toBe(200);
    const categories = body.data as Array<{ id: number; key: string; name: string; templateCount: number }>;
    expect(categories.length).toBeGreaterThanOrEqual(2);
    for (const category of categories) expect(category.templateCount).toBeGreaterThan(0);
    expect(categories.find((c) => c.key === "sports")).toMatchObject({ name: "Sports" });
    const zh = await api.call("GET", "/api/cart/category?countriesId=1", { headers: { "accept-language": "zh" } });
    expect(zh.body.data.find((c: { key: string }) => c.key === "sports").name).toBe("体育");
  });

  it("lists at least 3 templates in every market, each with a preview image that exists, the default flagged", async () => {
    const { body: countries } = await api.call("GET", "/api/opening-station/countries-list");
    for (const country of countries.data as Array<{ id: number; templateId: number }>) {
      const { status, body } = await api.call("GET", `/api/cart/template-list?countriesId=${country.id}`);
      expect(status).toBe(200);
      const templates = body.data.templates as Array<Record<string, any>>;
      expect(templates.length).toBeGreaterThanOrEqual(3);
      for (const template of templates) {
        expect(template.countryId).toBe(country.id);
        expect(fs.existsSync(publicFile(template.previewImage)), template.previewImage).toBe(true);
      }
      expect(templates.filter((t) => t.isDefault).map((t) => t.id)).toEqual([country.templateId]);
    }
  });

  it("counts agree between categories and templates, and a category filters the list", async () => {
    const categories = (await api.call("GET", "/api/cart/category?countriesId=-1")).body.data as Array<{ id: number; key: string; templateCount: number }>;
    const all = (await api.call("GET", "/api/cart/template-list?countriesId=-1")).body.data.templates;
    expect(categories.reduce((sum, c) => sum + c.templateCount, 0)).toBe(all.length);
    for (const category of categories) {
      const { body } = await api.call("GET", `/api/cart/template-list?countriesId=-1&categoryId=${category.id}`);
      expect(body.data.templates).toHaveLength(category.templateCount);
      for (const template of body.data.templates) expect(template).toMatchObject({ categoryId: category.id, categoryKey: category.key });
    }
  });

  it("offers a catalogue of 24+ templates across the four categories, each named and described in every language", async () => {
    const english = (await api.call("GET", "/api/cart/template-list?countriesId=-1")).body.data.templates as Array<Record<string, any>>;
    expect(english.length).toBeGreaterThanOrEqual(24);
    expect(new Set(english.map((t) => t.categoryKey))).toEqual(new Set(["classic", "sports", "live-casino", "slots"]));
    for (const category of ["classic", "sports", "live-casino", "slots"]) expect(english.filter((t) => t.categoryKey === category).length).toBeGreaterThanOrEqual(6);
    expect(new Set(english.map((t) => t.name)).size).toBe(english.length);
    for (const template of english) {
      expect(template.layout).toMatchObject({ header: expect.any(String), hero: expect.any(String), grid: expect.any(String) });
      expect(template.description.length).toBeGreaterThan(40);
    }
    // Every design is told apart by its layout, not by its name alone.
    expect(new Set(english.map((t) => JSON.stringify(t.layout))).size).toBe(english.length);
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== "en")) {
      const { body } = await api.call("GET", "/api/cart/template-list?countriesId=-1", { headers: { "accept-language": locale } });
      const templates = body.data.templates as Array<{ id: number; name: string; description: string }>;
      expect(templates.map((t) => t.id)).toEqual(english.map((t) => t.id));
      templates.forEach((template, i) => {
        expect(template.name, `${locale} ${template.id}`).toBe(english[i].name);
        expect(template.description, `${locale} ${template.id}`).not.toBe(english[i].description);
        expect(template.description.length, `${locale} ${template.id}`).toBeGreaterThan(10);
      });
      const schemes = body.data.colorSchemes as Array<{ key: string; name: string }>;
      expect(new Set(schemes.map((s) => s.name)).size, locale).toBe(6);
    }
  });

  it("keeps the ids of templates already ordered: a market's design n is its id times 100 plus n", async () => {
    const brazil = (await api.call("GET", "/api/cart/template-list?countriesId=1")).body.data.templates as Array<{ id: number; key: string }>;
    expect(brazil.find((t) => t.key === "goal-rush")?.id).toBe(105);
    expect(brazil.find((t) => t.key === "lucky-fruits")?.id).toBe(109);
    expect(brazil.length).toBeGreaterThanOrEqual(24);
  });

  it("gives the six colour schemes with the templates: named, two dark colours and an accent", async () => {
    const { body } = await api.call("GET", "/api/cart/template-list?countriesId=1");
    const schemes = body.data.colorSchemes as Array<{ id: number; name: string; color1: string; color2: string; color3: string }>;
    expect(schemes.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(schemes[0].name).toBe("Midnight gold");
    const lightness = (hex: string) => Math.max(...[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
    for (const scheme of schemes) {
      expect(lightness(scheme.color1)).toBeLessThan(64);
      expect(lightness(scheme.color2)).toBeLessThan(64);
      expect(lightness(scheme.color3)).toBeGreaterThan(128);
    }
    expect(new Set(schemes.map((s) => s.color3)).size).toBe(6);
  });

  it("leaves out withdrawn templates", async () => {
    const before = (await api.call("GET", "/api/cart/template-list?countriesId=2")).body.data.templates;
    await api.db.template.update({ where: { id: before[1].id }, data: { active: false } });
    try {
      const after = (await api.call("GET", "/api/cart/template-list?countriesId=2")).body.data.templates;
      expect(after.map((t: { id: number }) => t.id)).toEqual(before.filter((_: unknown, i: number) => i !== 1).map((t: { id: number }) => t.id));
    } finally {
      await api.db.template.update({ where: { id: before[1].id }, data: { active: true } });
    }
  });

  it.each([
    ["/api/cart/category?countriesId=9999", 404],
    ["/api/cart/template-list?countriesId=9999", 404],
    ["/api/cart/template-list?countriesId=1&categoryId=99", 404],
    ["/api/cart/category", 400],
    ["/api/cart/category?countriesId=abc", 400],
    ["/api/cart/template-list?countriesId=abc", 400],
    ["/api/cart/template-list?countriesId=1&categoryId=abc", 400],
    ["/api/cart/template-list?countriesId=1&categoryId=-1", 400],
  ])("answers %s with %i", async (url, expected) => {
    const { status, body } = await api.call("GET", url);
    expect(status).toBe(expected);
    expect(body.success).toBe(false);
  });

  it("a category with no templates in a market gives an empty list, not an error", async () => {
    // Every market offers every category; withdraw one market's live-casino templates for a while.
    const where = { countryId: 2, category: { key: "live-casino" } };
    await api.db.template.updateMany({ where, data: { active: false } });
    try {
      const categories = (await api.call("GET", "/api/cart/category?countriesId=2")).body.data.map((c: { key: string }) => c.key);
      expect(categories).not.toContain("live-casino");
      const liveCasino = await api.db.templateCategory.findUniqueOrThrow({ where: { key: "live-casino" } });
      const { status, body } = await api.call("GET", `/api/cart/template-list?countriesId=2&categoryId=${liveCasino.id}`);
      expect(status).toBe(200);
      expect(body.data.templates).toEqual([]);
    } finally {
      await api.db.template.updateMany({ where, data: { active: true } });
    }
  });
});

describe("OpenAPI", () => {
  it("documents the catalogue endpoints as public", async () => {
    const { body } = await api.call("GET", "/api/openapi.json");
    for (const p of ["/api/opening-station/countries-list", "/api/opening-station/package-list", "/api/cart/template-list", "/api/common/get-phone-code"]) {
      expect(body.paths[p]?.get, p).toBeDefined();
      // Declared public: an empty security requirement, so generated clients send no token.
      expect(body.paths[p].get.security).toEqual([{}]);
    }
  });
});
