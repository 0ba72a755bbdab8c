/**
 * The files of public/ are served under a content-hashed address (`/flags/br.svg?v=<hash>`), which
 * the web server answers as immutable for a year: a changed file gets a new address, so no
 * browser or CDN keeps an old copy. The manifest (path -> hash) is made at start by
 * public-assets.server.ts and reaches the pages through the root loader.
 */
export type AssetManifest = Record<string, string>;

/** The fingerprinted address of a public file; any other address (the API's, data:, unknown files) unchanged. */
export function assetUrl(manifest: AssetManifest | undefined, src: string): string;
export function assetUrl(manifest: AssetManifest | undefined, src: string | undefined): string | undefined;
export function assetUrl(manifest: AssetManifest | undefined, src: string | undefined): string | undefined {
  const hash = src ? manifest?.[src] : undefined;
  return hash ? `${src}?v=${hash}` : src;
}
