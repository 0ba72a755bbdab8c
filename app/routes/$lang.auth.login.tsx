import type { ActionFunctionArgs } from "@remix-run/node";
import type { TokenPair } from "@shared/contracts/auth";
import { LoginForm } from "~/components/dialogs/auth-forms";
import { Api, type ApiResult } from "~/utils/api.server";
import { openDialogInstead, readForm, redirectWithToast, submitForm } from "~/utils/forms.server";
import { ensureDeviceId } from "~/utils/session.server";
import { safeRedirect, withoutDialogs } from "~/utils/url";

export const loader = openDialogInstead("showLogin=1");

export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return submitForm(api, await readForm(request), {
    form: "login",
    schema: LoginForm,
    hideFields: ["password"],
    call: async ({ account, password, pin, server }): Promise<ApiResult<TokenPair>> => {
      const result = await api.post("/login/authorize", { account, password, pin, server, deviceId: ensureDeviceId(api.session) });
      // A success without a token cannot log anyone in: a failure like any other.
      if (result.ok && !result.data?.accessToken) return { ok: false, status: 502, errorCode: "NO_TOKEN", msg: "notices.noToken", fieldErrors: {} };
      return result;
    },
    onSuccess: (tokens, { value, msg, backTo }) => {
      api.storeTokens(tokens);
      // After login: the stored redirect if there is one, else the page the dialog was opened on.
      const back = new URL(backTo, "http://x");
      const target = safeRedirect(value.redirect, withoutDialogs({ pathname: back.pathname, search: back.search }));
      api.session.flash("authEvent", "login");
      return redirectWithToast(api, target, { type: "success", text: msg });
    },
  });
}
