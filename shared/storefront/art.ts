import { hashString, seededRandom, type Random } from "./seeded";
import type { ArtMotif, Game, Studio } from "./types";

/**
 * A game's art: a portrait tile (300 x 400) composed from its motif in its studio's palette, with
 * its name set across the lower part, as a lobby shows. Drawn from data so 300 games need no
 * artist and no binary files; the game's key seeds every choice (layout, count, rotation, the
 * background's pattern, which palette colour goes where), so a game always looks the same and two
 * games of one studio and motif look different. The SVG is standalone (the build stores it as an
 * asset; a page may also inline it: its ids carry a per-game prefix so two tiles never share one).
 */
export function gameArt(game: Game, studio: Studio): string {
  const r = seededRandom(`art:${game.key}`);
  const id = `a${hashString(game.key).toString(36)}`;
  const [p0, p1, p2] = studio.palette;
  const swap = r.chance(0.5);
  const c: Colours = { deep: p0, main: swap ? p2 : p1, second: swap ? p1 : p2, id };
  const cx = r.int(120, 180);
  const cy = r.int(130, 170);
  const motif = MOTIFS[game.motif](r, c);
  const top = r.chance(0.5) ? mix(p0, c.main, 0.35) : lighten(p0, 0.12);
  const angle = r.pick([0, 20, 45, 70]);
  const body = [
    `<title>${escapeXml(game.name)}</title>`,
    "<defs>",
    linear(`${id}b`, [[0, top], [0.6, p0], [1, darken(p0, 0.55)]], angle),
    `<radialGradient id="${id}g"><stop offset="0" stop-color="${c.main}" stop-opacity=".75"/><stop offset="1" stop-color="${c.main}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id}v" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></radialGradient>`,
    linear(`${id}m`, [[0, lighten(c.main, 0.45)], [0.5, c.main], [1, darken(c.main, 0.35)]]),
    linear(`${id}s`, [[0, lighten(c.second, 0.45)], [0.5, c.second], [1, darken(c.second, 0.35)]]),
    linear(`${id}w`, [[0, "#ffffff"], [1, "#d5dbe6"]]),
    linear(`${id}o`, [[0, "#fff6c8"], [0.45, mix("#f5b915", c.second, 0.2)], [1, mix("#a8600a", p0, 0.2)]]),
    linear(`${id}t`, [[0.2, "#ffffff"], [1, lighten(p2, 0.25)]]),
    linear(`${id}p`, [[0, p0, 0], [0.45, darken(p0, 0.35), 0.85], [1, darken(p0, 0.7), 1]]),
    motif.defs ?? "",
    "</defs>",
    `<rect width="300" height="400" fill="url(#${id}b)"/>`,
    PATTERNS[r.pick(PATTERN_KINDS)](r, c, cx, cy),
    `<circle cx="${cx}" cy="${cy}" r="${r.int(110, 150)}" fill="url(#${id}g)"/>`,
    motif.body,
    `<rect width="300" height="400" fill="url(#${id}v)"/>`,
    `<rect y="230" width="300" height="170" fill="url(#${id}p)"/>`,
    title(game.name, studio.name, c),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400">${body.join("")}</svg>`;
}

/** The asset's stable name; the build adds the content hash and the extension. */
export function artFileName(game: Pick<Game, "key">): string {
  return `games/${game.key}`;
}

type Colours = { deep: string; main: string; second: string; id: string };
type Drawing = { defs?: string; body: string };

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

// Whole numbers, one decimal for small ones (inside scaled groups): enough for a 300-wide tile, and each SVG stays small.
const n = (value: number) => String(Math.abs(value) >= 20 ? Math.round(value) : Math.round(value * 10) / 10);

function rgb(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [value >> 16, (value >> 8) & 255, value & 255];
}
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x.map((channel, i) => Math.round(channel + (y[i] - channel) * t).toString(16).padStart(2, "0")).join("")}`;
}
const lighten = (colour: string, t: number) => mix(colour, "#ffffff", t);
const darken = (colour: string, t: number) => mix(colour, "#000000", t);

/** A linear gradient; angle 0 runs top to bottom, others turn it clockwise. */
function linear(id: string, stops: [number, string, number?][], angle = 0): string {
  const turn = angle ? ` gradientTransform="rotate(${angle} .5 .5)"` : "";
  const short = (value: number) => String(value).replace(/^0\./, ".");
  const body = stops.map(([offset, colour, opacity]) => `<stop offset="${short(offset)}" stop-color="${colour}"${opacity === undefined ? "" : ` stop-opacity="${short(opacity)}"`}/>`).join("");
  return `<linearGradient id="${id}" x2="0" y2="1"${turn}>${body}</linearGradient>`;
}

const at = (x: number, y: number, rotate = 0, scale = 1) =>
  `transform="translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ""}${scale !== 1 ? ` scale(${n(scale)})` : ""}"`;

/** A four-pointed sparkle. */
const sparkle = (x: number, y: number, size: number, fill = "#fff") =>
  `<path d="M${n(x)} ${n(y - size)}Q${n(x + size * 0.15)} ${n(y - size * 0.15)} ${n(x + size)} ${n(y)}Q${n(x + size * 0.15)} ${n(y + size * 0.15)} ${n(x)} ${n(y + size)}Q${n(x - size * 0.15)} ${n(y + size * 0.15)} ${n(x - size)} ${n(y)}Q${n(x - size * 0.15)} ${n(y - size * 0.15)} ${n(x)} ${n(y - size)}Z" fill="${fill}"/>`;

function sparkles(r: Random, count: number, fill = "#fff"): string {
  let out = "";
  for (let i = 0; i < count; i++) out += sparkle(r.int(20, 280), r.int(20, 250), r.int(5, 13), fill);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Background patterns, drawn over the gradient and under the glow.

const PATTERN_KINDS = ["rays", "bokeh", "grid", "waves", "rings"] as const;
type PatternKind = (typeof PATTERN_KINDS)[number];

const PATTERNS: Record<PatternKind, (r: Random, c: Colours, cx: number, cy: number) => string> = {
  rays(r, c, cx, cy) {
    const count = r.pick([16, 20, 24]);
    let d = "";
    for (let i = 0; i < count; i++) {
      const a = (i * 2 * Math.PI) / count;
      const b = a + Math.PI / count;
      d += `M${cx} ${cy}L${n(cx + 520 * Math.cos(a))} ${n(cy + 520 * Math.sin(a))}L${n(cx + 520 * Math.cos(b))} ${n(cy + 520 * Math.sin(b))}Z`;
    }
    return `<path d="${d}" fill="${r.pick([c.main, "#ffffff", c.second])}" opacity=".13"/>`;
  },
  bokeh(r, c) {
    let out = "";
    for (let i = 0; i < 10; i++) {
      out += `<circle cx="${r.int(0, 300)}" cy="${r.int(0, 300)}" r="${r.int(6, 42)}" fill="${r.pick([c.main, c.second, "#ffffff"])}" opacity="${n(r.int(8, 26) / 100)}"/>`;
    }
    return out;
  },
  grid(r, c) {
    const size = r.pick([22, 28, 34]);
    return `<defs><pattern id="${c.id}q" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${r.pick([0, 45, 30])})"><path d="M0 0H${size}V${size}" fill="none" stroke="${c.second}" stroke-width="1.5"/></pattern></defs><rect width="300" height="400" fill="url(#${c.id}q)" opacity=".22"/>`;
  },
  waves(r, c) {
    let out = "";
    for (let i = 0; i < 4; i++) {
      const y = 150 + i * 40 + r.int(-10, 10);
      const h = r.int(14, 30);
      const phase = r.int(0, 60);
      out += `<path d="M0 ${y}c${50 - phase / 3} ${-h} ${100 - phase / 3} ${h} 150 0s100 ${-h} 150 0V400H0Z" fill="${i % 2 ? c.second : c.main}" opacity=".16"/>`;
    }
    return out;
  },
  rings(r, c, cx, cy) {
    let out = "";
    for (let i = 1; i <= 6; i++) out += `<circle cx="${cx}" cy="${cy}" r="${i * r.int(30, 40)}" fill="none" stroke="${i % 2 ? c.main : c.second}" stroke-width="${r.int(3, 9)}" opacity=".16"/>`;
    return out;
  },
};

