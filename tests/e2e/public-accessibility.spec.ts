import { PUBLIC_PAGES } from "../../app/utils/search-engines";
import { localePath } from "../../app/utils/locale";
import { expectAccessible, test } from "./fixtures";

// axe runs as a script in the page; the server-rendered HTML it checks is the same without JavaScript.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe needs JavaScript in the page");

/**
 * Every public page (the ones the sitemap lists) in a left-to-right language, a CJK one and a
 * right-to-left one, in the light and the dark theme (the device's preference, no cookie): axe finds
 * nothing serious or critical. One test per language and theme, so the two workers share them.
 */
for (const locale of ["en", "zh", "ar"] as const) {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`public pages in ${locale}, ${colorScheme}, have no serious accessibility problems`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme });
      for (const pagePath of PUBLIC_PAGES) {
        const path = localePath(locale, pagePath);
        await page.goto(path);
        await expectAccessible(page, `${path} (${colorScheme})`);
      }
    });
  }
}
