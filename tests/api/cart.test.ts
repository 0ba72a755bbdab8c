import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartStatus } from "@shared/domain/cart-status";
import { PACKAGES } from "@shared/domain/constants";
import { startApi, type TestApi } from "../helpers/api-server";
import { signedInMerchant } from "../helpers/merchant";
import { BRAZIL, BRAZIL_OTHER_TEMPLATE, BRAZIL_TEMPLATE, INDIA_TEMPLATE, MINUTE, addToCart, cartInput, placeOrder, uniqueSiteName } from "../helpers/shop";

let api: TestApi;
let token: string;
let otherToken: string;

beforeAll(async () => {
  api = await startApi();
  token = (await signedInMerchant(api)).accessToken;
  otherToken = (await signedInMerchant(api)).accessToken;
});
afterAll(() => api.close());

/** Withdraws a reference row for the duration of `run`, as the provider would. */
async function withdrawn(table: "package" | "template" | "country", id: number, run: () => Promise<void>) {
  const model = api.db[table] as unknown as { update: (args: object) => Promise<unknown> };
  await model.update({ where: { id }, data: { active: false } });
  try {
    await run();
  } finally {
    await model.update({ where: { id }, data: { active: true } });
  }
}

describe("POST /api/cart/create", () => {
  it("puts a site in the cart with its product information and price", async () => {
    const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput({ siteName: "Lucky-Star7" }) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, success: true, msg: "Added to the cart" });
    expect(body.data).toMatchObject({
      status: cartStatus.valid,
      invalidReason: null,
      siteName: "lucky-star7",
      nickname: "Lucky Star",
      otherContact: "@luckystar",
      currency: "USDT",
      priceMinor: 199_900,
      country: { id: BRAZIL, code: "BR", currencyCode: "BRL" },
      package: { id: PACKAGES.standard.id, code: "standard", setupFeeMinor: 99_900, depositMinor: 100_000, maintenanceFeeMinor: 3_300 },
      template: { id: BRAZIL_TEMPLATE, countryId: BRAZIL },
      colorScheme: { id: 1 },
    });
    expect(typeof body.data.country.countryNames).toBe("string");
    expect(body.data.template.previewImage).toMatch(/^\//);
  });

  it("prices an Elite item at 1999 + 1000 USDT", async () => {
    const item = await addToCart(api, token, { packageId: PACKAGES.elite.id });
    expect(item.priceMinor).toBe(299_900);
  });

  it("names every missing field with the specification's prompts", async () => {
    const { status, body } = await api.call("POST", "/api/cart/create", { token, body: {} });
    expect(status).toBe(400);
    expect(body.errorCode).toBe("VALIDATION_FAILED");
    expect(body.data.fieldErrors).toEqual({
      countriesId: ["Please choose a country or market area"],
      packageId: ["Please choose a package"],
      templateId: ["Please choose a theme"],
      colorSchemeId: ["Please choose a colour scheme"],
      siteName: ["Please enter the site name"],
      nickname: ["Please enter a nickname"],
      otherContact: ["Please enter a contact"],
    });
  });

  it.each([
    ["too short", "ab"],
    ["too long", "a".repeat(31)],
    ["leading hyphen", "-abc"],
    ["trailing hyphen", "abc-"],
    ["a space", "my site"],
    ["a dot", "my.site"],
    ["non-ASCII letters", "幸运之星"],
    ["an underscore", "my_site"],
  ])("refuses a site name with %s", async (_label, siteName) => {
    const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput({ siteName }) });
    expect(status).toBe(400);
    expect(body.data.fieldErrors.siteName).toEqual([
      "The site name must be 3-30 letters, digits or hyphens, and cannot start or end with a hyphen",
    ]);
  });

  it.each([["abc"], ["a".repeat(30)], ["7-seas"], ["  Trimmed1  "]])("accepts the site name %j", async (siteName) => {
    const name = siteName.length < 10 ? `${siteName}${Math.random().toString(36).slice(2, 6)}` : siteName;
    const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput({ siteName: name }) });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.siteName).toBe(name.trim().toLowerCase());
  });

  it("refuses a template of another country with the specification's message under templateId", async () => {
    const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput({ templateId: INDIA_TEMPLATE }) });
    expect(status).toBe(400);
    expect(body.errorCode).toBe("TEMPLATE_OTHER_COUNTRY");
    expect(body.msg).toBe("This template belongs to another country. Please choose a template for the selected country.");
    expect(body.data.fieldErrors.templateId).toEqual([body.msg]);
  });

  it.each([
    ["an unknown country", { countriesId: 9999 }, "countriesId", "Please choose a country or market area"],
    ["an unknown package", { packageId: 99 }, "packageId", "Please choose a package"],
    ["an unknown template", { templateId: 999_999 }, "templateId", "Please choose a theme"],
    ["an unknown colour scheme", { colorSchemeId: 77 }, "colorSchemeId", "Please choose a colour scheme"],
  ])("refuses %s", async (_label, overrides, field, message) => {
    const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput(overrides) });
    expect(status).toBe(400);
    expect(body.data.fieldErrors[field]).toEqual([message]);
  });

  it("refuses a withdrawn package and a withdrawn template", async () => {
    await withdrawn("package", PACKAGES.elite.id, async () => {
      const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput({ packageId: PACKAGES.elite.id }) });
      expect(status).toBe(400);
      expect(body.data.fieldErrors.packageId).toEqual(["Please choose a package"]);
    });
    await withdrawn("template", BRAZIL_OTHER_TEMPLATE, async () => {
      const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput({ templateId: BRAZIL_OTHER_TEMPLATE }) });
      expect(status).toBe(400);
      expect(body.data.fieldErrors.templateId).toEqual(["Please choose a theme"]);
    });
  });

  it("refuses a site name another merchant's pending order holds, with 409 SITE_NAME_TAKEN on siteName", async () => {
    const order = await placeOrder(api, otherToken);
    const { status, body } = await api.call("POST", "/api/cart/create", { token, body: cartInput({ siteName: order.siteName.toUpperCase() }) });
    expect(status).toBe(409);
    expect(body).toMatchObject({ errorCode: "SITE_NAME_TAKEN", msg: "This site name is already taken" });
    expect(body.data.fieldErrors.siteName).toEqual(["This site name is already taken"]);
  });

  it("frees the name of an order whose payment window has passed", async () => {
    const order = await placeOrder(api, otherToken);
    // Moving the order's window into the past rather than the clock keeps this file's tokens fresh.
    await api.db.order.update({ where: { id: order.id }, data: { expiresAt: new Date(api.clock.now().getTime() - MINUTE) } });
    const { status } = await api.call("POST", "/api/cart/create", { token, body: cartInput({ siteName: order.siteName }) });
    expect(status).toBe(200);
  });

  it("lets two merchants hold the same name in their carts: only an order takes it", async () => {
    const siteName = uniqueSiteName();
    await addToCart(api, token, { siteName });
    await addToCart(api, otherToken, { siteName });
  });
});