// ---------------------------------------------------------------------------------------------
// The motifs: each draws at least two shapes in the upper part of the tile (y up to ~280).

const chip = (x: number, y: number, scale: number, fill: string) =>
  `<g ${at(x, y, 0, scale)}><circle r="26" fill="${fill}"/><circle r="22.5" fill="none" stroke="#fff" stroke-width="7" stroke-dasharray="7.1 6.7"/><circle r="16" fill="${darken(fill, 0.2)}" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/></g>`;

const SUITS = {
  heart: `<path d="M0 9C-17-4-11-17 0-8C11-17 17-4 0 9Z"/>`,
  diamond: `<path d="M0-11L8.5 0L0 11L-8.5 0Z"/>`,
  spade: `<path d="M0-11C-15 0-12 11-3 6L-5 12H5L3 6C12 11 15 0 0-11Z"/>`,
  club: `<circle cy="-5" r="5.2"/><circle cx="-5.6" cy="2.5" r="5.2"/><circle cx="5.6" cy="2.5" r="5.2"/><path d="M-3.5 12L0 1L3.5 12Z"/>`,
} as const;
type Suit = keyof typeof SUITS;

function card(c: Colours, rank: string, suit: Suit): string {
  const ink = suit === "heart" || suit === "diamond" ? "#d7263d" : "#1b1b2f";
  return (
    `<rect x="-37" y="-52" width="74" height="104" rx="8" fill="url(#${c.id}w)" stroke="${darken(c.deep, 0.3)}" stroke-opacity=".4"/>` +
    `<g fill="${ink}"><text x="-29" y="-31" font-size="17" font-weight="700" font-family="Noto Sans,sans-serif">${rank}</text>` +
    `<g transform="translate(-24 -20) scale(.5)">${SUITS[suit]}</g><g transform="scale(1.9)">${SUITS[suit]}</g></g>`
  );
}

