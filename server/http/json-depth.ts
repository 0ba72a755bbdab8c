import { AppError } from "./app-error";

/** No request of this API nests deeper than a few levels; 32 leaves room and stops stack exhaustion. */
export const MAX_JSON_DEPTH = 32;

/**
 * body-parser's `verify` hook: refuses a JSON body nested deeper than MAX_JSON_DEPTH before it is
 * parsed, so no handler, validator or logger ever walks a 5,000-level structure. Brackets inside
 * strings do not count. JSON comes in UTF-8 only (RFC 8259), so the count cannot be sidestepped.
 */
export function refuseDeepJson(req: { headers: Record<string, string | string[] | undefined> }, _res: unknown, body: Buffer) {
  // The count reads UTF-8 bytes; JSON in another charset (UTF-16, UTF-7) would hide its brackets.
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(req.headers["content-type"] ?? ""))?.[1]?.toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8") throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === 0x5c) i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) throw new AppError("JSON_TOO_DEEP", { values: { max: MAX_JSON_DEPTH } });
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
}
