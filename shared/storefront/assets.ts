import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { artFileName, gameArt } from "./art";
import type { MarketCatalogue } from "./catalogue";
import { storefrontCss } from "./css";
import { STOREFRONT_SCRIPT } from "./script";
import type { Game, StorefrontFile } from "./types";

/**
 * Fingerprinted assets: /_assets/<name>.<hash8>.<ext>, hash8 the first 8 hex digits of the body's
 * SHA-256, so the web server can cache them forever. A page asks for the ones it uses through an
 * AssetUse, which records them: the build and renderPath hand exactly those to the server.
 */
function fingerprinted(name: string, ext: string, contentType: string, body: string): StorefrontFile {
  const hash = bytesToHex(sha256(utf8ToBytes(body))).slice(0, 8);
  return { path: `/_assets/${name}.${hash}.${ext}`, contentType, body };
}

// Bounded by what exists: 24 × 6 stylesheets, one script, one art per game of the catalogue.
const stylesheets = new Map<string, StorefrontFile>();
const arts = new Map<string, StorefrontFile>();
let script: StorefrontFile | undefined;

export function stylesheetAsset(designKey: string, schemeKey: string): StorefrontFile {
  const id = `${designKey}-${schemeKey}`;
  let file = stylesheets.get(id);
  if (!file) {
    file = fingerprinted(id, "css", "text/css; charset=utf-8", storefrontCss(designKey, schemeKey));
    stylesheets.set(id, file);
  }
  return file;
}

export function scriptAsset(): StorefrontFile {
  script ??= fingerprinted("storefront", "js", "text/javascript; charset=utf-8", STOREFRONT_SCRIPT);
  return script;
}

export function artAsset(game: Game, catalogue: MarketCatalogue): StorefrontFile {
  let file = arts.get(game.key);
  if (!file) {
    const studio = catalogue.studioByKey.get(game.studio) ?? { key: game.studio, name: game.studio, palette: ["#444444", "#888888", "#222222"] as const };
    file = fingerprinted(artFileName(game), "svg", "image/svg+xml", gameArt(game, studio));
    arts.set(game.key, file);
  }
  return file;
}

/** The assets one rendering references, collected as it goes. */
export class AssetUse {
  readonly files = new Map<string, StorefrontFile>();
  constructor(private readonly catalogue: MarketCatalogue) {}

  use(file: StorefrontFile): string {
    this.files.set(file.path, file);
    return file.path;
  }

  art(game: Game): string {
    return this.use(artAsset(game, this.catalogue));
  }

  list(): StorefrontFile[] {
    return [...this.files.values()];
  }
}
