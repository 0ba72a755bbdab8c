import { openDatabase, type Db } from "../../server/db";
import { databaseCopy } from "./database-copy";

/** A copy of the migrated, seeded database of its own, opened as the API opens it; `remove` deletes it. */
export async function tempDatabase(): Promise<{ db: Db; url: string; remove: () => Promise<void> }> {
  const copy = await databaseCopy();
  const db = await openDatabase(copy.url);
  return {
    db,
    url: copy.url,
    remove: async () => {
      await db.$disconnect();
      await copy.remove();
    },
  };
}
