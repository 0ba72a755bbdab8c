import type { ActionFunctionArgs } from "@remix-run/node";
import { ResetForm } from "~/components/dialogs/auth-forms";
import { Api } from "~/utils/api.server";
import { openDialogInstead, readForm, redirectWithToast, submitForm } from "~/utils/forms.server";
import { withSearch } from "~/utils/url";

export const loader = openDialogInstead("dialog=reset-password");

/** Forgot password, step 2: the e-mailed code and the new password; then log in with it. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return submitForm(api, await readForm(request), {
    form: "reset",
    schema: ResetForm,
    hideFields: ["newPassword", "confirmPassword"],
    call: ({ account, code, newPassword, confirmPassword }) => api.post("/login/reset-password", { account, code, newPassword, confirmPassword }),
    onSuccess: (_data, { value, msg, backTo }) =>
      redirectWithToast(api, withSearch(new URL(backTo, "http://x"), { dialog: undefined, step: undefined, showLogin: "1", account: value.account }), {
        type: "success",
        text: msg,
      }),
  });
}
