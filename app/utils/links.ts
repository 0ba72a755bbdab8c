import type { Locale } from "@shared/contracts/locales";
import { localePath } from "./locale";

/** The same page under another locale's prefix (English home has none). */
export function pathInLocale(pathname: string, search: string, from: Locale, to: Locale): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] === from) segments.shift();
  return localePath(to, segments.join("/")) + search;
}

/** The footer's social networks, in the order shown; each one's address is a setting (SOCIAL_<NAME>_URL). */
export const SOCIAL_NETWORKS = ["telegram", "whatsapp", "x", "facebook", "instagram", "youtube", "linkedin", "discord"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The four menu items of the header, with the page each goes to. */
export const MENU = [
  { key: "gameApi", page: "services/casino-aggregator-gameapi" },
  { key: "paymentApi", page: "services/online-casino-payment-gateway" },
  { key: "traffic", page: "services/online-casino-advertising" },
  { key: "affiliate", page: "affiliate-program" },
] as const;
