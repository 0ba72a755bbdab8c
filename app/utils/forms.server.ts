import type { SubmissionResult } from "@conform-to/react";
import { redirect } from "@remix-run/node";
import type { Api, ApiResult } from "./api.server";
import type { Toast } from "./session.server";
import { safeRedirect } from "./url";

/**
 * Every form here answers with a redirect (post/redirect/get), so a refresh never re-submits and
 * the same path works with and without JavaScript. A failed submit's result rides along in the
 * flash session and the page renders the form again with its errors and the user's input.
 */
export async function backWithForm(api: Api, form: string, result: SubmissionResult<string[]>, backTo: unknown) {
  api.session.flash("form", { form, result });
  api.markSessionChanged();
  return redirect(safeRedirect(backTo, "/"), { headers: await api.headers() });
}

export async function redirectWithToast(api: Api, to: string, toast: Toast, extra?: () => void) {
  api.session.flash("toast", toast);
  extra?.();
  api.markSessionChanged();
  return redirect(to, { headers: await api.headers() });
}

/** The API's field errors and message in conform's reply shape. */
export function apiErrors(result: Extract<ApiResult<unknown>, { ok: false }>) {
  const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).filter(([, messages]) => messages.length));
  const formErrors = Object.keys(fieldErrors).length ? [] : [result.msg];
  return { formErrors, fieldErrors };
}
