import type { NextFunction, Request, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { CSRFError } from "remix-utils/csrf/server";
import { csrfCookieToken, uploadTokenMatches, verifyAuthenticityToken } from "../utils/csrf.server";
import { env } from "../utils/env.server";
import { localeFromPathname, localePath } from "../utils/locale";
import { sendPlainPage, translator } from "./plain-page";

/**
 * What every form submission passes before any action runs (decision 011). Everything that can be
 * judged from the request's head is judged before a byte of its body is read:
 * 1. it comes from a page of this site: a browser's `Sec-Fetch-Site` says same-origin (or none: typed
 *    by the user) and its `Origin`, when sent, is this site's;
 * 2. it carries the browser's signed `csrf` cookie (without one no form can match it);
 * 3. a form that carries a file (multipart) names its upload token in its address (`?upload=`, put
 *    in the form's action, so it works without JavaScript), and an avatar upload is within the
 *    address's hourly allowance (AVATAR_FORM_PER_HOUR);
 * 4. its body is at most FORM_BODY_LIMIT_BYTES, or AVATAR_FORM_LIMIT_BYTES for the avatar upload
 *    (413 otherwise, without reading the rest);
 * 5. it carries the form's authenticity token, matching the cookie.
 * A refusal is a translated page (403, 413 or 429) that sets no cookie and changes nothing.
 */
export function formGuard() {
  // Per web process, in memory: it bounds the megabytes one address makes this process read; the
  // API's per-user limit (shared by every instance) is the one a merchant normally meets.
  const uploads = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: env.AVATAR_FORM_PER_HOUR,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // req.ip already honours only the proxies TRUST_PROXY names; a visitor's own X-Forwarded-For is ignored, not an error to log.
    validate: { xForwardedForHeader: false },
    handler: (req, res) => void refuse(req, res, 429),
  });
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (!sameOrigin(req)) return refuse(req, res, 403);
    const csrfToken = await csrfCookieToken(req.get("cookie") ?? "");
    if (!csrfToken) return refuse(req, res, 403);
    const multipart = MULTIPART.test(req.get("content-type") ?? "");
    // Only a file's form on the avatar's address, its upload token checked, may be large.
    const upload = multipart && AVATAR_UPLOAD_PATH.test(req.path);
    if (multipart) {
      if (!uploadTokenMatches(req.query.upload, csrfToken)) return refuse(req, res, 403);
      if (upload) {
        let allowed = false;
        await uploads(req, res, () => (allowed = true));
        if (!allowed) return;
      }
    }
    const body = await readBody(req, upload ? env.AVATAR_FORM_LIMIT_BYTES : env.FORM_BODY_LIMIT_BYTES);
    if (!Buffer.isBuffer(body)) return refuse(req, res, body);
    if (!(await carriesToken(req, body))) return refuse(req, res, 403);
    res.locals.body = body;
    next();
  };
}

/**
 * The body, up to `limit` bytes; 413 as soon as it is known to be larger (from its declared length,
 * or from the bytes that came), without reading the rest: express.raw would drain the whole
 * request before answering. 400 for a body that cannot be read (compressed, or cut off).
 */
function readBody(req: Request, limit: number): Promise<Buffer | 400 | 413> {
  if (Number(req.get("content-length") ?? 0) > limit) return Promise.resolve(413);
  // Browsers send forms uncompressed; a compressed body would only hide its real size.
  if ((req.get("content-encoding") ?? "identity").toLowerCase() !== "identity") return Promise.resolve(400);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | 400 | 413) => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      if (!Buffer.isBuffer(result)) req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish(413);
      else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onError = () => finish(400);
    const onClose = () => (req.complete ? undefined : finish(400));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

/** The one form that carries a file: the avatar upload (app/routes/$lang.personal.avatar.ts). */
const AVATAR_UPLOAD_PATH = /^\/[\w-]+\/personal\/avatar\/?$/;
const MULTIPART = /^multipart\/form-data\b/i;

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

type Refusal = 400 | 403 | 413 | 429;
const KEYS: Record<Refusal, { ns?: string; title: string; detail: string }> = {
  400: { title: "refusals.badRequest", detail: "refusals.badRequestDetail" },
  403: { title: "refusals.forbidden", detail: "refusals.forbiddenDetail" },
  413: { title: "refusals.tooLarge", detail: "refusals.tooLargeDetail" },
  429: { ns: "guard", title: "tooMany", detail: "tooManyDetail" },
};

/**
 * Answers a refused submission: Remix's data requests (JavaScript on) get a thrown response its
 * error boundary shows; a plain form post gets a small translated page with a way back.
 */
async function refuse(req: Request, res: Response, status: Refusal) {
  const locale = localeFromPathname(req.path);
  const { ns, title: titleKey, detail: detailKey } = KEYS[status];
  const t = translator(locale, ns);
  const [title, detail] = [t(titleKey), t(detailKey)];
  const home = translator(locale)("nav.home");
  // A body not read (refused from its head, or too large) is not read now either: the connection
  // closes after the answer instead of draining it.
  if (!req.complete) res.set("Connection", "close");
  if (typeof req.query._data === "string") {
    return res.status(status).set("X-Remix-Catch", "yes").json({ title, detail });
  }
  await sendPlainPage(res, { status, locale, title, text: detail, link: { href: localePath(locale), label: home } });
}
