import { PENDING_REVIEW, type ContactInput } from "../../contracts/contact";
import type { Deps } from "../../deps";

export function contactService({ db, clock }: Pick<Deps, "db" | "clock">) {
  return {
    /** Stores a message for review; `userId` when a logged-in merchant sent it. */
    async submit(input: ContactInput, userId: number | undefined) {
      const row = await db.contactMessage.create({
        data: { ...input, userId, status: PENDING_REVIEW, createdAt: clock.now() },
      });
      return { id: row.id, status: PENDING_REVIEW };
    },
  };
}
