import { z } from "zod";
import { pin } from "@contracts/fields";
import { AlterEmailBody, PasswordBody, PinQuery, ProfileBody } from "@contracts/user";

/** The sections of the page, each with its own URL (?section=...). */
export const SECTIONS = ["info", "password", "email", "security"] as const;
export type Section = (typeof SECTIONS)[number];

export function sectionOf(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? "info";
}

/**
 * The page's forms by intent (the name and value of each form's submit button), validated in the
 * browser and again on the web server with the API's own contract schemas. The avatar is left out:
 * the product has no image upload to pick one from.
 */
export const FORMS = {
  profile: ProfileBody.omit({ img: true }),
  password: PasswordBody,
  email: AlterEmailBody,
  startBinding: z.object({}),
  bind: PinQuery,
  checkPin: PinQuery,
  reset: PinQuery,
  unbind: PinQuery,
} as const;

export type Intent = keyof typeof FORMS;

/**
 * The email form in the browser once an authenticator is bound, when the API asks for a current
 * code with the new address: the browser says so before the round trip.
 */
export const EmailWithCodeForm = AlterEmailBody.extend({ oldPIN: pin });

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
