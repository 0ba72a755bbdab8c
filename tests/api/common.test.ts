import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type PhoneCode = { code: string; name: string; phoneCode: string; phoneCodes: string[] };

describe("GET /api/common/get-phone-code", () => {
  it("lists the calling codes of every country, sorted by name, without login", async () => {
    const { status, body } = await api.call("GET", "/api/common/get-phone-code");
    expect(status).toBe(200);
    const list = body.data as PhoneCode[];
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.code === "BR")).toEqual({ code: "BR", name: "Brazil", phoneCode: "+55", phoneCodes: ["+55"] });
    expect(list.find((c) => c.code === "IN")?.phoneCode).toBe("+91");
    for (const entry of list) {
      expect(entry.phoneCode).toMatch(/^\+\d{1,4}$/);
      expect(entry.phoneCodes[0]).toBe(entry.phoneCode);
    }
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
  });

  it("names and sorts the countries in the request's language", async () => {
    const { body } = await api.call("GET", "/api/common/get-phone-code", { headers: { "accept-language": "zh-CN" } });
    const list = body.data as PhoneCode[];
    expect(list.find((c) => c.code === "JP")?.name).toBe("日本");
    expect(list.find((c) => c.code === "BR")?.name).toBe("巴西");
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("zh").compare));

    const traditional = await api.call("GET", "/api/common/get-phone-code", { headers: { "accept-language": "zh-TW" } });
    expect(traditional.body.data.find((c: PhoneCode) => c.code === "ID").name).toBe("印尼");
  });

  it("ignores query parameters it does not know", async () => {
    const { status } = await api.call("GET", "/api/common/get-phone-code?x[y]=1&x=2");
    expect(status).toBe(200);
  });
});
