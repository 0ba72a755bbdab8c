import type { IncomingMessage, Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { listen } from "./listen";

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function started(app: express.Express): Promise<{ server: Server; base: string }> {
  const server = listen(app, 0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("listen", () => {
  it("hands Express requests and responses that already have the app's prototypes, so it swaps none", async () => {
    const app = express();
    app.set("trust proxy", "loopback");
    app.get("/echo", (req, res) => void res.status(201).json({ ip: req.ip, query: req.query, app: req.app === app }));
    const { server, base } = await started(app);
    // Node's "request" listeners run before the app: what they see is what Express receives.
    const arrived: boolean[] = [];
    server.prependListener("request", (req: IncomingMessage, res) => {
      arrived.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    });

    const response = await fetch(`${base}/echo?page=2`, { headers: { "x-forwarded-for": "203.0.113.7" } });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ip: "203.0.113.7", query: { page: "2" }, app: true });
    expect(arrived).toEqual([true]);
  });

  it("tells its callback once when the port cannot be had, as Express's listen does", async () => {
    const { server } = await started(express());
    const port = (server.address() as AddressInfo).port;
    const errors: (Error | undefined)[] = [];
    await new Promise<void>((resolve) => listen(express(), port, "127.0.0.1", (error) => resolve(void errors.push(error))));
    // Nothing more comes after the first call.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: "EADDRINUSE" });
  });
});
