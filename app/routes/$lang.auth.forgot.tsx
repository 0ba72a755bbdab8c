import type { ActionFunctionArgs } from "@remix-run/node";
import { ForgotForm } from "~/components/dialogs/auth-forms";
import { Api } from "~/utils/api.server";
import { openDialogInstead, readForm, redirectWithToast, submitForm } from "~/utils/forms.server";
import { withSearch } from "~/utils/url";

export const loader = openDialogInstead("dialog=reset-password");

/** Forgot password, step 1: ask the API to e-mail a code, then show the code step. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return submitForm(api, await readForm(request), {
    form: "forgot",
    schema: ForgotForm,
    call: ({ account }) => api.post("/login/forgot-password", { account }),
    onSuccess: (_data, { value, msg, backTo }) =>
      redirectWithToast(api, withSearch(new URL(backTo, "http://x"), { dialog: "reset-password", step: "code", account: value.account }), { type: "info", text: msg }),
  });
}
