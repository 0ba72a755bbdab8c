import { z } from "zod";

export const PhoneCode = z
  .object({
    /** ISO 3166-1 alpha-2. */
    code: z.string(),
    name: z.string().meta({ description: "The country's name in the request's language" }),
    phoneCode: z.string().meta({ description: "The main calling code, e.g. +55" }),
    phoneCodes: z.array(z.string()).meta({ description: "Every calling code of the country (some have several)" }),
  })
  .meta({ id: "PhoneCode" });

export type PhoneCode = z.infer<typeof PhoneCode>;

export const Health = z
  .object({
    status: z.literal("ok"),
    database: z.literal("ok"),
    time: z.string().meta({ description: "The API's clock" }),
    testClock: z.boolean().meta({ description: "True while the testers' clock is moved away from real time (never in production)" }),
    mode: z.enum(["demo", "real-money"]).meta({ description: "A demo (nothing real at stake: every page says so) or a stack that takes real money (decision 034)" }),
  })
  .meta({ id: "Health" });
