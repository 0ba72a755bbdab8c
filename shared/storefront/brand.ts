/** A site name as players read it: "lucky-star" is "Lucky Star". The build and the portal's previews both name a site so. */
export function brandOf(siteName: string): string {
  return siteName
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}
