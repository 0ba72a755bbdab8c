import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { trustProxy } from "@shared/process/trust-proxy";
import { remixRequest } from "./remix-adapter";

/** A real Express server that answers with the request Remix would see. */
async function serve(trust: string) {
  const app = express();
  app.set("trust proxy", trustProxy(trust));
  app.use((req, res) => {
    const request = remixRequest(req, res);
    res.json({ url: request.url, headers: Object.fromEntries(request.headers.entries()) });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let running: Awaited<ReturnType<typeof serve>>;
afterEach(() => new Promise<void>((resolve) => running.server.close(() => resolve())));

const SPOOFED = {
  "X-Forwarded-For": "203.0.113.66",
  "X-Forwarded-Proto": "https",
  "X-Forwarded-Host": "evil.example",
  "X-Real-IP": "203.0.113.67",
  Forwarded: "for=203.0.113.68",
  "X-Client-Address": "203.0.113.69",
};

describe("the request Remix sees", () => {
  it("carries the socket's address and this server's own URL when no proxy is trusted, whatever the visitor wrote", async () => {
    running = await serve("");
    const seen = await (await fetch(`${running.url}/en/cart?x=1`, { headers: SPOOFED })).json();
    expect(seen.url).toBe(`${running.url}/en/cart?x=1`);
    expect(seen.headers["x-client-address"]).toBe("127.0.0.1");
    for (const name of ["x-forwarded-for", "x-forwarded-proto", "x-forwarded-host", "x-real-ip", "forwarded"]) {
      expect(seen.headers[name], name).toBeUndefined();
    }
  });

  it("believes a trusted proxy's forwarded address, protocol and host, and still passes none of its headers on", async () => {
    running = await serve("loopback");
    const seen = await (
      await fetch(`${running.url}/en`, { headers: { "X-Forwarded-For": "198.51.100.7", "X-Forwarded-Proto": "https", "X-Forwarded-Host": "casino.example" } })
    ).json();
    expect(seen.headers["x-client-address"]).toBe("198.51.100.7");
    expect(seen.url).toBe("https://casino.example/en");
    expect(seen.headers["x-forwarded-for"]).toBeUndefined();
  });
});
