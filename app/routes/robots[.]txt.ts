import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/utils/search-engines";

/** What crawlers may read, and where the sitemap is. */
export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
