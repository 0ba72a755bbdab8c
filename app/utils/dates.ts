/**
 * A moment as the ledgers show it: medium date and short time in UTC, marked so ("Nov 24, 2026,
 * 9:41 PM UTC"). UTC because the server renders it before the browser knows its own time zone:
 * the same text on both sides, and the same day boundaries as the billing.
 */
export function formatUtcDateTime(iso: string, locale: string): string {
  return `${new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;
}
