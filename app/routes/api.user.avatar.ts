import type { LoaderFunctionArgs } from "@remix-run/node";
import { AvatarQuery, avatarPath } from "@shared/contracts/avatar";
import { apiFile } from "~/utils/api.server";

/**
 * Avatars at the very path the API gives them (a user info's avatarUrl), on this site's origin:
 * the browser never reaches the API itself, and the page's images stay same-origin (CSP img-src
 * 'self'). Decision 020.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = AvatarQuery.safeParse({ id: new URL(request.url).searchParams.get("id") });
  if (!query.success) return new Response(null, { status: 404 });
  return apiFile(avatarPath(query.data.id));
}
