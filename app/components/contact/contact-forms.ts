import { ContactBody } from "@shared/contracts/contact";
import { LeagueApplicationBody } from "@shared/contracts/league";

/**
 * The two public "name, contact, remark" forms: the affiliate (alliance) programme application
 * and the contact message. Each posts to the page it is on; `anchor` is the id of the section
 * that holds it, so a page reloaded after a submit without JavaScript opens at the form.
 */
export const LEAGUE_FORM = { name: "league", schema: LeagueApplicationBody, endpoint: "/league/save", anchor: "apply" } as const;

export const CONTACT_FORM = { name: "contact", schema: ContactBody, endpoint: "/contact/submit", anchor: "contact" } as const;

export type ContactFormKind = typeof LEAGUE_FORM | typeof CONTACT_FORM;
