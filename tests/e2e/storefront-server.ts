import fs from "node:fs";
import http from "node:http";
import type { Locale } from "@shared/contracts/locales";
import { STOREFRONT_DESIGNS } from "@shared/storefront/designs";
import { FAVICON_PATH, faviconSvg } from "@shared/storefront/favicon";
import { notFoundPage, renderPath, storedFiles } from "@shared/storefront/render";
import { STOREFRONT_SCHEMES } from "@shared/storefront/schemes";
import type { StorefrontFile, StorefrontSite } from "@shared/storefront/types";
import { fontFile, fontStylesheet } from "../../app/utils/fonts.server";
import { storefrontTranslate } from "../helpers/storefront-translate";

/**
 * A tiny storefront server for browser tests and screenshots: by default one site per design, named
 * demo-<design> (or the sites given), answered by host (<siteName>.localhost:<port>, which Chromium
 * resolves to this machine), from the renderer's stored files and renderPath, with the portal's
 * fonts at /fonts/*.
 */
export const STOREFRONT_LANGUAGES: readonly Locale[] = ["en", "zh", "ar"];

export function demoSite(designKey: string, index: number): StorefrontSite {
  return {
    siteName: `demo-${designKey}`,
    brand: `Demo ${STOREFRONT_DESIGNS[index].name}`,
    designKey,
    schemeKey: STOREFRONT_SCHEMES[index % STOREFRONT_SCHEMES.length].key,
    marketCode: "GLOBAL",
    languages: STOREFRONT_LANGUAGES,
    platformUrl: "https://platform.example",
    portalUrl: "http://localhost:3000",
  };
}

export function startStorefrontServer(port: number, served: readonly StorefrontSite[] = STOREFRONT_DESIGNS.map((design, index) => demoSite(design.key, index))): Promise<http.Server> {
  const sites = new Map<string, { site: StorefrontSite; files: Map<string, StorefrontFile> }>();
  served.forEach((site) => {
    const built = storedFiles(site, storefrontTranslate, 2026);
    sites.set(site.siteName, { site, files: new Map([...built.pages, ...built.assets].map((file) => [file.path, file])) });
  });
  const server = http.createServer((request, response) => {
    try {
      answer(request, response);
    } catch (error) {
      response.writeHead(500, { "content-type": "text/plain" });
      response.end(String(error));
    }
  });
  function answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", "http://localhost");
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    const font = /^\/fonts\/([\w-]+)\.css$/.exec(url.pathname);
    if (font) {
      const sheet = fontStylesheet(font[1]);
      return sheet ? send(200, "text/css", sheet.css) : send(404, "text/plain", "");
    }
    const fontFileMatch = /^\/fonts\/([\w-]+)\/([\w.-]+\.woff2)$/.exec(url.pathname);
    if (fontFileMatch) {
      const found = fontFile(fontFileMatch[1], fontFileMatch[2]);
      // Read as a stream: a font missing on disk (node_modules being reinstalled) is a 404, not a crash.
      if (!found) return send(404, "text/plain", "");
      response.writeHead(200, { "content-type": "font/woff2" });
      return fs
        .createReadStream(found.path)
        .on("error", () => response.destroy())
        .pipe(response);
    }
    const name = (request.headers.host ?? "").replace(/:\d+$/, "").replace(/\.localhost$/, "");
    const entry = sites.get(name);
    if (!entry) return send(404, "text/plain", "no site");
    const stored = entry.files.get(url.pathname);
    if (url.pathname === FAVICON_PATH) return send(200, "image/svg+xml", faviconSvg(entry.site.brand, entry.site.schemeKey));
    if (url.pathname === "/") {
      response.writeHead(302, { location: `/${entry.site.languages[0]}/` });
      return response.end();
    }
    if (stored && !url.search) return send(200, stored.contentType, stored.body);
    const language = locale(url.pathname, entry.site.languages);
    const rendered = renderPath(entry.site, language, url.pathname, url.searchParams, storefrontTranslate(language), 2026);
    if (rendered) {
      for (const file of rendered.assets) entry.files.set(file.path, file);
      return send(rendered.status, "text/html; charset=utf-8", rendered.html);
    }
    if (stored) return send(200, stored.contentType, stored.body);
    return send(404, "text/html; charset=utf-8", notFoundPage(entry.site, language, storefrontTranslate(language), 2026));
  }
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

function locale(pathname: string, languages: readonly Locale[]): Locale {
  const first = pathname.split("/")[1];
  return (languages as readonly string[]).includes(first) ? (first as Locale) : languages[0];
}
