import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPath } from "@shared/storefront/render";
import type { StorefrontSite } from "@shared/storefront/types";
import { previewAssetsHandler } from "./preview-assets";

/** A real Express server with only the preview assets mounted, as serve.ts mounts them. */
let server: ReturnType<express.Express["listen"]>;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use(previewAssetsHandler());
  app.use((_req, res) => res.status(418).send("next"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const site: StorefrontSite = {
  siteName: "lucky",
  brand: "Lucky",
  designKey: "lucky-koi",
  schemeKey: "ruby",
  marketCode: "BR",
  languages: ["pt", "en"],
  platformUrl: "http://lucky.casino.localhost/platform",
  portalUrl: "http://localhost",
};
const t = (key: string) => key;

describe("the storefront's assets on the portal host", () => {
  it("serves every asset a rendered home and lobby reference, immutable", async () => {
    const paths = new Set<string>();
    for (const page of ["/pt/", "/pt/lobby"]) {
      const rendered = renderPath(site, "pt", page, new URLSearchParams(), t, 2026)!;
      for (const match of rendered.html.matchAll(/\/_assets\/[^"')\s]+/g)) paths.add(match[0]);
    }
    expect([...paths].some((p) => p.endsWith(".css"))).toBe(true);
    expect([...paths].some((p) => p.endsWith(".svg"))).toBe(true);
    for (const path of paths) {
      const answer = await fetch(base + path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await answer.text()).length).toBeGreaterThan(0);
    }
    const css = [...paths].find((p) => p.endsWith(".css"))!;
    expect((await fetch(base + css)).headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("answers 404 to an asset that does not exist or a wrong fingerprint, and leaves other paths alone", async () => {
    expect((await fetch(`${base}/_assets/nothing.00000000.css`)).status).toBe(404);
    expect((await fetch(`${base}/_assets/lucky-koi-ruby.deadbeef.css`)).status).toBe(404);
    expect((await fetch(`${base}/_assets/`)).status).toBe(404);
    expect((await fetch(`${base}/en/choose-theme`)).status).toBe(418);
  });
});
