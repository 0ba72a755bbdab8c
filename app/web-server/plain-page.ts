import fs from "node:fs";
import path from "node:path";
import type { Response } from "express";
import { demoMode } from "../utils/stack-state.server";
import { PLAIN_PAGE_HEADERS } from "../utils/security-headers.server";
import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from "@shared/contracts/locales";

/**
 * The pages the web server answers itself, before Remix: a refused form (guard.ts) and the
 * protective page (protection.ts). Translated from the app's own files, with the site's security
 * headers, `noindex`, no script and no cookie.
 */
export type PlainPage = { status: number; locale: Locale; title: string; text: string; link?: { href: string; label: string } };

export async function sendPlainPage(res: Response, { status, locale, title, text, link }: PlainPage) {
  const t = translator(locale);
  const banner = (await demoMode())
    ? `<p style="margin:0 0 1rem;padding:.25rem 1rem;background:#fbbf24;color:#0f172a;font-weight:600">${escape(t("demo.banner"))}</p>`
    : "";
  res
    .status(status)
    .set(PLAIN_PAGE_HEADERS)
    .set("X-Robots-Tag", "noindex")
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}" dir="${RTL_LOCALES.includes(locale) ? "rtl" : "ltr"}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title>` +
        `<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
        `${banner}<h1>${escape(title)}</h1><p>${escape(text)}</p>` +
        (link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : "") +
        `</body></html>`,
    );
}

const dictionaries = new Map<string, Record<string, unknown>>();

/** A namespace of the web app's translations (app/locales/<lng>/<ns>.json), read once per locale; English for a missing key. */
export function translator(locale: Locale, ns = "common") {
  const lookup = (lng: Locale, key: string): unknown =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary(lng, ns));
  return (key: string): string => {
    const value = lookup(locale, key) ?? lookup(DEFAULT_LOCALE, key);
    return typeof value === "string" ? value : key;
  };
}

function dictionary(locale: Locale, ns: string): Record<string, unknown> {
  const id = `${locale}/${ns}`;
  let found = dictionaries.get(id);
  if (!found) {
    found = JSON.parse(fs.readFileSync(path.resolve("app", "locales", locale, `${ns}.json`), "utf8")) as Record<string, unknown>;
    dictionaries.set(id, found);
  }
  return found;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