describe("GET /api/cart/list", () => {
  it("lists only the caller's items, newest first, filtered by site name", async () => {
    const { accessToken } = await signedInMerchant(api);
    const first = await addToCart(api, accessToken, { siteName: `alpha${Date.now()}` });
    api.clock.advance(1000);
    const second = await addToCart(api, accessToken, { siteName: `beta${Date.now()}` });
    await addToCart(api, otherToken);

    const all = await api.call("GET", "/api/cart/list", { token: accessToken });
    expect(all.status).toBe(200);
    expect(all.body.data.items.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);

    const filtered = await api.call("GET", "/api/cart/list?siteName=ALPHA", { token: accessToken });
    expect(filtered.body.data.items.map((i: { id: number }) => i.id)).toEqual([first.id]);

    const none = await api.call("GET", "/api/cart/list?siteName=zzz-nothing", { token: accessToken });
    expect(none.body.data.items).toEqual([]);
  });

  it("counts only the caller's items in the page frame, for the workspace header's badge", async () => {
    const { accessToken } = await signedInMerchant(api);
    const other = await signedInMerchant(api);
    const count = async (token: string) => (await api.call("GET", "/api/user/frame", { token })).body.data.cartCount;
    expect(await count(accessToken)).toBe(0);
    await addToCart(api, accessToken);
    await addToCart(api, accessToken);
    expect(await count(accessToken)).toBe(2);
    expect(await count(other.accessToken)).toBe(0);
  });

  it("reads an item as invalid (2) while its package or template is withdrawn, and valid again after", async () => {
    const { accessToken } = await signedInMerchant(api);
    const item = await addToCart(api, accessToken, { templateId: BRAZIL_OTHER_TEMPLATE, packageId: PACKAGES.elite.id });
    const read = async () => (await api.call("GET", `/api/cart/detail?id=${item.id}`, { token: accessToken })).body.data;

    await withdrawn("package", PACKAGES.elite.id, async () => {
      expect(await read()).toMatchObject({ status: cartStatus.invalid, invalidReason: "packageWithdrawn" });
    });
    await withdrawn("template", BRAZIL_OTHER_TEMPLATE, async () => {
      expect(await read()).toMatchObject({ status: cartStatus.invalid, invalidReason: "templateWithdrawn" });
      const list = await api.call("GET", "/api/cart/list", { token: accessToken });
      expect(list.body.data.items[0]).toMatchObject({ id: item.id, status: cartStatus.invalid });
    });
    await withdrawn("country", BRAZIL, async () => {
      expect(await read()).toMatchObject({ status: cartStatus.invalid, invalidReason: "countryWithdrawn" });
    });
    expect(await read()).toMatchObject({ status: cartStatus.valid, invalidReason: null });
  });

  it("reads an item as invalid once another merchant orders its site name", async () => {
    const siteName = uniqueSiteName();
    const item = await addToCart(api, token, { siteName });
    await placeOrder(api, otherToken, { siteName });
    const { body } = await api.call("GET", `/api/cart/detail?id=${item.id}`, { token });
    expect(body.data).toMatchObject({ status: cartStatus.invalid, invalidReason: "siteNameTaken" });
  });
});

