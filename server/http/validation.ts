import type { TFunction } from "i18next";
import type { z } from "zod";
import type { FieldErrors } from "./app-error";

/**
 * Field errors keyed by field path. Messages are translation keys ("validation:accountLength"):
 * contract schemas name their own, and every other issue gets the generic key of its kind,
 * so a wrong type or an oversize string reads as a sentence, never as zod's English.
 */
export function zodFieldErrors(error: z.ZodError, t: TFunction): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    const key = issue.message.startsWith("validation:") ? issue.message : genericKey(issue);
    const message = t(key, limits(issue));
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return fieldErrors;
}

function limits(issue: z.core.$ZodIssue): Record<string, string> {
  if (issue.code === "too_big") return { max: String(issue.maximum) };
  if (issue.code === "too_small") return { min: String(issue.minimum) };
  return {};
}

function genericKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? "validation:required" : "validation:invalidType";
    case "too_small":
      return "validation:tooShort";
    case "too_big":
      return "validation:tooLong";
    case "invalid_format":
      return "validation:invalidFormat";
    case "invalid_value":
      return "validation:invalidValue";
    default:
      return "validation:invalid";
  }
}
