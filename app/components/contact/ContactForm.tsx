import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@shared/contracts/locales";
import { ErrorList, SubmitButton, useFlashForm } from "~/components/forms";
import { localePath } from "~/utils/locale";
import type { ContactFormKind } from "./contact-forms";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/**
 * A public "name, contact, remark" form in its own section (`kind.anchor` is the section id).
 * It posts to the page's own action; the result comes back through the flash session, so the
 * errors, the user's input and the reset after success work with and without JavaScript.
 * Copy: the `contact` namespace, `<copy>.title`, `.lead`, `.remarkHint` and `.submit`.
 */
export function ContactForm({ kind, copy, locale }: { kind: ContactFormKind; copy: string; locale: Locale }) {
  const { t } = useTranslation("contact");
  const [form, fields] = useFlashForm(kind.name, kind.schema);
  const titleId = `${kind.anchor}-title`;
  const contactHintId = `${fields.contact.id}-hint`;
  const remarkHintId = `${fields.remark.id}-hint`;
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: contactKey, ...contactProps } = getInputProps(fields.contact, { type: "text", ariaDescribedBy: contactHintId });
  const { key: remarkKey, ...remarkProps } = getTextareaProps(fields.remark, { ariaDescribedBy: remarkHintId });

  return (
    <section id={kind.anchor} className="enquiry card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`${copy}.title`)}</h2>
      <p className="enquiry-lead">{t(`${copy}.lead`)}</p>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="stack">
        <AuthenticityTokenInput />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="field">
          <label htmlFor={fields.name.id}>{t("name")}</label>
          <input key={nameKey} {...nameProps} autoComplete="name" />
          <ErrorList id={fields.name.errorId} errors={fields.name.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.contact.id}>{t("contact")}</label>
          <input key={contactKey} {...contactProps} />
          <p id={contactHintId} className="field-hint">
            {t("contactHint")}
          </p>
          <ErrorList id={fields.contact.errorId} errors={fields.contact.errors} />
        </div>
        <div className="field">
          <label htmlFor={fields.remark.id}>{t("remark")}</label>
          <textarea key={remarkKey} {...remarkProps} rows={4} />
          <p id={remarkHintId} className="field-hint">
            {t(`${copy}.remarkHint`)}
          </p>
          <ErrorList id={fields.remark.errorId} errors={fields.remark.errors} />
        </div>
        <p className="field-hint">
          {t("privacyNote")} <Link to={`${localePath(locale, "help-center")}#privacy`}>{t("privacyLink")}</Link>
        </p>
        <div>
          <SubmitButton>{t(`${copy}.submit`)}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
