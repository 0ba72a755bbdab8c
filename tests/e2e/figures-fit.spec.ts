import { expect, test } from "./fixtures";
import { SUPPORTED_LOCALES } from "@shared/contracts/locales";

/** The advertising figures (the fund with its currency) fit their tiles on a 375 px phone in every language. */
test("the advertising page's figures fit their tiles on a phone in every language", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const overflowing: string[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    await page.goto(`/${locale}/services/online-casino-advertising`);
    const tiles = await page.locator(".figures li").evaluateAll((items) => items.map((li) => ({ text: (li as HTMLElement).innerText, over: li.scrollWidth - li.clientWidth })));
    for (const tile of tiles) if (tile.over > 0) overflowing.push(`${locale}: ${tile.text.replace(/\s+/g, " ")} (${tile.over}px)`);
  }
  expect(overflowing).toEqual([]);
});
