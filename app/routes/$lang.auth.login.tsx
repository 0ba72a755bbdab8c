import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { TokenPair } from "@contracts/auth";
import { LoginForm } from "~/components/dialogs/auth-forms";
import { Api } from "~/utils/api.server";
import { apiErrors, backWithForm, readForm, redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { ensureDeviceId } from "~/utils/session.server";
import { safeRedirect, withoutDialogs } from "~/utils/url";

export async function loader({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  return redirect(`${localePath(api.locale)}?showLogin=1`);
}

export async function action({ request }: ActionFunctionArgs) {
  const api = await Api.from(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: LoginForm });
  const backTo = formData.get("backTo");
  if (submission.status !== "success") {
    return backWithForm(api, "login", submission.reply({ hideFields: ["password"] }), backTo);
  }
  const { account, password, pin } = submission.value;
  const result = await api.post<TokenPair>("/api/login/authorize", {
    account,
    password,
    pin,
    deviceId: ensureDeviceId(api.session),
  });
  if (!result.ok) {
    return backWithForm(api, "login", submission.reply({ hideFields: ["password"], ...apiErrors(result) }), backTo);
  }
  if (!result.data?.accessToken) {
    return backWithForm(api, "login", submission.reply({ hideFields: ["password"], formErrors: ["notices.noToken"] }), backTo);
  }
  api.storeTokens(result.data);
  // After login: the stored redirect if there is one, else the page the dialog was opened on.
  const back = safeRedirect(backTo, localePath(api.locale));
  const backUrl = new URL(back, "http://x");
  const target = safeRedirect(submission.value.redirect, withoutDialogs({ pathname: backUrl.pathname, search: backUrl.search }));
  return redirectWithToast(api, target, { type: "success", text: result.msg }, () => api.session.flash("authEvent", "login"));
}
