import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapXml } from "~/utils/search-engines";

/** Every public page in the 15 languages, with hreflang alternates. */
export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapXml(new URL(request.url).origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
