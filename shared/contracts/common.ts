import { z } from "zod";
import { LENGTH, list, str, timestamp } from "./bounds";

/** "+1-684": a calling code with its area code. */
const PHONE_CODE_LENGTH = 20;

export const PhoneCode = z
  .object({
    /** ISO 3166-1 alpha-2. */
    code: str(2),
    name: str(LENGTH.name).meta({ description: "The country's name in the request's language" }),
    phoneCode: str(PHONE_CODE_LENGTH).meta({ description: "The main calling code, e.g. +55" }),
    phoneCodes: list(str(PHONE_CODE_LENGTH), 50).meta({ description: "Every calling code of the country (some have several)" }),
  })
  .meta({ id: "PhoneCode" });

export type PhoneCode = z.infer<typeof PhoneCode>;

export const Health = z
  .object({
    status: z.literal("ok"),
    database: z.literal("ok"),
    time: timestamp.meta({ description: "The API's clock" }),
    testClock: z.boolean().meta({ description: "True while the testers' clock is moved away from real time (never in production)" }),
    mode: z.enum(["demo", "real-money"]).meta({ description: "A demo (nothing real at stake: every page says so) or a stack that takes real money (decision 034)" }),
  })
  .meta({ id: "Health" });
