import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ForgotForm } from "~/components/dialogs/auth-forms";
import { Api } from "~/utils/api.server";
import { apiErrors, backWithForm, readForm, redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { safeRedirect, withSearch } from "~/utils/url";

export async function loader({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return redirect(`${localePath(api.locale)}?dialog=reset-password`);
}

/** Forgot password, step 1: ask the API to e-mail a code, then show the code step. */
export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: ForgotForm });
  const backTo = formData.get("backTo");
  if (submission.status !== "success") return backWithForm(api, "forgot", submission.reply(), backTo);
  const result = await api.post("/api/login/forgot-password", { account: submission.value.account });
  if (!result.ok) return backWithForm(api, "forgot", submission.reply(apiErrors(result)), backTo);
  const back = new URL(safeRedirect(backTo, localePath(api.locale)), "http://x");
  const next = withSearch(back, { dialog: "reset-password", step: "code", account: submission.value.account });
  return redirectWithToast(api, next, { type: "info", text: result.msg });
}
