/**
 * The web server: serves the Remix app's build with its static files, behind the form guard.
 * `npm start` runs it as `node --import tsx app/web-server/index.ts` (decision 011).
 *
 * Remix sees a request rebuilt here, not the visitor's raw one: the URL from the protocol and host
 * this server resolved (forwarded headers count only from TRUST_PROXY), the form body the guard
 * already read, and `X-Client-Address`, the visitor's address this server vouches for (the API's
 * per-address limits key on it). Forwarded headers the visitor wrote never reach the app.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { trustProxy } from "../../server/http/trust-proxy";
import { env } from "../utils/env.server";
import { formGuard } from "./guard";

const BUILD = path.resolve("build", "index.js");
const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
const handle = createRequestHandler(build, env.NODE_ENV);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy(env.TRUST_PROXY));
app.use(compression());
app.use((req, res, next) => {
  // HSTS only means something over HTTPS; in production every page served so says "HTTPS only".
  if (env.NODE_ENV === "production" && req.secure) res.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
});
// Fingerprinted by the compiler: cached for a year. Other public files for an hour.
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
app.use(formGuard());
app.use(async (req, res, next) => {
  try {
    const response = await handle(remixRequest(req, res), {});
    await sendResponse(res, response);
  } catch (error) {
    next(error);
  }
});

const FORWARDED = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-real-ip", "x-client-address"];

function remixRequest(req: Request, res: Response): globalThis.Request {
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

async function sendResponse(res: Response, response: globalThis.Response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (name !== "set-cookie") res.append(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Web server listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  if (env.NODE_ENV === "development") broadcastDevReady(build);
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

function shutdown() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
