import { json, redirect } from "@remix-run/node";
import type { UserInfo } from "@shared/contracts/auth";
import type { ResponseOf } from "@shared/contracts/endpoints";
import type { Api } from "~/utils/api.server";
import { redirectWithToast, submitForm } from "~/utils/forms.server";
import { localePath } from "~/utils/locale";
import { keepFreshCodes, takeFreshCodes } from "./recovery-codes.server";
import type { SecurityLog } from "./security-log";
import { FORMS, PARSE_OPTIONS, formName, isIntent, sectionOf, type Intent, type Section } from "./personal-forms";

/** The key being bound, as the page shows it. */
export type PendingKey = { secret: string; otpauthUri: string; qrImage: string };

export function personalUrl(api: Api, section: Section, step?: "2") {
  return `${localePath(api.locale, "personal")}?section=${section}${step ? `&step=${step}` : ""}`;
}

/** The caller's account, and on step 2 of binding the key issued a moment ago (never a new one). */
export async function loadPersonal(api: Api, url: URL) {
  const section = sectionOf(url.searchParams.get("section"));
  const info = await api.load("/user/info");
  if (!info.ok) throw json(null, { status: info.status });
  let pendingKey: PendingKey | null = null;
  if (section === "security" && url.searchParams.get("step") === "2") {
    const key = await api.load("/user/pending-code");
    if (key.ok) pendingKey = { secret: key.data.secret, otpauthUri: key.data.otpauthUri, qrImage: svgImage(key.data.qrSvg) };
  }
  const { account, email, emailVerified, nickname, realName, phone, otherContact, remark, avatarUrl, authenticatorBound } = info.data;
  // Recovery codes: the set just made, shown on this one page (decision 036), and how many are left.
  let recovery: { remaining: number; fresh: string[] | null } | null = null;
  if (section === "security" && authenticatorBound && !pendingKey) {
    const state = await api.load("/user/recovery-codes");
    recovery = { remaining: state.ok ? state.data.remaining : 0, fresh: takeFreshCodes(api) };
  }
  let devices: ResponseOf<"GET", "/user/devices"> | null = null;
  if (section === "devices") {
    const listed = await api.load("/user/devices");
    devices = listed.ok ? listed.data : [];
  }
  let securityLog: SecurityLog | null = null;
  if (section === "log") {
    // A page number the API would refuse (not a number, 0) shows the first page.
    const page = Number(url.searchParams.get("page"));
    const log = await api.load("/user/security-log", { page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 });
    if (log.ok) securityLog = log.data;
  }
  return {
    section,
    user: { account, email, emailVerified, nickname, realName, phone, otherContact, remark, avatarUrl, authenticatorBound },
    pendingKey,
    recovery,
    devices,
    securityLog,
  };
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
  // Each form goes back to its own section, with the API's message on success.
  const form = <I extends Intent>(intent: I, section: Section) => ({
    form: formName(intent),
    schema: FORMS[intent],
    ...PARSE_OPTIONS,
    backTo: personalUrl(api, section),
  });
  switch (intent) {
    case "profile":
      return submitForm(api, formData, {
        ...form(intent, "info"),
        // Every field is sent, so an emptied one is cleared (the API keeps absent ones).
        call: (profile) => api.post("/user/save", profile),
        onSuccess: (user) => rememberUser(api, user),
      });
    case "password":
      return submitForm(api, formData, {
        ...form(intent, "password"),
        hideFields: ["oldPassword", "newPassword", "confirmPassword"],
        call: (passwords) => api.post("/user/password", passwords),
      });
    case "email":
      return submitForm(api, formData, {
        ...form(intent, "email"),
        hideFields: ["password"],
        call: ({ newEmail, oldPIN, password }) =>
          oldPIN
            ? api.post("/user/alter-email", { newEmail, oldPIN })
            : api.withStepUp({ password }, (options) => api.post("/user/alter-email", { newEmail }, options)),
      });
    case "startBinding":
      return submitForm(api, formData, {
        ...form(intent, "security"),
        hideFields: ["password"],
        call: ({ password }) => api.withStepUp({ password }, (options) => api.get("/user/get-code", undefined, options)),
        successTo: personalUrl(api, "security", "2"),
      });
    case "reset":
      // Check a current code, then issue the new key: one request (docs/decisions/003-alter-email.md).
      return submitForm(api, formData, {
        ...form(intent, "security"),
        call: ({ PIN }) => api.get("/user/get-code", { PIN }),
        successTo: personalUrl(api, "security", "2"),
      });
    case "bind":
      return submitForm(api, formData, {
        ...form(intent, "security"),
        backTo: personalUrl(api, "security", "2"),
        call: ({ PIN }) => api.get("/user/binding", { PIN }),
        successTo: personalUrl(api, "security"),
        onSuccess: (user) => {
          rememberUser(api, user);
          keepFreshCodes(api, user.recoveryCodes);
        },
      });
    case "checkPin":
      return submitForm(api, formData, { ...form(intent, "security"), call: ({ PIN }) => api.get("/user/check-pin", { PIN }) });
    case "unbind":
      return submitForm(api, formData, {
        ...form(intent, "security"),
        call: ({ PIN }) => api.get("/user/unbinding", { PIN }),
        onSuccess: (user) => rememberUser(api, user),
      });
    case "regenerateCodes":
      // Step-up with the code (or a recovery code), then the new set, shown once on the next page.
      return submitForm(api, formData, {
        ...form(intent, "security"),
        call: ({ PIN }) => api.withStepUp({ PIN }, (options) => api.post("/user/recovery-codes/regenerate", undefined, options)),
        onSuccess: ({ codes }) => keepFreshCodes(api, codes),
      });
    case "signOutDevice":
      return submitForm(api, formData, {
        ...form(intent, "devices"),
        errorsAs: "toast",
        call: ({ id }) => api.post("/user/devices/sign-out", { id }),
      });
    case "signOutOthers":
      return submitForm(api, formData, {
        ...form(intent, "devices"),
        errorsAs: "toast",
        call: () => api.post("/user/devices/sign-out-everywhere", { includeThis: false }),
      });
    case "signOutAll":
      // This device too: the login here ends with the others, and the page goes home as after "Log out".
      return submitForm(api, formData, {
        ...form(intent, "devices"),
        errorsAs: "toast",
        call: () => api.post("/user/devices/sign-out-everywhere", { includeThis: true }),
        onSuccess: (_, { msg }) => {
          api.forgetLogin();
          api.session.flash("authEvent", "logout");
          return redirectWithToast(api, localePath(api.locale), { type: "success", text: msg });
        },
      });
  }
}

/** The header shows the session's copy of the user when the API cannot be asked: keep it current. */
export function rememberUser(api: Api, { account, nickname, img, avatarUrl, authenticatorBound }: UserInfo) {
  api.session.set("user", { account, nickname, img, avatarUrl, authenticatorBound });
  // Other tabs show the header's name too: tell them to re-ask.
  api.session.flash("authEvent", "sync-userinfo");
  api.markSessionChanged();
}
