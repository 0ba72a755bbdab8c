/**
 * The six colour schemes (the opening station's COLOR_SCHEMES, kept equal by schemes.test.ts) and
 * the palette a storefront derives from each: text colours chosen by computed contrast, so body text
 * reaches 4.5:1 and large text 3:1 (WCAG AA) on every surface, in every scheme.
 */
export type SchemeColours = { key: string; color1: string; color2: string; color3: string };

export const STOREFRONT_SCHEMES: readonly SchemeColours[] = [
  { key: "midnight-gold", color1: "#0b0e17", color2: "#1a1f2e", color3: "#f5b301" },
  { key: "deep-ocean", color1: "#061226", color2: "#0c1f3e", color3: "#3b8cff" },
  { key: "royal-amethyst", color1: "#12091f", color2: "#24143a", color3: "#b16cff" },
  { key: "emerald", color1: "#04150e", color2: "#0c2a1d", color3: "#22c55e" },
  { key: "ruby", color1: "#170608", color2: "#2e0f14", color3: "#ff4d5e" },
  { key: "lagoon", color1: "#03161b", color2: "#0a2c33", color3: "#14c8e0" },
];

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0")).join("")}`;
}

/** Relative luminance (WCAG 2.x). */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `from` moved towards `to` by `amount` (0..1). */
export function mix(from: string, to: string, amount: number): string {
  const a = rgb(from);
  const b = rgb(to);
  return hex([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * amount) as Rgb);
}

/** The first colour on the way from `colour` towards `towards` that reaches `ratio` on every background. */
function reaching(colour: string, towards: string, backgrounds: readonly string[], ratio: number): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, towards, step / 20);
    if (backgrounds.every((bg) => contrast(candidate, bg) >= ratio)) return candidate;
  }
  return towards;
}

const WHITE = "#ffffff";
const INK = "#0b0b10";

export type StorefrontPalette = {
  bg: string;
  surface: string;
  surface2: string;
  border: string;
  accent: string;
  /** Text on the accent: white or near-black, whichever contrasts more. */
  onAccent: string;
  /** The accent where it is text on the page or a panel (links, figures). */
  accentText: string;
  text: string;
  muted: string;
  /** A second hue for gradients and highlights, derived from the accent. */
  glow: string;
};

export function palette(schemeKey: string): StorefrontPalette {
  const scheme = STOREFRONT_SCHEMES.find((s) => s.key === schemeKey) ?? STOREFRONT_SCHEMES[0];
  const bg = scheme.color1;
  const surface = scheme.color2;
  const surface2 = mix(scheme.color2, scheme.color3, 0.12);
  const backgrounds = [bg, surface, surface2];
  const accent = scheme.color3;
  const onAccent = contrast(WHITE, accent) >= contrast(INK, accent) ? WHITE : INK;
  return {
    bg,
    surface,
    surface2,
    border: mix(surface, accent, 0.35),
    accent,
    onAccent,
    accentText: reaching(accent, WHITE, backgrounds, 4.5),
    text: reaching("#e9ecf4", WHITE, backgrounds, 7),
    muted: reaching(mix("#e9ecf4", bg, 0.35), WHITE, backgrounds, 4.6),
    glow: mix(accent, "#ff2fb3", 0.45),
  };
}
