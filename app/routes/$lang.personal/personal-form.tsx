import { getTextareaProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useRouteLoaderData } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorList, Field } from "~/components/forms";
import type { loader as rootLoader } from "~/root";
import { PARSE_OPTIONS, formName, type Intent } from "./personal-forms";

/** The last result of this form, flashed by the action's redirect (so it also works without JavaScript). */
export function useLastResult(intent: Intent): SubmissionResult<string[]> | undefined {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return root?.form?.form === formName(intent) ? (root.form.result as SubmissionResult<string[]>) : undefined;
}

/** conform's options shared by every form of the page: the same schema in the browser as on the server. */
export function formOptions<S extends z.ZodType>(intent: Intent, schema: S, lastResult: SubmissionResult<string[]> | undefined) {
  return {
    id: formName(intent),
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur" as const,
    shouldRevalidate: "onInput" as const,
    onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema, ...PARSE_OPTIONS }),
  };
}

export function TextareaField({ label, field, hint }: { label: ReactNode; field: FieldMetadata<any>; hint?: ReactNode }) {
  const hintId = useId();
  const props = getTextareaProps(field, { ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...props} key={props.key} rows={4} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A Google Authenticator code input. */
export function CodeField({ field, label }: { field: FieldMetadata<any>; label?: ReactNode }) {
  const { t } = useTranslation("personal");
  return (
    <Field
      label={label ?? t("security.code")}
      field={field}
      hint={t("security.codeHint")}
      inputProps={{ inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6, className: "personal-code-input" }}
    />
  );
}
