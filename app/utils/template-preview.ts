import type { TemplateLayout } from "@shared/contracts/opening-station";

/**
 * Draws a template's pages as SVG from its layout description (server/modules/opening-station/
 * catalogue.ts), so the 24 designs are data and one drawing code renders them all. The markup
 * only names colour roles as classes (tp-b page, tp-s panels, tp-a accent, tp-t text, tp-o text on
 * the accent); the colour scheme fills them in through CSS variables set on an ancestor
 * (`schemeVariables`), so a page can switch the scheme of every preview at once, even without
 * JavaScript. `standaloneSvg` writes the colours in for an SVG file of its own.
 */

export type PreviewPage = "home" | "lobby";

/** A desktop browser (640 x 400) or a phone's screen (360 x 640). */
export type PreviewDevice = "desktop" | "phone";

/** The words drawn into a preview, in the page's language (templates:site.*). */
export type PreviewLabels = {
  home: string;
  slots: string;
  live: string;
  sports: string;
  promotions: string;
  login: string;
  signup: string;
  bonus: string;
  play: string;
  popular: string;
  liveTables: string;
  matches: string;
  games: string;
  search: string;
  all: string;
  new: string;
  jackpot: string;
  winners: string;
  betslip: string;
};

export type PreviewScheme = { color1: string; color2: string; color3: string };

export const PREVIEW_WIDTH = 640;
export const PREVIEW_HEIGHT = 400;
const PHONE_WIDTH = 360;
const PHONE_HEIGHT = 640;

const W = PREVIEW_WIDTH;
const H = PREVIEW_HEIGHT;
const FOOTER = 26;

/** Game artwork comes from the studios, not the site's scheme: a fixed, colourful set. */
const ART = ["#e63946", "#f4a261", "#2a9d8f", "#8e44ad", "#1d70d6", "#e9c46a", "#ef476f", "#06d6a0", "#ff7f11", "#5e60ce"];

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Roughly how wide a text is drawn: CJK and similar scripts take a full em, the rest about half. */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += /[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.56;
  return em * size;
}

type TextOptions = { anchor?: "start" | "middle" | "end"; weight?: number; max?: number; cls?: string; opacity?: number };

/** A text, squeezed into `max` when it would run longer (long words in some languages). */
function text(x: number, y: number, value: string, size: number, { anchor = "start", weight, max, cls = "tp-t", opacity }: TextOptions = {}): string {
  const fit = max !== undefined && textWidth(value, size) > max ? ` textLength="${Math.round(max)}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<text x="${r(x)}" y="${r(y)}" font-size="${size}"${weight ? ` font-weight="${weight}"` : ""}${anchor === "start" ? "" : ` text-anchor="${anchor}"`} class="${cls}"${opacity ? ` opacity="${opacity}"` : ""}${fit}>${escapeXml(value)}</text>`;
}

const r = (n: number) => Math.round(n * 10) / 10;

function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ""): string {
  const paint = fill.startsWith("#") || fill === "none" ? `fill="${fill}"` : `class="${fill}"`;
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${r(rx)}"` : ""} ${paint}${extra ? ` ${extra}` : ""}/>`;
}

function circle(cx: number, cy: number, radius: number, fill: string, extra = ""): string {
  const paint = fill.startsWith("#") ? `fill="${fill}"` : `class="${fill}"`;
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" ${paint}${extra ? ` ${extra}` : ""}/>`;
}

/** A muted line standing for a line of text. */
const line = (x: number, y: number, w: number, h = 5) => rect(x, y, w, h, "tp-t", h / 2, 'opacity=".35"');

