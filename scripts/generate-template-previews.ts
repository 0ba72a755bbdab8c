/**
 * Writes each template design's thumbnail (public/templates/<key>.svg), the image the cart, the
 * site information and My sites show of a chosen template: its home page drawn by
 * app/utils/template-preview.ts in the first colour scheme, with English words and the design's
 * name as the site's. The files are committed (a test checks they are current); run again after
 * changing a design or the drawing:
 *   npx tsx scripts/generate-template-previews.ts
 */
import fs from "node:fs";
import path from "node:path";
import { thumbnailSvg } from "./template-thumbnail";
import { TEMPLATE_DESIGNS, previewImage } from "../server/modules/opening-station/catalogue";

for (const design of TEMPLATE_DESIGNS) {
  const file = path.join(path.resolve("public"), previewImage(design));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, thumbnailSvg(design));
}
console.log(`Wrote ${TEMPLATE_DESIGNS.length} template previews into public/templates/`);
