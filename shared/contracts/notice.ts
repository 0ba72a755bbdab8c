import { z } from "zod";
import { count, LENGTH, list, rowId, signedMinor, str, timestamp } from "./bounds";
import { formatMinor } from "../domain/money";
import { SETTLEMENT_CURRENCY } from "../domain/constants";
import { id, page } from "./fields";

/** Every event the merchant is told of (point 9 of the specification); texts: app/locales/<lng>/notices.json. */
export const NOTICE_KINDS = [
  "deposit-low",
  "deposit-zero",
  "suspended",
  "restored",
  "hold-started",
  "hold-lifted",
  "inactive-warning",
  "url-released",
  "restricted",
  "verified",
  "dispute-upheld",
  "dispute-rejected",
  "dispute-lapsed",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** A value a notice names: a site name, a time, a reason the provider wrote (at most 300). */
const NOTICE_PARAM_MAX = 500;

/**
 * The urgent notices every page's banner shows, the newest (decision 030): more were a wall of text
 * above a phone's content; the banner names how many there are in all and links to the notices.
 */
export const BANNER_NOTICES = 3;

/** Notices on a page of the list. */
export const NOTICE_PAGE_SIZE = 20;

export const NoticeView = z
  .object({
    id: rowId,
    kind: z.enum(NOTICE_KINDS),
    siteId: rowId.nullable(),
    urgent: z.boolean(),
    active: z.boolean().meta({ description: "Urgent and still in force: shown as a banner" }),
    params: z.record(str(LENGTH.key), z.union([str(NOTICE_PARAM_MAX), signedMinor])).meta({ description: "What the message names: siteName, amounts in minor units (…Minor), times (ISO)" }),
    occurredAt: timestamp,
    read: z.boolean(),
  })
  .meta({ id: "Notice" });
export type NoticeView = z.infer<typeof NoticeView>;

export const NoticeListQuery = z.object({ page });

/** What every page's header shows: the newest urgent notices in force, how many there are, how many notices are unread. */
export const NoticeAlerts = z
  .object({
    unread: count,
    active: list(NoticeView, BANNER_NOTICES).meta({ description: "The newest urgent notices still in force (three at most: the banner), newest first" }),
    activeTotal: count.meta({ description: "How many urgent notices are in force in all" }),
  })
  .meta({ id: "NoticeAlerts" });

export const NoticeList = NoticeAlerts.extend({
  items: list(NoticeView, NOTICE_PAGE_SIZE),
  total: count,
  page: count,
  pageSize: count,
}).meta({ id: "NoticeList" });

export const NoticeReadBody = z
  .object({ id: id.optional().meta({ description: "One notice; all when absent" }) })
  .meta({ id: "NoticeReadBody" });

// Made once per locale: a formatter costs more to make than the dates it writes.
const longDates = new Map<string, Intl.DateTimeFormat>();
function longDate(locale: string): Intl.DateTimeFormat {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    longDates.set(locale, format);
  }
  return format;
}

/**
 * A notice's values as people read them in `locale`: amounts (keys ending in Minor) as "123.45 USDT"
 * under the name without the suffix, times (ISO strings) as UTC dates, the rest as they are.
 */
export function noticeValues(params: Record<string, string | number>, locale: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith("Minor") && typeof value === "number") {
      values[key.slice(0, -"Minor".length)] = `${formatMinor(value, locale)} ${SETTLEMENT_CURRENCY}`;
    } else if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
      values[key] = longDate(locale).format(new Date(value));
    } else {
      values[key] = value;
    }
  }
  return values;
}
