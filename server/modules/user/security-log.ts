import { securityEventKinds, type SecurityEventKind, type SecurityEventView } from "@shared/contracts/security";
import type { Db } from "../../db";
import { describeUserAgent, UNKNOWN_AGENT } from "@shared/domain/user-agent";

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

/**
 * The browser and the system ("Chrome", "Windows") as the devices' list reads them
 * (domain/user-agent.ts), without the version: enough for a merchant to recognise their own device.
 * Product names, the same in every language; empty when the User-Agent names neither.
 */
export function deviceOf(userAgent: string): { browser: string; system: string } {
  const { browser, os } = describeUserAgent(userAgent);
  const named = (name: string) => (name === UNKNOWN_AGENT ? "" : name);
  return { browser: named(browser.replace(/ \d+$/, "")), system: named(os) };
}
