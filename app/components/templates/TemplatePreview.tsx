import { useMemo, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { ColorScheme, Template } from "@shared/contracts/opening-station";
import { renderTemplatePreview, schemeColors, schemeVariables, type PreviewDevice, type PreviewLabels, type PreviewPage } from "~/utils/template-preview";

/** The sample site name of a preview until the merchant types theirs (site names are letters and digits). */
export const SAMPLE_SITE_NAME = "luckystar";

/** The longest site name a preview draws. */
export const PREVIEW_NAME_MAX = 24;

/** A site name from a URL, fit to be drawn: trimmed and cut to PREVIEW_NAME_MAX characters. */
export function previewSiteName(value: string | null | undefined): string {
  const name = (value ?? "").trim().slice(0, PREVIEW_NAME_MAX);
  return name || SAMPLE_SITE_NAME;
}

const LABEL_KEYS = [
  "home", "slots", "live", "sports", "promotions", "login", "signup", "bonus", "play", "popular",
  "liveTables", "matches", "games", "search", "all", "new", "jackpot", "winners", "betslip",
] as const satisfies readonly (keyof PreviewLabels)[];

/** The words drawn into previews, in the page's language (each a string even while the namespace loads). */
export function usePreviewLabels(): PreviewLabels {
  const { t } = useTranslation("templates");
  return useMemo(() => Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`site.${key}`)])) as PreviewLabels, [t]);
}

/**
 * One page of a template, drawn inline as SVG (so it uses the page's fonts and works without
 * JavaScript). Its colours come from the CSS variables of an ancestor: `SchemeStyles` or `style`.
 */
export function TemplatePreview({
  template,
  siteName,
  page,
  device = "desktop",
  labels,
  title,
  className,
}: {
  template: Pick<Template, "id" | "layout">;
  siteName: string;
  page: PreviewPage;
  device?: PreviewDevice;
  labels: PreviewLabels;
  title?: string;
  className?: string;
}) {
  const svg = useMemo(
    () => renderTemplatePreview({ layout: template.layout, siteName, labels, page, device, title, seed: template.id % 100 }),
    [template.layout, template.id, siteName, labels, page, device, title],
  );
  return <div className={className ? `tpv ${className}` : "tpv"} dangerouslySetInnerHTML={{ __html: svg }} />;
}

/**
 * Colours every preview inside `scope` with the colour scheme whose radio (`name`) is checked, by
 * CSS alone: picking a scheme recolours the previews at once, with or without JavaScript.
 * `fallback` colours them while no radio is checked.
 */
export function SchemeStyles({ scope, name, schemes, fallback }: { scope: string; name: string; schemes: ColorScheme[]; fallback?: ColorScheme }) {
  const rules = [
    fallback ? `${scope} .tpv{${schemeVariables(fallback)}}` : "",
    ...schemes.map((scheme) => `${scope}:has(input[name="${name}"][value="${scheme.id}"]:checked) .tpv{${schemeVariables(scheme)}}`),
  ].join("\n");
  return <style dangerouslySetInnerHTML={{ __html: rules }} />;
}

/** The CSS variables of one scheme, for an element around previews (see app/styles/templates.css). */
export function schemeStyle(scheme: ColorScheme): CSSProperties {
  const c = schemeColors(scheme);
  return { "--tp-b": c.b, "--tp-s": c.s, "--tp-a": c.a, "--tp-t": c.t, "--tp-o": c.o } as CSSProperties;
}

/** A scheme's three colours as a swatch; its name is the text beside it. */
export function Swatch({ scheme }: { scheme: ColorScheme }) {
  return (
    <span className="swatch-colors" aria-hidden="true">
      <span style={{ background: scheme.color1 }} />
      <span style={{ background: scheme.color2 }} />
      <span style={{ background: scheme.color3 }} />
    </span>
  );
}

/** Where a template's large preview is, carrying the journey's choices so its "Choose" goes on. */
export function templatePreviewHref(
  locale: string,
  templateId: number | string,
  query: { countriesId: string; packageId: string; cartItemId?: number | string | null; colorSchemeId: string; name?: string | null },
): string {
  const params = new URLSearchParams();
  if (query.cartItemId) params.set("cartItemId", String(query.cartItemId));
  else {
    params.set("countriesId", query.countriesId);
    params.set("packageId", query.packageId);
  }
  if (query.colorSchemeId) params.set("colorSchemeId", query.colorSchemeId);
  if (query.name) params.set("name", query.name);
  return `/${locale}/choose-theme/preview/${templateId}?${params}`;
}
