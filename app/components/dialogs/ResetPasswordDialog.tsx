import { getFormProps } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { ErrorList, Field, SubmitButton, useFlashForm } from "~/components/forms";
import { localePath } from "~/utils/locale";
import { withSearch } from "~/utils/url";
import { ForgotForm, ResetForm } from "./auth-forms";
import { Dialog } from "./Dialog";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/**
 * Forgot password: first the account (a code is e-mailed to its address), then the code and the
 * new password with the account shown read-only (specification: "account read-only, new
 * password field, confirm and cancel").
 */
export function ResetPasswordDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const account = params.get("account") ?? "";
  const codeSent = params.get("step") === "code" && account !== "";
  return (
    <Dialog title={t("reset.title")} size="sm">
      {codeSent ? <ResetStep locale={locale} account={account} /> : <AccountStep locale={locale} account={account} />}
      <p className="dialog-links">
        <Link to={withSearch(location, { dialog: undefined, step: undefined, showLogin: "1" })} replace preventScrollReset>
          {t("reset.backToLogin")}
        </Link>
      </p>
    </Dialog>
  );
}

function AccountStep({ locale, account }: { locale: Locale; account: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const action = localePath(locale, "auth/forgot");
  const [form, fields] = useFlashForm("forgot", ForgotForm, { defaultValue: { account } });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="stack">
      <AuthenticityTokenInput />
      <input type="hidden" name="backTo" value={location.pathname + location.search} />
      <p>{t("reset.intro")}</p>
      <ErrorList id={form.errorId} errors={form.errors} />
      <Field label={t("auth.account")} field={fields.account} inputProps={{ autoComplete: "username", autoFocus: true }} />
      <SubmitButton formAction={action}>{t("reset.sendCode")}</SubmitButton>
    </Form>
  );
}

function ResetStep({ locale, account }: { locale: Locale; account: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const action = localePath(locale, "auth/reset");
  const [form, fields] = useFlashForm("reset", ResetForm);
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="stack">
      <AuthenticityTokenInput />
      <input type="hidden" name="backTo" value={location.pathname + location.search} />
      <p>{t("reset.codeSent")}</p>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="field">
        <label htmlFor="reset-account">{t("auth.account")}</label>
        <input id="reset-account" name="account" value={account} readOnly autoComplete="username" />
        <ErrorList errors={fields.account.errors} />
      </div>
      <Field
        label={t("reset.code")}
        field={fields.code}
        inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6, autoFocus: true }}
      />
      <Field label={t("reset.newPassword")} field={fields.newPassword} type="password" hint={t("auth.passwordHint")} inputProps={{ autoComplete: "new-password" }} />
      <Field label={t("reset.confirmPassword")} field={fields.confirmPassword} type="password" inputProps={{ autoComplete: "new-password" }} />
      <div className="dialog-actions">
        <SubmitButton formAction={action}>{t("actions.confirm")}</SubmitButton>
        <Link className="button" to={withSearch(location, { step: undefined })} replace preventScrollReset>
          {t("reset.newCode")}
        </Link>
      </div>
    </Form>
  );
}
