import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { checkInternalsAtStart, webHooks } from "@shared/process/internals";
import { listen } from "@shared/process/listen";
import { trustProxy } from "@shared/process/trust-proxy";
import { env } from "../utils/env.server";
import { backoffice } from "./backoffice";
import { publicAssets, publicCacheControl, publicFiles } from "../utils/public-assets.server";
import { fonts } from "./fonts";
import { formGuard } from "./guard";
import { siteProtection } from "./protection";
import { previewAssetsHandler } from "./preview-assets";
import { storefronts } from "./storefronts";
import { remixRequest, sendResponse } from "./remix-adapter";

/** The web server's one process, or one of its cluster's workers: loads the Remix build and serves it. */
export async function serve() {
  // The patched Remix modules and Express\'s prototypes are what they were written for, in every
  // process that serves (decision 040); a worker that fails stops its primary.
  await checkInternalsAtStart(webHooks);
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
  app.use(storefronts());
  app.use(previewAssetsHandler());
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
  app.use(backoffice());
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
