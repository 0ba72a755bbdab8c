import type { Locale } from "@shared/contracts/locales";
import { env } from "./env.server";

/**
 * The day fully self-service site opening starts (SELF_SERVICE_FROM, at 00:00 UTC), written in the
 * page's language, while that day is still ahead by the stack's clock (the testers' clock when
 * they moved it); null when it is not set or has come. Before it, the opening-station buttons show
 * the coming-soon notice instead of the country dialog: a notice only, the journey's pages stay
 * reachable.
 */
export function selfServiceStartsOn(locale: Locale, clockTime: string | null, from = env.SELF_SERVICE_FROM): string | null {
  if (!from) return null;
  const start = new Date(`${from}T00:00:00Z`);
  const now = clockTime ? new Date(clockTime) : new Date();
  if (now >= start) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(start);
}
