import { z } from "zod";
import { text } from "./fields";

/** Contact messages and alliance applications wait for a person to review them. */
export const PENDING_REVIEW = "pending" as const;

export const ContactBody = z
  .object({
    name: text(50, "validation:nameRequired"),
    /** Any way to reach the person: phone, e-mail, Telegram, WhatsApp... */
    contact: text(100, "validation:contactRequired"),
    remark: text(500).optional().default(""),
  })
  .meta({ id: "ContactBody" });

export const SubmissionReceipt = z
  .object({ id: z.number().int(), status: z.literal(PENDING_REVIEW) })
  .meta({ id: "SubmissionReceipt" });

export type ContactInput = z.output<typeof ContactBody>;
