/**
 * Draws each template design's preview (public/templates/<key>.svg): a small mock of a casino
 * home page in the design's palette, with a motif of its category. The output is committed so
 * previews exist without network; run again after changing a design:
 *   npx tsx scripts/generate-template-previews.ts
 */
import fs from "node:fs";
import path from "node:path";
import { TEMPLATE_DESIGNS, previewImage, type TemplateDesign } from "../server/modules/opening-station/catalogue";

const W = 320;
const H = 200;

function motif(design: TemplateDesign): string {
  const { accent, highlight, text } = design.palette;
  switch (design.category) {
    case "classic":
      return `<g transform="rotate(-12 238 64)"><rect x="214" y="34" width="38" height="54" rx="4" fill="${text}"/><text x="233" y="70" font-size="22" text-anchor="middle" fill="#111">&#9824;</text></g><g transform="rotate(10 262 66)"><rect x="244" y="38" width="38" height="54" rx="4" fill="${text}"/><text x="263" y="74" font-size="22" text-anchor="middle" fill="#c1121f">&#9829;</text></g>`;
    case "sports":
      return `<circle cx="250" cy="64" r="28" fill="${text}"/><path d="M250 50l13 9-5 15h-16l-5-15z" fill="#111"/><path d="M250 36v14M263 59l14-4M258 74l8 12M242 74l-8 12M237 59l-14-4" stroke="#111" stroke-width="2"/>`;
    case "live-casino":
      return `<circle cx="250" cy="64" r="30" fill="${accent}"/><circle cx="250" cy="64" r="24" fill="none" stroke="${highlight}" stroke-width="6" stroke-dasharray="6 4"/><circle cx="250" cy="64" r="12" fill="${text}"/><circle cx="250" cy="64" r="4" fill="${accent}"/>`;
    case "slots":
      return [0, 1, 2]
        .map((i) => `<rect x="${212 + i * 26}" y="42" width="22" height="44" rx="3" fill="${text}"/><text x="${223 + i * 26}" y="71" font-size="18" font-weight="bold" text-anchor="middle" fill="${i === 1 ? highlight : accent}">${i === 1 ? "&#9733;" : "7"}</text>`)
        .join("");
  }
}

function content(design: TemplateDesign): string {
  const { surface, accent, highlight, text } = design.palette;
  if (design.category === "sports") {
    return [0, 1, 2]
      .map((i) => {
        const y = 116 + i * 22;
        return `<rect x="10" y="${y}" width="300" height="18" rx="3" fill="${surface}"/><rect x="18" y="${y + 6}" width="${70 + i * 12}" height="6" rx="3" fill="${text}" opacity=".7"/>${[0, 1, 2].map((j) => `<rect x="${206 + j * 34}" y="${y + 3}" width="30" height="12" rx="2" fill="${j === 1 ? accent : highlight}" opacity="${j === 1 ? 1 : 0.35}"/>`).join("")}`;
      })
      .join("");
  }
  return [0, 1, 2, 3, 4]
    .map((i) => `<rect x="${10 + i * 61}" y="116" width="56" height="56" rx="5" fill="${surface}"/><rect x="${16 + i * 61}" y="122" width="44" height="30" rx="3" fill="${i % 2 ? highlight : accent}" opacity=".85"/><rect x="${16 + i * 61}" y="158" width="32" height="5" rx="2" fill="${text}" opacity=".6"/>`)
    .join("");
}

function preview(design: TemplateDesign): string {
  const { background, surface, accent, highlight, text } = design.palette;
  const id = `g-${design.key}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Arial,Helvetica,sans-serif" role="img" aria-label="${design.name}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${surface}"/><stop offset="1" stop-color="${accent}" stop-opacity=".55"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="${background}"/>
<rect width="${W}" height="22" fill="${surface}"/><circle cx="14" cy="11" r="6" fill="${accent}"/><text x="25" y="15" font-size="10" font-weight="bold" fill="${text}">${design.name}</text>
${[0, 1, 2].map((i) => `<rect x="${140 + i * 34}" y="8" width="28" height="6" rx="3" fill="${text}" opacity=".45"/>`).join("")}<rect x="258" y="5" width="54" height="12" rx="6" fill="${accent}"/>
<rect x="10" y="30" width="300" height="76" rx="6" fill="url(#${id})"/>
<rect x="22" y="44" width="120" height="10" rx="3" fill="${text}"/><rect x="22" y="60" width="90" height="6" rx="3" fill="${text}" opacity=".6"/><rect x="22" y="78" width="56" height="16" rx="8" fill="${highlight}"/>
${motif(design)}
${content(design)}
<rect y="${H - 20}" width="${W}" height="20" fill="${surface}"/><rect x="10" y="${H - 12}" width="80" height="4" rx="2" fill="${text}" opacity=".4"/>
</svg>
`;
}

for (const design of TEMPLATE_DESIGNS) {
  const file = path.join(path.resolve("public"), previewImage(design));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, preview(design));
}
console.log(`Wrote ${TEMPLATE_DESIGNS.length} template previews into public/templates/`);
