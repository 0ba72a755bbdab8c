/**
 * Copies the flags of the opening-station markets from the flag-icons package (MIT) into
 * public/flags/, so the web app serves them itself. Run after adding a market:
 *   npx tsx scripts/copy-flags.ts
 * The global station's globe (public/flags/global.svg) is drawn by hand and left alone.
 */
import fs from "node:fs";
import path from "node:path";
import { GLOBAL_STATION_ID } from "@shared/domain/constants";
import { MARKETS, flagImage } from "../server/modules/opening-station/catalogue";

const flagIcons = path.resolve("node_modules", "flag-icons");
const source = path.join(flagIcons, "flags", "4x3");
const target = path.resolve("public");

for (const market of MARKETS) {
  if (market.id === GLOBAL_STATION_ID) continue;
  const destination = path.join(target, flagImage(market.code));
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  fs.copyFileSync(path.join(source, `${market.code.toLowerCase()}.svg`), destination);
}
// The MIT licence asks for its notice to travel with the copies.
fs.copyFileSync(path.join(flagIcons, "LICENSE"), path.join(target, "flags", "LICENSE"));
console.log(`Copied ${MARKETS.length - 1} flags into public/flags/`);
