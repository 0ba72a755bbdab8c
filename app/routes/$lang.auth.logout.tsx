import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Api, ApiUnreachable } from "~/utils/api.server";
import { redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";

export async function loader({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return redirect(`${localePath(api.locale)}?dialog=logout`);
}

/** Ends the session on the API too, so its tokens stop working everywhere. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  const refreshToken = api.session.get("refreshToken");
  if (refreshToken) {
    try {
      await api.post("/api/login/logout", { refreshToken });
    } catch (error) {
      // Logging out here must work even when the API is down; its session then simply expires.
      if (!(error instanceof ApiUnreachable)) throw error;
    }
  }
  api.forgetLogin();
  return redirectWithToast(api, localePath(api.locale), { type: "success", key: "notices.loggedOut" }, () =>
    api.session.flash("authEvent", "logout"),
  );
}