/** A die as an isometric cube: three faces, each with its pips. */
function die(c: Colours, r: Random, x: number, y: number, size: number, rotate: number): string {
  const white = r.chance(0.6);
  const faces = white ? ["#ffffff", "#e4e8f0", "#c3cad8"] : [lighten(c.main, 0.2), c.main, darken(c.main, 0.3)];
  const pip = white ? darken(c.deep, 0.3) : "#ffffff";
  const s = size / 100;
  const k = 0.866 * s;
  const matrices = [
    [k, -s / 2, k, s / 2, -0.866 * size, -size / 2],
    [k, s / 2, 0, s, -0.866 * size, -size / 2],
    [k, -s / 2, 0, s, 0, 0],
  ];
  const hexagon = `M0 ${-size}L${n(0.866 * size)} ${n(-size / 2)}V${n(size / 2)}L0 ${size}L${n(-0.866 * size)} ${n(size / 2)}V${n(-size / 2)}Z`;
  const values = r.shuffle([1, 2, 3, 4, 5, 6]);
  const body = matrices
    .map((m, i) => `<g transform="matrix(${m.map(n).join(" ")})"><rect x="3" y="3" width="94" height="94" rx="16" fill="${faces[i]}"/>${pips(values[i], pip)}</g>`)
    .join("");
  return `<g ${at(x, y, rotate)}><path d="${hexagon}" fill="${darken(faces[2], 0.35)}"/>${body}</g>`;
}

const PIP_SPOTS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[25, 25], [50, 50], [75, 75]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[26, 26], [74, 26], [50, 50], [26, 74], [74, 74]],
  6: [[28, 24], [72, 24], [28, 50], [72, 50], [28, 76], [72, 76]],
};
const pips = (value: number, fill: string) => `<g fill="${fill}">${PIP_SPOTS[value].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9"/>`).join("")}</g>`;

function wheel(c: Colours, r: Random, x: number, y: number, radius: number, rotate: number): string {
  const three = r.chance(0.5);
  const count = three ? r.pick([12, 18]) : r.pick([12, 16, 20]);
  const colours = three ? [c.main, c.second, lighten(c.deep, 0.15)] : r.pick([[c.main, darken(c.deep, 0.45)], [c.second, c.main]]);
  // The segments are dashes of a circle as wide as the wheel's radius: one element per colour.
  const half = radius / 2;
  const arc = (Math.PI * radius) / count;
  const dashes = (length: number, gap: number, offset: number, stroke: string, width = radius, opacity = "") =>
    `<circle r="${n(half)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-dasharray="${n(length)} ${n(gap)}" stroke-dashoffset="${n(offset)}"${opacity}/>`;
  const segments =
    `<circle r="${radius}" fill="${colours[0]}"/>` +
    colours.slice(1).map((colour, i) => dashes(arc, arc * (colours.length - 1), -arc * (i + 1), colour)).join("") +
    dashes(arc, Math.PI * radius, 0, "#1aa260") +
    dashes(1.2, arc - 1.2, 0, "#fff", radius, ` opacity=".45"`);
  const rim = 2 * Math.PI * (radius + 7);
  return (
    `<g ${at(x, y)}><circle r="${radius + 13}" fill="${darken(c.deep, 0.5)}"/><circle r="${radius + 7}" fill="none" stroke="url(#${c.id}o)" stroke-width="12"/>` +
    `<g transform="rotate(${rotate})">${segments}<circle r="${n(radius * 0.72)}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>` +
    `<circle r="${radius + 7}" fill="none" stroke="#fff8d0" stroke-width="6" stroke-linecap="round" stroke-dasharray="0 ${n(rim / count)}"/></g>` +
    `<circle r="${n(radius * 0.24)}" fill="url(#${c.id}o)" stroke="${darken(c.deep, 0.3)}" stroke-width="2"/>${sparkle(0, 0, radius * 0.14, "#fff")}` +
    `<path d="M-13 ${-radius - 20}H13L0 ${-radius + 8}Z" fill="url(#${c.id}o)" stroke="${darken(c.deep, 0.4)}" stroke-width="2"/></g>`
  );
}

/** The two cuts, drawn once in the defs: the outline takes the colour of each <use>, the facets shade it. */
function gemDefs(id: string): string {
  const facet = (points: string, shade: string) => `<polygon points="${points}" fill="${shade}"/>`;
  const white = (o: number) => `#fff" fill-opacity="${o}`;
  const black = (o: number) => `#000" fill-opacity="${o}`;
  return (
    `<g id="${id}j0" stroke="#fff" stroke-opacity=".55" stroke-width="1.2" stroke-linejoin="round"><polygon points="-30,-36 30,-36 52,-12 0,52 -52,-12"/>` +
    facet("-30,-36 30,-36 16,-12 -16,-12", white(0.45)) + facet("30,-36 52,-12 16,-12", white(0.2)) +
    facet("-52,-12 -16,-12 0,52", black(0.2)) + facet("16,-12 52,-12 0,52", black(0.42)) + facet("-16,-12 16,-12 0,52", white(0.05)) + `</g>` +
    `<g id="${id}j1" stroke="#fff" stroke-opacity=".55" stroke-width="1.2" stroke-linejoin="round"><polygon points="-30,-46 30,-46 46,-30 46,30 30,46 -30,46 -46,30 -46,-30"/>` +
    facet("-30,-46 30,-46 20,-30 -20,-30", white(0.45)) + facet("46,-30 46,30 30,20 30,-20", black(0.4)) + facet("30,46 -30,46 -20,30 20,30", black(0.25)) +
    facet("-46,30 -46,-30 -30,-20 -30,20", white(0.2)) + facet("-20,-30 20,-30 30,-20 30,20 20,30 -20,30 -30,20 -30,-20", white(0.08)) + `</g>`
  );
}