/** The design's emblem, drawn in a box of `size` centred on (cx, cy). */
function motif(kind: TemplateLayout["motif"], cx: number, cy: number, size: number): string {
  const s = size / 80;
  const g = (body: string) => `<g transform="translate(${r(cx - 40 * s)} ${r(cy - 40 * s)}) scale(${r(s * 100) / 100})">${body}</g>`;
  switch (kind) {
    case "cards":
      return g(`<g transform="rotate(-14 30 44)"><rect x="12" y="14" width="34" height="50" rx="4" fill="#fff"/><path d="M29 30c-6 6-9 9-5 13 2 2 4 1 5-1 1 2 3 3 5 1 4-4 1-7-5-13z" fill="#111"/></g><g transform="rotate(12 52 44)"><rect x="36" y="16" width="34" height="50" rx="4" fill="#fff"/><path d="M53 34c-3-5-10-3-9 3 1 4 9 10 9 10s8-6 9-10c1-6-6-8-9-3z" fill="#d62839"/></g>`);
    case "dice":
      return g(`<g transform="rotate(-10 28 40)"><rect x="8" y="20" width="38" height="38" rx="7" fill="#fff"/><circle cx="18" cy="30" r="3.5" fill="#111"/><circle cx="27" cy="39" r="3.5" fill="#111"/><circle cx="36" cy="48" r="3.5" fill="#111"/></g><g transform="rotate(14 54 46)"><rect x="36" y="28" width="36" height="36" rx="7" class="tp-a"/><circle cx="46" cy="38" r="3.5" class="tp-o"/><circle cx="62" cy="38" r="3.5" class="tp-o"/><circle cx="46" cy="54" r="3.5" class="tp-o"/><circle cx="62" cy="54" r="3.5" class="tp-o"/></g>`);
    case "coins":
      return g(`<ellipse cx="40" cy="60" rx="26" ry="8" fill="#c98a06"/><rect x="14" y="44" width="52" height="16" fill="#e0a100"/><ellipse cx="40" cy="44" rx="26" ry="8" fill="#ffd23f"/><circle cx="52" cy="26" r="16" fill="#ffd23f" stroke="#c98a06" stroke-width="3"/><text x="52" y="32" font-size="16" font-weight="700" text-anchor="middle" fill="#8a5a00">$</text>`);
    case "crown":
      return g(`<path d="M12 58 8 24l18 14 14-22 14 22 18-14-4 34z" class="tp-a"/><rect x="12" y="58" width="56" height="8" rx="2" class="tp-a"/><circle cx="40" cy="44" r="5" fill="#fff"/><circle cx="24" cy="48" r="3.5" fill="#fff" opacity=".8"/><circle cx="56" cy="48" r="3.5" fill="#fff" opacity=".8"/>`);
    case "gem":
      return g(`<path d="M22 18h36l14 18-32 34L8 36z" class="tp-a"/><path d="M8 36h64M22 18l8 18 10 34 10-34 8-18M30 36l10-18 10 18" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="2"/>`);
    case "ball":
      return g(`<circle cx="40" cy="40" r="28" fill="#fff"/><path d="M40 28l11 8-4 13H33l-4-13z" fill="#111"/><path d="M40 12v16M51 36l15-5M47 49l9 13M33 49l-9 13M29 36l-15-5" stroke="#111" stroke-width="2.5"/>`);
    case "basketball":
      return g(`<circle cx="40" cy="40" r="28" fill="#f28c28"/><path d="M12 40h56M40 12v56M20 20c10 10 10 30 0 40M60 20c-10 10-10 30 0 40" fill="none" stroke="#3b1d00" stroke-width="2.5"/>`);
    case "cricket":
      return g(`<rect x="30" y="6" width="12" height="52" rx="5" transform="rotate(28 36 32)" fill="#e9c98b"/><rect x="33" y="46" width="6" height="22" rx="3" transform="rotate(28 36 32)" fill="#6b4226"/><circle cx="56" cy="58" r="11" fill="#c1121f"/><path d="M47 55q9 6 18 0" stroke="#fff" stroke-width="1.5" fill="none"/>`);
    case "trophy":
      return g(`<path d="M24 14h32v16a16 16 0 0 1-32 0z" class="tp-a"/><path d="M24 20H12q0 16 14 16M56 20h12q0 16-14 16" fill="none" class="tp-as" stroke-width="4"/><rect x="36" y="44" width="8" height="12" class="tp-a"/><rect x="24" y="56" width="32" height="9" rx="2" class="tp-a"/>`);
    case "controller":
      return g(`<path d="M20 26h40c10 0 16 10 16 24 0 10-8 14-14 8l-8-8H26l-8 8c-6 6-14 2-14-8 0-14 6-24 16-24z" fill="#fff"/><path d="M20 38h12M26 32v12" stroke="#111" stroke-width="4"/><circle cx="52" cy="36" r="4" class="tp-a"/><circle cx="60" cy="44" r="4" fill="#e63946"/>`);
    case "roulette":
      return g(`<circle cx="40" cy="40" r="32" fill="#6b3e1e"/><circle cx="40" cy="40" r="26" fill="#111" stroke="#d62839" stroke-width="8" stroke-dasharray="6.8 6.8"/><circle cx="40" cy="40" r="14" class="tp-a"/><circle cx="40" cy="40" r="4" fill="#fff"/><circle cx="56" cy="26" r="3" fill="#fff"/>`);
    case "chips":
      return g(`${[0, 1, 2].map((i) => `<ellipse cx="30" cy="${58 - i * 8}" rx="20" ry="7" fill="${["#d62839", "#1d70d6", "#111"][i]}" stroke="#fff" stroke-width="2" stroke-dasharray="5 4"/>`).join("")}<ellipse cx="56" cy="52" rx="18" ry="7" class="tp-a" stroke="#fff" stroke-width="2" stroke-dasharray="5 4"/>`);
    case "fruit":
      return g(`<circle cx="28" cy="54" r="13" fill="#d62839"/><circle cx="52" cy="56" r="13" fill="#d62839"/><path d="M28 41q8-22 24-26M52 43q-2-18 0-28" stroke="#2a9d8f" stroke-width="3" fill="none"/><path d="M52 15q12-6 18 4-10 4-18-4z" fill="#06d6a0"/>`);
    case "pyramid":
      return g(`<path d="M40 10 74 66H6z" fill="#e0a100"/><path d="M40 10 74 66H40z" fill="#b37d00"/><path d="M40 26l-6 10h12zM28 46h24M20 56h40" stroke="#fff3c4" stroke-width="2" fill="none" opacity=".6"/>`);
    case "reels":
      return g(`${[0, 1, 2].map((i) => `<rect x="${6 + i * 24}" y="18" width="20" height="44" rx="3" fill="#fff"/><text x="${16 + i * 24}" y="47" font-size="17" font-weight="700" text-anchor="middle" fill="${i === 1 ? "#d62839" : "#1d70d6"}">7</text>`).join("")}<rect x="2" y="14" width="76" height="52" rx="6" fill="none" class="tp-as" stroke-width="3"/>`);
  }
}

type Frame = { x: number; w: number; top: number; bottom: number; radius: number };

function radiusOf(layout: TemplateLayout): number {
  return layout.corners === "sharp" ? 1 : layout.corners === "soft" ? 5 : 11;
}

function navItems(labels: PreviewLabels, layout: TemplateLayout): string[] {
  const sports = [labels.sports, labels.live, labels.slots, labels.promotions];
  return layout.grid === "odds" ? sports : [labels.slots, labels.live, labels.sports, labels.promotions];
}

function logo(x: number, y: number, siteName: string, size: number, anchor: "start" | "middle" = "start"): string {
  const w = Math.min(textWidth(siteName, size), 150);
  const start = anchor === "middle" ? x - (w + size + 6) / 2 : x;
  return `${circle(start + size / 2, y - size * 0.35, size / 2, "tp-a")}${text(start + size + 6, y, siteName, size, { weight: 700, max: 150 })}`;
}

function buttons(right: number, y: number, labels: PreviewLabels, radius: number, onlySignup = false): string {
  const size = 10;
  const sw = Math.max(54, textWidth(labels.signup, size) + 18);
  let out = `${rect(right - sw, y, sw, 22, "tp-a", Math.min(radius, 11))}${text(right - sw / 2, y + 15, labels.signup, size, { anchor: "middle", weight: 700, cls: "tp-o", max: sw - 8 })}`;
  if (!onlySignup) {
    const lw = Math.max(50, textWidth(labels.login, size) + 16);
    const lx = right - sw - 8 - lw;
    out += `${rect(lx, y, lw, 22, "none", Math.min(radius, 11), 'class="tp-as" stroke-width="1.5"')}${text(lx + lw / 2, y + 15, labels.login, size, { anchor: "middle", max: lw - 8 })}`;
  }
  return out;
}

/** Draws the header; answers where the page below it begins. */
function header(layout: TemplateLayout, labels: PreviewLabels, siteName: string, radius: number): { svg: string; height: number } {
  const nav = [labels.home, ...navItems(labels, layout)];
  const navRow = (x: number, y: number, step: number, anchorFirst = 0) =>
    nav.map((item, i) => text(x + i * step, y, item, 10, { max: step - 10, cls: i === anchorFirst ? "tp-a" : "tp-t", weight: i === anchorFirst ? 700 : undefined })).join("");
  switch (layout.header) {
    case "bar":
      return { height: 44, svg: rect(0, 0, W, 44, "tp-s") + logo(14, 27, siteName, 15) + navRow(190, 26, 62) + buttons(W - 12, 11, labels, radius) };
    case "centered":
      return {
        height: 64,
        svg: rect(0, 0, W, 38, "tp-b") + logo(W / 2, 26, siteName, 16, "middle") + buttons(W - 12, 8, labels, radius) + rect(0, 38, W, 26, "tp-s") + navRow(W / 2 - 2.5 * 84 + 12, 55, 84),
      };
    case "stacked":
      return {
        height: 56,
        svg:
          rect(0, 0, W, 16, "tp-b") +
          text(14, 11.5, "24/7 · USDT", 8, { opacity: 0.6 }) +
          text(W - 14, 11.5, "EN · ♠ ♥ ♦ ♣", 8, { anchor: "end", opacity: 0.6 }) +
          rect(0, 16, W, 40, "tp-s") +
          rect(0, 54, W, 2, "tp-a") +
          logo(14, 41, siteName, 15) +
          navRow(190, 40, 62) +
          buttons(W - 12, 25, labels, radius),
      };
    case "minimal":
      return {
        height: 40,
        svg:
          rect(0, 0, W, 40, "tp-s") +
          [0, 1, 2].map((i) => rect(14, 13 + i * 6, 16, 2.5, "tp-t", 1)).join("") +
          logo(42, 25, siteName, 14) +
          `<circle cx="${W - 132}" cy="20" r="6" fill="none" class="tp-ts" stroke-width="2"/>` +
          buttons(W - 12, 9, labels, radius, true),
      };
  }
}

function ctaButton(x: number, y: number, label: string, radius: number, size = 11): string {
  const w = Math.max(74, textWidth(label, size) + 24);
  return rect(x, y, w, 26, "tp-a", Math.min(radius, 13)) + text(x + w / 2, y + 17, label, size, { anchor: "middle", weight: 700, cls: "tp-o", max: w - 10 });
}

function hero(layout: TemplateLayout, labels: PreviewLabels, f: Frame, y: number, h: number): string {
  const { x, w, radius } = f;
  // A phone's screen: one column, emblems kept clear of the words.
  const compact = w < 420;
  const headline = (tx: number, ty: number, max: number) =>
    text(tx, ty, labels.bonus, 20, { weight: 800, max }) + text(tx, ty + 20, "100% + 200 FS", 13, { cls: "tp-a", weight: 700 }) + ctaButton(tx, ty + 34, labels.play, radius);
  switch (layout.hero) {
    case "banner":
      return rect(x, y, w, h, "tp-s", radius) + rect(x + w * 0.55, y, w * 0.45, h, "tp-a", radius, 'opacity=".22"') + circle(x + w * 0.78, y + h / 2, h * 0.42, "tp-a", 'opacity=".25"') + headline(x + 20, y + h / 2 - 22, w * 0.5) + motif(layout.motif, x + w * 0.78, y + h / 2, h * 0.72);
    case "split": {
      const half = w * 0.5;
      return headline(x + 6, y + h / 2 - 22, half - 16) + rect(x + half, y, half, h, "tp-a", radius) + circle(x + half + half / 2, y + h / 2, h * 0.4, "tp-b", 'opacity=".25"') + motif(layout.motif, x + half + half / 2, y + h / 2, h * 0.74);
    }
    case "carousel": {
      const main = compact ? w : w * 0.66;
      const side = w - main - 8;
      const small = (h - 8) / 2;
      return (
        rect(x, y, main, h - 10, "tp-s", radius) +
        rect(x + main * 0.5, y, main * 0.5, h - 10, "tp-a", radius, 'opacity=".3"') +
        headline(x + 16, y + (h - 10) / 2 - 22, main * 0.5) +
        motif(layout.motif, x + main * 0.76, y + (h - 10) / 2, (h - 10) * 0.7) +
        [0, 1, 2].map((i) => circle(x + main / 2 - 10 + i * 10, y + h - 3, 2.6, i === 0 ? "tp-a" : "tp-t", i === 0 ? "" : 'opacity=".35"')).join("") +
        (compact ? [] : [0, 1])
          .map((i) => {
            const sy = y + i * (small + 8);
            return rect(x + main + 8, sy, side, small, i === 0 ? "tp-a" : "tp-s", radius, i === 0 ? 'opacity=".9"' : "") + text(x + main + 18, sy + 22, i === 0 ? labels.jackpot : labels.new, 12, { weight: 700, cls: i === 0 ? "tp-o" : "tp-t", max: side - 20 }) + rect(x + main + 18, sy + 32, side * 0.5, 5, i === 0 ? "tp-o" : "tp-t", 2.5, 'opacity=".45"');
          })
          .join("")
      );
    }
    case "jackpot":
      return (
        rect(x, y, w, h, "tp-s", radius) +
        rect(x + 10, y + 10, w - 20, h - 20, "none", Math.max(radius - 2, 0), 'class="tp-as" stroke-width="1.5" stroke-dasharray="2 5"') +
        text(x + w / 2, y + 38, labels.jackpot, 13, { anchor: "middle", weight: 700, cls: "tp-a", max: w * 0.4 }) +
        text(x + w / 2, y + 76, "12,486,903", compact ? 30 : 34, { anchor: "middle", weight: 800, max: compact ? w - 40 : w * 0.5 }) +
        ctaButton(x + w / 2 - 37, y + 90, labels.play, radius) +
        (compact
          ? motif(layout.motif, x + 38, y + 34, 44) + motif("coins", x + w - 38, y + 34, 44)
          : motif(layout.motif, x + 60, y + h / 2, h * 0.6) + motif("coins", x + w - 60, y + h / 2, h * 0.6))
      );
    case "match": {
      const cy = y + 50;
      const apart = compact ? 90 : 110;
      const odds = ["2.10", "3.25", "3.40"];
      const ow = Math.min(70, (w - 80) / 3);
      return (
        rect(x, y, w, h, "tp-s", radius) +
        text(x + w / 2, y + 20, `${labels.matches} · 20:45`, 10, { anchor: "middle", opacity: 0.75, max: w * 0.5 }) +
        circle(x + w / 2 - apart, cy, 22, "#1d70d6") +
        circle(x + w / 2 + apart, cy, 22, "#e63946") +
        rect(x + w / 2 - apart - 8, cy - 4, 16, 8, "#fff", 2) +
        rect(x + w / 2 + apart - 8, cy - 4, 16, 8, "#fff", 2) +
        text(x + w / 2, cy + 9, "VS", 22, { anchor: "middle", weight: 800, cls: "tp-a" }) +
        line(x + w / 2 - apart - 22, cy + 30, 44) +
        line(x + w / 2 + apart - 22, cy + 30, 44) +
        (compact ? "" : motif(layout.motif, x + 48, cy + 4, 64)) +
        odds
          .map((o, i) => {
            const ox = x + w / 2 - (ow * 3 + 16) / 2 + i * (ow + 8);
            return rect(ox, y + h - 38, ow, 26, i === 0 ? "tp-a" : "tp-b", Math.min(radius, 8)) + text(ox + ow / 2, y + h - 21, `${["1", "X", "2"][i]}  ${o}`, 11, { anchor: "middle", weight: 700, cls: i === 0 ? "tp-o" : "tp-t" });
          })
          .join("")
      );
    }
    case "table":
      return (
        rect(x, y, w, h, "tp-s", radius) +
        `<path d="M${r(x + w * 0.3)} ${r(y + h)}a${r(w * 0.35)} ${r(h * 0.55)} 0 0 1 ${r(w * 0.7)} 0z" fill="#0f6b3a"/>` +
        `<path d="M${r(x + w * 0.36)} ${r(y + h)}a${r(w * 0.29)} ${r(h * 0.42)} 0 0 1 ${r(w * 0.58)} 0" fill="none" stroke="#f5d77a" stroke-width="1.5" opacity=".7"/>` +
        circle(x + w * 0.65, y + 36, 16, "#f1c7a5") +
        `<path d="M${r(x + w * 0.65 - 34)} ${r(y + 92)}q0-36 34-36 34 0 34 36z" fill="#111"/>` +
        rect(x + w * 0.6, y + 64, 10, 14, "#fff", 1.5) +
        rect(x + w * 0.63, y + 64, 10, 14, "#fff", 1.5) +
        rect(x + 16, y + 14, 42, 16, "#e11d48", 8) +
        text(x + 37, y + 25.5, "LIVE", 9, { anchor: "middle", weight: 800, cls: "tp-w" }) +
        text(x + 16, y + 58, labels.liveTables, 18, { weight: 800, max: compact ? w * 0.5 : w * 0.34 }) +
        ctaButton(x + 16, y + 72, labels.play, radius) +
        (compact ? "" : motif(layout.motif, x + w - 56, y + h - 40, 60))
      );
  }
}

function band(layout: TemplateLayout, labels: PreviewLabels, f: Frame, y: number): { svg: string; height: number } {
  const { x, w, radius } = f;
  const h = 30;
  switch (layout.band) {
    case "none":
      return { svg: "", height: 0 };
    case "promo": {
      const cw = (w - 16) / 3;
      return {
        height: h + 10,
        svg: [0, 1, 2].map((i) => rect(x + i * (cw + 8), y, cw, h, "tp-s", radius) + circle(x + i * (cw + 8) + 16, y + h / 2, 8, "tp-a") + line(x + i * (cw + 8) + 30, y + 9, cw * 0.5) + line(x + i * (cw + 8) + 30, y + 18, cw * 0.3, 4)).join(""),
      };
    }
    case "winners": {
      const shown = w < 420 ? 2 : 4;
      const names = ["A***n", "M***a", "K***8", "S***i"].slice(0, shown);
      const amounts = ["1,250", "8,400", "560", "2,030"];
      const step = (w - 110) / shown;
      return {
        height: h + 10,
        svg:
          rect(x, y, w, h, "tp-s", radius) +
          text(x + 12, y + 19, labels.winners, 10, { weight: 700, cls: "tp-a", max: 92 }) +
          names.map((n, i) => text(x + 110 + i * step, y + 19, n, 9.5, { opacity: 0.8 }) + text(x + 110 + i * step + 38, y + 19, amounts[i], 9.5, { weight: 700, cls: "tp-a" })).join(""),
      };
    }
    case "providers": {
      const pw = (w - 40) / 6;
      return {
        height: h + 10,
        svg: [0, 1, 2, 3, 4, 5].map((i) => rect(x + i * (pw + 8), y, pw, h, "tp-s", radius) + line(x + i * (pw + 8) + pw * 0.2, y + 13, pw * 0.6)).join(""),
      };
    }
    case "live":
      return {
        height: h + 10,
        svg:
          rect(x, y, w, h, "tp-s", radius) +
          circle(x + 14, y + h / 2, 4, "#e11d48") +
          text(x + 24, y + 19, "LIVE", 9.5, { weight: 800 }) +
          ["2 : 1", "0 : 0", "1 : 3"].map((score, i) => line(x + 70 + i * ((w - 80) / 3), y + 13, 36, 4) + text(x + 112 + i * ((w - 80) / 3), y + 19, score, 11, { weight: 800, cls: "tp-a" })).join(""),
      };
  }
}

function tiles(layout: TemplateLayout, f: Frame, y: number, bottom: number, seed: number, columns = layout.columns): string {
  const { x, w, radius } = f;
  const gap = 8;
  const tw = (w - gap * (columns - 1)) / columns;
  const aspect = layout.grid === "portrait" ? 1.3 : layout.grid === "wide" ? 0.62 : 1;
  const th = Math.min(tw * aspect, bottom - y);
  if (th < 24) return "";
  const rows = Math.max(1, Math.floor((bottom - y + gap) / (th + gap)));
  let out = "";
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      const i = seed + row * columns + col;
      const tx = x + col * (tw + gap);
      const ty = y + row * (th + gap);
      const art = ART[i % ART.length];
      out += rect(tx, ty, tw, th, art, radius);
      if (layout.grid === "wide") {
        out += `<path d="M${r(tx + tw * 0.15)} ${r(ty + th)}a${r(tw * 0.35)} ${r(th * 0.45)} 0 0 1 ${r(tw * 0.7)} 0z" fill="#0f6b3a" opacity=".85"/>` + circle(tx + tw / 2, ty + th * 0.34, th * 0.14, "#f1c7a5") + circle(tx + 9, ty + 9, 3.5, "#fff");
      } else {
        const cx = tx + tw / 2;
        const cy = ty + th * 0.42;
        const s = Math.min(tw, th) * 0.24;
        out +=
          i % 3 === 0
            ? circle(cx, cy, s, "#fff", 'opacity=".85"')
            : i % 3 === 1
              ? `<path d="M${r(cx)} ${r(cy - s)}l${r(s)} ${r(s)}-${r(s)} ${r(s)}-${r(s)}-${r(s)}z" fill="#fff" opacity=".85"/>`
              : `<text x="${r(cx)}" y="${r(cy + s * 0.7)}" font-size="${r(s * 2)}" font-weight="800" text-anchor="middle" fill="#fff" opacity=".9">7</text>`;
      }
      out += rect(tx, ty + th - 16, tw, 16, "#000", 0, 'opacity=".35"') + rect(tx + 6, ty + th - 10, tw * 0.5, 4, "#fff", 2, 'opacity=".8"');
    }
  }
  return out;
}

