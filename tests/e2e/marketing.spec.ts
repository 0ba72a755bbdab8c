import fs from "node:fs";
import { PACKAGES } from "@shared/domain/constants";
import { createMerchant, expect, expectAccessible, logIn, test } from "./fixtures";

/** The six offer pages and where each one's call to action leads. */
const PAGES = [
  { path: "/", cta: "opening station" },
  { path: "/en/services/casino-aggregator-gameapi", cta: "opening station" },
  { path: "/en/services/online-casino-payment-gateway", cta: "opening station" },
  { path: "/en/services/online-casino-advertising", cta: "opening station" },
  { path: "/en/newboss-igaming-alliance", cta: "application form" },
  { path: "/en/affiliate-program", cta: "application form" },
] as const;

// Game studios and groups that are real companies: none of them may be presented as a partner.
const REAL_STUDIOS = /Pragmatic|Evolution|PG Soft|JILI|NetEnt|Microgaming|Play'n GO|Spribe|Hacksaw|Playtech|Habanero|Red Tiger|Nolimit|Yggdrasil/i;

const partnersFile = JSON.parse(fs.readFileSync("content/partners.json", "utf8")) as { partners: { name: string }[] };

/** "1,999" from 199900 minor units: the figure as the constants hold it, not as the page writes it. */
const usdt = (minor: number) => (minor / 100).toLocaleString("en-US");

for (const { path, cta } of PAGES) {
  test(`${path} tells its offer: steps, costs, questions, and a way in through the ${cta}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("main ol.offer-steps > li")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "What it costs", level: 2 })).toBeVisible();
    await expect(page.getByText("Figures as stated by the provider.").first()).toBeVisible();

    // Questions open as native disclosures, with or without JavaScript.
    const questions = page.locator(".faq details");
    expect(await questions.count()).toBeGreaterThanOrEqual(4);
    expect(await questions.count()).toBeLessThanOrEqual(6);
    const first = questions.first();
    const answer = first.locator("p");
    await expect(answer).toBeHidden();
    await first.locator("summary").click();
    await expect(answer).toBeVisible();

    const action = page.locator(".cta-band .button.accent");
    await action.click();
    if (cta === "opening station") {
      await expect(page).toHaveURL(/[?&]showLogin=1/);
      await expect(page.getByRole("dialog")).toBeVisible();
    } else {
      await expect(page).toHaveURL(/#apply$/);
      await expect(page.getByRole("heading", { level: 2 }).and(page.locator("#apply-title"))).toBeInViewport();
      await expect(page.locator("#apply").getByRole("button")).toBeVisible();
    }
  });
}

test("the casino site's prices are the packages' constants, and the gateway's fees the package fees", async ({ page }) => {
  await page.goto("/");
  const fees = page.getByRole("table", { name: "Casino site packages" });
  await expect(fees).toContainText(`${usdt(PACKAGES.standard.setupFeeMinor)}.00 USDT`);
  await expect(fees).toContainText(`${usdt(PACKAGES.elite.setupFeeMinor)}.00 USDT`);
  await expect(fees).toContainText(`${usdt(PACKAGES.standard.maintenanceFeeMinor)}.00 USDT per day`);
  await expect(fees).toContainText(`${usdt(PACKAGES.elite.maintenanceFeeMinor)}.00 USDT per month`);
  await expect(fees).toContainText(`${usdt(PACKAGES.elite.depositMinor)}.00 USDT`);

  await page.goto("/en/services/online-casino-payment-gateway");
  await expect(page.locator("main")).toContainText(`${PACKAGES.standard.collectionFeeBps / 100}% of each collected payment`);
  await expect(page.locator("main")).toContainText(`${usdt(PACKAGES.standard.payoutFixedFeeMinor)}.00 USDT per payout`);
});

test("a merchant's call to action opens the market choice, not the login", async ({ page }) => {
  await logIn(page, await createMerchant(), "/en/services/casino-aggregator-gameapi");
  await page.locator(".cta-band .button.accent").click();
  await expect(page).toHaveURL(/[?&]dialog=countries/);
  await expect(page.getByRole("dialog", { name: "Choose your market" })).toBeVisible();
});

test("the partners are the content file's names, and no real studio is shown as a partner", async ({ page }) => {
  await page.goto("/");
  const partners = page.locator("#partners-section li");
  await expect(partners).toHaveText(partnersFile.partners.map((partner) => partner.name));
  for (const path of PAGES.map((p) => p.path)) {
    await page.goto(path);
    expect(await page.locator("body").innerText(), path).not.toMatch(REAL_STUDIOS);
  }
});

test("the offer pages fit a 375 px phone in English and Arabic", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const locale of ["en", "ar"]) {
    for (const { path } of PAGES) {
      const localized = path === "/" ? `/${locale}` : path.replace("/en/", `/${locale}/`);
      await page.goto(localized);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, localized).toBeLessThanOrEqual(clientWidth);
    }
  }
});

test("the offer pages have no serious accessibility problems in English and Arabic", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe needs JavaScript in the page");
  test.setTimeout(120_000);
  for (const locale of ["en", "ar"]) {
    for (const { path } of PAGES) {
      const localized = path === "/" ? `/${locale}` : path.replace("/en/", `/${locale}/`);
      await page.goto(localized);
      // An answer open, so its text is checked too (opened in place: scrolling would race the header's own change).
      await page.locator(".faq details").first().evaluate((details) => details.setAttribute("open", ""));
      await expectAccessible(page, localized);
    }
  }
});
