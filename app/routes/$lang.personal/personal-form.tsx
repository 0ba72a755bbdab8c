import type { DefaultValue } from "@conform-to/react";
import type { z } from "zod";
import { CodeField, TextareaField, useFlashForm } from "~/components/forms";
import { PARSE_OPTIONS, formName, type Intent } from "./personal-forms";

/** A form of the page, named after its intent; an emptied field means "clear it", so no auto-coercion. */
export function usePersonalForm<S extends z.ZodObject>(intent: Intent, schema: S, defaultValue?: DefaultValue<z.input<S>>) {
  return useFlashForm(formName(intent), schema, { defaultValue, parse: PARSE_OPTIONS });
}

export { CodeField, TextareaField };