function oddsRows(f: Frame, y: number, bottom: number, seed: number): string {
  const { x, w, radius } = f;
  const rh = 26;
  const rows = Math.max(1, Math.floor((bottom - y + 6) / (rh + 6)));
  const ow = Math.min(54, w * 0.12);
  let out = "";
  for (let i = 0; i < rows; i++) {
    const ry = y + i * (rh + 6);
    out += rect(x, ry, w, rh, "tp-s", Math.min(radius, 6)) + text(x + 10, ry + 17, `${18 + ((seed + i) % 5)}:${i % 2 ? "30" : "00"}`, 9.5, { opacity: 0.7 }) + line(x + 50, ry + 8, 70 + ((seed + i * 17) % 40), 4) + line(x + 50, ry + 15, 50 + ((seed + i * 29) % 50), 4);
    for (let j = 0; j < 3; j++) {
      const ox = x + w - (3 - j) * (ow + 6) - 4;
      const odd = (1.4 + ((seed * 7 + i * 13 + j * 31) % 40) / 10).toFixed(2);
      out += rect(ox, ry + 4, ow, rh - 8, j === (seed + i) % 3 ? "tp-a" : "tp-b", Math.min(radius, 4)) + text(ox + ow / 2, ry + 17, odd, 9.5, { anchor: "middle", weight: 700, cls: j === (seed + i) % 3 ? "tp-o" : "tp-t" });
    }
  }
  return out;
}

