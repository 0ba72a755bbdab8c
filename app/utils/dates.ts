/**
 * A moment as the ledgers show it: the date with a short month, the time on a 24-hour clock, in
 * UTC and marked so ("Nov 24, 2026, 23:41 UTC"). UTC because the server renders it before the
 * browser knows its own time zone (the same text on both sides) and the billing's days are UTC
 * days; 24 hours because it is short and never ambiguous.
 */
export function formatUtcDateTime(iso: string, locale: string): string {
  return `${dateFormat(locale, UTC_DATE_TIME).format(new Date(iso))} UTC`;
}

const UTC_DATE_TIME: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" };

/**
 * The formatter for a locale and options, made once: making one costs more than formatting dozens
 * of dates with it, and a ledger or a chart shows hundreds (`toLocaleString` makes one per call).
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const formats = new Map<string, Intl.DateTimeFormat>();
