import { ContactBody } from "./contact";

/** An application to the affiliate (alliance) programme asks for the same as a contact message. */
export const LeagueApplicationBody = ContactBody.meta({ id: "LeagueApplicationBody" });

export { SubmissionReceipt } from "./contact";