function sidebarPanel(layout: TemplateLayout, labels: PreviewLabels, top: number, page: PreviewPage): { svg: string; left: number; right: number } {
  const bottom = H - FOOTER;
  if (layout.sidebar === "left" || (page === "lobby" && layout.sidebar === "none")) {
    const w = 124;
    const items = [labels.home, ...navItems(labels, layout), labels.new];
    return {
      left: w,
      right: 0,
      svg:
        rect(0, top, w, bottom - top, "tp-s", 0, 'opacity=".55"') +
        items
          .map((item, i) => {
            const iy = top + 14 + i * 28;
            const current = i === (page === "lobby" ? 1 : 0);
            return (current ? rect(0, iy - 4, w, 24, "tp-a", 0, 'opacity=".18"') + rect(0, iy - 4, 3, 24, "tp-a") : "") + rect(12, iy + 2, 12, 12, current ? "tp-a" : "tp-t", 3, current ? "" : 'opacity=".45"') + text(32, iy + 12, item, 10, { max: w - 40, weight: current ? 700 : undefined });
          })
          .join(""),
    };
  }
  if (layout.sidebar === "right") {
    const w = 150;
    const x = W - w;
    const slip = layout.grid === "odds";
    return {
      left: 0,
      right: w,
      svg:
        rect(x, top, w, bottom - top, "tp-s", 0, 'opacity=".55"') +
        text(x + 12, top + 22, slip ? labels.betslip : labels.winners, 11, { weight: 700, max: w - 24 }) +
        [0, 1, 2, 3, 4]
          .map((i) => {
            const ry = top + 36 + i * 34;
            return rect(x + 10, ry, w - 20, 28, "tp-b", 4) + (slip ? line(x + 18, ry + 8, 60, 4) + line(x + 18, ry + 16, 40, 4) : circle(x + 24, ry + 14, 7, ART[i + 2])) + text(x + w - 18, ry + 18, slip ? ["1.85", "2.40", "3.10", "1.62", "5.25"][i] : ["+1,250", "+640", "+8,400", "+95", "+2,030"][i], 9.5, { anchor: "end", weight: 700, cls: "tp-a" });
          })
          .join("") +
        (slip ? ctaButton(x + 10, top + 36 + 5 * 34, labels.play, 6, 10) : ""),
    };
  }
  return { svg: "", left: 0, right: 0 };
}

