import { createMerchant, createPaidSite, expect, logIn, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 } });

test("My sites shows a site's address whole on a phone: a line breaks only at a dot, never inside a name", async ({ page }) => {
  const merchant = await createMerchant();
  const { siteName } = await createPaidSite(merchant);
  const address = `${siteName}.casino.localhost`;
  for (const locale of ["en", "ar"]) {
    await logIn(page, merchant, `/${locale}/my-site`);
    const shown = page.locator(".site-card", { hasText: siteName }).locator(".site-address");
    await expect(shown).toContainText(address);
    // Each name between the dots sits on one line, and the whole address is inside the screen.
    const layout = await shown.evaluate((element, expected) => {
      const text = [...element.querySelectorAll("a, .host-name")].at(0)!;
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      const characters: { node: Text; offset: number }[] = [];
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let offset = 0; offset < node.length; offset++) characters.push({ node, offset });
      }
      const full = characters.map(({ node, offset }) => node.data[offset]).join("");
      const linesOfEachName: number[] = [];
      let start = 0;
      for (const name of full.split(".")) {
        const tops = new Set<number>();
        for (const { node, offset } of characters.slice(start, start + name.length)) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          tops.add(Math.round(range.getBoundingClientRect().top));
        }
        linesOfEachName.push(tops.size);
        start += name.length + 1;
      }
      const box = text.getBoundingClientRect();
      return { full, expected, linesOfEachName, inside: box.left >= 0 && box.right <= document.documentElement.clientWidth };
    }, address);
    expect(layout.full).toBe(address);
    expect(layout.linesOfEachName).toEqual([1, 1, 1]);
    expect(layout.inside).toBe(true);
  }
});
