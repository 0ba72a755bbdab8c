/**
 * A moment as the ledgers show it: the date with a short month, the time on a 24-hour clock, in
 * UTC and marked so ("Nov 24, 2026, 23:41 UTC"). UTC because the server renders it before the
 * browser knows its own time zone (the same text on both sides) and the billing's days are UTC
 * days; 24 hours because it is short and never ambiguous.
 */
export function formatUtcDateTime(iso: string, locale: string): string {
  let format = utcDateTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });
    utcDateTimes.set(locale, format);
  }
  return `${format.format(new Date(iso))} UTC`;
}

// Made once per locale: a formatter is costly to make, and a ledger page shows dozens of dates.
const utcDateTimes = new Map<string, Intl.DateTimeFormat>();
