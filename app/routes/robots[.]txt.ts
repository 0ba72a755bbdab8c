import { env } from "~/utils/env.server";
import { robotsTxt } from "~/utils/search-engines";

/** What crawlers may read, and where the sitemap is (at WEB_URL, never the Host header: the answer is cached publicly). */
export async function loader() {
  return new Response(robotsTxt(env.WEB_ORIGIN), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
