import { securityEventKinds, type SecurityEventKind, type SecurityEventView } from "../../contracts/security";
import type { Db } from "../../db";

export { securityEventKinds, type SecurityEventKind };

import { USER_AGENT_MAX, type Client } from "../../http/client";

export type { Client };

/**
 * Appends one event to a merchant's security log (decision 035). The only writer of SecurityEvent:
 * rows are never updated or deleted. `db` may be a transaction, so an event commits with its change.
 * A failure to record is the caller's failure: a change the log cannot show is not made.
 */
export async function recordSecurityEvent(
  db: Pick<Db, "securityEvent">,
  event: { userId: number; kind: SecurityEventKind; client: Client; at: Date },
): Promise<void> {
  await db.securityEvent.create({
    data: { userId: event.userId, kind: event.kind, at: event.at, ip: event.client.address.slice(0, 64), userAgent: event.client.userAgent.slice(0, USER_AGENT_MAX) },
  });
}

/** A page of the merchant's own log, newest first. */
export async function securityLogPage(db: Db, userId: number, page: number, pageSize: number) {
  const [total, rows] = await Promise.all([
    db.securityEvent.count({ where: { userId } }),
    db.securityEvent.findMany({ where: { userId }, orderBy: { id: "desc" }, skip: (page - 1) * pageSize, take: pageSize }),
  ]);
  const items: SecurityEventView[] = rows.map((row) => ({
    id: row.id,
    // Written by recordSecurityEvent only, from the same list.
    kind: row.kind as SecurityEventKind,
    at: row.at.toISOString(),
    ip: row.ip,
    ...deviceOf(row.userAgent),
    userAgent: row.userAgent,
  }));
  return { items, total, page, pageSize };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
  [/curl\//i, "curl"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/**
 * The browser and the system ("Chrome", "Windows"): enough for a merchant to recognise their own
 * device, with no version numbers to date it. Product names, the same in every language; the page
 * joins them in its own words. Empty when the User-Agent names neither.
 */
export function deviceOf(userAgent: string): { browser: string; system: string } {
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "",
    system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? "",
  };
}
