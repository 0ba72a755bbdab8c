import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AssetManifest } from "./public-assets";

/** The pictures pages show; the compiler's own output (public/build) is fingerprinted already. */
const FINGERPRINTED = /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i;

let files: Set<string> | undefined;
let manifest: AssetManifest | undefined;

/** Every file in public/ but the compiler's output (public/build), by its URL path. Read once. */
export function publicFiles(dir = path.resolve("public")): Set<string> {
  if (files) return files;
  const found = new Set<string>();
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(path.join(dir, at), { withFileTypes: true })) {
      const relative = `${at}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relative !== "/build") walk(relative);
      } else found.add(relative);
    }
  };
  if (fs.existsSync(dir)) walk("");
  files = found;
  return found;
}

/** Every picture in `dir` (public/), by its URL path, with the first 12 hex digits of its SHA-256. Read once. */
export function publicAssets(dir = path.resolve("public")): AssetManifest {
  if (manifest) return manifest;
  const found: AssetManifest = {};
  for (const relative of publicFiles(dir)) {
    if (FINGERPRINTED.test(relative)) found[relative] = createHash("sha256").update(fs.readFileSync(path.join(dir, relative))).digest("hex").slice(0, 12);
  }
  manifest = found;
  return found;
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const SHORT_LIVED = "public, max-age=3600";

/**
 * How long a public file may be kept: a year when asked for at its current hash (`?v=`), an hour
 * otherwise (the stable addresses: /favicon.svg, /empty.png, /og/portal.png, or an old hash).
 * Undefined for anything that is not a public file.
 */
export function publicCacheControl(pathname: string, version: unknown): string | undefined {
  const hash = publicAssets()[pathname];
  if (!hash) return undefined;
  return version === hash ? IMMUTABLE : SHORT_LIVED;
}
