import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { BackofficeSignInForm } from "@shared/contracts/backoffice";
import { ErrorList, Field, SubmitButton, useFlashForm } from "~/components/forms";
import { Backoffice } from "~/utils/backoffice.server";
import { backofficePath } from "~/utils/locale";
import { readForm, submitForm } from "~/utils/forms.server";
import { BackofficeNotice } from "~/components/backoffice/BackofficeNotice";

const FORM = "backoffice-sign-in";

/** The back office's door: the operation account and password set at checkout (or reset in My sites). */
export async function loader({ request }: LoaderFunctionArgs) {
  const backoffice = await Backoffice.from(request);
  if (backoffice.token) throw redirect(backofficePath(backoffice.locale));
  const { form, toast } = backoffice.flashed();
  return json({ locale: backoffice.locale, form: form?.form === FORM ? form.result : null, toast }, { headers: await backoffice.headers() });
}

export async function action({ request }: ActionFunctionArgs) {
  const backoffice = await Backoffice.from(request);
  return submitForm(backoffice, await readForm(request), {
    form: FORM,
    schema: BackofficeSignInForm,
    hideFields: ["password"],
    backTo: backofficePath(backoffice.locale, "sign-in"),
    call: (value) => backoffice.api.post("/backoffice/session", { ...value, siteName: backoffice.siteName }),
    onSuccess: async (session) => {
      backoffice.signIn(session.token, session.expiresAt);
      return redirect(backofficePath(backoffice.locale), { headers: await backoffice.headers() });
    },
  });
}

export default function SignIn() {
  const { locale, form: lastResult, toast } = useLoaderData<typeof loader>();
  const { t } = useTranslation("backoffice");
  const [form, fields] = useFlashForm(FORM, BackofficeSignInForm, { lastResult: lastResult ?? undefined });
  const action = backofficePath(locale, "sign-in");
  return (
    <div className="bo-signin">
      <div className="bo-card bo-signin-card">
        <h1>{t("signIn.title")}</h1>
        <p className="bo-muted">{t("signIn.intro")}</p>
        {toast ? <BackofficeNotice toast={toast} /> : null}
        <Form method="post" action={action} {...getFormProps(form)} className="stack">
          <AuthenticityTokenInput />
          <ErrorList id={form.errorId} errors={form.errors} />
          <Field label={t("signIn.account")} field={fields.account} inputProps={{ autoComplete: "username", autoCapitalize: "none", spellCheck: false }} />
          <Field label={t("signIn.password")} field={fields.password} type="password" inputProps={{ autoComplete: "current-password" }} />
          <SubmitButton formAction={action}>{t("signIn.submit")}</SubmitButton>
        </Form>
        <p className="bo-muted bo-small">{t("signIn.forgot")}</p>
      </div>
    </div>
  );
}
