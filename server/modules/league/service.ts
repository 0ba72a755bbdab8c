import { PENDING_REVIEW, type ContactInput } from "../../contracts/contact";
import type { Deps } from "../../deps";

export function leagueService({ db, clock }: Pick<Deps, "db" | "clock">) {
  return {
    /** Stores an affiliate-programme application for review; `userId` when a logged-in merchant applied. */
    async apply(input: ContactInput, userId: number | undefined) {
      const row = await db.leagueApplication.create({
        data: { ...input, userId, status: PENDING_REVIEW, createdAt: clock.now() },
      });
      return { id: row.id, status: PENDING_REVIEW };
    },
  };
}
