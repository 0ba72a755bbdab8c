import fs from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { CSRFError } from "remix-utils/csrf/server";
import { verifyAuthenticityToken } from "../utils/csrf.server";
import { paymentsSimulated } from "../utils/demo.server";
import { env } from "../utils/env.server";
import { localeFromPathname, localePath } from "../utils/locale";
import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from "../../server/contracts/locales";

/**
 * What every form submission passes before any action runs (decision 011):
 * 1. it comes from a page of this site: a browser's `Sec-Fetch-Site` says same-origin (or none: typed
 *    by the user) and its `Origin`, when sent, is this site's;
 * 2. its body is at most FORM_BODY_LIMIT_BYTES, or AVATAR_FORM_LIMIT_BYTES for the avatar upload
 *    (413 otherwise, without reading the rest);
 * 3. it carries the form's authenticity token, matching the signed `csrf` cookie.
 * A refusal is a translated page (403 or 413) that sets no cookie and changes nothing.
 */
export function formGuard() {
  const readBody = express.raw({ type: () => true, limit: env.FORM_BODY_LIMIT_BYTES });
  const readUpload = express.raw({ type: () => true, limit: env.AVATAR_FORM_LIMIT_BYTES });
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (!sameOrigin(req)) return refuse(req, res, 403);
    const read = AVATAR_UPLOAD_PATH.test(req.path) ? readUpload : readBody;
    read(req, res, async (error?: unknown) => {
      if (error) {
        const status = (error as { status?: number }).status === 413 ? 413 : 400;
        return refuse(req, res, status);
      }
      const body: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!(await carriesToken(req, body))) return refuse(req, res, 403);
      res.locals.body = body;
      next();
    });
  };
}

/** The one form that carries a file: the avatar upload (app/routes/$lang.personal.avatar.ts). */
const AVATAR_UPLOAD_PATH = /^\/[\w-]+\/personal\/avatar\/?$/;

function sameOrigin(req: Request): boolean {
  const site = req.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = req.get("origin");
  return !origin || origin === `${req.protocol}://${req.host}`;
}

async function carriesToken(req: Request, body: Buffer): Promise<boolean> {
  const type = req.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return false;
  try {
    const form = await new globalThis.Request("http://form.local/", { method: "POST", headers: { "content-type": type }, body: new Uint8Array(body) }).formData();
    await verifyAuthenticityToken(form, req.get("cookie") ?? "");
    return true;
  } catch (error) {
    // A body that is not a form at all is refused the same way as a wrong token.
    if (error instanceof CSRFError || error instanceof TypeError) return false;
    throw error;
  }
}

type Refusal = 400 | 403 | 413;
const KEYS: Record<Refusal, { title: string; detail: string }> = {
  400: { title: "refusals.badRequest", detail: "refusals.badRequestDetail" },
  403: { title: "refusals.forbidden", detail: "refusals.forbiddenDetail" },
  413: { title: "refusals.tooLarge", detail: "refusals.tooLargeDetail" },
};

/**
 * Answers a refused submission: Remix's data requests (JavaScript on) get a thrown response its
 * error boundary shows; a plain form post gets a small translated page with a way back.
 */
async function refuse(req: Request, res: Response, status: Refusal) {
  const locale = localeFromPathname(req.path);
  const t = translator(locale);
  const { title, detail } = KEYS[status];
  // The rest of an oversize body is not read: close the connection after answering.
  if (status === 413) res.set("Connection", "close");
  if (typeof req.query._data === "string") {
    return res.status(status).set("X-Remix-Catch", "yes").json({ title: t(title), detail: t(detail) });
  }
  const back = localePath(locale);
  const banner = (await paymentsSimulated())
    ? `<p style="margin:0 0 1rem;padding:.25rem 1rem;background:#fbbf24;color:#0f172a;font-weight:600">${escape(t("demo.banner"))}</p>`
    : "";
  res
    .status(status)
    .set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'")
    .set("X-Frame-Options", "DENY")
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}" dir="${RTL_LOCALES.includes(locale) ? "rtl" : "ltr"}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t(title))}</title>` +
        `<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
        `${banner}<h1>${escape(t(title))}</h1><p>${escape(t(detail))}</p><p><a href="${back}">${escape(t("nav.home"))}</a></p></body></html>`,
    );
}

const dictionaries = new Map<Locale, Record<string, unknown>>();

/** The web app's own `common` translations, read once per locale. */
function translator(locale: Locale) {
  const lookup = (lng: Locale, key: string): unknown =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary(lng));
  return (key: string): string => {
    const value = lookup(locale, key) ?? lookup(DEFAULT_LOCALE, key);
    return typeof value === "string" ? value : key;
  };
}

function dictionary(locale: Locale): Record<string, unknown> {
  let found = dictionaries.get(locale);
  if (!found) {
    found = JSON.parse(fs.readFileSync(path.resolve("app", "locales", locale, "common.json"), "utf8")) as Record<string, unknown>;
    dictionaries.set(locale, found);
  }
  return found;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
