/**
 * The web server: serves the Remix app's build with its static files, behind the site protection
 * (decision 019) and the form guard.
 * `npm start` runs it as `node --import tsx app/web-server/index.ts` (decision 011).
 *
 * Remix sees a request rebuilt here, not the visitor's raw one: the URL from the protocol and host
 * this server resolved (forwarded headers count only from TRUST_PROXY), the form body the guard
 * already read, and `X-Client-Address`, the visitor's address this server vouches for (the API's
 * per-address limits key on it). Forwarded headers the visitor wrote never reach the app.
 */
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { runPrimary } from "@shared/process/cluster";
import { checkInternalsAtStart, webHooks } from "@shared/process/internals";
import { listen } from "@shared/process/listen";
import { trustProxy } from "@shared/process/trust-proxy";
import { env } from "../utils/env.server";
import { refreshRelay } from "../utils/one-refresh.server";
import { publicAssets, publicCacheControl, publicFiles } from "../utils/public-assets.server";
import { fonts } from "./fonts";
import { formGuard } from "./guard";
import { siteProtection } from "./protection";
import { remixRequest, sendResponse } from "./remix-adapter";

// The patched Remix modules and Express's prototypes are what they were written for, in every process (decision 040).
await checkInternalsAtStart(webHooks);

// Several workers on one port in production (decision 028); the primary only watches them and
// carries the token refreshes they share.
if (env.WEB_WORKERS > 1 && cluster.isPrimary) {
  const log = { info: (text: string) => console.log(text), error: (details: object, text: string) => console.error(text, details) };
  runPrimary({ name: "web server", workers: env.WEB_WORKERS, log, relays: [refreshRelay()] });
} else await serve();

async function serve() {
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
  // Fingerprinted by the compiler: cached for a year.
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  // public/'s pictures: a year at their content hash (`?v=`, as the pages ask for them), an hour at
  // their plain address (the stable ones: /favicon.svg, /empty.png, /og/portal.png); other files an hour.
  publicAssets();
  app.use((req, res, next) => {
    const cacheControl = req.method === "GET" || req.method === "HEAD" ? publicCacheControl(req.path, req.query.v) : undefined;
    if (cacheControl) res.set("Cache-Control", cacheControl);
    next();
  });
  // (send keeps a Cache-Control already set.) Only a path that is one of public/'s files goes looking
  // for it: every page view would otherwise pay a failed file-system look-up and its error (7 % of a
  // page's CPU profile).
  const publicFile = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (publicFiles().has(req.path) ? publicFile(req, res, next) : next()));
  app.use(fonts());
  app.use(siteProtection());
  app.use(formGuard());
  app.use(async (req, res, next) => {
    try {
      const response = await handle(remixRequest(req, res), {});
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  });

  // Express 5 calls back with the error when the port cannot be had: nothing to serve.
  const server = listen(app, env.PORT, env.HOST, (error) => {
    if (error) {
      console.error(`The web server cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`);
      process.exit(1);
    }
    if (!cluster.isWorker || cluster.worker?.id === 1) console.log(`Web server listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
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
}
