import type { Locale } from "@shared/contracts/locales";
import { WrittenJson } from "../../http/envelope";
import type { Catalogue } from "./caches";

/**
 * A kept page's answer in one language, as written: valid for the catalogue it was written with
 * (its product names), from the moment it was written until the first moment the clock alone
 * changes it (a countdown's next second, a fee leaving a daily charge's 30 days). A tester's clock
 * moved back writes it again. It lives as long as the page it was written from, which a write to
 * its tables drops (decision 025).
 */
type Answer = { written: WrittenJson<unknown>; shelf: Catalogue; from: number; until: number };
const answers = new WeakMap<object, Map<Locale, Answer>>();

/**
 * The answer for a kept `page` (an object a MemoryCache keeps) in `locale`: the one written before
 * while it holds, else `write`'s data written out, kept with `until` (when time alone changes it;
 * Infinity for never). Turning a heavy list's views into JSON was half of its request's CPU.
 */
export function writtenAnswer<T>(page: object, locale: Locale, shelf: Catalogue, now: Date, write: () => { data: T; until: number }): WrittenJson<T> {
  let byLocale = answers.get(page);
  if (!byLocale) answers.set(page, (byLocale = new Map()));
  const at = now.getTime();
  const kept = byLocale.get(locale);
  if (kept && kept.shelf === shelf && kept.from <= at && at < kept.until) return kept.written as WrittenJson<T>;
  const { data, until } = write();
  const written = new WrittenJson<T>(JSON.stringify(data));
  byLocale.set(locale, { written, shelf, from: at, until });
  return written;
}