function footer(labels: PreviewLabels): string {
  const y = H - FOOTER;
  return rect(0, y, W, FOOTER, "tp-s") + line(14, y + 11, 60, 4) + line(84, y + 11, 48, 4) + line(142, y + 11, 52, 4) + ["USDT", "VISA", "18+"].map((badge, i) => rect(W - 150 + i * 46, y + 6, 40, 14, "tp-b", 3) + text(W - 130 + i * 46, y + 16.5, badge, 8, { anchor: "middle", weight: 700, opacity: 0.8 })).join("");
}

/** The lobby's filter chips, from `left`, as many as fit before `right`. */
function chips(left: number, right: number, y: number, labels: PreviewLabels, layout: TemplateLayout): string {
  let cx = left;
  return [labels.all, labels.new, ...navItems(labels, layout).slice(0, 2)]
    .map((label, i) => {
      const cw = Math.min(textWidth(label, 10) + 20, 90);
      const out = rect(cx, y, cw, 22, i === 0 ? "tp-a" : "tp-s", 11) + text(cx + cw / 2, y + 15, label, 10, { anchor: "middle", weight: i === 0 ? 700 : undefined, cls: i === 0 ? "tp-o" : "tp-t", max: cw - 10 });
      cx += cw + 6;
      return cx > right + 4 ? "" : out;
    })
    .join("");
}

