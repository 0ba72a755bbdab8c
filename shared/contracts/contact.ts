import { z } from "zod";
import { rowId } from "./bounds";
import { text } from "./fields";

/** Contact messages and alliance applications wait for a person to review them. */
export const PENDING_REVIEW = "pending" as const;

export const CONTACT_MAX = { name: 50, contact: 100, remark: 500 } as const;

export const ContactBody = z
  .object({
    name: text(CONTACT_MAX.name, "validation:nameRequired"),
    /** Any way to reach the person: phone, e-mail, Telegram, WhatsApp... */
    contact: text(CONTACT_MAX.contact, "validation:contactRequired"),
    remark: text(CONTACT_MAX.remark).optional().default(""),
  })
  .meta({ id: "ContactBody" });

export const SubmissionReceipt = z
  .object({ id: rowId, status: z.literal(PENDING_REVIEW) })
  .meta({ id: "SubmissionReceipt" });

export type ContactInput = z.output<typeof ContactBody>;
