import type { Locale } from "@shared/contracts/locales";
import { fixedT } from "./i18next.server";

/** A page title in the page's language: "<page> · <brand>". */
export async function pageTitle(locale: Locale, ns: string, key: string): Promise<string> {
  const t = await fixedT(locale, [ns, "common"]);
  return `${t(key, { ns })} · ${t("brand", { ns: "common" })}`;
}

/** The public pages that have their own search-engine title and description (namespace `seo`). */
export type SeoPage = "home" | "gameApi" | "payment" | "advertising" | "alliance" | "affiliate" | "help";

/** What search engines and link previews show of a public page, in the page's language (read by `publicPageMeta`). */
export interface PageSeo {
  title: string;
  description: string;
  imageAlt: string;
  siteName: string;
}

export async function pageSeo(locale: Locale, page: SeoPage): Promise<PageSeo> {
  const t = await fixedT(locale, ["seo", "common"]);
  const siteName = t("brand", { ns: "common" });
  return {
    title: `${t(`${page}.title`, { ns: "seo" })} · ${siteName}`,
    description: t(`${page}.description`, { ns: "seo" }),
    imageAlt: t("imageAlt", { ns: "seo" }),
    siteName,
  };
}
