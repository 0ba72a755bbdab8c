import type { ActionFunctionArgs } from "@remix-run/node";
import { RegisterForm } from "~/components/dialogs/auth-forms";
import { Api } from "~/utils/api.server";
import { openDialogInstead, readForm, redirectWithToast, submitForm } from "~/utils/forms.server";
import { ensureDeviceId } from "~/utils/session.server";
import { withSearch } from "~/utils/url";

export const loader = openDialogInstead("showLogin=1&tab=register");

export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return submitForm(api, await readForm(request), {
    form: "register",
    schema: RegisterForm,
    hideFields: ["password"],
    call: (value) => api.post("/login/register", { ...value, deviceId: ensureDeviceId(api.session) }),
    // Registered: back to the login tab with the account filled in.
    onSuccess: (_data, { value, msg, backTo }) =>
      redirectWithToast(api, withSearch(new URL(backTo, "http://x"), { showLogin: "1", tab: undefined, account: value.account }), { type: "success", text: msg }),
  });
}
