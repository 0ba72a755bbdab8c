import type { Locale } from "@contracts/locales";
import { localePath } from "./locale";

/** The same page under another locale's prefix (English home has none). */
export function pathInLocale(pathname: string, search: string, from: Locale, to: Locale): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] === from) segments.shift();
  return localePath(to, segments.join("/")) + search;
}

/** The external links of the footer and the consultation button. */
export const SOCIAL_LINKS = [
  { key: "telegram", href: "https://t.me/" },
  { key: "whatsapp", href: "https://wa.me/" },
  { key: "x", href: "https://x.com/" },
  { key: "facebook", href: "https://www.facebook.com/" },
  { key: "instagram", href: "https://www.instagram.com/" },
  { key: "youtube", href: "https://www.youtube.com/" },
  { key: "linkedin", href: "https://www.linkedin.com/" },
  { key: "discord", href: "https://discord.com/" },
] as const;

export const TELEGRAM_SUPPORT = "https://t.me/";

/** The four menu items of the header, with the page each goes to. */
export const MENU = [
  { key: "gameApi", page: "services/casino-aggregator-gameapi" },
  { key: "paymentApi", page: "services/online-casino-payment-gateway" },
  { key: "traffic", page: "services/online-casino-advertising" },
  { key: "affiliate", page: "affiliate-program" },
] as const;
