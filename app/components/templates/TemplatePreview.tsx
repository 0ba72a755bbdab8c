import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { ColorScheme, Template } from "@shared/contracts/opening-station";
import type { Product } from "@shared/contracts/cart";
import { THUMBNAIL_SITE_NAME, thumbnailPath } from "@shared/storefront/thumbnails";
import { useLocale } from "~/components/hooks/useLocale";
import { Img } from "~/components/ui/Img";
import { templateFrameHref } from "~/utils/template-frame";

/** The longest site name a preview is asked for (the cart's rule: 30). */
export const PREVIEW_NAME_MAX = 30;

/** A site name from a URL, fit to be shown: trimmed and cut to PREVIEW_NAME_MAX characters. */
export function previewSiteName(value: string | null | undefined): string {
  const name = (value ?? "").trim().slice(0, PREVIEW_NAME_MAX);
  return name || THUMBNAIL_SITE_NAME;
}

/** The desktop a live preview is laid out for. */
export const FRAME_WIDTH = 1280;
export const FRAME_HEIGHT = 800;

/**
 * A template's thumbnail in every colour scheme (pictures of the renderer's home page, decision 050),
 * only the one of the scheme whose radio (`SchemeThumbnailStyles`) is checked shown: the others are
 * not displayed, so their lazy pictures are never fetched.
 */
export function TemplateThumbnails({ template, schemes }: { template: Pick<Template, "key">; schemes: ColorScheme[] }) {
  return (
    <span className="tthumb">
      {schemes.map((scheme) => (
        <Img key={scheme.id} src={thumbnailPath(template.key, scheme.key)} data-scheme={scheme.id} alt="" width={480} height={300} />
      ))}
    </span>
  );
}

/**
 * Shows every `TemplateThumbnails` inside `scope` in the colour scheme whose radio (`name`) is
 * checked, by CSS alone: picking a scheme changes the pictures at once, with or without JavaScript.
 * `fallback` is shown while no radio is checked.
 */
export function SchemeThumbnailStyles({ scope, name, schemes, fallback }: { scope: string; name: string; schemes: ColorScheme[]; fallback?: ColorScheme }) {
  const rules = [
    fallback ? `${scope} .tthumb img[data-scheme="${fallback.id}"]{display:block}` : "",
    `${scope}:has(input[name="${name}"]:checked) .tthumb img{display:none}`,
    ...schemes.map((scheme) => `${scope}:has(input[name="${name}"][value="${scheme.id}"]:checked) .tthumb img[data-scheme="${scheme.id}"]{display:block}`),
  ].join("\n");
  return <style dangerouslySetInnerHTML={{ __html: rules }} />;
}

/**
 * A chosen site's live preview, scaled down into a picture `width` pixels wide: the renderer's home
 * page in the site's scheme with its name. The frame is decoration for assistive technology and
 * keyboards (hidden, out of the tab order); the caption beside it says what it shows.
 */
export function SitePicture({ product, siteName, width }: { product: Product; siteName: string; width: number }) {
  const { t } = useTranslation("previews");
  const locale = useLocale();
  const src = templateFrameHref(locale, product.template.id, { countriesId: product.country.id, colorSchemeId: product.colorScheme.id, name: siteName });
  const style = { "--frame-box": `${width}px`, "--frame-scale": String(width / FRAME_WIDTH) } as CSSProperties;
  return (
    <figure className="site-picture" style={style}>
      {/* inert: nothing inside the frame takes focus or reaches assistive technology (React 18 knows no `inert` prop). */}
      <div className="frame-box" aria-hidden="true" {...{ inert: "" }}>
        <iframe src={src} title={t("pictureFrame")} tabIndex={-1} loading="lazy" sandbox="allow-same-origin allow-scripts" width={FRAME_WIDTH} height={FRAME_HEIGHT} />
      </div>
      <figcaption className="visually-hidden">{t("pictureAlt", { siteName, name: product.template.name, scheme: product.colorScheme.name })}</figcaption>
    </figure>
  );
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
