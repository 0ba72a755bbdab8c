import type { DefaultValue, FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { Field, TextareaField, useFlashForm } from "~/components/forms";
import { PARSE_OPTIONS, formName, type Intent } from "./personal-forms";

/** A form of the page, named after its intent; an emptied field means "clear it", so no auto-coercion. */
export function usePersonalForm<S extends z.ZodObject>(intent: Intent, schema: S, defaultValue?: DefaultValue<z.input<S>>) {
  return useFlashForm(formName(intent), schema, { defaultValue, parse: PARSE_OPTIONS });
}

export { TextareaField };

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
