import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request, Response } from "express";

/**
 * Between Express and Remix (what @remix-run/express does, with two differences): the body may
 * come already read by the form guard, and forwarded headers the visitor wrote never reach the
 * app. The visitor's address this server resolved (Express's trust proxy) is `X-Client-Address`.
 */
const FORWARDED = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "x-client-address"];

export function remixRequest(req: Request, res: Response): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || FORWARDED.includes(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  if (req.ip) headers.set("x-client-address", req.ip);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // The guard read and checked the body; anything it did not handle streams as usual.
    const body: Buffer | undefined = res.locals.body;
    init.body = body ? new Uint8Array(body) : createReadableStreamFromReadable(req);
    if (!body) init.duplex = "half";
  }
  return new globalThis.Request(url, init);
}

export async function sendResponse(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name !== "set-cookie") res.append(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

