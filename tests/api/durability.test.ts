import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { TEMPLATE_DB } from "../helpers/migrated-template";
import { freePort } from "../helpers/processes";

/**
 * Crash durability: the real API runs as its own OS process, many clients write to it at once,
 * the process is killed with SIGKILL in the middle of the burst, and every write it had
 * acknowledged (HTTP 200, envelope code 0) must be in the database file afterwards: read straight
 * from the file before the restart, and over HTTP after it. Then the file must pass
 * PRAGMA integrity_check.
 */

const CLIENTS = 12;
/**
 * SIGKILL once this many writes are acknowledged (registrations and logins cost a bcrypt hash
 * each); the threshold varies per run so the kill lands on a different mix of writes in flight.
 */
const KILL_AFTER_ACKS = 50 + Math.floor(Math.random() * 40);
/** Never fewer than this, or the test would prove nothing. */
const MIN_ACKS = 20;
/** If the burst is too slow to reach KILL_AFTER_ACKS, kill anyway after this long. */
const KILL_FALLBACK_MS = 20_000;
/** Profile fields, one per save, so every acknowledged save keeps its own value to check. */
const FIELDS = ["nickname", "realName", "otherContact", "remark"] as const;
type Field = (typeof FIELDS)[number];

const JWT_SECRET = `durability-${randomBytes(24).toString("hex")}`;
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "casino-durability-"));
const dbFile = path.join(tmpDir, "api.db");
const outbox = path.join(tmpDir, "outbox");
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited(child);
    }
  }
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

type Api = { child: ChildProcess; baseUrl: string; output: () => string };

/** Starts `node --import tsx server/index.ts` on the database file and waits for /api/health. */
async function startApiProcess(): Promise<Api> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: path.resolve(__dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "test",
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      DATABASE_URL: `file:${dbFile}`,
      JWT_SECRET,
      LOG_LEVEL: "silent",
      MAIL_OUTBOX_DIR: outbox,
      RATE_LIMIT_LOGIN_PER_15MIN: "100000",
      PASSWORD_HASH_COST: "4",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The API exited before answering /api/health (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The API did not answer /api/health within 30 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, baseUrl, output: () => output };
}

type Reply = { status: number; body: any };

async function call(baseUrl: string, method: string, urlPath: string, body?: unknown, token?: string): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(baseUrl + urlPath, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: response.status, body: parsed };
}

const acknowledged = (reply: Reply) => reply.status === 200 && reply.body?.code === 0;

/** The session id (sid claim) of an access token. */
function sessionIdOf(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split(".")[1], "base64url").toString("utf8")).sid;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

type Registration = { account: string; password: string };
type Login = { account: string; accessToken: string; sessionId: string };
type Save = { account: string; field: Field; value: string };

