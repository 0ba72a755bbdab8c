import type { TFunction } from "i18next";
import type { z } from "zod";
import { messageKey } from "@shared/contracts/messages";
import type { FieldErrors } from "./app-error";

/**
 * Field errors keyed by field path, translated. Every issue's message is a translation key
 * (the contract's own, or the generic one the shared error map gives), so a wrong type or an
 * oversize string reads as a sentence in the request's language, never as zod's English.
 */
export function zodFieldErrors(error: z.ZodError, t: TFunction): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    const [key, values] = messageKey(issue.message.startsWith("validation:") ? issue.message : "validation:invalid");
    const message = t(key, values);
    const messages = (fieldErrors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return fieldErrors;
}

/**
 * Fields whose string is not well-formed Unicode: a lone surrogate, which JSON can carry as
 * "\ud800". The database layer cannot take one (Prisma's query engine refuses the query, which
 * would end in a 500), and no name, address or note needs one.
 */
export function illFormedStringErrors(value: unknown, t: TFunction, path: string[] = [], fieldErrors: FieldErrors = {}): FieldErrors {
  if (typeof value === "string") {
    if (/\p{Cs}/u.test(value)) fieldErrors[path.length ? path.join(".") : "_"] = [t("validation:invalid")];
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) illFormedStringErrors(item, t, [...path, key], fieldErrors);
  }
  return fieldErrors;
}
