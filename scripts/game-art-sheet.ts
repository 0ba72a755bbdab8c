import fs from "node:fs";
import path from "node:path";
import { gameArt } from "../shared/storefront/art";
import { gamesContent } from "../shared/storefront/catalogue";

/**
 * Writes a contact sheet of game art (an HTML page of tiles) so a person can look at what the
 * storefront's lobby will show:
 *
 *   npx tsx scripts/game-art-sheet.ts /tmp/sheet.html [count] [offset] [columns] [motif,motif...]
 *   chromium --headless --screenshot=/tmp/art.png --window-size=1400,1200 file:///tmp/sheet.html
 */
const [output, countArg = "40", offsetArg = "0", columns = "10", motifs = ""] = process.argv.slice(2);
if (!output) {
  console.error("Usage: npx tsx scripts/game-art-sheet.ts <output.html> [count] [offset] [columns] [motif,motif...]");
  process.exit(1);
}
const content = gamesContent();
const studios = new Map(content.studios.map((studio) => [studio.key, studio]));
const games = content.games.filter((game) => !motifs || motifs.split(",").includes(game.motif)).slice(Number(offsetArg), Number(offsetArg) + Number(countArg));
const tiles = games.map((game) => `<figure>${gameArt(game, studios.get(game.studio)!)}<figcaption>${game.motif} · ${game.category}</figcaption></figure>`).join("\n");
const fonts = path.resolve("node_modules/@fontsource/noto-sans/files");
const face = (weight: number) => `@font-face{font-family:"Noto Sans";font-weight:${weight};src:url("file://${fonts}/noto-sans-latin-${weight}-normal.woff2")}`;
fs.writeFileSync(
  path.resolve(output),
  `<!doctype html><meta charset="utf-8"><title>Game art</title><style>${face(600)}${face(800)}body{margin:12px;background:#0e0f14;font:12px sans-serif;color:#99a}` +
    `main{display:grid;grid-template-columns:repeat(${Number(columns)},1fr);gap:10px}figure{margin:0}svg{width:100%;height:auto;border-radius:10px;display:block}figcaption{padding:2px}</style><main>${tiles}</main>\n`,
);
console.log(`Wrote ${games.length} tiles to ${output}`);
