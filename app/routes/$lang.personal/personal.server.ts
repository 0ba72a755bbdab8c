import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import type { UserInfo } from "@contracts/auth";
import type { z } from "zod";
import { ApiUnreachable, type Api, type ApiResult } from "~/utils/api.server";
import { apiErrors, backWithForm, redirectWithToast } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { FORMS, PARSE_OPTIONS, formName, isIntent, sectionOf, type Intent, type Section } from "./personal-forms";

type AuthenticatorKey = { secret: string; otpauthUri: string; qrSvg: string };

/** The key being bound, as the page shows it. */
export type PendingKey = { secret: string; otpauthUri: string; qrImage: string };

export function personalUrl(api: Api, section: Section, step?: "2") {
  return `${localePath(api.locale, "personal")}?section=${section}${step ? `&step=${step}` : ""}`;
}

/** The caller's account, and on step 2 of binding the key issued a moment ago (never a new one). */
export async function loadPersonal(api: Api, url: URL) {
  const section = sectionOf(url.searchParams.get("section"));
  const info = await api.load<UserInfo>("/api/user/info");
  if (!info.ok) throw json(null, { status: info.status });
  let pendingKey: PendingKey | null = null;
  if (section === "security" && url.searchParams.get("step") === "2") {
    const key = await api.load<AuthenticatorKey>("/api/user/pending-code");
    if (key.ok) pendingKey = { secret: key.data.secret, otpauthUri: key.data.otpauthUri, qrImage: svgImage(key.data.qrSvg) };
  }
  const { account, email, nickname, realName, phone, otherContact, remark, authenticatorBound } = info.data;
  return { section, user: { account, email, nickname, realName, phone, otherContact, remark, authenticatorBound }, pendingKey };
}

/**
 * The QR code is an SVG document from our own API. It is shown as an image, never put into the
 * page as markup: an image cannot run scripts or style the page, whatever the SVG holds.
 */
function svgImage(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

/** Every form of the page posts here; each answers with a redirect back to its own section. */
export async function submitPersonal(api: Api, formData: FormData) {
  const intent = formData.get("intent");
  if (!isIntent(intent)) return redirect(personalUrl(api, "info"), { headers: await api.headers() });
  switch (intent) {
    case "profile":
      return submit(api, formData, intent, {
        section: "info",
        // Every field is sent, so an emptied one is cleared (the API keeps absent ones).
        call: (profile) => api.post<UserInfo>("/api/user/save", profile),
        onSuccess: (user) => rememberUser(api, user),
      });
    case "password":
      return submit(api, formData, intent, {
        section: "password",
        hideFields: ["oldPassword", "newPassword", "confirmPassword"],
        call: (passwords) => api.post<null>("/api/user/password", passwords),
      });
    case "email":
      return submit(api, formData, intent, {
        section: "email",
        hideFields: ["password"],
        call: ({ newEmail, oldPIN, password }) =>
          oldPIN
            ? api.post<UserInfo>("/api/user/alter-email", { newEmail, oldPIN })
            : api.withStepUp({ password }, (headers) => api.post<UserInfo>("/api/user/alter-email", { newEmail }, headers)),
      });
    case "startBinding":
      return submit(api, formData, intent, {
        section: "security",
        hideFields: ["password"],
        call: ({ password }) => api.withStepUp({ password }, (headers) => api.get<AuthenticatorKey>("/api/user/get-code", undefined, undefined, headers)),
        successTo: personalUrl(api, "security", "2"),
      });
    case "reset":
      // Check a current code, then issue the new key: one request (docs/decisions/003-alter-email.md).
      return submit(api, formData, intent, {
        section: "security",
        call: ({ PIN }) => api.get<AuthenticatorKey>("/api/user/get-code", { PIN }),
        successTo: personalUrl(api, "security", "2"),
      });
    case "bind":
      return submit(api, formData, intent, {
        section: "security",
        backTo: personalUrl(api, "security", "2"),
        call: ({ PIN }) => api.get<UserInfo>("/api/user/binding", { PIN }),
        onSuccess: (user) => rememberUser(api, user),
      });
    case "checkPin":
      return submit(api, formData, intent, {
        section: "security",
        call: ({ PIN }) => api.get<null>("/api/user/check-pin", { PIN }),
      });
    case "unbind":
      return submit(api, formData, intent, {
        section: "security",
        call: ({ PIN }) => api.get<UserInfo>("/api/user/unbinding", { PIN }),
        onSuccess: (user) => rememberUser(api, user),
      });
  }
}

/**
 * One form's round trip: validate with its schema, call the API, then go back with the API's
 * message as a notice, or with the errors under their fields and the input kept (not passwords).
 */
async function submit<I extends Intent, T>(
  api: Api,
  formData: FormData,
  intent: I,
  options: {
    section: Section;
    call: (value: z.output<(typeof FORMS)[I]>) => Promise<ApiResult<T>>;
    onSuccess?: (data: T) => void;
    hideFields?: string[];
    /** Where a failure goes back to (default: the section). */
    backTo?: string;
    /** Where success goes (default: the section). */
    successTo?: string;
  },
) {
  const submission = parseWithZod(formData, { schema: FORMS[intent], ...PARSE_OPTIONS });
  const backTo = options.backTo ?? personalUrl(api, options.section);
  const reply = (errors?: { formErrors: string[]; fieldErrors?: Record<string, string[]> }) =>
    submission.reply({ hideFields: options.hideFields, ...errors });
  if (submission.status !== "success") return backWithForm(api, formName(intent), reply(), backTo);
  let result: ApiResult<T>;
  try {
    result = await options.call(submission.value as z.output<(typeof FORMS)[I]>);
  } catch (error) {
    if (!(error instanceof ApiUnreachable)) throw error;
    return backWithForm(api, formName(intent), reply({ formErrors: ["notices.networkError"] }), backTo);
  }
  if (!result.ok) return backWithForm(api, formName(intent), reply(apiErrors(result)), backTo);
  options.onSuccess?.(result.data);
  return redirectWithToast(api, options.successTo ?? personalUrl(api, options.section), { type: "success", text: result.msg });
}

/** The header shows the session's copy of the user when the API cannot be asked: keep it current. */
function rememberUser(api: Api, { account, nickname, img, authenticatorBound }: UserInfo) {
  api.session.set("user", { account, nickname, img, authenticatorBound });
  // Other tabs show the header's name too: tell them to re-ask.
  api.session.flash("authEvent", "sync-userinfo");
  api.markSessionChanged();
}
