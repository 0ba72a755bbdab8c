import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { UserInfo } from "@contracts/auth";
import { RegisterForm } from "~/components/dialogs/auth-forms";
import { Api } from "~/utils/api.server";
import { apiErrors, backWithForm, readForm, redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { ensureDeviceId } from "~/utils/session.server";
import { safeRedirect, withSearch } from "~/utils/url";

export async function loader({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return redirect(`${localePath(api.locale)}?showLogin=1&tab=register`);
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: RegisterForm });
  const backTo = formData.get("backTo");
  if (submission.status !== "success") {
    return backWithForm(api, "register", submission.reply({ hideFields: ["password"] }), backTo);
  }
  const result = await api.post<{ userInfo: UserInfo }>("/api/login/register", {
    ...submission.value,
    deviceId: ensureDeviceId(api.session),
  });
  if (!result.ok) {
    return backWithForm(api, "register", submission.reply({ hideFields: ["password"], ...apiErrors(result) }), backTo);
  }
  // Registered: back to the login tab with the account filled in.
  const back = new URL(safeRedirect(backTo, localePath(api.locale)), "http://x");
  const target = withSearch(back, { showLogin: "1", tab: undefined, account: submission.value.account });
  return redirectWithToast(api, target, { type: "success", text: result.msg });
}
