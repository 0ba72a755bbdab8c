import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

/**
 * An image that falls back to /empty.png (or a given fallback) when it fails to load, saying
 * "Image failed to load" (in its text alternative and tooltip when it has one). Lazy by default.
 * An image that failed before the page hydrated is caught when it does; without JavaScript the
 * browser shows the image's text alternative.
 */
export function Img({ fallback = "/empty.png", loading = "lazy", alt = "", ...props }: ImgHTMLAttributes<HTMLImageElement> & { fallback?: string }) {
  const { t } = useTranslation("ui");
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
      src={failed ? fallback : props.src}
      onError={() => setFailed(true)}
    />
  );
}
