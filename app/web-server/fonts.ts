import express from "express";
import { fontFile, fontStylesheet } from "../utils/fonts.server";
import { IMMUTABLE, SHORT_LIVED } from "../utils/public-assets.server";

/**
 * The shipped web fonts (decision 022): `/fonts/<name>.css` (the @font-face rules of a locale) and
 * `/fonts/<package>/<file>.woff2`, a year in any cache when asked for at their current version
 * (`?v=`, as the stylesheets and pages ask for them), an hour otherwise. Like every static file,
 * never behind the site protection.
 */
export function fonts(): express.Router {
  const router = express.Router();
  router.get("/fonts/:name.css", (req, res, next) => {
    const sheet = fontStylesheet(req.params.name);
    if (!sheet) return next();
    res.set("Cache-Control", req.query.v === sheet.hash ? IMMUTABLE : SHORT_LIVED);
    res.type("text/css").send(sheet.css);
  });
  router.get("/fonts/:pkg/:file", (req, res, next) => {
    const found = fontFile(req.params.pkg, req.params.file);
    if (!found) return next();
    res.sendFile(found.path, { headers: { "Cache-Control": req.query.v === found.version ? IMMUTABLE : SHORT_LIVED }, cacheControl: false });
  });
  return router;
}