function gem(c: Colours, x: number, y: number, scale: number, rotate: number, colour: string, cut: number): string {
  return `<use href="#${c.id}j${cut}" fill="${colour}" ${at(x, y, rotate, scale)}/>${sparkle(x - 18 * scale, y - 26 * scale, 10 * scale)}`;
}

/** The ball, drawn once in the defs (radius 50) and placed by <use>. */
function ballDefs(c: Colours): string {
  const seam = darken(c.deep, 0.5);
  const polar = (radius: number, degrees: number) => `${n(radius * Math.cos((degrees * Math.PI) / 180))} ${n(radius * Math.sin((degrees * Math.PI) / 180))}`;
  let patches = "";
  let seams = "";
  for (let i = 0; i < 5; i++) {
    // The rim's pentagons sit between the centre one's corners, a corner pointing inward; the seams close the hexagons between them.
    const a = -54 + 72 * i;
    patches += `<polygon transform="rotate(${a}) translate(48 0) rotate(-90)" points="0,-16 15,-5 9,13 -9,13 -15,-5"/>`;
    seams += `M${polar(17, a - 36)}L${polar(31, a - 36)}L${polar(32, a)}M${polar(31, a - 36)}L${polar(32, a - 72)}`;
  }
  return (
    `<clipPath id="${c.id}c"><circle r="50"/></clipPath><g id="${c.id}f"><circle r="50" fill="url(#${c.id}w)" stroke="${darken(c.deep, 0.4)}" stroke-width="2"/>` +
    `<g clip-path="url(#${c.id}c)" fill="${seam}">${patches}</g><path d="${seams}" stroke="${seam}" stroke-width="2" fill="none"/><polygon points="0,-17 16,-5 10,14 -10,14 -16,-5" fill="${seam}"/>` +
    `<ellipse cx="-18" cy="-24" rx="16" ry="9" fill="#fff" opacity=".55" transform="rotate(-30 -18 -24)"/></g>`
  );
}

const ball = (c: Colours, x: number, y: number, radius: number, rotate: number) => `<use href="#${c.id}f" ${at(x, y, rotate, radius / 50)}/>`;

function fish(c: Colours, x: number, y: number, scale: number, flip: boolean, body: string, fin: string): string {
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(flip ? -scale : scale)} ${n(scale)})">` +
    `<path d="M-36 0L-72-32C-62-10-62 10-72 32Z" fill="${fin}"/><path d="M-6-30C4-54 28-50 36-26Z" fill="${fin}"/>` +
    `<path d="M62 0C44-36-14-42-42 0C-14 42 44 36 62 0Z" fill="${body}"/>` +
    `<path d="M-20-12a8 8 0 0 0 0 16m14-22a8 8 0 0 0 0 16m0 8a8 8 0 0 0 0 16m14-34a8 8 0 0 0 0 16m0 6a8 8 0 0 0 0 16" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>` +
    `<path d="M26-18C18-6 18 8 26 18" fill="none" stroke="${darken(c.deep, 0.3)}" stroke-opacity=".5" stroke-width="2.5"/>` +
    `<path d="M10 10C4 24-8 28-16 24C-6 20 0 14 10 10Z" fill="${fin}"/><circle cx="40" cy="-8" r="6.5" fill="#fff"/><circle cx="41.5" cy="-8" r="3.2" fill="#111"/></g>`
  );
}

function rocket(c: Colours, x: number, y: number, scale: number, rotate: number): string {
  return (
    `<g ${at(x, y, rotate, scale)}>` +
    `<path d="M-15 44C-18 72 0 98 0 116C0 98 18 72 15 44Z" fill="url(#${c.id}f)"/><path d="M-7 44C-8 62 0 78 0 88C0 78 8 62 7 44Z" fill="#fffbe0"/>` +
    `<path d="M-22 8L-44 48L-21 42ZM22 8L44 48L21 42Z" fill="url(#${c.id}m)"/>` +
    `<path d="M0-76C23-50 27-10 22 44H-22C-27-10-23-50 0-76Z" fill="url(#${c.id}w)"/>` +
    `<path d="M0-76C14-60 19-46 21-36H-21C-19-46-14-60 0-76Z" fill="url(#${c.id}m)"/>` +
    `<circle cy="-6" r="13" fill="${darken(c.deep, 0.3)}" stroke="url(#${c.id}s)" stroke-width="5"/><circle cx="-4" cy="-10" r="4" fill="#fff" opacity=".7"/>` +
    `<rect x="-14" y="42" width="28" height="8" rx="2" fill="${darken(c.deep, 0.2)}"/><path d="M0 50V22" stroke="url(#${c.id}m)" stroke-width="4"/></g>`
  );
}

