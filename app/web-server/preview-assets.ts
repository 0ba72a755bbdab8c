import type express from "express";
import { artAsset, scriptAsset, stylesheetAsset } from "@shared/storefront/assets";
import { catalogueFor } from "@shared/storefront/catalogue";
import { STOREFRONT_DESIGNS } from "@shared/storefront/designs";
import { STOREFRONT_SCHEMES } from "@shared/storefront/schemes";
import type { StorefrontFile } from "@shared/storefront/types";
import { IMMUTABLE } from "../utils/public-assets.server";

let files: Map<string, StorefrontFile> | undefined;

/**
 * Every asset a preview can reference, by its fingerprinted path: each design's stylesheet in each
 * scheme, the script and every game's art. All of it follows from shared code and the catalogue
 * file, so it is built in memory on first use (about 450 small files), never read from a database.
 * GLOBAL's catalogue holds every game, so its art covers every market's.
 */
export function previewAssets(): ReadonlyMap<string, StorefrontFile> {
  if (!files) {
    const all = new Map<string, StorefrontFile>();
    const add = (file: StorefrontFile) => all.set(file.path, file);
    for (const design of STOREFRONT_DESIGNS) for (const scheme of STOREFRONT_SCHEMES) add(stylesheetAsset(design.key, scheme.key));
    add(scriptAsset());
    const catalogue = catalogueFor("GLOBAL");
    for (const game of catalogue.games) add(artAsset(game, catalogue));
    files = all;
  }
  return files;
}

/**
 * The storefront's assets on the portal's host (decision 050), for the live previews of the template
 * step: `/_assets/<name>.<hash8>.<ext>`, immutable for a year since the name carries the content's
 * hash; any other name under /_assets/ is a 404. Storefront hosts never get here: their own assets
 * are what their build stored (storefronts.ts answers them first).
 */
export function previewAssetsHandler(): express.RequestHandler {
  return (req, res, next) => {
    if (!req.path.startsWith("/_assets/")) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set({ allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).send("Method not allowed");
      return;
    }
    const file = previewAssets().get(req.path);
    if (!file) {
      res.status(404).set({ "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }).send("Not found");
      return;
    }
    res.set({ "content-type": file.contentType, "cache-control": IMMUTABLE, "x-content-type-options": "nosniff" });
    res.send(file.body);
  };
}
