/**
 * A site's life: queued when its order is paid, building while it is provisioned, live once it
 * serves; suspended (and back to live) when its deposit has been at zero for 30 days; held for 7
 * days on suspicion of fraud; released when inactive for over 30 days (its URL is free again);
 * closed at the end.
 */
export const siteStatus = {
  queued: "queued",
  building: "building",
  live: "live",
  suspended: "suspended",
  held: "held",
  released: "released",
  closed: "closed",
} as const;

export type SiteStatus = (typeof siteStatus)[keyof typeof siteStatus];

const transitions: ReadonlyArray<readonly [SiteStatus, SiteStatus]> = [
  [siteStatus.queued, siteStatus.building],
  // A build shorter than one look at the clock goes straight from queued to live.
  [siteStatus.queued, siteStatus.live],
  [siteStatus.building, siteStatus.live],
  [siteStatus.live, siteStatus.suspended],
  [siteStatus.suspended, siteStatus.live],
  [siteStatus.suspended, siteStatus.closed],
  // fraud or money-laundering suspicion: a hold that lifts by itself (or by the provider)
  [siteStatus.live, siteStatus.held],
  [siteStatus.suspended, siteStatus.held],
  [siteStatus.held, siteStatus.live],
  // inactive for over 30 days: the URL is released
  [siteStatus.live, siteStatus.released],
  [siteStatus.suspended, siteStatus.released],
];

/** Sites the agreement charges: maintenance runs from launch until the URL is released or the site closed. */
export const SITE_STATUSES_BILLED: SiteStatus[] = [siteStatus.live, siteStatus.suspended, siteStatus.held];

export function canSiteTransition(from: string, to: string): boolean {
  return transitions.some(([f, t]) => f === from && t === to);
}

/** Statuses of a site still being provisioned, whose progress the clock moves. */
export const SITE_STATUSES_IN_BUILD: SiteStatus[] = [siteStatus.queued, siteStatus.building];

/** When a build started at `buildStartedAt` may publish at the earliest (SITE_BUILD_SECONDS, decision 048). */
export function buildEndsAt(buildStartedAt: Date, buildSeconds: number): Date {
  return new Date(buildStartedAt.getTime() + buildSeconds * 1000);
}
