import { describe, expect, it } from "vitest";
import { artFileName, escapeXml, gameArt } from "./art";
import { gamesContent } from "./catalogue";
import type { Game } from "./types";

/**
 * A strict well-formedness check (no XML parser is installed): one root element, every tag closed
 * in order, attributes quoted and never repeated, no raw "<" or "&" outside entities, and every
 * url(#id) and href="#id" pointing at an id the document defines.
 */
function checkXml(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const ids = new Set<string>();
  const refs = new Set<string>();
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/gy;
  let match: RegExpExecArray | null;
  let position = 0;
  while (position < xml.length && (match = token.exec(xml))) {
    position = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text, stray] = match;
    if (stray) {
      problems.push(`a stray "<" at ${match.index}: ${xml.slice(match.index, match.index + 40)}`);
      break;
    }
    const content = text ?? attributes ?? "";
    for (const entity of content.match(/&[^;\s]*;?/g) ?? []) {
      if (!/^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(entity)) problems.push(`a bad entity ${entity}`);
    }
    if (text !== undefined) {
      if (stack.length === 0 && text.trim()) problems.push("text outside the root");
      continue;
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
      continue;
    }
    if (stack.length === 0) roots++;
    const seen = new Set<string>();
    for (const [, attribute, value] of attributes.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      if (seen.has(attribute)) problems.push(`<${name}> repeats ${attribute}`);
      seen.add(attribute);
      if (attribute === "id") ids.add(value);
      if (attribute === "href") refs.add(value.replace(/^#/, ""));
      for (const [, ref] of value.matchAll(/url\(#([^)]+)\)/g)) refs.add(ref);
    }
    if (!selfClosing) stack.push(name);
  }
  if (position !== xml.length) problems.push(`unparsed from ${position}`);
  if (stack.length) problems.push(`unclosed ${stack.join(", ")}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  for (const ref of refs) if (!ids.has(ref)) problems.push(`#${ref} is not defined`);
  return problems;
}

describe("the strict XML check", () => {
  it("catches what a parser would refuse", () => {
    expect(checkXml(`<svg><g></svg>`)).not.toEqual([]);
    expect(checkXml(`<svg a="1" a="2"/>`)).not.toEqual([]);
    expect(checkXml(`<svg><text>A & B</text></svg>`)).not.toEqual([]);
    expect(checkXml(`<svg><text>A < B</text></svg>`)).not.toEqual([]);
    expect(checkXml(`<svg fill="url(#x)"/>`)).not.toEqual([]);
    expect(checkXml(`<svg/><svg/>`)).not.toEqual([]);
    expect(checkXml(`<svg><g id="x"/><use href="#x"/><text>A &amp; B</text></svg>`)).toEqual([]);
  });
});

describe("a game's art", () => {
  const content = gamesContent();
  const studios = new Map(content.studios.map((studio) => [studio.key, studio]));
  const arts = content.games.map((game) => ({ game, studio: studios.get(game.studio)!, svg: gameArt(game, studios.get(game.studio)!) }));

  it("is a well-formed standalone portrait SVG of at most about 6 KB, for every game", () => {
    for (const { game, svg } of arts) {
      expect(checkXml(svg), game.key).toEqual([]);
      expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400"`), game.key).toBe(true);
      expect(svg.length, game.key).toBeLessThan(6400);
    }
    const average = arts.reduce((sum, { svg }) => sum + svg.length, 0) / arts.length;
    expect(average).toBeLessThan(6000);
  });

  it("carries the game's name, escaped, and the studio's name", () => {
    for (const { game, studio, svg } of arts) {
      expect(svg, game.key).toContain(`<title>${escapeXml(game.name)}</title>`);
      expect(svg, game.key).toContain(escapeXml(studio.name.toUpperCase()));
    }
    const quoted = arts.find(({ game }) => game.name.includes("'"))!;
    expect(quoted.svg).toContain("&apos;");
    const tricky: Game = { ...quoted.game, key: "tricky", name: `Ace <&> "Kings"` };
    const svg = gameArt(tricky, quoted.studio);
    expect(checkXml(svg)).toEqual([]);
    expect(svg).toContain("Ace &lt;&amp;&gt; &quot;Kings&quot;");
  });

  it("is drawn in the studio's palette, over a gradient, with at least two shapes of the motif", () => {
    for (const { game, studio, svg } of arts) {
      expect(studio.palette.filter((colour) => svg.includes(colour)).length, game.key).toBeGreaterThanOrEqual(2);
      expect(svg, game.key).toMatch(/<linearGradient[^>]*>(?:<stop [^>]*>){2,}/);
      expect(svg, game.key).toMatch(/<rect width="300" height="400" fill="url\(#\w+b\)"\/>/);
      const shapes = svg.match(/<(?:path|circle|ellipse|polygon|rect|use)\b/g)!.length;
      expect(shapes, game.key).toBeGreaterThanOrEqual(12);
    }
  });

  it("differs between two games of one studio and motif, beyond the name", () => {
    const groups = new Map<string, typeof arts>();
    for (const art of arts) groups.set(`${art.game.studio}/${art.game.motif}`, [...(groups.get(`${art.game.studio}/${art.game.motif}`) ?? []), art]);
    const pairs = [...groups.values()].filter((group) => group.length > 1);
    expect(pairs.length).toBeGreaterThan(10);
    for (const [a, b] of pairs) {
      // Without the title, the texts and the per-game id prefix, what is left is the drawing.
      const drawing = (svg: string) => {
        const prefix = /<linearGradient id="(\w+)b"/.exec(svg)![1];
        return svg.replace(/<title>.*?<\/title>/, "").replace(/<g text-anchor.*$/, "").replaceAll(prefix, "");
      };
      expect(drawing(a.svg), `${a.game.key} and ${b.game.key}`).not.toBe(drawing(b.svg));
    }
  });

  it("is the same every time and has a stable asset name", () => {
    const [{ game, studio, svg }] = arts;
    expect(gameArt(game, studio)).toBe(svg);
    expect(artFileName(game)).toBe(`games/${game.key}`);
  });
});
