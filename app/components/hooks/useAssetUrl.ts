import { assetUrl } from "~/utils/public-assets";
import { useShell } from "./useShell";

/** Turns a public file's path into its fingerprinted, long-cached address (see utils/public-assets.ts). */
export function useAssetUrl(): (src: string | undefined) => string | undefined {
  const assets = useShell()?.assets;
  return (src) => assetUrl(assets, src);
}
