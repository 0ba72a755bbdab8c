import type { MetaFunction } from "@remix-run/node";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, isLocale } from "@contracts/locales";
import { localePath } from "./locale";

/** Uses the `title` a loader returned (translated on the server). */
export const titleFromLoader: MetaFunction = ({ data }) => {
  const title = (data as { title?: string } | undefined)?.title;
  return title ? [{ title }] : [];
};

/**
 * A public page's head for search engines: its title, its canonical address (the English home is
 * `/`, not `/en`), and the same page in the other 14 languages (hreflang) with English as x-default.
 */
export const publicPageMeta: MetaFunction = (args) => {
  const origin = (args.matches.find((match) => match.id === "root")?.data as { origin?: string } | undefined)?.origin ?? "";
  const segments = args.location.pathname.split("/").filter(Boolean);
  const locale = isLocale(segments[0]) ? segments.shift()! : DEFAULT_LOCALE;
  const page = segments.join("/");
  const href = (of: string) => origin + localePath(of as typeof DEFAULT_LOCALE, page);
  return [
    ...titleFromLoader(args),
    { tagName: "link", rel: "canonical", href: href(locale) },
    ...SUPPORTED_LOCALES.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: other, href: href(other) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: href(DEFAULT_LOCALE) },
  ];
};

/** Test and demo pages: reachable, never indexed. */
export const noindexMeta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];
