import type express from "express";
import { siteHost } from "@shared/storefront/hosts";
import { apiCall } from "../utils/api-upstream.server";
import { env } from "../utils/env.server";

/** The headers of the API's storefront answer a visitor gets (not the API's own, which are for its JSON). */
const PASSED_ON = ["content-type", "content-encoding", "content-language", "cache-control", "etag", "location", "retry-after", "vary", "content-security-policy", "x-content-type-options", "referrer-policy"];

/**
 * Merchants' storefronts at their own addresses (decision 048): a request for <name>.<SITE_BASE_DOMAIN>
 * is answered from what the site's build stored, through the API (which holds it, for every web
 * instance alike), never by the portal's pages; the shipped fonts stay the portal's files. The
 * portal's site protection and form guard are not in the way: players and search engines are welcome.
 */
export function storefronts(): express.RequestHandler {
  return async (req, res, next) => {
    const target = siteHost(req.get("host"), env.SITE_BASE_DOMAIN);
    if (target.kind !== "storefront") return next();
    if (req.path.startsWith("/fonts/")) return next();
    // The sign-in and sign-up forms post to the game platform; where none is connected (its stand-in
    // at /platform) the post reads that page, and its body is never read.
    const platform = req.path === "/platform" || req.path.startsWith("/platform/");
    if (req.method !== "GET" && req.method !== "HEAD" && !(platform && req.method === "POST")) {
      res.status(405).set({ allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).send("Method not allowed");
      return;
    }
    try {
      const answer = await apiCall(`/storefront${req.originalUrl}`, {
        method: "GET",
        headers: {
          "x-storefront-host": req.get("host") ?? "",
          ...(req.get("accept-language") ? { "accept-language": req.get("accept-language")! } : {}),
          ...(req.get("if-none-match") ? { "if-none-match": req.get("if-none-match")! } : {}),
          // The API keeps each page gzipped once: passed on as it comes (compression leaves an encoded body alone).
          ...(req.get("accept-encoding") ? { "accept-encoding": req.get("accept-encoding")! } : {}),
        },
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      res.status(answer.statusCode);
      for (const name of PASSED_ON) {
        const value = answer.headers[name];
        if (value !== undefined) res.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      if (answer.statusCode === 304 || req.method === "HEAD") res.end();
      else res.send(body);
    } catch (error) {
      next(error);
    }
  };
}