export type PreviewInput = {
  layout: TemplateLayout;
  siteName: string;
  labels: PreviewLabels;
  page: PreviewPage;
  /** The accessible name; without it the image is decorative (hidden from assistive technology). */
  title?: string;
  /** Varies the game tiles between designs. */
  seed?: number;
  device?: PreviewDevice;
};

/** The SVG markup of one page of a template, with its colours left to `tp-*` classes. */
export function renderTemplatePreview(input: PreviewInput): string {
  return input.device === "phone" ? renderPhone(input) : renderDesktop(input);
}

function svgRoot(width: number, height: number, title: string | undefined, body: string): string {
  const label = title ? `role="img" aria-label="${escapeXml(title)}"` : 'aria-hidden="true" focusable="false"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" class="tpv-svg" ${label} direction="ltr">${body}</svg>`;
}

/**
 * The phone version: the menu folds into a button, the page is one column and a tab bar sits at
 * the bottom, as on a casino's mobile site; the header keeps its design's character.
 */
function renderPhone({ layout, siteName, labels, page, title, seed = 0 }: PreviewInput): string {
  const PW = PHONE_WIDTH;
  const PH = PHONE_HEIGHT;
  const radius = radiusOf(layout);
  const tabs = 56;
  let head = "";
  let top = 0;
  if (layout.header === "stacked") {
    head += rect(0, 0, PW, 14, "tp-b") + text(12, 10, "24/7 · USDT", 7.5, { opacity: 0.6 });
    top = 14;
  }
  head += rect(0, top, PW, 48, "tp-s") + [0, 1, 2].map((i) => rect(12, top + 17 + i * 6, 16, 2.5, "tp-t", 1)).join("");
  head += layout.header === "centered" ? logo(PW / 2 - 20, top + 30, siteName, 14, "middle") : logo(38, top + 30, siteName, 14);
  head += buttons(PW - 10, top + 13, labels, radius, true);
  if (layout.header === "stacked" || layout.header === "centered") head += rect(0, top + 46, PW, 2, "tp-a");
  top += 48;
  const frame: Frame = { x: 12, w: PW - 24, top: top + 12, bottom: PH - tabs - 10, radius };
  let body = "";
  let y = frame.top;
  if (page === "home") {
    body += hero(layout, labels, frame, y, 150);
    y += 160;
    const strip = band(layout, labels, frame, y);
    body += strip.svg;
    y += strip.height;
    const sectionTitle = layout.grid === "odds" ? labels.matches : layout.grid === "wide" ? labels.liveTables : labels.popular;
    body += text(frame.x, y + 12, sectionTitle, 13, { weight: 700, max: frame.w * 0.7 }) + text(frame.x + frame.w, y + 12, labels.all, 10, { anchor: "end", cls: "tp-a", weight: 700, max: 60 });
    y += 22;
  } else {
    body += text(frame.x, y + 16, layout.grid === "odds" ? labels.sports : labels.games, 17, { weight: 800, max: frame.w });
    y += 28;
    body += chips(frame.x, frame.x + frame.w, y, labels, layout);
    y += 32;
    body +=
      rect(frame.x, y, frame.w, 26, "tp-s", Math.min(radius, 13)) +
      `<circle cx="${r(frame.x + 16)}" cy="${r(y + 12)}" r="5" fill="none" class="tp-ts" stroke-width="1.8"/>` +
      text(frame.x + 30, y + 17, labels.search, 10, { opacity: 0.6, max: frame.w - 40 });
    y += 36;
  }
  const columns = layout.grid === "wide" ? 2 : 3;
  body += layout.grid === "odds" ? oddsRows(frame, y, frame.bottom, seed) : tiles(layout, frame, y, frame.bottom, seed, columns);
  const items = [labels.home, ...navItems(labels, layout).slice(0, 3)];
  const current = page === "home" ? 0 : 1;
  const tabBar =
    rect(0, PH - tabs, PW, tabs, "tp-s") +
    items
      .map((item, i) => {
        const cx = (PW / items.length) * (i + 0.5);
        const on = i === current;
        return rect(cx - 9, PH - tabs + 9, 18, 18, on ? "tp-a" : "tp-t", 5, on ? "" : 'opacity=".45"') + text(cx, PH - 14, item, 9, { anchor: "middle", cls: on ? "tp-a" : "tp-t", weight: on ? 700 : undefined, max: PW / items.length - 8 });
      })
      .join("");
  return svgRoot(PW, PH, title, `${rect(0, 0, PW, PH, "tp-b")}${head}${body}${tabBar}`);
}

