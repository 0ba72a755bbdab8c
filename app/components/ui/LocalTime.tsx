/**
 * A moment as the page's language writes it, in a `<time>`. The server and the browser may write
 * the same moment differently (their time zones, and their ICU data: a thin space in zh-TW, "PM"
 * or "오후" in Korean), so the browser keeps the server's text rather than failing the page's
 * hydration over it.
 */
export function LocalTime({ iso, locale, options, suffix = "" }: { iso: string; locale: string; options?: Intl.DateTimeFormatOptions; suffix?: string }) {
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {`${new Date(iso).toLocaleString(locale, options)}${suffix}`}
    </time>
  );
}
