import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLog } from "./request-log";

// An app with the request log in front of three answers, writing its lines where the test reads them.
const lines: { level: number; msg: string; req?: { method: string; url: string }; res?: { statusCode: number }; responseTime?: number }[] = [];
const sink = new Writable({ write: (chunk, _encoding, done) => void (lines.push(JSON.parse(String(chunk))), done()) });
const app = express();
app.use(requestLog(pino({ level: "info" }, sink)));
app.get("/api/health", (_req, res) => void res.json({ ok: true }));
app.get("/api/broken", (_req, res) => void res.status(500).json({ ok: false }));
app.get("/api/user/password-reset", (_req, res) => void res.json({ ok: true }));
let server: ReturnType<typeof app.listen>;
let base: string;

beforeAll(async () => {
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

async function logged(path: string, headers: Record<string, string> = {}) {
  const before = lines.length;
  await (await fetch(base + path, { headers })).text();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return lines.slice(before);
}

describe("the API's request log", () => {
  it("writes one line per answer with the method, the URL, the status and the time, never a header", async () => {
    const [line, ...more] = await logged("/api/user/password-reset?lang=en", { authorization: "Bearer secret-token", cookie: "sid=secret-cookie" });
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, msg: "request completed", req: { method: "GET", url: "/api/user/password-reset?lang=en" }, res: { statusCode: 200 } });
    expect(line.responseTime).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(line)).not.toMatch(/secret/);
  });

  it("masks the reset token and the PIN a link carries", async () => {
    const [line] = await logged("/api/user/password-reset?token=abc123&PIN=123456&lang=en");
    expect(line.req?.url).toBe("/api/user/password-reset?token=***&PIN=***&lang=en");
  });

  it("says nothing of a passing health check, and logs a server error as an error", async () => {
    expect(await logged("/api/health")).toEqual([]);
    const [line] = await logged("/api/broken");
    expect(line).toMatchObject({ level: 50, msg: "request errored", res: { statusCode: 500 } });
  });
});