/** A coin lying flat (for stacks) and one standing (radius 30, for flying ones), drawn once in the defs. */
function coinDefs(c: Colours): string {
  const edge = mix("#b8740f", c.deep, 0.15);
  return (
    `<g id="${c.id}k"><path d="M-34 0v10a34 11 0 0 0 68 0v-10Z" fill="${edge}"/><path d="M-34 5a34 11 0 0 0 68 0" fill="none" stroke="#ffe89a" stroke-opacity=".5" stroke-width="1.5" stroke-dasharray="2 3"/><ellipse rx="34" ry="11" fill="url(#${c.id}o)"/></g>` +
    `<g id="${c.id}h"><circle cx="4" r="30" fill="${edge}"/><circle r="30" fill="url(#${c.id}o)"/><circle r="23" fill="none" stroke="#a8600a" stroke-opacity=".6" stroke-width="2"/>` +
    `<path d="M0-15L4.2-4.2L15 0L4.2 4.2L0 15L-4.2 4.2L-15 0L-4.2-4.2Z" fill="#fff6c8" opacity=".8"/></g>`
  );
}

function coinStack(c: Colours, x: number, y: number, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += `<use href="#${c.id}k" x="${x}" y="${y - i * 11}"/>`;
  return out;
}

const coin = (c: Colours, x: number, y: number, radius: number, turn: number, rotate: number) =>
  `<use href="#${c.id}h" transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${n((turn * radius) / 30)} ${n(radius / 30)})"/>`;

