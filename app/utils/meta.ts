import type { MetaFunction } from "@remix-run/node";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale, type Locale } from "@shared/contracts/locales";
import { localePath } from "./locale";
import type { PageSeo } from "./title.server";

/** Uses the `title` a loader returned (translated on the server). */
export const titleFromLoader: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }] : [];
};

/** Open Graph names a page's language as language_TERRITORY; these are the markets each locale serves first. */
const OG_LOCALES: Record<Locale, string> = {
  en: "en_US", zh: "zh_CN", "zh-TW": "zh_TW", vi: "vi_VN", id: "id_ID", ms: "ms_MY", th: "th_TH", es: "es_ES",
  pt: "pt_BR", bn: "bn_BD", ru: "ru_RU", ja: "ja_JP", ko: "ko_KR", ar: "ar_AR", tr: "tr_TR",
};

/** The picture link previews show for every public page (1200x630, made by scripts/og-image.ts). */
export const OG_IMAGE = { path: "/og/portal.png", width: 1200, height: 630 };

/**
 * A public page's head for search engines and link previews: its title and description (from the
 * loader's `pageSeo`, translated on the server), its canonical address (the English home is `/`,
 * not `/en`), the same page in the other 14 languages (hreflang) with English as x-default, and
 * the Open Graph and Twitter card tags that point at the canonical address.
 */
export const publicPageMeta: MetaFunction = (args) => {
  const origin = (args.matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined)?.origin ?? "";
  const seo = args.data as Partial<PageSeo> | undefined;
  const segments = args.location.pathname.split("/").filter(Boolean);
  const locale = isLocale(segments[0]) ? (segments.shift() as Locale) : DEFAULT_LOCALE;
  const page = segments.join("/");
  const href = (of: Locale) => origin + localePath(of, page);
  const image = origin + OG_IMAGE.path;
  return [
    ...titleFromLoader(args),
    ...(seo?.description
      ? [
          { name: "description", content: seo.description },
          { property: "og:type", content: "website" },
          { property: "og:site_name", content: seo.siteName },
          { property: "og:title", content: seo.title },
          { property: "og:description", content: seo.description },
          { property: "og:url", content: href(locale) },
          { property: "og:locale", content: OG_LOCALES[locale] },
          ...SUPPORTED_LOCALES.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALES[other] })),
          { property: "og:image", content: image },
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(OG_IMAGE.width) },
          { property: "og:image:height", content: String(OG_IMAGE.height) },
          { property: "og:image:alt", content: seo.imageAlt },
          { name: "twitter:card", content: "summary_large_image" },
          { name: "twitter:title", content: seo.title },
          { name: "twitter:description", content: seo.description },
          { name: "twitter:image", content: image },
          { name: "twitter:image:alt", content: seo.imageAlt },
        ]
      : []),
    { tagName: "link", rel: "canonical", href: href(locale) },
    ...SUPPORTED_LOCALES.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: other, href: href(other) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(DEFAULT_LOCALE) },
  ];
};

/** Test and demo pages: reachable, never indexed. */
export const noindexMeta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];
