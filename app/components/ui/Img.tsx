import type { ImgHTMLAttributes } from "react";
import { useAssetUrl } from "~/components/hooks/useAssetUrl";

/**
 * An image that falls back to /empty.png (or a given fallback) when it fails to load. Lazy by
 * default. The fallback is set by an inline handler so it also works before hydration. A public
 * file is asked for at its fingerprinted address, cached for a year.
 */
export function Img({ fallback = "/empty.png", loading = "lazy", src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { fallback?: string }) {
  const asset = useAssetUrl();
  return (
    <img
      loading={loading}
      decoding="async"
      src={asset(src)}
      {...props}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(fallback)) image.src = fallback;
      }}
    />
  );
}
