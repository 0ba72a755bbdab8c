import path from "node:path";
import express from "express";
// Only the path of its files: the package's main module also loads Swagger UI's whole browser bundle (about 35 MiB per process).
import absolutePath from "swagger-ui-dist/absolute-path.js";

/**
 * Readable API docs at /api/docs: Swagger UI served from the installed package (no CDN, so it
 * works offline), reading the generated /api/openapi.json.
 */
export function apiDocs(): express.Router {
  const router = express.Router();
  router.get("/docs", (_req, res) => {
    res.type("html").send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Casino site portal API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`);
  });
  router.get("/docs/init.js", (_req, res) => {
    res.type("application/javascript").send(`window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });`);
  });
  router.use("/docs/assets", express.static(path.resolve(absolutePath()), { immutable: true, maxAge: "7d", index: false }));
  return router;
}
