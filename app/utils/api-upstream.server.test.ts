import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiCall } from "./api-upstream.server";

// The web server's patience with the API, read when its client loads.
process.env.API_TIMEOUT_MS = "500";
const { apiCall } = await import("./api-upstream.server");

/** A stand-in API instance that answers with its name and counts the bodies it received. */
function instance(name: string) {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      bodies.push(body);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ name, path: req.url }));
    });
  });
  return {
    bodies,
    start: () => new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    // As a stopping process does: its connections end with it.
    stop: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

const one = instance("one");
const two = instance("two");
let urls: string[];

beforeAll(async () => {
  urls = [await one.start(), await two.start()];
});
afterAll(() => one.stop());

const who = async (path = "/api/health", call?: ApiCall) => ((await (await apiCall(path, call, urls)).body.json()) as { name: string; path: string });

describe("the web server's calls to several API instances (API_URL with a comma)", () => {
  it("spreads calls over the instances, path and query intact", async () => {
    const names = [];
    for (let i = 0; i < 6; i++) names.push((await who("/api/order/list?page=2")).name);
    expect(names.filter((n) => n === "one")).toHaveLength(3);
    expect(names.filter((n) => n === "two")).toHaveLength(3);
    expect((await who("/api/order/list?page=2")).path).toBe("/api/order/list?page=2");
  });

  it("sends a call whose connection is refused to the other instance, once, and keeps the site up while one is stopped", async () => {
    await two.stop();
    // The kept-alive connections to it have seen it go (a form racing the stop itself may fail, as with one instance).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = one.bodies.length;
    for (let i = 0; i < 6; i++) {
      const answer = await who("/api/cart/create", { method: "POST", body: JSON.stringify({ i }), headers: { "content-type": "application/json" } });
      expect(answer.name).toBe("one");
    }
    // Each form reached the running instance exactly once.
    expect(one.bodies.slice(before)).toEqual([0, 1, 2, 3, 4, 5].map((i) => JSON.stringify({ i })));
  });

  it("reports a refusal when no instance is running", async () => {
    await expect(apiCall("/api/health", {}, [urls[1]])).rejects.toThrow();
  });
});

describe("an API that takes a call and never answers", () => {
  it("fails the call after API_TIMEOUT_MS, as if it were unreachable, instead of holding the page", async () => {
    const taken: http.ServerResponse[] = [];
    const silent = http.createServer((_req, res) => void taken.push(res));
    const url = await new Promise<string>((resolve) => silent.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`)));
    const started = Date.now();
    await expect(apiCall("/api/user/frame", {}, [url])).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(taken).toHaveLength(1);
    silent.closeAllConnections();
    silent.close();
  });
});
