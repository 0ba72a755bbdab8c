import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tempDatabase } from "../../tests/helpers/temp-database";
import type { Db } from ".";

/**
 * Finding 1 of the integrity issue: with one SQLite connection, a statement issued while another
 * caller's interactive transaction is open must not run inside that transaction.
 */
describe("the database connection is serialized", () => {
  let db: Db;
  let remove: () => Promise<void>;

  beforeEach(async () => {
    ({ db, remove } = await tempDatabase());
  });
  afterEach(() => remove());

  async function twoUsers() {
    const make = (account: string) => db.user.create({ data: { account, email: `${account}@example.com`, passwordHash: "x" } });
    return [await make(`a${randomUUID().slice(0, 8)}`), await make(`b${randomUUID().slice(0, 8)}`)];
  }

  it("keeps a write acknowledged while another transaction waits and then rolls back", async () => {
    const [inTransaction, outside] = await twoUsers();
    const failing = db
      .$transaction(async (tx) => {
        await tx.user.update({ where: { id: inTransaction.id }, data: { nickname: "rolled back" } });
        await sleep(200);
        throw new Error("the business rule refuses");
      })
      .catch((error: Error) => error.message);

    await sleep(50);
    // Acknowledged to its caller before the other transaction ends.
    await db.user.update({ where: { id: outside.id }, data: { nickname: "acknowledged" } });

    expect(await failing).toBe("the business rule refuses");
    expect((await db.user.findUniqueOrThrow({ where: { id: outside.id } })).nickname).toBe("acknowledged");
    expect((await db.user.findUniqueOrThrow({ where: { id: inTransaction.id } })).nickname).toBe("");
  });

  it("never shows another transaction's uncommitted rows", async () => {
    const [user] = await twoUsers();
    const failing = db
      .$transaction(async (tx) => {
        await tx.user.update({ where: { id: user.id }, data: { nickname: "uncommitted" } });
        await sleep(200);
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await sleep(50);
    const seen = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    await failing;
    expect(seen.nickname).toBe("");
  });

  it("runs concurrent transactions one after another, each seeing the other's committed work", async () => {
    const [user] = await twoUsers();
    const increment = () =>
      db.$transaction(async (tx) => {
        const current = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
        await sleep(5);
        await tx.user.update({ where: { id: user.id }, data: { remark: String(Number(current.remark || 0) + 1) } });
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).remark).toBe("20");
  });

  it("syncs every commit to disk (synchronous = FULL) in WAL mode", async () => {
    const [mode] = await db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode");
    const [sync] = await db.$queryRawUnsafe<{ synchronous: bigint | number }[]>("PRAGMA synchronous");
    expect(mode.journal_mode).toBe("wal");
    expect(Number(sync.synchronous)).toBe(2);
  });
});
