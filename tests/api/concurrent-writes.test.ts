import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api-server";
import { signedInMerchant } from "../helpers/merchant";

// A spent refresh token from the browser that rotated it gets one grace (decision 036); from another, none.
const ANOTHER_DEVICE = { "user-agent": "another device" };

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ RATE_LIMIT_LOGIN_PER_15MIN: "1000" });
});
afterAll(() => api.close());

/**
 * Finding 1 of the integrity issue, over HTTP: while one transaction holds the database and waits
 * (here: 400 ms, as a transaction awaiting a slow step would), other clients' writes are
 * acknowledged; the transaction then rolls back. Every acknowledged write must still be there.
 */
describe("writes acknowledged while another transaction waits and rolls back", () => {
  /** A transaction on the API's own database handle that writes, waits, then fails. */
  function waitingTransactionThatRollsBack(userId: number, ms: number) {
    return api.db
      .$transaction(async (tx) => {
        await tx.user.update({ where: { id: userId }, data: { remark: "inside the rolled-back transaction" } });
        await sleep(ms);
        throw new Error("rolled back on purpose");
      })
      .catch((error: Error) => error.message);
  }

  it("keeps concurrent profile saves and refresh-token rotations", async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, () => signedInMerchant(api)));
    const bystander = await signedInMerchant(api);
    const bystanderRow = await api.db.user.findUniqueOrThrow({ where: { account: bystander.account } });

    const rollback = waitingTransactionThatRollsBack(bystanderRow.id, 400);
    await sleep(20);
    const results = await Promise.all(
      clients.map(async (client, i) => {
        const saved = await api.call("POST", "/api/user/save", { token: client.accessToken, body: { nickname: `saved ${i}` } });
        const rotated = await api.call("POST", "/api/login/refresh", { body: { refreshToken: client.refreshToken } });
        return { client, saved, rotated };
      }),
    );
    expect(await rollback).toBe("rolled back on purpose");

    for (const { client, saved, rotated } of results) {
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
      // The saved nickname is there for the client...
      const info = await api.call("GET", "/api/user/info", { token: client.accessToken });
      expect(info.body.data.nickname).toBe(saved.body.data.nickname);
      // ...the rotation stuck: the old refresh token is spent (from another device: no grace, decision 036).
      const reused = await api.call("POST", "/api/login/refresh", { body: { refreshToken: client.refreshToken }, headers: ANOTHER_DEVICE });
      expect(reused.status).toBe(401);
    }
    // The rolled-back write itself left nothing behind.
    expect((await api.db.user.findUniqueOrThrow({ where: { id: bystanderRow.id } })).remark).toBe("");
  });

  it("a rotated refresh token stays rotated: the spent one is refused, the reuse revokes the session", async () => {
    const client = await signedInMerchant(api);
    const row = await api.db.user.findUniqueOrThrow({ where: { account: client.account } });
    const rollback = waitingTransactionThatRollsBack(row.id, 600);
    await sleep(20);
    const rotated = await api.call("POST", "/api/login/refresh", { body: { refreshToken: client.refreshToken } });
    await rollback;
    expect(rotated.status).toBe(200);
    // Had the rotation been erased, the spent token would work again (a replay; from another device: no grace).
    expect((await api.call("POST", "/api/login/refresh", { body: { refreshToken: client.refreshToken }, headers: ANOTHER_DEVICE })).status).toBe(401);
    // The reuse revoked the session (reuse detection), so the new token ends with it.
    const next = await api.call("POST", "/api/login/refresh", { body: { refreshToken: rotated.body.data.refreshToken } });
    expect(next.status, JSON.stringify(next.body)).toBe(401);
  });
});
