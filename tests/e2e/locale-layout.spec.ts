import { expect, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 } });

test("Chinese headline figures read number then label, in one card", async ({ page }) => {
  await page.goto("/zh");
  const figures = page.locator(".home-hero .figures li");
  await expect(figures.first()).toHaveText(/^\s*12,000\+\s*款游戏\s*$/);
  // The number stands above its own label, inside the same card.
  const [value, label, card] = await Promise.all([
    figures.first().locator(".figure-value").boundingBox(),
    figures.first().locator(".figure-label").boundingBox(),
    figures.first().boundingBox(),
  ]);
  expect(value!.y).toBeLessThan(label!.y);
  expect(label!.y + label!.height).toBeLessThanOrEqual(card!.y + card!.height);
});

for (const [locale, word] of [
  ["zh", "分钟"],
  ["ja", "分"],
] as const) {
  test(`the ${locale} headline never breaks inside a word (${word}), whatever the width`, async ({ page }) => {
    await page.goto(`/${locale}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(word);
    // At every width from a narrow phone's to a wide column, every word of the headline (as the
    // browser's own segmenter cuts it) sits on one line.
    const result = await heading.evaluate((element, lang) => {
      const characters: { node: Text; offset: number }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let offset = 0; offset < node.length; offset++) characters.push({ node, offset });
      }
      const text = characters.map(({ node, offset }) => node.data[offset]).join("");
      const top = (index: number) => {
        const range = document.createRange();
        range.setStart(characters[index].node, characters[index].offset);
        range.setEnd(characters[index].node, characters[index].offset + 1);
        return Math.round(range.getBoundingClientRect().top);
      };
      const words = [...new Intl.Segmenter(lang, { granularity: "word" }).segment(text)].filter((part) => part.isWordLike && part.segment.length > 1);
      const broken = new Set<string>();
      let wrapped = 0;
      element.style.maxWidth = "none";
      for (let width = 200; width <= 800; width += 4) {
        element.style.width = `${width}px`;
        if (new Set(characters.map((_, index) => top(index))).size > 1) wrapped += 1;
        for (const { segment, index } of words) {
          if (new Set([...segment].map((_, i) => top(index + i))).size > 1) broken.add(`${segment} at ${width}px`);
        }
      }
      return { wrapped, broken: [...broken] };
    }, locale);
    expect(result.wrapped, "the headline wraps at some widths, so the test means something").toBeGreaterThan(10);
    expect(result.broken).toEqual([]);
  });
}
