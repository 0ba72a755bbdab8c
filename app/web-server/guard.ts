import express, { type NextFunction, type Request, type Response } from "express";
import { CSRFError } from "remix-utils/csrf/server";
import { verifyAuthenticityToken } from "../utils/csrf.server";
import { env } from "../utils/env.server";
import { localeFromPathname, localePath } from "../utils/locale";
import { sendPlainPage, translator } from "./plain-page";

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
  await sendPlainPage(res, { status, locale, title: t(title), text: t(detail), link: { href: localePath(locale), label: t("nav.home") } });
}