function renderDesktop({ layout, siteName, labels, page, title, seed = 0 }: PreviewInput): string {
  const radius = radiusOf(layout);
  const head = header(layout, labels, siteName, radius);
  const side = sidebarPanel(layout, labels, head.height, page);
  const frame: Frame = { x: side.left + 12, w: W - side.left - side.right - 24, top: head.height + 12, bottom: H - FOOTER - 10, radius };
  let body = "";
  let y = frame.top;
  if (page === "home") {
    body += hero(layout, labels, frame, y, 136);
    y += 146;
    const strip = band(layout, labels, frame, y);
    body += strip.svg;
    y += strip.height;
  } else {
    body += text(frame.x, y + 16, layout.grid === "odds" ? labels.sports : labels.games, 17, { weight: 800, max: frame.w * 0.4 - 8 });
    body += chips(frame.x + frame.w * 0.42, frame.x + frame.w, y, labels, layout);
    y += 32;
    body +=
      rect(frame.x, y, frame.w, 26, "tp-s", Math.min(radius, 13)) +
      `<circle cx="${r(frame.x + 16)}" cy="${r(y + 12)}" r="5" fill="none" class="tp-ts" stroke-width="1.8"/>` +
      text(frame.x + 30, y + 17, labels.search, 10, { opacity: 0.6, max: frame.w - 40 });
    y += 36;
  }
  const sectionTitle = layout.grid === "odds" ? labels.matches : layout.grid === "wide" ? labels.liveTables : labels.popular;
  if (page === "home") {
    body += text(frame.x, y + 12, sectionTitle, 13, { weight: 700, max: frame.w * 0.6 }) + text(frame.x + frame.w, y + 12, labels.all, 10, { anchor: "end", cls: "tp-a", weight: 700, max: 80 });
    y += 22;
  }
  const columns = page === "lobby" && layout.grid !== "odds" ? Math.min(6, layout.columns + (layout.grid === "wide" ? 0 : 1)) : layout.columns;
  body += layout.grid === "odds" ? oddsRows(frame, y, frame.bottom, seed) : tiles(layout, frame, y, frame.bottom, seed, columns);
  return svgRoot(W, H, title, `${rect(0, 0, W, H, "tp-b")}${side.svg}${head.svg}${body}${footer(labels)}`);
}

