import type { TFunction } from "i18next";
import type { z } from "zod";
import type { FieldErrors } from "./app-error";

/**
 * Field errors keyed by field path. Messages are translation keys ("validation:accountLength"):
 * contract schemas name their own, and every other issue gets the generic key of its kind,
 * so a wrong type or an oversize string reads as a sentence, never as zod's English.
 */
export function zodFieldErrors(error: z.ZodError, t: TFunction, input: unknown): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    const key = issue.message.startsWith("validation:") ? issue.message : genericKey(issue, input);
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

function genericKey(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case "invalid_type":
      return valueAt(input, issue.path) === undefined ? "validation:required" : "validation:invalidType";
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

// zod 4 leaves the offending input out of its issues, so look it up to tell "missing" from "wrong type".
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
