import { z } from "zod";
import { currentPassword, secondFactor } from "@shared/contracts/fields";
import { AlterEmailBody, CodeQuery, DeviceBody, PasswordBody, PinQuery, ProfileBody } from "@shared/contracts/user";

/** The sections of the page, each with its own URL (?section=...). */
export const SECTIONS = ["info", "password", "email", "security", "devices", "log"] as const;
export type Section = (typeof SECTIONS)[number];

export function sectionOf(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? "info";
}

/**
 * The page's forms by intent (the name and value of each form's submit button), validated in the
 * browser and again on the web server with the API's own contract schemas. The img path is left
 * out: the avatar is a picture uploaded by its own form (avatar-form.ts).
 */
export const FORMS = {
  profile: ProfileBody.omit({ img: true }),
  password: PasswordBody,
  // With an authenticator bound the code (oldPIN) proves it is the owner; without one, the password.
  email: AlterEmailBody.extend({ password: z.string().max(100).optional() }),
  startBinding: z.object({ password: currentPassword }),
  bind: PinQuery,
  checkPin: PinQuery,
  // A recovery code stands in for a lost phone wherever the bound authenticator is asked (decision 036).
  reset: CodeQuery,
  unbind: CodeQuery,
  regenerateCodes: CodeQuery,
  signOutDevice: DeviceBody,
  signOutOthers: z.object({}),
  signOutAll: z.object({}),
} as const;

export type Intent = keyof typeof FORMS;

/**
 * The email form in the browser once an authenticator is bound, when the API asks for a current
 * code with the new address: the browser says so before the round trip.
 */
export const EmailWithCodeForm = AlterEmailBody.extend({ oldPIN: secondFactor });

/** The email form in the browser without an authenticator: the account password confirms the change. */
export const EmailWithPasswordForm = AlterEmailBody.omit({ oldPIN: true }).extend({ password: currentPassword });

export function isIntent(value: unknown): value is Intent {
  return typeof value === "string" && Object.hasOwn(FORMS, value);
}

/** The flash name of a form's last result, so each form shows only its own errors. */
export const formName = (intent: Intent) => `personal-${intent}`;

/**
 * Forms are parsed as the API parses JSON: an empty input stays "" (a cleared profile field is
 * saved empty, an empty confirmation is "inconsistent") instead of becoming a missing field.
 */
export const PARSE_OPTIONS = { disableAutoCoercion: true } as const;
