import { dateFormat } from "~/utils/dates";

/** The fields a date's `toLocaleString` writes when it is asked for none: the date and the time. */
const DATE_AND_TIME: Intl.DateTimeFormatOptions = { year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" };
const FIELDS = ["weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second", "fractionalSecondDigits", "dateStyle", "timeStyle"];

/**
 * A moment as the page's language writes it, in a `<time>`. The server and the browser may write
 * the same moment differently (their time zones, and their ICU data: a thin space in zh-TW, "PM"
 * or "오후" in Korean), so the browser keeps the server's text rather than failing the page's
 * hydration over it.
 */
export function LocalTime({ iso, locale, options = {}, suffix = "" }: { iso: string; locale: string; options?: Intl.DateTimeFormatOptions; suffix?: string }) {
  const fields = FIELDS.some((field) => field in options) ? options : { ...DATE_AND_TIME, ...options };
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {`${dateFormat(locale, fields).format(new Date(iso))}${suffix}`}
    </time>
  );
}
