import fs from "node:fs";
import path from "node:path";
import { COLOR_SCHEMES, type TemplateDesign } from "../server/modules/opening-station/catalogue";
import { renderTemplatePreview, standaloneSvg, type PreviewLabels } from "../app/utils/template-preview";

/** The committed thumbnail of a design (scripts/generate-template-previews.ts writes it). */
export function thumbnailSvg(design: TemplateDesign): string {
  const labels = JSON.parse(fs.readFileSync(path.resolve("app/locales/en/templates.json"), "utf8")).site as PreviewLabels;
  const svg = renderTemplatePreview({ layout: design.layout, siteName: design.name, labels, page: "home", title: design.name, seed: design.no });
  return `${standaloneSvg(svg, COLOR_SCHEMES[0])}\n`;
}