describe("GET /api/cart/detail", () => {
  it("answers the caller's item, 404 for another merchant's or an unknown one", async () => {
    const item = await addToCart(api, token);
    expect((await api.call("GET", `/api/cart/detail?id=${item.id}`, { token })).body.data).toMatchObject({ id: item.id });

    const foreign = await api.call("GET", `/api/cart/detail?id=${item.id}`, { token: otherToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ errorCode: "NOT_FOUND", data: null });

    expect((await api.call("GET", "/api/cart/detail?id=999999", { token })).status).toBe(404);
  });

  it.each(["", "?id=", "?id=abc", "?id=-1", "?id=1.5", "?id=99999999999", "?id=1&id=2"])("answers 400 to %j", async (query) => {
    const { status, body } = await api.call("GET", `/api/cart/detail${query}`, { token });
    expect(status).toBe(400);
    expect(body.errorCode).toBe("VALIDATION_FAILED");
  });
});

describe("POST /api/cart/delete", () => {
  it("removes the caller's item once", async () => {
    const item = await addToCart(api, token);
    const first = await api.call("POST", "/api/cart/delete", { token, body: { id: item.id } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, msg: "Removed from the cart", data: null });
    expect((await api.call("GET", `/api/cart/detail?id=${item.id}`, { token })).status).toBe(404);
    expect((await api.call("POST", "/api/cart/delete", { token, body: { id: item.id } })).status).toBe(404);
  });

  it("cannot remove another merchant's item", async () => {
    const item = await addToCart(api, token);
    const { status } = await api.call("POST", "/api/cart/delete", { token: otherToken, body: { id: item.id } });
    expect(status).toBe(404);
    expect((await api.call("GET", `/api/cart/detail?id=${item.id}`, { token })).status).toBe(200);
  });
});

