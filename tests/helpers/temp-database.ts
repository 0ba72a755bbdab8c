import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Db } from "../../server/db";
import { TEMPLATE_DB } from "./migrated-template";

/** A copy of the migrated, seeded database of its own, opened as the API opens it; `remove` deletes it. */
export async function tempDatabase(): Promise<{ db: Db; file: string; remove: () => Promise<void> }> {
  const file = path.join(os.tmpdir(), `casino-${randomUUID()}.db`);
  fs.copyFileSync(TEMPLATE_DB, file);
  const db = await openDatabase(`file:${file}`);
  return {
    db,
    file,
    remove: async () => {
      await db.$disconnect();
      for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
    },
  };
}
