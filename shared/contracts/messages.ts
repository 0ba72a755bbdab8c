import { z } from "zod";

/**
 * Validation messages are translation keys, on both sides of the wire. The schemas name the
 * specification's own messages; every other issue gets the key of its kind from this error map,
 * with its limit as a parameter ("validation:tooLong?max=50"), so no zod English reaches anyone.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case "invalid_type":
        return issue.input === undefined ? "validation:required" : "validation:invalidType";
      case "too_big":
        return issue.origin === "string" ? `validation:tooLong?max=${issue.maximum}` : "validation:invalidValue";
      case "too_small":
        return issue.origin === "string" ? `validation:tooShort?min=${issue.minimum}` : "validation:invalidValue";
      case "invalid_format":
        return "validation:invalidFormat";
      case "invalid_value":
        return "validation:invalidValue";
      default:
        return "validation:invalid";
    }
  },
});

/** A message as a translation key and its parameters: "validation:tooLong?max=50" → ["validation:tooLong", { max: "50" }]. */
export function messageKey(message: string): [string, Record<string, string>] {
  const [key, query] = message.split("?", 2);
  return [key, query ? Object.fromEntries(new URLSearchParams(query)) : {}];
}
