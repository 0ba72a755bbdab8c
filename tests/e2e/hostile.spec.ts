import { expect, test } from "./fixtures";

// The web server's forms and pages answer hostile or odd requests without a server error.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: one run is enough");

const ACTIONS = ["/en/auth/login", "/en/auth/register", "/en/auth/forgot", "/en/auth/reset", "/en/auth/logout", "/en/help-center", "/en/affiliate-program", "/en/cart", "/en/created", "/en/settlement", "/en/my-order", "/en/personal"];

test("form actions answer bodies that are not forms without a server error", async ({ request }) => {
  for (const path of ACTIONS) {
    for (const [type, data] of [
      ["application/json", '{"account": {"$ne": null}}'],
      ["application/x-www-form-urlencoded", "account=%00&password=" + "x".repeat(50_000)],
      ["text/plain", "\u0000\u0001garbage"],
    ]) {
      const response = await request.post(path, { headers: { "content-type": type }, data, maxRedirects: 0 });
      expect(response.status(), `${path} ${type}`).toBeLessThan(500);
    }
  }
});

test("pages answer odd query strings without a server error", async ({ request }) => {
  for (const path of ["/en/package?countriesId=%00", "/en/choose-theme?countriesId=abc&categoryId=-1", "/en/created?templateId=1e99", "/en/my-order?page=-1&pay=abc", "/locales/en/..%2f..%2fpackage", "/en/introduction?countriesId[]=1"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
  }
});
