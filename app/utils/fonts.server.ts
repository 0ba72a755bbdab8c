import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Locale } from "@shared/contracts/locales";

/**
 * The web fonts the app ships (decision 022): Noto Sans for Latin, Cyrillic and Vietnamese on every
 * page, and the Noto family of the page's script only in that locale. They come from the
 * @fontsource packages, cut into unicode-range slices, so a page downloads only the slices of the
 * characters it shows. From their stylesheets this keeps the WOFF2 files of the weights the app's
 * CSS uses (400 and 700: 600 and 800 resolve to 700), and points them at /fonts/ on this server.
 * Chinese, Japanese and Korean ship 400 only: their bold would double the home page's fonts (about
 * 300 KB more in Chinese), so the browser draws it from 400.
 */
const REGULAR_AND_BOLD = [400, 700] as const;
const REGULAR = [400] as const;

/** The slices the Latin family covers; a script family's own copies of them are left out. */
const LATIN_SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "vietnamese"];

type Family = { package: string; weights: readonly number[] };
const LATIN_FONT: Family = { package: "noto-sans", weights: REGULAR_AND_BOLD };

export const SCRIPT_FONTS: Partial<Record<Locale, Family>> = {
  zh: { package: "noto-sans-sc", weights: REGULAR },
  "zh-TW": { package: "noto-sans-tc", weights: REGULAR },
  ja: { package: "noto-sans-jp", weights: REGULAR },
  ko: { package: "noto-sans-kr", weights: REGULAR },
  th: { package: "noto-sans-thai", weights: REGULAR_AND_BOLD },
  bn: { package: "noto-sans-bengali", weights: REGULAR_AND_BOLD },
  ar: { package: "noto-sans-arabic", weights: REGULAR_AND_BOLD },
};
const FAMILIES = [LATIN_FONT, ...Object.values(SCRIPT_FONTS)];

type FontPackage = { name: string; version: string; dir: string; files: Set<string> };
type Stylesheet = { css: string; hash: string };

const require = createRequire(import.meta.url);
const packages = new Map<string, FontPackage>();
const stylesheets = new Map<string, Stylesheet>();

function fontPackage(name: string): FontPackage {
  let found = packages.get(name);
  if (!found) {
    const manifest = require.resolve(`@fontsource/${name}/package.json`);
    const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string };
    found = { name, version, dir: path.dirname(manifest), files: new Set() };
    packages.set(name, found);
  }
  return found;
}

/** The @font-face rules of one package's kept slices, in the package's order, the weights of a slice together. */
function faces(family: Family, keep: (subset: string) => boolean): string[] {
  const pkg = fontPackage(family.package);
  const bySubset = new Map<string, string[]>();
  for (const weight of family.weights) {
    const css = fs.readFileSync(path.join(pkg.dir, `${weight}.css`), "utf8");
    for (const block of css.match(/@font-face\s*{[^}]*}/g) ?? []) {
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(block)?.[1];
      const family = /font-family:\s*([^;]+);/.exec(block)?.[1];
      const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
      if (!file || !family) continue;
      const subset = file.slice(pkg.name.length + 1).replace(`-${weight}-normal.woff2`, "");
      if (!keep(subset)) continue;
      pkg.files.add(file);
      const rule =
        `@font-face{font-family:${family};font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(/fonts/${pkg.name}/${file}?v=${pkg.version}) format("woff2")${range ? `;unicode-range:${range}` : ""}}`;
      // Each slice's weights side by side: the repeated unicode-range then costs nothing compressed.
      bySubset.set(subset, [...(bySubset.get(subset) ?? []), rule]);
    }
  }
  return [...bySubset.values()].flat();
}

/** The name of the stylesheet a locale's pages use: `latin`, or the script family's package. */
export function fontStylesheetName(locale: Locale): string {
  return SCRIPT_FONTS[locale]?.package ?? "latin";
}

function stylesheet(name: string): Stylesheet | undefined {
  let found = stylesheets.get(name);
  if (found) return found;
  const script = FAMILIES.find((family) => family !== LATIN_FONT && family.package === name);
  if (name !== "latin" && !script) return undefined;
  const rules = faces(LATIN_FONT, (subset) => LATIN_SUBSETS.includes(subset));
  if (script) rules.push(...faces(script, (subset) => !LATIN_SUBSETS.includes(subset)));
  const css = rules.join("\n") + "\n";
  found = { css, hash: createHash("sha256").update(css).digest("hex").slice(0, 12) };
  stylesheets.set(name, found);
  return found;
}

/** The fingerprinted address of the locale's font stylesheet (a year in any cache). */
export function fontStylesheetHref(locale: Locale): string {
  const name = fontStylesheetName(locale);
  return `/fonts/${name}.css?v=${stylesheet(name)!.hash}`;
}

/** A stylesheet by name, with its current hash; undefined for any other name. */
export function fontStylesheet(name: string): Stylesheet | undefined {
  return stylesheet(name);
}

/** The file on disk of a font a stylesheet names (and its package's version), or undefined for any other path. */
export function fontFile(packageName: string, file: string): { path: string; version: string } | undefined {
  if (!FAMILIES.some((family) => family.package === packageName)) return undefined;
  // The files a stylesheet names are known once it has been made.
  stylesheet(packageName === LATIN_FONT.package ? "latin" : packageName);
  const pkg = fontPackage(packageName);
  if (!pkg.files.has(file)) return undefined;
  return { path: path.join(pkg.dir, "files", file), version: pkg.version };
}