describe("durability", () => {
  it(
    "keeps every acknowledged write when the API process is killed with SIGKILL mid-burst",
    async () => {
      fs.copyFileSync(TEMPLATE_DB, dbFile);
      const first = await startApiProcess();

      // ---- The burst -------------------------------------------------------------------------
      const tag = randomBytes(3).toString("hex"); // 6 characters: accounts stay within 20
      const registrations: Registration[] = [];
      const logins: Login[] = [];
      const saves: Save[] = [];
      const refusedInFlight: { label: string; save?: Save }[] = []; // requests that failed because the process died
      const rejected: string[] = []; // answered, but not with code 0 (should not happen)
      const unexpectedErrors: string[] = []; // network errors before the kill (should not happen)
      let killed = false;
      let killedAt = 0;
      const startedAt = Date.now();
      const ackCount = () => registrations.length + logins.length + saves.length;

      const kill = () => {
        if (killed) return;
        killed = true;
        killedAt = Date.now();
        first.child.kill("SIGKILL");
      };
      const fallback = setTimeout(kill, KILL_FALLBACK_MS);

      /** Sends one write; returns its reply when acknowledged, undefined otherwise. */
      const write = async (label: string, urlPath: string, body: unknown, token?: string, save?: Save): Promise<Reply | undefined> => {
        let reply: Reply;
        try {
          reply = await call(first.baseUrl, "POST", urlPath, body, token);
        } catch (error) {
          if (killed) refusedInFlight.push({ label, save });
          else unexpectedErrors.push(`${label}: ${(error as Error).cause ?? error}`);
          return undefined;
        }
        if (!acknowledged(reply)) {
          rejected.push(`${label}: ${reply.status} ${JSON.stringify(reply.body)}`);
          return undefined;
        }
        return reply;
      };
      const afterAck = () => {
        if (ackCount() >= KILL_AFTER_ACKS) kill();
      };

      const client = async (c: number) => {
        for (let i = 0; !killed; i++) {
          const account = `d${tag}c${c}n${i}`;
          const password = `pw${tag}${c}x${i}`;
          const registered = await write(`register ${account}`, "/api/login/register", { account, password, email: `${account}@example.com` });
          if (!registered) continue;
          registrations.push({ account, password });
          afterAck();
          if (killed) return;

          const loggedIn = await write(`login ${account}`, "/api/login/authorize", { account, password });
          if (!loggedIn) continue;
          const accessToken: string = loggedIn.body.data.accessToken;
          logins.push({ account, accessToken, sessionId: sessionIdOf(accessToken) });
          afterAck();

          for (const field of FIELDS) {
            if (killed) return;
            // Unique per save and within the 50 characters of the shortest field.
            const value = `${field.slice(0, 4)}-${account}-${randomBytes(6).toString("hex")}`;
            const save: Save = { account, field, value };
            const saved = await write(`save ${account}.${field}`, "/api/user/save", { [field]: value }, accessToken, save);
            if (!saved) break;
            saves.push(save);
            afterAck();
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
      clearTimeout(fallback);
      await exited(first.child);
      expect(first.child.signalCode, first.output()).toBe("SIGKILL");

      const acked = ackCount();
      expect(unexpectedErrors, "network errors before the kill").toEqual([]);
      expect(acked, "acknowledged writes before SIGKILL").toBeGreaterThanOrEqual(MIN_ACKS);
      expect(registrations.length).toBeGreaterThan(0);
      expect(logins.length).toBeGreaterThan(0);
      expect(saves.length).toBeGreaterThan(0);

      // ---- Straight from the file, after the kill and before the restart ---------------------
      const missingInFile: string[] = [];
      let committedUsers = 0;
      let committedSavesInFlight = 0;
      {
        const file = new Database(dbFile, { readonly: true, fileMustExist: true });
        try {
          const userRow = file.prepare("SELECT nickname, realName, otherContact, remark FROM User WHERE account = ?");
          const sessionRow = file.prepare("SELECT id FROM Session WHERE id = ?");
          for (const { account } of registrations) if (!userRow.get(account)) missingInFile.push(`user ${account}`);
          for (const { account, sessionId } of logins) if (!sessionRow.get(sessionId)) missingInFile.push(`session of ${account}`);
          for (const save of saves) {
            const row = userRow.get(save.account) as Record<Field, string> | undefined;
            if (row?.[save.field] !== save.value) missingInFile.push(`${save.account}.${save.field} = ${row?.[save.field]}`);
          }
          for (const { save } of refusedInFlight) {
            if (save && (userRow.get(save.account) as Record<Field, string> | undefined)?.[save.field] === save.value) committedSavesInFlight++;
          }
          committedUsers = (file.prepare("SELECT COUNT(*) AS n FROM User WHERE account LIKE ?").get(`d${tag}%`) as { n: number }).n;
        } finally {
          file.close();
        }
      }

      // ---- Over HTTP, after a restart on the same file ---------------------------------------
      const second = await startApiProcess();
      const foundOverHttp = new Set<string>(); // keys of the acknowledged writes seen over HTTP
      const missingOverHttp: string[] = [];
      // The sessions first (a new login would supersede them): each acknowledged login's token still works.
      await eachLimited(logins, 4, async ({ account, accessToken }) => {
        const reply = await call(second.baseUrl, "GET", "/api/user/info", undefined, accessToken);
        if (acknowledged(reply)) foundOverHttp.add(`login ${account}`);
        else missingOverHttp.push(`login ${account} (old token): ${reply.status} ${JSON.stringify(reply.body)}`);
      });
      // Then every acknowledged registration logs in with its password, and its saved fields show.
      await eachLimited(registrations, 4, async ({ account, password }) => {
        const login = await call(second.baseUrl, "POST", "/api/login/authorize", { account, password });
        if (!acknowledged(login)) {
          missingOverHttp.push(`register ${account}: ${login.status} ${JSON.stringify(login.body)}`);
          return;
        }
        foundOverHttp.add(`register ${account}`);
        const info = await call(second.baseUrl, "GET", "/api/user/info", undefined, login.body.data.accessToken);
        expect(acknowledged(info), JSON.stringify(info.body)).toBe(true);
        for (const save of saves.filter((s) => s.account === account)) {
          if (info.body.data[save.field] === save.value) foundOverHttp.add(`save ${account}.${save.field}`);
          else missingOverHttp.push(`save ${account}.${save.field}: ${JSON.stringify(info.body.data[save.field])}`);
        }
      });

      second.child.kill("SIGTERM");
      await exited(second.child);
      expect(second.child.exitCode, second.output()).toBe(0);

      const file = new Database(dbFile, { readonly: true, fileMustExist: true });
      let integrity: unknown;
      try {
        integrity = file.pragma("integrity_check", { simple: true });
      } finally {
        file.close();
      }

      const inFlightMix = ["register", "login", "save"].map((kind) => `${refusedInFlight.filter((r) => r.label.startsWith(kind)).length} ${kind}`).join(", ");
      console.log(
        `durability: ${acked} writes acknowledged before SIGKILL ` +
          `(${registrations.length} registrations, ${logins.length} logins, ${saves.length} profile saves; killed after ${killedAt - startedAt} ms at threshold ${KILL_AFTER_ACKS}), ` +
          `${acked - missingInFile.length} found in the file before the restart, ${foundOverHttp.size} found over HTTP after it, ` +
          `${refusedInFlight.length} in flight refused (${inFlightMix}), ${rejected.length} rejected while up; ` +
          `committed though unacknowledged: ${committedUsers - registrations.length} registrations, ${committedSavesInFlight} saves; ` +
          `integrity_check = ${String(integrity)}`,
      );

      expect(rejected, "writes answered with an error while the API was up").toEqual([]);
      expect(missingInFile, "acknowledged writes missing from the file after SIGKILL").toEqual([]);
      expect(missingOverHttp, "acknowledged writes missing over HTTP after the restart").toEqual([]);
      expect(foundOverHttp.size).toBe(acked);
      expect(committedUsers).toBeGreaterThanOrEqual(registrations.length);
      expect(integrity).toBe("ok");
    },
    60_000,
  );
});
