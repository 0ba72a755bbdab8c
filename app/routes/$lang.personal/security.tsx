import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AccountPasswordField, ErrorList, SubmitButton } from "~/components/forms";
import { CopyButton } from "~/components/ui/CopyButton";
import { CodeField, usePersonalForm } from "./personal-form";
import { FreshRecoveryCodes, RecoveryCodes } from "./recovery-codes";
import { FORMS } from "./personal-forms";
import type { PendingKey } from "./personal.server";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

const AUTHENTICATOR_APPS = {
  android: "https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2",
  ios: "https://apps.apple.com/app/google-authenticator/id388497605",
};

/**
 * Google Authenticator: bound or not, and the binding flow of the specification (install the
 * app, scan the QR code or type the key, confirm with a code). Reset, unbind and the code check
 * each take a current code.
 */
export function SecuritySection({
  user,
  pendingKey,
  recovery,
}: {
  user: { authenticatorBound: boolean; account: string };
  pendingKey: PendingKey | null;
  recovery: { remaining: number; fresh: string[] | null } | null;
}) {
  const { t } = useTranslation("personal");
  const bound = user.authenticatorBound;
  return (
    <>
      <p className="personal-status">
        {t("security.status")}{" "}
        <strong className={bound ? "personal-badge personal-badge-on" : "personal-badge"}>{bound ? t("security.bound") : t("security.unbound")}</strong>
      </p>
      <p className="personal-intro">{t("security.intro")}</p>
      {recovery?.fresh ? <FreshRecoveryCodes codes={recovery.fresh} account={user.account} /> : null}
      {pendingKey ? <BindingSteps pendingKey={pendingKey} resetting={bound} /> : bound ? <BoundActions /> : <StartBinding />}
      {recovery && !pendingKey ? <RecoveryCodes remaining={recovery.remaining} /> : null}
    </>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="personal-step">
      <h3>{title}</h3>
      {children}
    </li>
  );
}

function InstallStep() {
  const { t } = useTranslation("personal");
  return (
    <Step title={t("security.install.title")}>
      <p>{t("security.install.text")}</p>
      <p className="personal-app-links">
        <a className="button small" href={AUTHENTICATOR_APPS.android} target="_blank" rel="noopener noreferrer">
          {t("security.install.android")}
        </a>
        <a className="button small" href={AUTHENTICATOR_APPS.ios} target="_blank" rel="noopener noreferrer">
          {t("security.install.ios")}
        </a>
      </p>
    </Step>
  );
}

/** Not bound: the steps ahead, and the button that issues a key (only on request: each issue replaces the last). */
function StartBinding() {
  const { t } = useTranslation("personal");
  const [form, fields] = usePersonalForm("startBinding", FORMS.startBinding);
  return (
    <ol className="personal-steps">
      <InstallStep />
      <Step title={t("security.scan.title")}>
        <p>{t("security.scan.startText")}</p>
        <Form method="post" {...getFormProps(form)} className="stack">
          <AuthenticityTokenInput />
          <ErrorList id={form.errorId} errors={form.errors} />
          <AccountPasswordField field={fields.password} />
          <SubmitButton name="intent" value="startBinding">
            {t("security.scan.start")}
          </SubmitButton>
        </Form>
      </Step>
      <Step title={t("security.confirm.title")}>
        <p>{t("security.confirm.text")}</p>
      </Step>
    </ol>
  );
}

/** Step 2 and 3 with the key issued a moment ago (shown again by the loader, not issued again). */
function BindingSteps({ pendingKey, resetting }: { pendingKey: PendingKey; resetting: boolean }) {
  const { t } = useTranslation("personal");
  const [form, fields] = usePersonalForm("bind", FORMS.bind);
  return (
    <ol className="personal-steps">
      <InstallStep />
      <Step title={t("security.scan.title")}>
        <p>{t("security.scan.text")}</p>
        <img className="personal-qr" src={pendingKey.qrImage} alt={t("security.scan.qrAlt")} width={200} height={200} />
        <p>{t("security.scan.manual")}</p>
        <p className="personal-key-row">
          <code className="personal-key" data-copyable>{pendingKey.secret}</code>
          <CopyButton value={pendingKey.secret} label={t("security.scan.copy")} />
        </p>
        <p className="field-hint">
          <a href={pendingKey.otpauthUri}>{t("security.scan.openApp")}</a>
        </p>
      </Step>
      <Step title={t("security.confirm.title")}>
        <p>{t("security.confirm.text")}</p>
        {resetting ? <p className="notice">{t("security.reset.pending")}</p> : null}
        <Form method="post" {...getFormProps(form)} className="stack">
          <AuthenticityTokenInput />
          <ErrorList id={form.errorId} errors={form.errors} />
          <CodeField field={fields.PIN} />
          <div className="personal-actions">
            <SubmitButton name="intent" value="bind">
              {t("security.confirm.submit")}
            </SubmitButton>
            <Link to="?section=security" className="button">
              {t("security.confirm.cancel")}
            </Link>
          </div>
        </Form>
      </Step>
    </ol>
  );
}

function BoundActions() {
  const { t } = useTranslation("personal");
  return (
    <div className="personal-bound-actions">
      <CodeAction intent="checkPin" title={t("security.check.title")} text={t("security.check.text")} submit={t("security.check.submit")} />
      <CodeAction intent="reset" title={t("security.reset.title")} text={t("security.reset.text")} submit={t("security.reset.submit")} />
      <CodeAction intent="unbind" title={t("security.unbind.title")} text={t("security.unbind.text")} submit={t("security.unbind.submit")} danger />
    </div>
  );
}

function CodeAction({
  intent,
  title,
  text,
  submit,
  danger,
}: {
  intent: "checkPin" | "reset" | "unbind";
  title: string;
  text: string;
  submit: string;
  danger?: boolean;
}) {
  const [form, fields] = usePersonalForm(intent, FORMS[intent]);
  const headingId = useId();
  return (
    <section className="personal-action" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p>{text}</p>
      <Form method="post" {...getFormProps(form)} className="stack">
        <AuthenticityTokenInput />
        <ErrorList id={form.errorId} errors={form.errors} />
        <CodeField field={fields.PIN} orRecoveryCode={intent !== "checkPin"} />
        <div>
          <SubmitButton name="intent" value={intent} className={danger ? "button danger" : "button primary"}>
            {submit}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
