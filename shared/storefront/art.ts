import type { Game, Studio } from "./types";

/** STAND-IN: a simple SVG per game in its studio's palette; the real module replaces this file at merge. */
function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function gameArt(game: Game, studio: Studio): string {
  const [a, b, c] = studio.palette;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(game.name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g)"/><circle cx="200" cy="170" r="95" fill="${b}" opacity=".85"/>` +
    `<circle cx="200" cy="170" r="60" fill="${a}"/><text x="200" y="190" font-size="56" text-anchor="middle" fill="${c}" font-family="sans-serif" font-weight="700">${escapeXml(game.motif.slice(0, 2).toUpperCase())}</text>` +
    `<rect x="20" y="310" width="360" height="70" rx="12" fill="${c}" opacity=".8"/>` +
    `<text x="200" y="355" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${escapeXml(game.name)}</text></svg>`
  );
}

export function artFileName(game: Game): string {
  return `game-${game.key}`;
}
