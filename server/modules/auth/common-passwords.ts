import { AppError } from "../../http/app-error";

/**
 * Common passwords refused (decision 035): the `passwords-common` list of zxcvbn-ts (about 49,000
 * passwords seen most often in breaches, ranked), matched whole and without regard to case. The
 * specification's length rule stays the shared contract's (shared/contracts/fields.ts); this check
 * runs in the API only, so the list never reaches the browser's bundle.
 *
 * Loaded on the first password set, not at start: about 0.1 s and 3 MB that logins never need.
 */
let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"].map((word) => word.toLowerCase())));
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Refuses a password on the list, as an error on the form's `field`. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) throw new AppError("PASSWORD_TOO_COMMON", { field });
}
