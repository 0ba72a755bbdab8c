import { env } from "~/utils/env.server";
import { sitemapXml } from "~/utils/search-engines";

/**
 * Every public page in the 15 languages, with hreflang alternates, at WEB_URL: never at the Host
 * header, which the visitor writes and a public cache would keep for everyone.
 */
export async function loader() {
  return new Response(sitemapXml(env.WEB_ORIGIN), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
