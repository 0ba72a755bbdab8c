import { getFormProps } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList, Field, SubmitButton, useFlashForm } from "~/components/forms";
import { localePath } from "~/utils/locale";
import { withSearch } from "~/utils/url";
import type { Locale } from "@shared/contracts/locales";
import { DEFAULT_SERVER } from "@shared/contracts/auth";
import { LoginForm, RegisterForm } from "./auth-forms";
import { Dialog } from "./Dialog";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

// After registering, the login tab is filled with the new account and password (specification,
// point 4). The password is kept in this tab's memory only, never in a cookie or in storage;
// without JavaScript only the account is filled in.
let justRegistered: { account: string; password: string } | null = null;

/** The login/register dialog: tab 0 is login (specification, point 2). */
export function LoginDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const tab = params.get("tab") === "register" ? "register" : "login";
  const tabHref = (next: "login" | "register") => withSearch(location, { tab: next === "login" ? undefined : next });

  return (
    <Dialog title={tab === "login" ? t("auth.loginTitle") : t("auth.registerTitle")} className="login-dialog">
      <nav className="tabs" aria-label={t("auth.tabs")}>
        <Link to={tabHref("login")} replace preventScrollReset aria-current={tab === "login" ? "page" : undefined} className="tab">
          {t("auth.login")}
        </Link>
        <Link to={tabHref("register")} replace preventScrollReset aria-current={tab === "register" ? "page" : undefined} className="tab">
          {t("auth.register")}
        </Link>
      </nav>
      {tab === "login" ? (
        <LoginTab locale={locale} registeredAccount={params.get("account")} />
      ) : (
        <RegisterTab locale={locale} />
      )}
    </Dialog>
  );
}

function LoginTab({ locale, registeredAccount }: { locale: Locale; registeredAccount: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const action = localePath(locale, "auth/login");
  const [loginForm, fields] = useFlashForm("login", LoginForm, {
    defaultValue: registeredAccount
      ? { account: registeredAccount, password: justRegistered?.account === registeredAccount ? justRegistered.password : undefined }
      : undefined,
  });
  return (
    <Form method="post" action={action} {...getFormProps(loginForm)} className="stack">
      <AuthenticityTokenInput />
      <input type="hidden" name="server" value={DEFAULT_SERVER} />
      <input type="hidden" name="backTo" value={location.pathname + location.search} />
      <input type="hidden" name="redirect" value={new URLSearchParams(location.search).get("redirect") ?? ""} />
      <ErrorList id={loginForm.errorId} errors={loginForm.errors} />
      <Field label={t("auth.account")} field={fields.account} inputProps={{ autoComplete: "username", autoFocus: true }} />
      <Field label={t("auth.password")} field={fields.password} type="password" inputProps={{ autoComplete: "current-password" }} />
      <Field
        label={t("auth.pin")}
        field={fields.pin}
        hint={t("auth.pinHint")}
        // Six digits, or a recovery code (abcde-fghjk) in their place: letters, and room for the hyphen.
        inputProps={{ autoComplete: "one-time-code", maxLength: 11, autoCapitalize: "none", spellCheck: false }}
      />
      <SubmitButton formAction={action}>{t("auth.login")}</SubmitButton>
      <p className="dialog-links">
        <Link to={withSearch(location, { tab: "register" })} replace preventScrollReset>
          {t("auth.noAccount")}
        </Link>
        <Link to={withSearch(location, { showLogin: undefined, tab: undefined, dialog: "reset-password" })} replace preventScrollReset>
          {t("auth.forgotPassword")}
        </Link>
      </p>
    </Form>
  );
}

function RegisterTab({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const action = localePath(locale, "auth/register");
  const leagueCode = new URLSearchParams(location.search).get("promotion") ?? "";
  const [registerForm, fields] = useFlashForm("register", RegisterForm, {
    onSubmit: (_event, { formData }) => {
      justRegistered = { account: String(formData.get("account") ?? "").trim(), password: String(formData.get("password") ?? "") };
    },
  });
  return (
    <Form method="post" action={action} {...getFormProps(registerForm)} className="stack">
      <AuthenticityTokenInput />
      <input type="hidden" name="backTo" value={location.pathname + location.search} />
      <input type="hidden" name="leagueCode" value={leagueCode} />
      <ErrorList id={registerForm.errorId} errors={registerForm.errors} />
      <Field label={t("auth.account")} field={fields.account} inputProps={{ autoComplete: "username", autoFocus: true }} />
      <Field label={t("auth.email")} field={fields.email} type="email" inputProps={{ autoComplete: "email" }} />
      <Field label={t("auth.password")} field={fields.password} type="password" inputProps={{ autoComplete: "new-password" }} hint={t("auth.passwordHint")} />
      <SubmitButton formAction={action}>{t("auth.register")}</SubmitButton>
      <p className="dialog-links">
        <Link to={withSearch(location, { tab: undefined })} replace preventScrollReset>
          {t("auth.haveAccount")}
        </Link>
      </p>
    </Form>
  );
}
