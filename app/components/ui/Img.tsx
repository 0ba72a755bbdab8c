import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { useAssetUrl } from "~/components/hooks/useAssetUrl";

/**
 * An image that falls back to /empty.png (or a given fallback) when it fails to load, saying
 * "Image failed to load" (in its text alternative and tooltip when it has one). Lazy by default.
 * An image that failed before the page hydrated is caught when it does; without JavaScript the
 * browser shows the image's text alternative. A public file is asked for at its fingerprinted
 * address, cached for a year.
 */
export function Img({ fallback = "/empty.png", loading = "lazy", alt = "", src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { fallback?: string }) {
  const { t } = useTranslation("ui");
  const asset = useAssetUrl();
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const current = image.current;
    // complete with no width: loaded or broken (an SVG may have no intrinsic size); decoding tells which.
    if (current?.complete && current.naturalWidth === 0 && current.getAttribute("src") !== fallback) {
      current.decode().catch(() => setFailed(true));
    }
  }, [fallback]);
  const described = failed && alt ? { alt: `${alt} (${t("imageFailed")})`, title: t("imageFailed") } : { alt };
  return (
    <img
      ref={image}
      loading={loading}
      decoding="async"
      {...props}
      {...described}
      src={failed ? fallback : asset(src)}
      onError={() => setFailed(true)}
    />
  );
}
