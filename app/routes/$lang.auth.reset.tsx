import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ResetForm } from "~/components/dialogs/auth-forms";
import { Api } from "~/utils/api.server";
import { apiErrors, backWithForm, readForm, redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { safeRedirect, withSearch } from "~/utils/url";

export async function loader({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return redirect(`${localePath(api.locale)}?dialog=reset-password`);
}

/** Forgot password, step 2: the e-mailed code and the new password; then log in with it. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: ResetForm });
  const backTo = formData.get("backTo");
  const hide = { hideFields: ["newPassword", "confirmPassword"] };
  if (submission.status !== "success") return backWithForm(api, "reset", submission.reply(hide), backTo);
  const { account, code, newPassword, confirmPassword } = submission.value;
  const result = await api.post("/api/login/reset-password", { account, code, newPassword, confirmPassword });
  if (!result.ok) return backWithForm(api, "reset", submission.reply({ ...hide, ...apiErrors(result) }), backTo);
  const back = new URL(safeRedirect(backTo, localePath(api.locale)), "http://x");
  const login = withSearch(back, { dialog: undefined, step: undefined, showLogin: "1", account });
  return redirectWithToast(api, login, { type: "success", text: result.msg });
}
