import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { Session } from "@remix-run/node";
import type { Locale } from "@shared/contracts/locales";
import type { ApiResult } from "./api.server";
import { localeFromPathname, localePath } from "./locale";
import type { FormFlash, Toast } from "./session.server";

/**
 * What a form's action needs of its client of the API: the page's language and a session the
 * flash rides in, the portal's (`Api`) or a site's back office's (its own cookie, decision 049).
 */
export type FormApi = {
  readonly locale: Locale;
  readonly session: Session<object, { form: FormFlash; toast: Toast }>;
  markSessionChanged(): void;
  headers(): Promise<Headers>;
};
import { safeRedirect } from "./url";

/**
 * Every form here answers with a redirect (post/redirect/get), so a refresh never re-submits and
 * the same path works with and without JavaScript. A failed submit's result rides along in the
 * flash session and the page renders the form again with its errors and the user's input.
 */
async function backWithForm(api: FormApi, form: string, result: SubmissionResult<string[]>, backTo: unknown) {
  api.session.flash("form", { form, result: fitForCookie(result) });
  api.markSessionChanged();
  return redirect(safeRedirect(backTo, "/"), { headers: await api.headers() });
}

// A cookie holds about 4 KB; the flashed input gives the user back what they typed, and no real
// field of these forms is longer than a few hundred characters.
const MAX_FLASHED_TEXT = 500;
const MAX_FLASHED_JSON = 2500;

function fitForCookie(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  const cut = (value: unknown): unknown =>
    typeof value === "string"
      ? value.slice(0, MAX_FLASHED_TEXT)
      : Array.isArray(value)
        ? value.slice(0, 20).map(cut)
        : value && typeof value === "object"
          ? Object.fromEntries(Object.entries(value).slice(0, 30).map(([key, item]) => [key.slice(0, 100), cut(item)]))
          : value;
  const fitted = { ...result, initialValue: cut(result.initialValue) as SubmissionResult<string[]>["initialValue"] };
  // Not null: conform reads a null initialValue as "reset the form" and would drop the errors too.
  return JSON.stringify(fitted).length > MAX_FLASHED_JSON ? { ...fitted, initialValue: {} } : fitted;
}

export async function redirectWithToast(api: FormApi, to: string, toast: Toast) {
  api.session.flash("toast", toast);
  api.markSessionChanged();
  return redirect(to, { headers: await api.headers() });
}

/**
 * The submitted form. A body that is not a form (JSON, garbage, a wrong content type) reads as an
 * empty form, so it gets the form's own validation messages instead of a server error.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

/** The API's field errors and message in conform's reply shape. */
function apiErrors(result: ApiFailure) {
  const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors).filter(([, messages]) => messages.length));
  const formErrors = Object.keys(fieldErrors).length ? [] : [result.msg];
  return { formErrors, fieldErrors };
}

/**
 * The form recipe of every action: parse the form with its schema, call the API, and on any
 * failure (the schema's, the API's, an unreachable API) go back to the form with the errors under
 * their fields and the input kept (never the `hideFields`). A form that is only a button (cancel,
 * open a payment) says `errorsAs: "toast"`: its failure comes back as an error notice instead.
 * On success, `onSuccess` answers, or by default a redirect to `successTo` with the API's message.
 */
export async function submitForm<S extends z.ZodType, T>(
  api: FormApi,
  formData: FormData,
  options: {
    /** The form's name in the flash (`useFlashForm(name)` shows its errors). */
    form: string;
    schema: S;
    /** conform's coercion: personal details keep empty strings, so off there. */
    disableAutoCoercion?: boolean;
    hideFields?: string[];
    errorsAs?: "form" | "toast";
    /** Where a failure goes back to: default the form's `backTo` field, else the locale's home. */
    backTo?: string;
    call: (value: z.output<S>) => Promise<ApiResult<T>>;
    /** Where success goes with the API's message (default `backTo`), unless `onSuccess` answers. */
    successTo?: string;
    /** Empty the form after success (it stays on the page, ready for the next one). */
    resetOnSuccess?: boolean;
    onSuccess?: (data: T, context: { value: z.output<S>; msg: string; backTo: string }) => Promise<Response | void> | Response | void;
  },
): Promise<Response> {
  const submission = parseWithZod(formData, { schema: options.schema, disableAutoCoercion: options.disableAutoCoercion });
  const backTo = options.backTo ?? safeRedirect(formData.get("backTo"), localePath(api.locale));
  const fail = (failure?: ApiFailure) =>
    options.errorsAs === "toast"
      ? redirectWithToast(api, backTo, failure ? { type: "error", text: failure.msg } : { type: "error", key: "notices.operationFailed" })
      : backWithForm(api, options.form, submission.reply({ hideFields: options.hideFields, ...(failure && apiErrors(failure)) }), backTo);
  if (submission.status !== "success") return fail();
  const result = await options.call(submission.value);
  if (!result.ok) return fail(result);
  const answer = await options.onSuccess?.(result.data, { value: submission.value, msg: result.msg, backTo });
  if (answer) return answer;
  if (options.resetOnSuccess) api.session.flash("form", { form: options.form, result: submission.reply({ resetForm: true }) });
  return redirectWithToast(api, options.successTo ?? backTo, { type: "success", text: result.msg });
}

/** A GET on a dialog's action URL (a bookmark, a reload) opens the dialog on the locale's home instead. */
export function openDialogInstead(search: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(`${localePath(localeFromPathname(new URL(request.url).pathname))}?${search}`);
}
