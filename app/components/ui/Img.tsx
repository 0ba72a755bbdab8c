import type { ImgHTMLAttributes } from "react";

/**
 * An image that falls back to /empty.png (or a given fallback) when it fails to load. Lazy by
 * default. The fallback is set by an inline handler so it also works before hydration.
 */
export function Img({ fallback = "/empty.png", loading = "lazy", ...props }: ImgHTMLAttributes<HTMLImageElement> & { fallback?: string }) {
  return (
    <img
      loading={loading}
      decoding="async"
      {...props}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(fallback)) image.src = fallback;
      }}
    />
  );
}
