import { getFormProps } from "@conform-to/react";
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { Locale } from "@shared/contracts/locales";
import { VerifyEmailBody } from "@shared/contracts/security";
import { ErrorList, Field, SubmitButton, useFlashForm } from "~/components/forms";
import { localePath } from "~/utils/locale";

/** The flash name of the code form's last result. */
export const VERIFY_EMAIL_FORM = "verify-email";

/**
 * On every page of the workspace while the merchant's address is unproved (decision 035): where the
 * code went, a form for it, and "send a new code". Both post to /{lang}/verify-email, which comes
 * back here: the same with and without JavaScript.
 */
export function EmailVerificationNotice({ locale, email }: { locale: Locale; email: string }) {
  const { t } = useTranslation("security");
  const location = useLocation();
  const [form, fields] = useFlashForm(VERIFY_EMAIL_FORM, VerifyEmailBody);
  const action = localePath(locale, "verify-email");
  const backTo = location.pathname + location.search;
  return (
    <section className="verify-email" aria-labelledby="verify-email-title">
      <div className="verify-email-inner">
        <h2 id="verify-email-title">{t("banner.title")}</h2>
        <p>{t("banner.body", { email })}</p>
        <div className="verify-email-forms">
          <Form method="post" action={action} {...getFormProps(form)} className="verify-email-code">
            <AuthenticityTokenInput />
            <input type="hidden" name="backTo" value={backTo} />
            <ErrorList id={form.errorId} errors={form.errors} />
            <Field
              label={t("banner.code")}
              field={fields.code}
              inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6, className: "personal-code-input" }}
            />
            <SubmitButton name="intent" value="verify">
              {t("banner.verify")}
            </SubmitButton>
          </Form>
          <Form method="post" action={action}>
            <AuthenticityTokenInput />
            <input type="hidden" name="backTo" value={backTo} />
            <SubmitButton name="intent" value="send" className="button">
              {t("banner.send")}
            </SubmitButton>
          </Form>
        </div>
      </div>
    </section>
  );
}
