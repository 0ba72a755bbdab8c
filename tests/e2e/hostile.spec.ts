import Database from "better-sqlite3";
import { createMerchant, createPendingOrder, expect, formLogIn, test } from "./fixtures";

// The web server's forms and pages answer hostile or odd requests without a server error, and a
// refused submission changes nothing.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only: one run is enough");

const PUBLIC_ACTIONS = ["/en/auth/login", "/en/auth/register", "/en/auth/forgot", "/en/auth/reset", "/en/help-center", "/en/affiliate-program", "/en/newboss-igaming-alliance"];
const PROTECTED_ACTIONS = ["/en/cart", "/en/created", "/en/choose-theme", "/en/settlement", "/en/my-order", "/en/my-site", "/en/notices", "/en/personal"];
const INTENTS = ["profile", "password", "email", "startBinding", "bind", "unbind", "regenerateCodes", "signOutDevice", "cancel", "check", "simulate", "open-payment", "delete", "checkout", "topup", "dispute"];

// 16 fields of 3,000 characters: far past every field rule, within the 64 KiB form limit.
const HUGE = "x".repeat(3_000);
const SQL = "' OR 1=1 --";
const DROP = '"; DROP TABLE "User"; --';
const SCRIPT = "<script>alert(1)</script>";

/**
 * Hostile forms, each sent with every intent. Every value is one the form's own rules refuse
 * (accounts, e-mails, phones, ids, amounts, site names, codes), so nothing may be stored.
 */
function hostileForms(intent: string): { name: string; body: string | Buffer }[] {
  const form = (fields: [string, string][]) => fields.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join("&");
  const common = (value: string): [string, string][] => [
    ["intent", intent],
    ["account", value],
    ["email", value],
    ["newEmail", value],
    ["phone", value],
    ["id", value],
    ["orderId", value],
    ["paymentId", value],
    ["siteId", value],
    ["amount", value],
    ["siteName", value],
    ["PIN", value],
    ["oldPIN", value],
    ["code", value],
    ["templateId", value],
    ["countriesId", value],
  ];
  return [
    { name: "wrong types", body: form(common("[object Object]").concat([["amount", "1e999"], ["id", "-1"], ["status", "NaN"], ["agreeTerms", "maybe"]])) },
    { name: "huge strings", body: form(common(HUGE)) },
    { name: "SQL fragments", body: form(common(SQL).concat(common(DROP))) },
    { name: "script fragments", body: form(common(SCRIPT)) },
    { name: "__proto__ and nested keys", body: form([["intent", intent], ["__proto__[polluted]", "1"], ["constructor[prototype][polluted]", "1"], ["__proto__", "x"], ["a[b][c][d][e]", "1"], ["id[]", SQL], ["id[$ne]", "null"]]) },
    { name: "repeated fields", body: form([["intent", intent], ["intent", "cancel"], ["id", "1"], ["id", "2"], ["account", "a"], ["account", "b"]]) },
    { name: "invalid UTF-8 (encoded)", body: `intent=${intent}&account=%FF%FE%C0%AF&email=%ED%A0%80&phone=%F8%88%80%80%80` },
    { name: "invalid UTF-8 (raw bytes)", body: Buffer.concat([Buffer.from(`intent=${intent}&account=`), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from("&email=x")]) },
  ];
}

/** What the merchant owns, as stored: a refused submission must leave all of it as it was. */
function snapshot(account: string) {
  const db = new Database(`data/e2e-${process.env.E2E_API_PORT ?? 4100}.db`, { readonly: true, fileMustExist: true });
  try {
    const user = db.prepare(`SELECT * FROM "User" WHERE account = ?`).get(account) as { id: number };
    const rows = (table: string) => db.prepare(`SELECT * FROM "${table}" WHERE userId = ? ORDER BY id`).all(user.id);
    return JSON.stringify({ user, cart: rows("CartItem"), orders: rows("Order"), payments: rows("Payment"), sites: rows("Site"), resets: rows("PasswordReset") }, (_key, value) =>
      typeof value === "bigint" ? String(value) : value,
    );
  } finally {
    db.close();
  }
}

test("form actions refuse hostile input without a server error, and change nothing", async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const merchant = await createMerchant();
  await createPendingOrder(merchant);
  const browser = await playwright.request.newContext({ baseURL });
  const token = await formLogIn(browser, merchant);
  const before = snapshot(merchant.account);
  let sent = 0;
  for (const path of [...PROTECTED_ACTIONS, ...PUBLIC_ACTIONS]) {
    for (const intent of INTENTS) {
      for (const { name, body } of hostileForms(intent)) {
        const withToken = Buffer.concat([Buffer.from(`csrf=${encodeURIComponent(token)}&`), Buffer.from(body)]);
        const response = await browser.post(path, {
          headers: { "content-type": "application/x-www-form-urlencoded", Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
          data: withToken,
          maxRedirects: 0,
        });
        sent++;
        expect(response.status(), `${path} ${intent} ${name}`).toBeLessThan(500);
      }
    }
  }
  expect(snapshot(merchant.account), "nothing the merchant owns changed").toBe(before);
  // Still logged in and served: no hostile form broke the session or the server.
  expect((await browser.get("/en/personal")).status()).toBe(200);
  console.log(`hostile forms: ${sent} submissions, none answered 5xx, the merchant's rows unchanged`);
  await browser.dispose();
});

test("form actions answer bodies that are not forms without a server error", async ({ request }) => {
  for (const path of [...PUBLIC_ACTIONS, ...PROTECTED_ACTIONS, "/en/auth/logout"]) {
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