describe("POST /api/cart/template", () => {
  it("changes the template and colour scheme of an item", async () => {
    const item = await addToCart(api, token);
    const { status, body } = await api.call("POST", "/api/cart/template", {
      token,
      body: { id: item.id, templateId: BRAZIL_OTHER_TEMPLATE, colorSchemeId: 4 },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: item.id, template: { id: BRAZIL_OTHER_TEMPLATE }, colorScheme: { id: 4 } });
    const again = await api.call("GET", `/api/cart/detail?id=${item.id}`, { token });
    expect(again.body.data).toMatchObject({ template: { id: BRAZIL_OTHER_TEMPLATE }, colorScheme: { id: 4 } });
  });

  it("refuses a template of another country and keeps the item as it was", async () => {
    const item = await addToCart(api, token);
    const { status, body } = await api.call("POST", "/api/cart/template", { token, body: { id: item.id, templateId: INDIA_TEMPLATE, colorSchemeId: 2 } });
    expect(status).toBe(400);
    expect(body.errorCode).toBe("TEMPLATE_OTHER_COUNTRY");
    expect(body.data.fieldErrors.templateId).toEqual(["This template belongs to another country. Please choose a template for the selected country."]);
    const again = await api.call("GET", `/api/cart/detail?id=${item.id}`, { token });
    expect(again.body.data).toMatchObject({ template: { id: BRAZIL_TEMPLATE }, colorScheme: { id: 1 } });
  });

  it("answers 404 for another merchant's item and leaves it alone", async () => {
    const item = await addToCart(api, token);
    const { status } = await api.call("POST", "/api/cart/template", { token: otherToken, body: { id: item.id, templateId: BRAZIL_OTHER_TEMPLATE, colorSchemeId: 2 } });
    expect(status).toBe(404);
    const again = await api.call("GET", `/api/cart/detail?id=${item.id}`, { token });
    expect(again.body.data.template.id).toBe(BRAZIL_TEMPLATE);
  });

  it("names missing choices", async () => {
    const { status, body } = await api.call("POST", "/api/cart/template", { token, body: { id: 1 } });
    expect(status).toBe(400);
    expect(body.data.fieldErrors).toEqual({ templateId: ["Please choose a theme"], colorSchemeId: ["Please choose a colour scheme"] });
  });
});

describe("the cart without a valid token", () => {
  it.each([
    ["GET", "/api/cart/list"],
    ["GET", "/api/cart/detail?id=1"],
    ["POST", "/api/cart/create"],
    ["POST", "/api/cart/delete"],
    ["POST", "/api/cart/template"],
  ])("%s %s answers 401", async (method, path) => {
    const { status, body } = await api.call(method, path, { body: method === "POST" ? {} : undefined });
    expect(status).toBe(401);
    expect(body.success).toBe(false);
    const forged = await api.call(method, path, { token: "not-a-token", body: method === "POST" ? {} : undefined });
    expect(forged.status).toBe(401);
  });
});

describe("malformed cart input never answers 500", () => {
  const bodies: Array<[string, unknown]> = [
    ["wrong types", { countriesId: "x", packageId: [], templateId: {}, colorSchemeId: true, siteName: 42, nickname: null, otherContact: 7 }],
    ["huge strings", cartInput({ siteName: "a".repeat(50_000), nickname: "n".repeat(20_000), otherContact: "c".repeat(20_000) })],
    ["an array body", [1, 2, 3]],
    ["a string body", "hello"],
    ["null", null],
    ["nested objects", { countriesId: { $gt: 0 }, siteName: { toString: "x" } }],
    ["an out-of-range id", cartInput({ packageId: 1e20, countriesId: -5 })],
  ];

  it.each(bodies)("POST /api/cart/create with %s answers 400", async (_label, body) => {
    const { status, body: answer } = await api.call("POST", "/api/cart/create", { token, body });
    expect(status).toBe(400);
    expect(answer.success).toBe(false);
  });

  it.each([
    ["/api/cart/delete", "a word for an id", { id: "one" }],
    ["/api/cart/delete", "a null id", { id: null }],
    ["/api/cart/template", "a huge template id", { id: 1, templateId: "x".repeat(10_000), colorSchemeId: -1 }],
  ])("POST %s with %s answers 400", async (path, _label, body) => {
    const { status } = await api.call("POST", path, { token, body });
    expect(status).toBe(400);
  });

  it("an oversize or repeated site-name filter answers 400", async () => {
    const { status } = await api.call("GET", `/api/cart/list?siteName=${"x".repeat(5000)}`, { token });
    expect(status).toBe(400);
    const repeated = await api.call("GET", "/api/cart/list?siteName=a&siteName=b", { token });
    expect(repeated.status).toBe(400);
  });
});