/** A smooth path through points (Catmull-Rom turned into cubic Béziers). */
function smooth(points: [number, number][]): string {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [points[i - 1] ?? points[i], points[i], points[i + 1], points[i + 2] ?? points[i + 1]];
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

function cloud(x: number, y: number, scale: number, fill: string): string {
  return `<g ${at(x, y, 0, scale)} fill="${fill}" opacity=".55"><circle cx="-22" cy="4" r="14"/><circle cx="0" cy="-6" r="18"/><circle cx="22" cy="4" r="13"/><rect x="-36" y="4" width="72" height="14" rx="7"/></g>`;
}

const MOTIFS: Record<ArtMotif, (r: Random, c: Colours) => Drawing> = {
  fruit(r, c) {
    const cherries = (x: number, y: number, s: number, a: number) =>
      `<g ${at(x, y, a, s)}><path d="M-22 8Q-12-40 12-62M26 12Q22-30 12-62" stroke="#3d6b21" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M12-62q26-22 50-4q-26 18-50 4Z" fill="#5fb548"/>` +
      `<circle cx="-24" cy="22" r="27" fill="url(#${c.id}m)"/><circle cx="27" cy="26" r="27" fill="url(#${c.id}m)"/><ellipse cx="-33" cy="12" rx="7" ry="10" fill="#fff" opacity=".6"/><ellipse cx="18" cy="16" rx="7" ry="10" fill="#fff" opacity=".6"/></g>`;
    const lemon = (x: number, y: number, s: number, a: number) =>
      `<g ${at(x, y, a, s)}><path d="M-62 0C-56-44 56-44 62 0C56 44-56 44-62 0Z" fill="url(#${c.id}s)"/><path d="M-62 0l-8-3v6ZM62 0l8-3v6Z" fill="${darken(c.second, 0.2)}"/>` +
      `<path d="M-34-18C-20-28 8-30 24-22" stroke="#fff" stroke-opacity=".6" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M20-30q22-28 46-12q-24 14-46 12Z" fill="#5fb548"/></g>`;
    const melon = (x: number, y: number, s: number, a: number) =>
      `<g ${at(x, y, a, s)}><path d="M-64-12A64 64 0 0 0 64-12Z" fill="#2f9e44"/><path d="M-56-12A56 56 0 0 0 56-12Z" fill="#f1f8e9"/><path d="M-50-12A50 50 0 0 0 50-12Z" fill="url(#${c.id}m)"/>` +
      `<g fill="#1b1b2f"><ellipse cx="-22" cy="4" rx="3" ry="5"/><ellipse cx="0" cy="12" rx="3" ry="5"/><ellipse cx="22" cy="4" rx="3" ry="5"/><ellipse cx="-10" cy="24" rx="3" ry="5"/><ellipse cx="12" cy="24" rx="3" ry="5"/></g></g>`;
    const plum = (x: number, y: number, s: number, a: number) =>
      `<g ${at(x, y, a, s)}><circle r="40" fill="url(#${c.id}s)"/><path d="M0-38C-8-10-8 14 0 38" stroke="${darken(c.second, 0.3)}" stroke-width="3" fill="none" opacity=".5"/><ellipse cx="-16" cy="-14" rx="9" ry="14" fill="#fff" opacity=".45"/><path d="M0-38q14-26 38-18q-16 20-38 18Z" fill="#5fb548"/></g>`;
    const kinds = r.shuffle([cherries, lemon, melon, plum]);
    const hero = kinds[0](r.int(125, 175), r.int(130, 160), 1.25 + r.next() * 0.3, r.int(-15, 15));
    const left = kinds[1](r.int(55, 85), r.int(215, 245), 0.75 + r.next() * 0.25, r.int(-30, 30));
    const right = kinds[2](r.int(215, 250), r.int(200, 240), 0.7 + r.next() * 0.25, r.int(-30, 30));
    const extra = r.chance(0.5) ? kinds[3](r.int(60, 240), r.int(40, 70), 0.55, r.int(-40, 40)) : "";
    return { body: extra + left + right + hero + sparkles(r, r.int(2, 4)) };
  },
  gems(r, c) {
    const colours = [c.main, c.second, mix(c.main, c.second, 0.5), lighten(c.second, 0.35)];
    const cut = r.int(0, 1);
    let out = "";
    const spots = r.shuffle([[62, 78], [238, 84], [56, 236], [246, 232], [150, 262]]);
    const count = r.int(2, 4);
    for (let i = 0; i < count; i++) {
      const [x, y] = spots[i];
      out += gem(c, x + r.int(-10, 10), y + r.int(-10, 10), 0.5 + r.next() * 0.25, r.int(-30, 30), colours[(i + 1) % colours.length], r.chance(0.7) ? cut : 1 - cut);
    }
    out += gem(c, r.int(130, 170), r.int(135, 165), 1.25 + r.next() * 0.35, r.int(-12, 12), c.main, cut);
    return { defs: gemDefs(c.id), body: out + sparkles(r, 3) };
  },
  cards(r, c) {
    const suits = r.shuffle(Object.keys(SUITS) as Suit[]);
    const ranks = r.shuffle(["A", "K", "Q", "J", "10"]);
    const count = r.int(3, 4);
    const spread = r.int(14, 22);
    const pivotX = r.int(130, 170);
    const pivotY = r.int(230, 255);
    const tilt = r.int(-10, 10);
    let out = "";
    for (let i = 0; i < count; i++) {
      const angle = tilt + (i - (count - 1) / 2) * spread;
      out += `<g transform="translate(${pivotX} ${pivotY}) rotate(${n(angle)}) translate(0 -92) scale(1.25)">${card(c, ranks[i], suits[i % 4])}</g>`;
    }
    const chips = chip(r.int(40, 80), r.int(230, 260), 0.9, c.main) + chip(r.int(220, 260), r.int(225, 255), 0.8, c.second) + (r.chance(0.5) ? chip(r.int(200, 260), r.int(40, 80), 0.6, c.main) : "");
    return { body: chips + out + sparkles(r, 2) };
  },
  dice(r, c) {
    const out =
      die(c, r, r.int(85, 115), r.int(190, 220), r.int(42, 50), r.int(-15, 15)) +
      die(c, r, r.int(185, 215), r.int(110, 150), r.int(52, 62), r.int(-20, 20)) +
      (r.chance(0.5) ? die(c, r, r.int(230, 260), r.int(230, 250), 26, r.int(-30, 30)) : chip(r.int(230, 260), r.int(225, 250), 0.8, c.second));
    return { body: out + sparkles(r, 3) };
  },
  wheel(r, c) {
    const big = r.chance(0.4);
    const main = big ? wheel(c, r, 150, r.int(160, 172), 118, r.int(0, 30)) : wheel(c, r, r.int(135, 165), r.int(140, 160), r.int(92, 104), r.int(0, 30));
    const chips = chip(r.int(40, 70), r.int(240, 262), 0.8, c.second) + chip(r.int(232, 262), r.int(236, 262), 0.9, c.main);
    return { body: main + chips + sparkles(r, 2) };
  },
  dragon(r, c) {
    // The body runs from the head (upper, facing outward) back and down to the tail, tapering.
    const flip = r.chance(0.5);
    const side = flip ? -1 : 1;
    const headX = r.int(150, 166);
    const headY = r.int(88, 112);
    const amplitude = r.int(36, 54) * r.pick([-1, 1]);
    const phase = r.next() * 0.25;
    const centre: [number, number][] = [];
    // Along the diagonal from the head to the tail, waving across it; the neck leaves the head straight.
    const [dx, dy] = [-112, 150];
    const length = Math.hypot(dx, dy);
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const wave = amplitude * Math.sin(Math.PI * 2 * (1.05 * t + phase)) * Math.min(1, t * 3);
      const x = headX + dx * t + (dy / length) * wave;
      const y = headY + dy * t - (dx / length) * wave;
      centre.push([flip ? 300 - x : x, y]);
    }
    const normals = centre.map((_, i) => {
      const [a, b] = [centre[Math.max(0, i - 1)], centre[Math.min(centre.length - 1, i + 1)]];
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
      return [(a[1] - b[1]) / length, (b[0] - a[0]) / length] as [number, number];
    });
    const width = (i: number) => 19 * (1 - 0.72 * (i / 10));
    const left = centre.map(([x, y], i): [number, number] => [x + normals[i][0] * width(i), y + normals[i][1] * width(i)]);
    const right = centre.map(([x, y], i): [number, number] => [x - normals[i][0] * width(i), y - normals[i][1] * width(i)]).reverse();
    const outline = `${smooth(left)}L${smooth(right).slice(1)}Z`;
    // Spikes along whichever edge faces up at each point.
    let spikes = "";
    for (let i = 1; i < 10; i++) {
      const up = normals[i][1] < 0 ? 1 : -1;
      const [nx, ny] = [normals[i][0] * up, normals[i][1] * up];
      const [tx, ty] = [-ny, nx];
      const w = width(i);
      const [px, py] = [centre[i][0] + nx * w * 0.8, centre[i][1] + ny * w * 0.8];
      spikes += `M${n(px - tx * w * 0.6)} ${n(py - ty * w * 0.6)}L${n(px + nx * w * 1.3 + tx * w * 0.3)} ${n(py + ny * w * 1.3 + ty * w * 0.3)}L${n(px + tx * w * 0.6)} ${n(py + ty * w * 0.6)}Z`;
    }
    const head = centre[0];
    // The head looks outward, nearly level, whatever way the neck comes in: a lobby tile reads best so.
    const angle = r.int(-18, 6) * side;
    const tail = centre[10];
    const headShape =
      `<g transform="translate(${n(head[0])} ${n(head[1])}) rotate(${n(angle)}) scale(${side * 1.15} 1.15)">` +
      `<path d="M-6-26L-40-44L-22-18L-52-20L-24-2L-46 10L-10 12Z" fill="url(#${c.id}s)"/>` +
      `<path d="M2-26C-8-50-24-60-40-64C-26-52-18-40-12-22ZM18-28C14-52 0-66-12-74C2-58 6-44 6-26Z" fill="url(#${c.id}s)"/>` +
      `<path d="M40 18L44 36L50 22L56 34L60 20Z" fill="${c.second}"/>` +
      `<path d="M-8-24C10-36 44-34 64-22L86-16C94-14 96-4 90 0L62 4C54 14 30 20-2 18C-14 10-16-14-8-24Z" fill="url(#${c.id}m)" stroke="${darken(c.deep, 0.45)}" stroke-width="2.5"/>` +
      `<path d="M62 4L90 1L88 9Z" fill="#3a0a0a"/><path d="M60 5L88 9C84 19 66 24 44 20Z" fill="${darken(c.main, 0.25)}" stroke="${darken(c.deep, 0.45)}" stroke-width="2"/>` +
      `<path d="M68 4l3 5 3-5ZM77 3l3 5 3-5Z" fill="#fff"/><path d="M28-25C40-34 52-32 60-24" stroke="${c.second}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<ellipse cx="45" cy="-17" rx="8" ry="5.5" fill="#fff3b0"/><ellipse cx="46" cy="-17" rx="2" ry="4.5" fill="#111"/>` +
      `<path d="M88-6C112-10 124 6 116 26M70 14C84 30 80 48 66 56" stroke="${lighten(c.second, 0.2)}" stroke-width="3" fill="none" stroke-linecap="round"/></g>`;
    const pearlX = Math.max(36, Math.min(264, head[0] + side * r.int(70, 90)));
    const pearlY = head[1] + r.int(70, 90);
    return {
      defs: `<radialGradient id="${c.id}e" cx=".35" cy=".35"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${c.second}"/></radialGradient>`,
      body:
        cloud(r.int(45, 95), r.int(45, 80), 1 + r.next() * 0.4, lighten(c.second, 0.5)) +
        cloud(r.int(205, 255), r.int(225, 250), 0.9 + r.next() * 0.4, lighten(c.main, 0.5)) +
        `<path d="M${n(tail[0])} ${n(tail[1])}l${-side * 26} -18l${side * 6} 14l${-side * 22} 4l${side * 22} 12Z" fill="url(#${c.id}s)"/>` +
        `<path d="${spikes}" fill="url(#${c.id}s)" stroke="${darken(c.deep, 0.45)}" stroke-width="1.5"/>` +
        `<path d="${outline}" fill="url(#${c.id}m)" stroke="${darken(c.deep, 0.45)}" stroke-width="3"/>` +
        `<path d="${smooth(centre.slice(0, 9))}" fill="none" stroke="${lighten(c.main, 0.6)}" stroke-width="9" stroke-dasharray="2 6" opacity=".55"/>` +
        headShape +
        `<circle cx="${n(pearlX)}" cy="${n(pearlY)}" r="19" fill="url(#${c.id}e)"/><circle cx="${n(pearlX)}" cy="${n(pearlY)}" r="27" fill="none" stroke="${c.second}" stroke-width="3" stroke-dasharray="10 8" opacity=".8"/>` +
        sparkles(r, 2),
    };
  },
  football(r, c) {
    const hero = [r.int(130, 175), r.int(130, 165)] as const;
    let streaks = "";
    for (let i = 0; i < 4; i++) {
      const y = hero[1] - 30 + i * 20;
      streaks += `<path d="M${hero[0] - 60 - i * 12} ${y}H${hero[0] - 150 - r.int(0, 40)}" stroke="${i % 2 ? c.second : c.main}" stroke-width="${r.int(5, 9)}" stroke-linecap="round" opacity=".8"/>`;
    }
    return {
      defs: ballDefs(c),
      body:
        streaks +
        ball(c, r.int(215, 255), r.int(220, 250), r.int(26, 34), r.int(0, 70)) +
        (r.chance(0.5) ? ball(c, r.int(40, 70), r.int(50, 80), 20, r.int(0, 70)) : "") +
        ball(c, hero[0], hero[1], r.int(68, 80), r.int(0, 70)) +
        sparkles(r, 3, lighten(c.second, 0.5)),
    };
  },
  fish(r, c) {
    let out = "";
    for (let i = 0; i < 5; i++) out += `<circle cx="${r.int(30, 270)}" cy="${r.int(30, 250)}" r="${r.int(4, 12)}" fill="#fff" fill-opacity=".15" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>`;
    const flip = r.chance(0.5);
    out += fish(c, r.int(60, 100), r.int(60, 95), 0.55 + r.next() * 0.15, !flip, `url(#${c.id}s)`, lighten(c.main, 0.2));
    out += fish(c, r.int(200, 245), r.int(215, 245), 0.6 + r.next() * 0.2, r.chance(0.5), `url(#${c.id}s)`, c.main);
    out += fish(c, r.int(140, 165), r.int(140, 165), 1.35 + r.next() * 0.25, flip, `url(#${c.id}m)`, c.second);
    out += `<path d="M${r.int(20, 40)} 300C${r.int(0, 30)} 260 ${r.int(40, 60)} 240 ${r.int(20, 40)} 200" stroke="${lighten(c.second, 0.2)}" stroke-width="7" fill="none" stroke-linecap="round" opacity=".7"/>`;
    return { body: out };
  },
  rocket(r, c) {
    const angle = r.pick([-1, 1]) * r.int(20, 45);
    const planetX = r.chance(0.5) ? r.int(40, 80) : r.int(220, 260);
    const planetY = r.int(50, 90);
    const planet =
      `<circle cx="${planetX}" cy="${planetY}" r="30" fill="url(#${c.id}s)"/><ellipse cx="${planetX}" cy="${planetY}" rx="48" ry="11" fill="none" stroke="${lighten(c.main, 0.3)}" stroke-width="4" transform="rotate(-20 ${planetX} ${planetY})"/>`;
    const small = r.chance(0.5) ? rocket(c, 300 - planetX, r.int(225, 250), 0.35, -angle) : `<circle cx="${300 - planetX}" cy="${r.int(225, 250)}" r="14" fill="url(#${c.id}m)"/>`;
    return {
      defs: linear(`${c.id}f`, [[0, "#fff3b0"], [0.4, c.second], [1, c.main, 0]]),
      body: sparkles(r, r.int(5, 8)) + planet + small + rocket(c, r.int(135, 165), r.int(140, 165), 1.05 + r.next() * 0.25, angle),
    };
  },
  coins(r, c) {
    const stacks = [
      coinStack(c, r.int(70, 95), r.int(250, 262), r.int(4, 7)),
      coinStack(c, r.int(200, 230), r.int(245, 262), r.int(6, 10)),
      coinStack(c, r.int(135, 160), r.int(262, 270), r.int(2, 4)),
    ].join("");
    let flying = "";
    const count = r.int(3, 5);
    for (let i = 0; i < count; i++) flying += coin(c, 40 + (220 * i) / (count - 1) + r.int(-15, 15), r.int(45, 140), r.int(16, 26), 0.35 + r.next() * 0.65, r.int(-40, 40));
    flying += coin(c, r.int(130, 170), r.int(120, 150), r.int(40, 48), 0.85 + r.next() * 0.15, r.int(-15, 15));
    return { defs: coinDefs(c), body: stacks + flying + sparkles(r, 4, "#fff6c8") };
  },
};

