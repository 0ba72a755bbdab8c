import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireLogin } from "~/utils/api.server";
import { readForm } from "~/utils/forms.server";
import { localeFromPathname, localePath } from "~/utils/locale";
import { submitAvatar } from "./$lang.personal/avatar.server";

export async function action({ request }: ActionFunctionArgs) {
  const api = await requireLogin(request);
  return submitAvatar(api, await readForm(request));
}

/** Only forms post here: a visit (a reload after posting, a bookmark) goes to the personal page. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(localePath(localeFromPathname(new URL(request.url).pathname), "personal"));
}
