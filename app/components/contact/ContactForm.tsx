import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@contracts/locales";
import { ErrorList, Field, SubmitButton } from "~/components/forms";
import type { loader as rootLoader } from "~/root";
import { localePath } from "~/utils/locale";
import type { ContactFormKind } from "./contact-forms";

/**
 * A public "name, contact, remark" form in its own section (`kind.anchor` is the section id).
 * It posts to the page's own action; the result comes back through the flash session, so the
 * errors, the user's input and the reset after success work with and without JavaScript.
 * Copy: the `contact` namespace, `<copy>.title`, `.lead` and `.submit`.
 */
export function ContactForm({ kind, copy, locale }: { kind: ContactFormKind; copy: string; locale: Locale }) {
  const { t } = useTranslation("contact");
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const [form, fields] = useForm({
    id: `${kind.name}-form`,
    lastResult: root?.form?.form === kind.name ? root.form.result : undefined,
    constraint: getZodConstraint(kind.schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: kind.schema }),
  });
  const titleId = `${kind.anchor}-title`;
  const remarkHintId = `${fields.remark.id}-hint`;
  const { key: remarkKey, ...remarkProps } = getTextareaProps(fields.remark, { ariaDescribedBy: remarkHintId });

  return (
    <section id={kind.anchor} className="enquiry card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`${copy}.title`)}</h2>
      <p className="enquiry-lead">{t(`${copy}.lead`)}</p>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label={t("name")} field={fields.name} inputProps={{ autoComplete: "name" }} />
        <Field label={t("contact")} field={fields.contact} hint={t("contactHint")} />
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