// ---------------------------------------------------------------------------------------------
// The name: bold, as wide as it fits, on one line or two.

/** A rough width in ems of bold uppercase Noto Sans, enough to size a title so it never overflows. */
function widthEm(text: string): number {
  let width = 0;
  for (const char of text) width += char === " " ? 0.26 : "IJ'.,:!1".includes(char) ? 0.34 : "MW".includes(char) ? 0.92 : "-".includes(char) ? 0.36 : 0.7;
  return width;
}

const TITLE_WIDTH = 262;

function title(name: string, studio: string, c: Colours): string {
  const upper = name.toUpperCase();
  const words = upper.split(" ");
  let lines = [upper];
  let size = Math.min(44, TITLE_WIDTH / widthEm(upper));
  if (size < 32 && words.length > 1) {
    // Break where the longer line is shortest.
    let best = lines;
    let bestWidth = Infinity;
    for (let i = 1; i < words.length; i++) {
      const candidate = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
      const width = Math.max(...candidate.map(widthEm));
      if (width < bestWidth) [best, bestWidth] = [candidate, width];
    }
    lines = best;
    size = Math.min(40, TITLE_WIDTH / bestWidth);
  }
  size = Math.max(16, Math.floor(size));
  const first = lines.length === 1 ? 352 : 330;
  const text = lines
    .map((line, i) => {
      const fits = widthEm(line) * size <= TITLE_WIDTH;
      return `<tspan x="150" y="${n(first + i * size * 1.02)}"${fits ? "" : ` textLength="${TITLE_WIDTH}" lengthAdjust="spacingAndGlyphs"`}>${escapeXml(line)}</tspan>`;
    })
    .join("");
  return (
    `<g text-anchor="middle" font-family="'Noto Sans',sans-serif"><text font-weight="800" font-size="${size}" fill="url(#${c.id}t)" stroke="${darken(c.deep, 0.6)}" stroke-width="${n(size / 7)}" stroke-linejoin="round" paint-order="stroke">${text}</text>` +
    `<text x="150" y="386" font-weight="600" font-size="11" letter-spacing="2" fill="${lighten(c.second, 0.35)}">${escapeXml(studio.toUpperCase())}</text></g>`
  );
}
