/**
 * Draws the link-preview picture of the public pages (public/og/portal.png, 1200x630): crawlers
 * and chat apps do not accept SVG for og:image, so the SVG below is rendered once to a PNG.
 * Run `npx tsx scripts/og-image.ts` after changing it, and commit the PNG.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public", "og", "portal.png");
const star = "M16 6l3 7h7l-5.6 4.3 2.1 7.7L16 20.6 9.5 25l2.1-7.7L6 13h7z";
const figures = [
  ["12,000+", "games"],
  ["300+", "payment methods"],
  ["180+", "countries"],
];

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1537"/><stop offset="1" stop-color="#1d4ed8"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.2" r="0.6">
      <stop offset="0" stop-color="#fbbf24" stop-opacity="0.22"/><stop offset="1" stop-color="#fbbf24" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g transform="translate(80 80) scale(3)"><rect width="32" height="32" rx="7" fill="#1d4ed8" stroke="#fbbf24" stroke-width="0.8"/><path d="${star}" fill="#fbbf24"/></g>
  <text x="200" y="152" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="56" font-weight="700" fill="#ffffff">CasinoLaunch</text>
  <text x="80" y="300" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Your own online casino,</text>
  <text x="80" y="380" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fbbf24">live in about 8 minutes</text>
  ${figures
    .map(
      ([value, label], i) =>
        `<g transform="translate(${80 + i * 360} 470)"><rect width="330" height="96" rx="16" fill="#ffffff" fill-opacity="0.1" stroke="#ffffff" stroke-opacity="0.25"/>` +
        `<text x="24" y="46" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${value}</text>` +
        `<text x="24" y="80" font-family="Liberation Sans, DejaVu Sans, sans-serif" font-size="24" fill="#cbd5e1">${label}</text></g>`,
    )
    .join("\n  ")}
</svg>`;

fs.mkdirSync(path.dirname(OUT), { recursive: true });
await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(OUT);
console.log(`${OUT}: ${fs.statSync(OUT).size} bytes`);
