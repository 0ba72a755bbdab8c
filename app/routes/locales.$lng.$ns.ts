import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "@shared/contracts/locales";
import { LOCALES_VERSION, namespaceResource } from "~/utils/i18next.server";
import { IMMUTABLE } from "~/utils/public-assets.server";

/**
 * Translation files for the browser's i18next (the server render has them in memory). Asked for
 * at the current translations' fingerprint (`?v=`, as the pages do), they are kept for a year.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const resource = isLocale(params.lng) && params.ns ? namespaceResource(params.lng, params.ns) : undefined;
  if (!resource) return new Response("Not found", { status: 404 });
  return new Response(JSON.stringify(resource), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control":
        new URL(request.url).searchParams.get("v") === LOCALES_VERSION
          ? IMMUTABLE
          : process.env.NODE_ENV === "production"
            ? "public, max-age=300, stale-while-revalidate=86400"
            : "no-cache",
    },
  });
}