function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The scheme's colours by role: page, panels, accent, text, and text on the accent. */
export function schemeColors(scheme: PreviewScheme) {
  const light = luminance(scheme.color1) > 0.4;
  return {
    b: scheme.color1,
    s: scheme.color2,
    a: scheme.color3,
    t: light ? "#14161c" : "#f4f5f8",
    o: luminance(scheme.color3) > 0.3 ? "#111318" : "#ffffff",
  };
}

/** The CSS custom properties that colour previews inside an element (see app/styles/templates.css). */
export function schemeVariables(scheme: PreviewScheme): string {
  const c = schemeColors(scheme);
  return `--tp-b:${c.b};--tp-s:${c.s};--tp-a:${c.a};--tp-t:${c.t};--tp-o:${c.o}`;
}

/** An SVG file of its own: the colour roles written in, and a font stack since no page gives one. */
export function standaloneSvg(svg: string, scheme: PreviewScheme): string {
  const c = schemeColors(scheme);
  const style = `<style>.tp-b{fill:${c.b}}.tp-s{fill:${c.s}}.tp-a{fill:${c.a}}.tp-t{fill:${c.t}}.tp-o{fill:${c.o}}.tp-w{fill:#fff}.tp-as{stroke:${c.a}}.tp-ts{stroke:${c.t}}text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}</style>`;
  return svg.replace(/^<svg([^>]*)>/, `<svg$1>${style}`);
}
