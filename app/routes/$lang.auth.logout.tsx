import type { ActionFunctionArgs } from "@remix-run/node";
import { Api } from "~/utils/api.server";
import { openDialogInstead, redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";

export const loader = openDialogInstead("dialog=logout");

/** Ends the session on the API too, so its tokens stop working everywhere. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  const refreshToken = api.session.get("refreshToken");
  // Logging out here works even when the API is down (the post then just fails); its session expires.
  if (refreshToken) await api.post("/login/logout", { refreshToken });
  api.forgetLogin();
  api.session.flash("authEvent", "logout");
  return redirectWithToast(api, localePath(api.locale), { type: "success", key: "notices.loggedOut" });
}
